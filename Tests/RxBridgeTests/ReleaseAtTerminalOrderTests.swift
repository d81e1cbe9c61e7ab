import XCTest
import RxBridge
import ReactiveTesting

private struct SE: Error {}

private final class AnonDisp: Disposable {
    let action: () -> Void
    init(_ action: @escaping () -> Void) { self.action = action }
    func dispose() { action() }
}

/// The order of completion, `onDisposed` and each stage's release in synchronous chains
/// (S: `do(onSubscribed:)`, D: its `onDispose`, E/F: the subscriber's `onCompleted` /
/// `onDisposed`, letters: `onDispose` of the stages they name). Expected values: the
/// same chains run against RxSwift 6.10.
final class ReleaseAtTerminalOrderTests: ReactiveTestCase {
    func testSynchronousChainsReleaseInRxSwiftsOrder() {
        let expected: [String: String] = [
            "S1 concat": "S, A, B, E, F, D",
            "S2 startWith": "E, F, A, S, D",
            "S4 flatMap": "B, E, F, A, S, D",
            "S5 behavior.take": "E, F, S, D",
            "S7 create.take": "E, F, C, S, D",
            "S8 zip": "A, E, F, B, S, D",
            "S9 share": "E, F, A, S, D",
            "S10 catch": "E, F, B, A, S, D",
            "S11 materialize": "E, F, A, S, D",
            "S12 range.takeLast": "S, E, F, A, D",
            "S13 observeOn main": "E, F, A, S, D",
            "S14 subscribeOn current": "S, E, F, D, A",
            "S15 using": "E, F, A, R, S, D",
            "S16 deferred.reduce": "E, F, A, S, D"
        ]

        var log: [String] = []
        func L(_ s: String) { log.append(s) }
        func done(_ name: String) { XCTAssertEqual(log.joined(separator: ", "), expected[name], name); log = [] }
        _ = Observable.of(1, 2).do(onDispose: { L("A") }).concat(Observable.just(3).do(onDispose: { L("B") }))
            .do(onSubscribed: { L("S") }, onDispose: { L("D") }).subscribe(onCompleted: { L("E") }, onDisposed: { L("F") })
        done("S1 concat")
        _ = Observable.just(1).do(onDispose: { L("A") }).startWith(0)
            .do(onSubscribed: { L("S") }, onDispose: { L("D") }).subscribe(onCompleted: { L("E") }, onDisposed: { L("F") })
        done("S2 startWith")
        _ = Observable.just(1).do(onDispose: { L("A") }).flatMap { Observable.just($0).do(onDispose: { L("B") }) }
            .do(onSubscribed: { L("S") }, onDispose: { L("D") }).subscribe(onCompleted: { L("E") }, onDisposed: { L("F") })
        done("S4 flatMap")
        _ = BehaviorSubject(value: 1).take(1).do(onSubscribed: { L("S") }, onDispose: { L("D") })
            .subscribe(onCompleted: { L("E") }, onDisposed: { L("F") })
        done("S5 behavior.take")
        _ = Observable<Int>.create { o in o.onNext(1); o.onNext(2); return Disposables.create { L("C") } }.take(1)
            .do(onSubscribed: { L("S") }, onDispose: { L("D") }).subscribe(onCompleted: { L("E") }, onDisposed: { L("F") })
        done("S7 create.take")
        _ = Observable.zip(Observable.just(1).do(onDispose: { L("A") }), Observable.just(2).do(onDispose: { L("B") }))
            .do(onSubscribed: { L("S") }, onDispose: { L("D") }).subscribe(onCompleted: { L("E") }, onDisposed: { L("F") })
        done("S8 zip")
        _ = Observable.just(1).do(onDispose: { L("A") }).share()
            .do(onSubscribed: { L("S") }, onDispose: { L("D") }).subscribe(onCompleted: { L("E") }, onDisposed: { L("F") })
        done("S9 share")
        _ = Observable<Int>.error(SE()).do(onDispose: { L("A") }).catch { _ in Observable.just(5).do(onDispose: { L("B") }) }
            .do(onSubscribed: { L("S") }, onDispose: { L("D") }).subscribe(onCompleted: { L("E") }, onDisposed: { L("F") })
        done("S10 catch")
        _ = Observable.just(1).do(onDispose: { L("A") }).materialize().dematerialize()
            .do(onSubscribed: { L("S") }, onDispose: { L("D") }).subscribe(onCompleted: { L("E") }, onDisposed: { L("F") })
        done("S11 materialize")
        _ = Observable.range(start: 0, count: 3).do(onDispose: { L("A") }).takeLast(1).do(onSubscribed: { L("S") }, onDispose: { L("D") }).subscribe(onCompleted: { L("E") }, onDisposed: { L("F") })
        done("S12 range.takeLast")
        _ = Observable.just(1).do(onDispose: { L("A") }).observe(on: MainScheduler.instance).do(onSubscribed: { L("S") }, onDispose: { L("D") }).subscribe(onCompleted: { L("E") }, onDisposed: { L("F") })
        done("S13 observeOn main")
        _ = Observable.just(1).do(onDispose: { L("A") }).subscribe(on: CurrentThreadScheduler.instance).do(onSubscribed: { L("S") }, onDispose: { L("D") }).subscribe(onCompleted: { L("E") }, onDisposed: { L("F") })
        done("S14 subscribeOn current")
        _ = Observable.using({ () -> AnonDisp in AnonDisp { L("R") } }, observableFactory: { _ in Observable.just(1).do(onDispose: { L("A") }) }).do(onSubscribed: { L("S") }, onDispose: { L("D") }).subscribe(onCompleted: { L("E") }, onDisposed: { L("F") })
        done("S15 using")
        _ = Observable.deferred { Observable.just(1).do(onDispose: { L("A") }) }.reduce(0, accumulator: +).do(onSubscribed: { L("S") }, onDispose: { L("D") }).subscribe(onCompleted: { L("E") }, onDisposed: { L("F") })
        done("S16 deferred.reduce")
    }

    func testAfterCallbacksAndDisposalOfDoDependOnTheStageBelowIt() {
        var log: [String] = []
        func note(_ line: String) { log.append(line) }
        _ = Observable.of(1).do(onDispose: { note("src") }).do(afterCompleted: { note("X") }, onDispose: { note("A") })
            .subscribe(onCompleted: { note("E") }, onDisposed: { note("F") })
        XCTAssertEqual(log, ["E", "F", "X", "src", "A"])
        log = []
        _ = Observable.of(1).do(onDispose: { note("src") }).do(afterCompleted: { note("X") }, onDispose: { note("A") }).map { $0 }
            .subscribe(onCompleted: { note("E") }, onDisposed: { note("F") })
        XCTAssertEqual(log, ["E", "F", "src", "A", "X"])
        log = []
        _ = Observable.of(1).do(onDispose: { note("src") }).do(afterCompleted: { note("X") }, onDispose: { note("A") })
            .do(afterCompleted: { note("Y") }, onDispose: { note("B") })
            .subscribe(onCompleted: { note("E") }, onDisposed: { note("F") })
        XCTAssertEqual(log, ["E", "F", "Y", "src", "A", "B", "X"])
        log = []
        _ = Observable.of(1, 2).do(afterNext: { note("X\($0)") }, onDispose: { note("A") }).take(1)
            .subscribe(onCompleted: { note("E") }, onDisposed: { note("F") })
        XCTAssertEqual(log, ["E", "F", "A", "X1"])
    }
}
