#!/usr/bin/env python3
"""Writes synthetic RxSwift / ReactiveObjC sources for timing port-check.

usage: port-check-synthetic.py file DIR LINES...   one Swift and one Objective-C file of each size
       port-check-synthetic.py tree DIR FILES      a tree of FILES small files (Swift and Objective-C)

The code is written for this measurement (a login view model, repeated with numbered names);
it only has to look like RxSwift / ReactiveObjC code to the scanner, not compile.
"""
import os
import sys

SWIFT_HEADER = "import Foundation\nimport RxSwift\nimport RxCocoa\n\n"

def swift_block(i):
    return f"""final class LoginModel{i} {{
    let disposeBag = DisposeBag()
    let email{i} = BehaviorRelay<String>(value: "")
    let password{i} = BehaviorRelay<String>(value: "")
    private let submits{i} = PublishSubject<Void>()
    let decoder = JSONDecoder()

    var isValid: Observable<Bool> {{
        Observable.combineLatest(email{i}.asObservable(), password{i}.asObservable()) {{ email, password in
            email.contains("@") && password.count >= 8 // a comment with .map and Observable
        }}
        .distinctUntilChanged()
        .share(replay: 1)
    }}

    func bind(button: Binder<Bool>, results: [Int]) {{
        isValid.observe(on: MainScheduler.instance).bind(to: button).disposed(by: disposeBag)
        let doubled = results.map {{ $0 * 2 }}.filter {{ $0 > {i} }}
        let user = try? decoder.decode(String.self, from: Data())
        submits{i}
            .withLatestFrom(isValid)
            .filter {{ $0 }}
            .flatMapLatest {{ _ in Observable.just(doubled.count + (user?.count ?? 0)) }}
            .subscribe(onNext: {{ value in print("sent \\(value)") }})
            .disposed(by: disposeBag)
    }}
}}

"""

OBJC_HEADER = "#import <Foundation/Foundation.h>\n#import <ReactiveObjC/ReactiveObjC.h>\n\n"

def objc_block(i):
    return f"""@implementation SearchModel{i}

- (instancetype)init {{
    self = [super init];
    if (self == nil) return nil;
    RACSignal *terms = [[RACObserve(self, term{i}) distinctUntilChanged] throttle:0.3];
    _searchCommand = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(NSString *term) {{
        return [[self search:term] catch:^RACSignal *(NSError *error) {{
            return [RACSignal return:@[]];
        }}];
    }}];
    RAC(self, results{i}) = [[terms flattenMap:^RACSignal *(NSString *term) {{
        return [self.searchCommand execute:term];
    }}] deliverOnMainThread];
    NSOperation *operation = [NSOperation new];
    NSLog(@"%@ %@", operation.name, @"[signal take:1]");
    return self;
}}

@end

"""

def write_file(path, header, block, lines):
    text = header
    i = 0
    while text.count("\n") < lines:
        text += block(i)
        i += 1
    text = "\n".join(text.split("\n")[:lines]) + "\n"
    with open(path, "w") as out:
        out.write(text)

def main():
    mode, directory = sys.argv[1], sys.argv[2]
    os.makedirs(directory, exist_ok=True)
    if mode == "file":
        for lines in map(int, sys.argv[3:]):
            write_file(os.path.join(directory, f"Model{lines}.swift"), SWIFT_HEADER, swift_block, lines)
            write_file(os.path.join(directory, f"Model{lines}.m"), OBJC_HEADER, objc_block, lines)
    elif mode == "tree":
        for n in range(int(sys.argv[3])):
            folder = os.path.join(directory, f"Module{n // 100}")
            os.makedirs(folder, exist_ok=True)
            if n % 4 == 3:
                write_file(os.path.join(folder, f"Search{n}.m"), OBJC_HEADER, objc_block, 40)
            else:
                write_file(os.path.join(folder, f"Login{n}.swift"), SWIFT_HEADER, swift_block, 60)
    else:
        sys.exit(__doc__)

main()
