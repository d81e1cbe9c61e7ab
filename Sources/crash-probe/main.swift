// crash-probe: triggers one named precondition per run, so tests can check, in a
// child process, that bad input stops the program with a message naming the operator
// and the argument (XCTest cannot catch a trap in-process).
//
// Usage: crash-probe <case>   (no argument: lists the cases)
import Foundation
import RxBridge
import RACBridge
import ReactiveTesting

private let cases: [(name: String, run: () -> Void)] = [
    ("buffer-count-0", { _ = Observable<Int>.never().buffer(timeSpan: .seconds(1), count: 0, scheduler: TestScheduler(initialClock: 0)) }),
    ("window-count-0", { _ = Observable<Int>.never().window(timeSpan: .seconds(1), count: 0, scheduler: TestScheduler(initialClock: 0)) }),
    ("replay-subject-buffer-negative", { _ = ReplaySubject<Int>.create(bufferSize: -1) }),
    ("replay-negative", { _ = Observable<Int>.never().replay(-1) }),
    ("share-replay-negative", { _ = Observable<Int>.never().share(replay: -1) }),
    ("range-count-negative", { _ = Observable.range(start: 0, count: -1) }),
    ("range-last-overflows", { _ = Observable.range(start: Int.max, count: 2) }),
    ("single-assignment-twice", {
        let disposable = SingleAssignmentDisposable()
        disposable.setDisposable(Disposables.create())
        disposable.setDisposable(Disposables.create())
    }),
    ("rac-repeating-interval-0", {
        _ = RACScheduler.scheduler().after(Date(), repeatingEvery: 0, withLeeway: 0) {}
    }),
    ("take-negative", { _ = Observable<Int>.never().take(-1) }),
    ("take-last-negative", { _ = Observable<Int>.never().takeLast(-1) }),
    ("element-at-negative", { _ = Observable<Int>.never().element(at: -1) }),
    ("retry-negative", { _ = Observable<Int>.never().retry(-1) }),
    ("interval-period-negative", { _ = Observable<Int>.interval(.seconds(-1), scheduler: TestScheduler(initialClock: 0)) }),
    ("timer-period-negative", { _ = Observable<Int>.timer(.seconds(1), period: .seconds(-1), scheduler: TestScheduler(initialClock: 0)) }),
    ("rac-take-negative", { _ = RACSignal<Int>.never().take(-1) }),
    ("rac-flatten-negative", { _ = RACSignal<RACSignal<Int>>.never().flatten(-1) }),
    ("rac-replay-subject-capacity-negative", { _ = RACReplaySubject<Int>(capacity: -1) }),
    ("rac-timeout-immediate", { _ = RACSignal<Int>.never().timeout(1, on: RACScheduler.immediate()) }),
    ("rac-buffer-immediate", { _ = RACSignal<Int>.never().buffer(withTime: 1, on: RACScheduler.immediate()) }),
    ("rac-interval-immediate", { _ = RACSignal<Date>.interval(1, on: RACScheduler.immediate()) }),
]

let arguments = CommandLine.arguments.dropFirst()
guard let name = arguments.first else {
    for probe in cases { print(probe.name) }
    exit(0)
}
guard let probe = cases.first(where: { $0.name == name }) else {
    FileHandle.standardError.write(Data("crash-probe: unknown case \(name)\n".utf8))
    exit(2)
}
probe.run()
// Reaching here means the precondition did not fire.
print("crash-probe: \(name) returned normally")
exit(0)
