import XCTest
import Foundation
import PortCheckCore
import ReactiveTesting

/// How port-check decides what is RxSwift / ReactiveObjC API, on small fixtures written here:
/// comments and strings, module-qualified names, unknown names, Objective-C property syntax
/// and message shapes, the review list, the summary and the JSON report.
final class PortCheckRulesTests: ReactiveTestCase {
    private func scan(_ path: String, _ text: String) throws -> FileReport {
        try SourceScanner(maps: Package.maps()).scan(path: path, text: text)
    }

    /// "line api" for each mapped use.
    private func uses(_ report: FileReport) -> [String] { report.uses.map { "\($0.line) \($0.entry.api)" } }
    /// "line name" for each unrecognized name.
    private func unknown(_ report: FileReport) -> [String] { report.unrecognized.map { "\($0.line) \($0.name)" } }

    // MARK: - Comments and string literals

    func testSwiftStringsAndCommentsAreIgnored() throws {
        let report = try scan("a.swift", #"""
        import RxSwift
        let a = "Observable.just(1)"
        let b = """
            PublishSubject<Int>() "
            \(Observable.just(2))
            """
        /* BehaviorSubject
           /* nested */ ReplaySubject */
        let c = #"DisposeBag "quoted" \(AsyncSubject)"#
        let d = Observable.just(3) // .map { BehaviorRelay }
        """#)
        XCTAssertEqual(uses(report), ["1 import RxSwift", "5 Observable", "5 Observable.just", "10 Observable", "10 Observable.just"])
    }

    func testObjectiveCStringsAndCommentsAreIgnored() throws {
        let report = try scan("a.m", """
        #import <ReactiveObjC/ReactiveObjC.h>
        // [signal map:^id(id x) { return x; }]
        /* [RACSignal empty]
           [signal filter:nil] */
        NSString *s = @"[signal take:1] RACSubject";
        char c = '"'; NSString *t = @"RACReplaySubject";
        RACSignal *x = [[RACSignal empty] take:1];
        """)
        XCTAssertEqual(uses(report), ["1 import ReactiveObjC", "7 RACSignal", "7 RACSignal", "7 +empty", "7 -take:"])
        XCTAssertEqual(unknown(report), [])
    }

    func testBlankingKeepsOffsetsAndLines() {
        let text = "let s = \"ü🙂\\(x.map { \"y\" })\" /* a\nb */ let t = 1"
        let source = SourceText(text, language: .swift)
        XCTAssertEqual(source.code.utf16.count, text.utf16.count)
        XCTAssertEqual(source.codeLines.count, 2)
        XCTAssertTrue(source.code.contains("x.map {     }"), source.code)
        XCTAssertTrue(source.codeLines[1].hasSuffix(" let t = 1"), source.codeLines[1])
    }

    // MARK: - Module-qualified names

    func testModuleQualifiedNamesAreRecognized() throws {
        let report = try scan("q.swift", """
        import class RxSwift.Observable
        import RxCocoa
        let o: RxSwift.Observable<Int> = RxSwift.Observable.just(1)
        let d: RxCocoa.Driver<Int> = o.asDriver(onErrorJustReturn: 0)
        let s: RxCocoa.Signal<Int>? = nil
        let x = RxSwift.Frobnicator()
        """)
        XCTAssertEqual(uses(report), ["1 import RxSwift", "2 import RxCocoa", "3 Observable", "3 Observable", "3 Observable.just",
                                      "4 Driver", "4 ObservableType.asDriver", "5 Signal"])
        XCTAssertEqual(unknown(report), ["6 RxSwift.Frobnicator"])
    }

    func testFixRewritesModuleQualifiersButNotStringsOrComments() throws {
        let text = """
        import class RxSwift.Observable
        @testable import RxCocoa
        import RxRelay
        let o: RxSwift.Observable<Int> = RxSwift.Observable.just(1) // RxSwift.Observable
        let d: RxCocoa.Driver<Int>? = nil
        let s = "RxSwift.Observable"
        """
        XCTAssertEqual(Fixer.fixedText(path: "q.swift", text: text, maps: try Package.maps()), """
        import class RxBridge.Observable
        @testable import RxBridge
        import RxBridge
        let o: RxBridge.Observable<Int> = RxBridge.Observable.just(1) // RxSwift.Observable
        let d: RxBridge.Driver<Int>? = nil
        let s = "RxSwift.Observable"
        """)
    }

    func testFixLeavesRACSpellingsInStringsAlone() throws {
        let text = """
        import ReactiveObjC
        let c = RACCommand(signal: { _ in RACSignal.empty() }) // RACCommand(signal: x)
        let label = "RACStream: RACCommand(signal: nil)"
        """
        XCTAssertEqual(Fixer.fixedText(path: "c.swift", text: text, maps: try Package.maps()), """
        import RACBridge
        let c = RACCommand(signalBlock: { _ in RACSignal.empty() }) // RACCommand(signal: x)
        let label = "RACStream: RACCommand(signal: nil)"
        """)
    }

    /// A renamed name is respelled where it is used, not where the code declares it.
    func testFixLeavesDeclarationsAlone() throws {
        let text = "import ReactiveObjC\npublic let RACCommandErrorNotEnabled = 1\nlet code = RACCommandErrorNotEnabled"
        XCTAssertEqual(Fixer.fixedText(path: "e.swift", text: text, maps: try Package.maps()),
                       "import RACBridge\npublic let RACCommandErrorNotEnabled = 1\nlet code = RACCommandError.notEnabled")
    }

    // MARK: - Unknown names

    /// A name the map lists as unavailable counts as such only on a stream; elsewhere (the
    /// standard library's partition(by:), a label's text) it is not recognized or not a use.
    func testSharedNamesNeedAStreamReceiver() throws {
        let report = try scan("p.swift", """
        import RxSwift
        import RxCocoa
        var numbers = [3, 1, 2]
        let pivot = numbers.partition(by: { $0 > 1 })
        let parts = Observable.just(1)
            .map { $0 }
            .partition { $0 > 0 }
        _ = tableView.rx.deallocating
        _ = tableView.rx.didUpdateFocusInContextWithAnimationCoordinator
        label.text = "x"
        extension Reactive where Base: Label { var title: Binder<String> { fatalError() } }
        _ = label.rx.title
        """)
        let unavailable = report.uses.filter { $0.entry.status == .unavailable }.map { "\($0.line) \($0.entry.api)" }
        XCTAssertEqual(unavailable, ["7 ObservableType.partition", "8 Reactive.deallocating"])
        XCTAssertEqual(unknown(report), ["4 .partition", "9 Reactive.didUpdateFocusInContextWithAnimationCoordinator"])
    }

    /// Names shared with Sequence/Optional count only on a stream (a mapped type or a variable
    /// declared as one in the receiver, or a stream operator after it); another type's static
    /// member and an enum case pattern are not uses.
    func testSharedNamesCountOnStreamsOnly() throws {
        let report = try scan("m.swift", """
        import RxSwift
        let names = ["a"].map { $0 }
        let taps: Observable<Int> = .empty()
        let doubled = taps.map { $0 * 2 }
        state
            .map(\\.title)
            .disposed(by: bag)
        let v = ValidationResult.empty
        switch x { case .retry: break }
        """)
        XCTAssertEqual(uses(report), ["1 import RxSwift", "3 Observable", "3 Observable.empty", "4 ObservableType.map",
                                      "6 ObservableType.map", "7 Disposable.disposed"])
    }

    func testUnknownReactiveObjCSymbolsAreReported() throws {
        let report = try scan("u.m", """
        #import <ReactiveObjC/ReactiveObjC.h>
        #import <ReactiveObjC/NSObject+RACKVOWrapper.h>
        @interface RACMyViewModel : NSObject
        @end
        RACDelegateProxy *proxy = nil;
        [RACSignal zipWithFoo:x];
        NSArray *a = array.rac_channelTerminalForKey.array;
        [[RACCommand alloc] initWithSignalBlock:nil];
        RACMyViewModel *m;
        - (RACSignal *)rac_textSignal;
        """)
        XCTAssertEqual(unknown(report), ["5 RACDelegateProxy", "6 +zipWithFoo:", "7 rac_channelTerminalForKey"])
        XCTAssertTrue(report.uses.contains { $0.line == 8 && $0.entry.api == "-initWithSignalBlock:" })
    }

    /// A Swift file that names RAC types (through a bridging header) is a ReactiveObjC file;
    /// an Objective-C file that never mentions ReactiveObjC is not scanned at all.
    func testDialectDetection() throws {
        XCTAssertEqual(try scan("b.swift", "let s: RACSignal<NSString> = RACSignal.empty()").dialects, [.reactiveobjc])
        let plain = try scan("plain.m", "NSArray *a = [list map:^id(id x) { return x; }];\n[self take:1];")
        XCTAssertEqual(plain.dialects, [])
        XCTAssertTrue(plain.uses.isEmpty)
    }

    /// A generic parameter named like a library type is the file's own.
    func testGenericParametersShadowLibraryTypes() throws {
        let report = try scan("g.swift", """
        import RxSwift
        func reduce<State, Event>(_ state: State, _ event: Event) -> State { state }
        let e: Event<Int>? = nil
        """)
        XCTAssertEqual(uses(report), ["1 import RxSwift"])
    }

    // MARK: - Objective-C shapes

    func testObjectiveCPropertySyntax() throws {
        let report = try scan("d.m", """
        #import <ReactiveObjC/ReactiveObjC.h>
        [object.rac_deallocDisposable addDisposable:d];
        self.rac_command = command;
        RACSignal *s = [self rac_willDeallocSignal];
        x = tuple.first;
        """)
        XCTAssertEqual(uses(report), ["1 import ReactiveObjC", "2 -rac_deallocDisposable", "2 -addDisposable:", "3 rac_command",
                                      "4 RACSignal", "4 -rac_willDeallocSignal"])
    }

    /// A keyword counts as the start of a message only: not a later keyword, not a declaration.
    func testObjectiveCSelectorsCountWhereAMessageStarts() throws {
        let report = try scan("s.m", """
        #import <ReactiveObjC/ReactiveObjC.h>
        - (RACSignal *)map:(id (^)(id value))block;
        RACSignal *s = [RACSignal if:flag then:[a map:f] else:(id)[b filter:g]];
        """)
        XCTAssertEqual(uses(report), ["1 import ReactiveObjC", "2 RACSignal", "3 RACSignal", "3 RACSignal", "3 +if:then:else:", "3 -map:", "3 -filter:"])
    }

    // MARK: - The report

    /// "different" uses are listed with file:line and the map's note: the review list.
    func testDifferentUsesAreListedWithTheNote() throws {
        let report = try scan("r.m", "#import <ReactiveObjC/ReactiveObjC.h>\n\nRACSignal *s = [signal distinctUntilChanged];")
        let entry = try XCTUnwrap(Package.maps()[.reactiveobjc]?.entries.first { $0.api == "-distinctUntilChanged" })
        XCTAssertEqual(entry.status, .different)
        let text = SourceScanner.render([report], summary: true)
        XCTAssertTrue(text.contains("  r.m:3: different -distinctUntilChanged: \(entry.note)"), text)
        XCTAssertTrue(text.contains("review list: 1 different use "), text)
    }

    func testSummaryIsSortedByCount() throws {
        let report = try scan("t.swift", """
        import RxSwift
        let a = Observable.just(1).map { $0 }.map { $0 }
        let b = Observable<Int>.empty().map { $0 }
        let c = PublishSubject<Int>()
        """)
        let rows = SourceScanner.summary([report])
        XCTAssertEqual(rows.first, SummaryRow(api: "ObservableType.map", dialect: .rxswift, status: "same", count: 3))
        XCTAssertEqual(rows.map(\.count), rows.map(\.count).sorted(by: >))
        XCTAssertEqual(rows.first { $0.api == "Observable" }?.count, 2)
        let text = SourceScanner.render([report], summary: true)
        let table = try XCTUnwrap(text.components(separatedBy: "per API (most used first):").last)
        XCTAssertTrue(table.contains("      3  same            rxswift       ObservableType.map\n      2  same"), text)
    }

    func testJSONReport() throws {
        let report = try scan("j.swift", "import RxSwift\nlet t = view.rx.deallocating\nlet x = view.rx.didUpdateFocusInContextWithAnimationCoordinator\n")
        let json = try SourceScanner.json([report], scannedFiles: 3)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(object["version"] as? Int, 2)
        XCTAssertEqual(object["scannedFiles"] as? Int, 3)
        let totals = try XCTUnwrap(object["totals"] as? [String: Int])
        XCTAssertEqual(totals, ["same": 1, "different": 0, "renamed": 1, "unavailable": 1, "notRecognized": 1, "total": 3])
        let files = try XCTUnwrap(object["files"] as? [[String: Any]])
        XCTAssertEqual(files.first?["path"] as? String, "j.swift")
        XCTAssertEqual(files.first?["dialects"] as? [String], ["rxswift"])
        let fileUses = try XCTUnwrap(files.first?["uses"] as? [[String: Any]])
        XCTAssertEqual(fileUses.map { "\($0["line"] as? Int ?? 0) \($0["status"] as? String ?? "") \($0["api"] as? String ?? "")" },
                       ["1 renamed import RxSwift", "2 unavailable Reactive.deallocating", "3 same ReactiveCompatible.rx", "3 notRecognized Reactive.didUpdateFocusInContextWithAnimationCoordinator"])
        XCTAssertEqual(fileUses[1]["note"] as? String, try Package.maps()[.rxswift]?.entries.first { $0.api == "Reactive.deallocating" }?.note)
        let summary = try XCTUnwrap(object["summary"] as? [[String: Any]])
        XCTAssertEqual(summary.count, 4)
        XCTAssertEqual(summary.first { $0["api"] as? String == "Reactive.didUpdateFocusInContextWithAnimationCoordinator" }?["status"] as? String, "notRecognized")
    }
}
