import XCTest
import RACBridge
import ReactiveTesting

/// Behaviors that ReactiveObjC's own specs check and RACBridge's other tests did not:
/// which end `zip` forwards, a signal combined with itself, a subject fed by several
/// signals, swapping into a disposed serial disposable, connecting twice, `replayLazily`
/// after its subscribers left, a replay subject of capacity 1, `take(until:)` with a
/// trigger that fires at once, `concat()` of signals sent later, a disposable's release,
/// the order in which `RACTestScheduler` steps, the order in which one failing
/// `RACCommand` execution reaches the command's signals, `deliverOnMainThread` keeping
/// a main-thread value behind one queued from the background, and a subscription's
/// disposable reading as disposed once its end arrived.
///
/// Expected values from ReactiveObjC on the oracle: each expected log is the line that
/// `Tools/reactiveobjc-specs/expectations/scenarios.m` printed for the same scenario,
/// run against ReactiveObjC 1af6617f built for Linux (Tools/reactiveobjc-specs/README.md).
/// Each scenario runs inside a RAC scheduler's block, as the oracle's ran on its main
/// thread, so RAC subscriptions are synchronous in both.
final class RACOracleSpecTests: XCTestCase {
    private struct Failure: Error, Equatable {
        let code: Int
    }

    /// What a scenario records, in order.
    private final class Log {
        var lines: [String] = []
        func add(_ line: String) { lines.append(line) }
    }

    /// Runs `body` as the current RAC scheduler's block, then returns the log.
    private func scenario(_ body: (Log) -> Void) -> [String] {
        let log = Log()
        let scheduler = RACTestScheduler()
        withoutActuallyEscaping(body) { body in
            scheduler.schedule { body(log) }
            scheduler.stepAll()
        }
        return log.lines
    }

    private func describe(_ error: Error) -> String {
        (error as? Failure).map { "error(\($0.code))" } ?? "error(\(error))"
    }

    @discardableResult
    private func subscribeLogging<Value>(_ signal: RACSignal<Value>, _ log: Log, _ prefix: String = "", _ text: @escaping (Value) -> String) -> RACDisposable {
        signal.subscribeNext({ log.add("\(prefix)next \(text($0))") },
                             error: { log.add(prefix + self.describe($0)) },
                             completed: { log.add("\(prefix)completed") })
    }

    private func tuple(_ values: [Int]) -> String {
        "(" + values.map(String.init).joined(separator: ",") + ")"
    }

    private func send(_ subject: RACSubject<Int>, _ values: [Int], failing: Bool) {
        values.forEach(subject.sendNext)
        if failing { subject.sendError(Failure(code: 7)) } else { subject.sendCompleted() }
    }

    // MARK: zip: which end it forwards

    /// One `zip` of two subjects: `first` sends its values and its end, then `second` does.
    private func zipEnds(firstIsOne: Bool, firstValues: [Int], firstFails: Bool, secondValues: [Int], secondFails: Bool) -> [String] {
        scenario { log in
            let s1 = RACSubject<Int>(), s2 = RACSubject<Int>()
            subscribeLogging(RACSignal.zip([s1, s2]), log, "", tuple)
            let (first, second) = firstIsOne ? (s1, s2) : (s2, s1)
            send(first, firstValues, failing: firstFails)
            send(second, secondValues, failing: secondFails)
        }
    }

    func testZipForwardsAnErrorThatComesFirstFromTheShorterSide() {
        // Expected values from ReactiveObjC on the oracle (scenarios.m, "zip.errorFirstAtShorterSide").
        XCTAssertEqual(zipEnds(firstIsOne: true, firstValues: [1, 2], firstFails: true, secondValues: [1, 2, 3], secondFails: false),
                       ["error(7)"])
    }

    func testZipForwardsAnErrorThatComesFirstFromTheLongerSide() {
        // Expected values from ReactiveObjC on the oracle (scenarios.m, "zip.errorFirstAtLongerSide").
        XCTAssertEqual(zipEnds(firstIsOne: true, firstValues: [1, 2, 3], firstFails: true, secondValues: [1, 2], secondFails: false),
                       ["error(7)"])
    }

    func testZipForwardsALaterErrorWhenTheCompletedSideHadMoreValues() {
        // Expected values from ReactiveObjC on the oracle (scenarios.m, "zip.completionFirstAtLongerSide").
        // The completed side has a third value waiting, so a tuple was still possible.
        XCTAssertEqual(zipEnds(firstIsOne: false, firstValues: [1, 2, 3], firstFails: false, secondValues: [1, 2], secondFails: true),
                       ["next (1,1)", "next (2,2)", "error(7)"])
    }

    func testZipCompletesBeforeALaterErrorOnceTheCompletedSideIsDrained() {
        // Expected values from ReactiveObjC on the oracle (scenarios.m, "zip.completionFirstAtShorterSide").
        XCTAssertEqual(zipEnds(firstIsOne: false, firstValues: [1, 2], firstFails: false, secondValues: [1, 2, 3], secondFails: true),
                       ["next (1,1)", "next (2,2)", "completed"])
    }

    func testZipCompletesAsSoonAsNoMoreTuplesArePossible() {
        // Expected values from ReactiveObjC on the oracle (scenarios.m, "zip.completesWhenNoMoreTuples").
        let lines = scenario { log in
            let s1 = RACSubject<Int>(), s2 = RACSubject<Int>()
            subscribeLogging(RACSignal.zip([s1, s2]), log, "", tuple)
            s1.sendNext(1); s2.sendNext(1)
            s1.sendNext(2); s1.sendCompleted()
            log.add("-")
            s2.sendNext(2)
            log.add("-")
            s2.sendNext(3)
        }
        XCTAssertEqual(lines, ["next (1,1)", "-", "next (2,2)", "completed", "-"])
    }

    // MARK: combining a signal with itself

    func testCombineLatestOfNoSignalsCompletesAtOnce() {
        // Expected values from ReactiveObjC on the oracle (scenarios.m, "combineLatest.none").
        let lines = scenario { log in
            subscribeLogging(RACSignal<Int>.combineLatest([]), log, "", tuple)
        }
        XCTAssertEqual(lines, ["completed"])
    }

    /// A cold signal whose every subscription sends its number, then ten times it.
    private func sideEffecting(_ subscriptions: @escaping () -> Int, _ increment: @escaping () -> Void) -> RACSignal<Int> {
        RACSignal<Int>.createSignal { subscriber in
            increment()
            subscriber.sendNext(subscriptions())
            subscriber.sendNext(subscriptions() * 10)
            subscriber.sendCompleted()
            return nil
        }
    }

    func testCombineLatestSubscribesASignalGivenTwiceTwice() {
        // Expected values from ReactiveObjC on the oracle (scenarios.m, "combineLatest.sameSideEffectingSignal").
        let lines = scenario { log in
            var count = 0
            let signal = sideEffecting({ count }, { count += 1 })
            subscribeLogging(RACSignal.combineLatest([signal, signal]), log, "", tuple)
            log.add("subscriptions \(count)")
        }
        XCTAssertEqual(lines, ["next (10,2)", "next (10,20)", "completed", "subscriptions 2"])
    }

    func testZipSubscribesASignalGivenThriceThrice() {
        // Expected values from ReactiveObjC on the oracle (scenarios.m, "zip.sameSideEffectingSignal").
        let lines = scenario { log in
            var count = 0
            let signal = sideEffecting({ count }, { count += 1 })
            subscribeLogging(RACSignal.zip([signal, signal, signal]), log, "", tuple)
            log.add("subscriptions \(count)")
        }
        XCTAssertEqual(lines, ["next (1,2,3)", "next (10,20,30)", "completed", "subscriptions 3"])
    }

    // MARK: a subject fed by several signals

    /// A subject subscribed to two signals ends at the first end: it disposes the other
    /// feeding subscription before telling its own subscribers, and disposes at once a
    /// subscription made after its end (whose signal still runs its subscription block).
    private func subjectFeeds(failing: Bool) -> [String] {
        scenario { log in
            let subject = RACSubject<Int>()
            subscribeLogging(subject, log) { "\($0)" }
            let a = RACSubject<Int>(), b = RACSubject<Int>()
            a.doNext { _ in }.subscribe(subject)
            RACSignal<Int>.createSignal { subscriber in
                b.subscribe(subscriber)
                return RACDisposable { log.add("b disposed") }
            }.subscribe(subject)
            a.sendNext(1)
            b.sendNext(2)
            if failing { a.sendError(Failure(code: 7)) } else { a.sendCompleted() }
            b.sendNext(3)
            b.sendCompleted()
            RACSignal<Int>.createSignal { subscriber in
                log.add("late subscribed")
                subscriber.sendNext(4)
                return RACDisposable { log.add("late disposed") }
            }.subscribe(subject)
        }
    }

    func testASubjectFedBySeveralSignalsCompletesAtTheFirstCompletion() {
        // Expected values from ReactiveObjC on the oracle (scenarios.m, "subject.feeds.completed").
        XCTAssertEqual(subjectFeeds(failing: false),
                       ["next 1", "next 2", "b disposed", "completed", "late subscribed", "late disposed"])
    }

    func testASubjectFedBySeveralSignalsFailsAtTheFirstError() {
        // Expected values from ReactiveObjC on the oracle (scenarios.m, "subject.feeds.error").
        XCTAssertEqual(subjectFeeds(failing: true),
                       ["next 1", "next 2", "b disposed", "error(7)", "late subscribed", "late disposed"])
    }

    // MARK: disposables and connections

    func testSwappingIntoADisposedSerialDisposableDisposesTheNewOneAndKeepsNothing() {
        // Expected values from ReactiveObjC on the oracle (scenarios.m, "serialDisposable.swapInAfterDisposal").
        let lines = scenario { log in
            let serial = RACSerialDisposable(disposable: RACDisposable { log.add("first disposed") })
            serial.dispose()
            let previous = serial.swapIn(RACDisposable { log.add("second disposed") })
            log.add("swap returned \(previous == nil ? "nil" : "a disposable")")
            log.add("disposable now \(serial.disposable == nil ? "nil" : "set")")
        }
        XCTAssertEqual(lines, ["first disposed", "second disposed", "swap returned nil", "disposable now nil"])
    }

    func testConnectingTwiceGivesTheSameDisposableAndADisposedConnectionNeverReconnects() {
        // Expected values from ReactiveObjC on the oracle (scenarios.m, "multicast.connectTwice").
        let lines = scenario { log in
            var subscriptions = 0
            let signal = RACSignal<Int>.createSignal { _ in
                subscriptions += 1
                return RACDisposable { log.add("source disposed") }
            }
            let connection = signal.publish()
            let d1 = connection.connect()
            let d2 = connection.connect()
            log.add("same disposable \(d1 === d2 ? "yes" : "no"), subscriptions \(subscriptions)")
            d1.dispose()
            connection.connect()
            log.add("after disposal and connect: subscriptions \(subscriptions)")
        }
        XCTAssertEqual(lines, ["same disposable yes, subscriptions 1", "source disposed",
                               "after disposal and connect: subscriptions 1"])
    }

    func testReplayLazilyKeepsItsSubscriptionAfterItsSubscribersLeave() {
        // Expected values from ReactiveObjC on the oracle (scenarios.m, "replayLazily.afterDisposal").
        let lines = scenario { log in
            let subject = RACSubject<Int>()
            var subscriptions = 0
            let replayed = RACSignal<Int>.defer {
                subscriptions += 1
                return subject
            }.replayLazily()
            let first = subscribeLogging(replayed, log, "A ") { "\($0)" }
            subject.sendNext(1)
            first.dispose()
            subject.sendNext(2)
            subscribeLogging(replayed, log, "B ") { "\($0)" }
            subject.sendCompleted()
            log.add("subscriptions \(subscriptions)")
        }
        XCTAssertEqual(lines, ["A next 1", "B next 1", "B next 2", "B completed", "subscriptions 1"])
    }

    func testAReplaySubjectOfCapacityOneReplaysTheLatestValueThenItsError() {
        // Expected values from ReactiveObjC on the oracle (scenarios.m, "replaySubject.capacity1").
        let lines = scenario { log in
            let subject = RACReplaySubject<Int>(capacity: 1)
            subscribeLogging(subject, log, "A ") { "\($0)" }
            subject.sendNext(1)
            subject.sendNext(2)
            subscribeLogging(subject, log, "B ") { "\($0)" }
            subject.sendError(Failure(code: 7))
            subscribeLogging(subject, log, "C ") { "\($0)" }
        }
        XCTAssertEqual(lines, ["A next 1", "A next 2", "B next 2", "A error(7)", "B error(7)", "C next 2", "C error(7)"])
    }

    // MARK: operators, disposables

    func testTakeUntilATriggerThatSendsAtOnceNeverSubscribesTheSource() {
        // Expected values from ReactiveObjC on the oracle (scenarios.m, "takeUntil.triggerSendsAtOnce").
        let lines = scenario { log in
            let source = RACSignal<Int>.createSignal { subscriber in
                log.add("source subscribed")
                subscriber.sendNext(1)
                return nil
            }
            subscribeLogging(source.take(until: RACSignal.return(0)), log) { "\($0)" }
        }
        XCTAssertEqual(lines, ["completed"])
    }

    func testConcatSubscribesSignalsSentLaterOneAfterTheOtherAndDisposesTheCurrentOne() {
        // Expected values from ReactiveObjC on the oracle (scenarios.m, "concat.signalsSentLater").
        let lines = scenario { log in
            let outer = RACSubject<RACSignal<Int>>()
            let a = RACSubject<Int>(), b = RACSubject<Int>()
            func tracked(_ inner: RACSubject<Int>, _ name: String) -> RACSignal<Int> {
                RACSignal<Int>.createSignal { subscriber in
                    log.add("\(name) subscribed")
                    let disposable = inner.subscribe(subscriber)
                    return RACDisposable {
                        disposable.dispose()
                        log.add("\(name) disposed")
                    }
                }
            }
            let subscription = subscribeLogging(outer.concat(), log) { "\($0)" }
            outer.sendNext(tracked(a, "a"))
            outer.sendNext(tracked(b, "b"))
            a.sendNext(1)
            b.sendNext(2)
            a.sendCompleted()
            b.sendNext(3)
            outer.sendCompleted()
            subscription.dispose()
            b.sendNext(4)
        }
        XCTAssertEqual(lines, ["a subscribed", "next 1", "a disposed", "b subscribed", "next 3", "b disposed"])
    }

    func testADisposableIsNotDisposedWhenReleased() {
        // Expected values from ReactiveObjC on the oracle (scenarios.m, "disposable.deallocation").
        let lines = scenario { log in
            do {
                let disposable = RACDisposable { log.add("disposed") }
                _ = disposable
            }
            log.add("released")
        }
        XCTAssertEqual(lines, ["released"])
    }

    // MARK: RACTestScheduler

    /// Directly scheduled blocks run first, in order; delayed ones in date order; a block
    /// scheduled from inside a delayed one runs next. The oracle gave
    /// "scheduled 1; scheduled 2; delay 50; scheduled from delay 50; delay 60 from delay 50;
    /// delay 100; distant future": there `afterDelay` counts from the wall clock and
    /// stepping never moves a clock, so the 60 s delay set at "50" still came before the
    /// 100 s one. RACBridge's test scheduler counts delays on its virtual clock, which the
    /// step to "50" moved (Docs/Compatibility.md, "RACTestScheduler's clock"), so that block
    /// runs at 110, after the one at 100.
    func testStepRunsScheduledBlocksFirstThenDelayedOnesInDateOrder() {
        // Expected values from ReactiveObjC on the oracle (scenarios.m, "testScheduler.order").
        let log = Log()
        let scheduler = RACTestScheduler()
        scheduler.afterDelay(100) { log.add("delay 100") }
        scheduler.afterDelay(50) {
            log.add("delay 50")
            scheduler.schedule { log.add("scheduled from delay 50") }
            scheduler.afterDelay(60) { log.add("delay 60 from delay 50") }
        }
        scheduler.schedule { log.add("scheduled 1") }
        scheduler.schedule { log.add("scheduled 2") }
        scheduler.after(.distantFuture) { log.add("distant future") }
        for _ in 0..<7 {
            scheduler.step()
            log.add("|")
        }
        XCTAssertEqual(log.lines, ["scheduled 1", "|", "scheduled 2", "|", "delay 50", "|", "scheduled from delay 50", "|",
                                   "delay 100", "|", "delay 60 from delay 50", "|", "distant future", "|"])
    }

    /// Expected values from ReactiveObjC on the oracle for the steps; when released, the
    /// oracle's scheduler also ran what was still queued ("every 5; every 10"), which
    /// RACBridge's does not (Docs/Compatibility.md, "RACTestScheduler's clock").
    func testRepeatingBlocksInterleaveInDateOrder() {
        // Expected values from ReactiveObjC on the oracle (scenarios.m, "testScheduler.repeating").
        let log = Log()
        let scheduler = RACTestScheduler()
        scheduler.after(Date(timeIntervalSinceNow: 20), repeatingEvery: 5, withLeeway: 0) { log.add("every 5") }
        scheduler.after(Date(timeIntervalSinceNow: 22), repeatingEvery: 10, withLeeway: 0) { log.add("every 10") }
        for _ in 0..<5 {
            scheduler.step()
            log.add("|")
        }
        XCTAssertEqual(log.lines, ["every 5", "|", "every 10", "|", "every 5", "|", "every 5", "|", "every 10", "|"])
    }

    // MARK: RACCommand

    /// One execution whose work sends a value then fails. On the oracle the command ran
    /// on the main thread and "run loop" marks where the main run loop first turned; here
    /// the command's scheduler is a test scheduler, stepped after the same point. Nothing
    /// of the execution happens before that: the work is subscribed on the scheduler, and
    /// `executing`, `enabled`, `executionSignals` and `errors` deliver through it.
    func testAFailingExecutionReachesEachSignalInReactiveObjCsOrder() {
        // Expected values from ReactiveObjC on the oracle (scenarios.m, "command.failingExecution").
        let log = Log()
        let scheduler = RACTestScheduler()
        var command: RACCommand<Int, Int>?
        scheduler.schedule {
            let made = RACCommand<Int, Int>(scheduler: scheduler) { input in
                RACSignal<Int>.createSignal { subscriber in
                    log.add("work subscribed")
                    subscriber.sendNext(input ?? -1)
                    subscriber.sendError(Failure(code: 7))
                    return nil
                }
            }
            command = made
            made.executing.subscribeNext { log.add("executing \($0 ? 1 : 0)") }
            made.enabled.subscribeNext { log.add("enabled \($0 ? 1 : 0)") }
            made.errors.subscribeNext { log.add("errors " + self.describe($0)) }
            made.executionSignals.subscribeNext { inner in
                log.add("executionSignals inner")
                self.subscribeLogging(inner, log, "inner ") { "\($0)" }
            }
            self.subscribeLogging(made.execute(5), log, "result ") { "\($0)" }
            log.add("run loop")
        }
        scheduler.stepAll()
        XCTAssertEqual(log.lines, ["executing 0", "enabled 1", "run loop", "executing 1", "enabled 0",
                                   "executionSignals inner", "work subscribed", "result next 5", "inner next 5",
                                   "result error(7)", "inner completed", "errors error(7)", "executing 0", "enabled 1"])
        withExtendedLifetime(command) {}
    }

    // MARK: deliverOnMainThread

    /// A value sent from the background is queued for the main thread; values then sent on
    /// the main thread wait behind it instead of being delivered at once. ReactiveObjC's
    /// spec passed on the oracle: nothing is delivered before the run loop turns, then
    /// 0, 1, 2.
    func testDeliverOnMainThreadKeepsMainThreadValuesBehindQueuedBackgroundOnes() throws {
        // Expected values from ReactiveObjC on the oracle (its own deliverOnMainThread spec, which passed there).
        try XCTSkipUnless(Thread.isMainThread, "needs the main thread")
        let subject = RACSubject<Int>()
        var values: [Int] = []
        let disposable = subject.deliverOnMainThread().subscribeNext { values.append($0) }
        let sent = DispatchGroup()
        DispatchQueue.global().async(group: sent) { subject.sendNext(0) }
        sent.wait()
        subject.sendNext(1)
        subject.sendNext(2)
        XCTAssertEqual(values, [], "nothing is delivered before the main queue runs")
        let deadline = Date(timeIntervalSinceNow: 5)
        while values.count < 3 && Date() < deadline {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
        }
        XCTAssertEqual(values, [0, 1, 2])
        disposable.dispose()
    }

    // MARK: a subscription's disposable

    /// The disposable a subscription returns reads as disposed as soon as the subscriber has
    /// its end, with nothing disposed by hand; inside `flatten(1)` that is the moment the
    /// last inner completes, while it is still completing. (The oracle's line also has
    /// "error signal 0": its `+error:` returns no disposable at all, which Swift's
    /// non-optional result cannot express, so that step is left out.)
    func testASubscriptionsDisposableReadsAsDisposedOnceItsEndArrived() {
        // Expected values from ReactiveObjC on the oracle (scenarios.m, "disposable.disposedAtTheEnd").
        let lines = scenario { log in
            let subject = RACSubject<Int>()
            let d = subject.subscribeNext { _ in }
            log.add("subject before end \(d.isDisposed ? 1 : 0)")
            subject.sendCompleted()
            log.add("subject after end \(d.isDisposed ? 1 : 0)")

            let signals = RACSubject<RACSignal<Int>>()
            let first = RACSubject<Int>()
            var flattened: RACDisposable?
            let last = RACSignal<Int>.createSignal { subscriber in
                log.add("last inner subscribed, disposed \(flattened?.isDisposed == true ? 1 : 0)")
                subscriber.sendCompleted()
                log.add("last inner completed, disposed \(flattened?.isDisposed == true ? 1 : 0)")
                return nil
            }
            flattened = signals.flatten(1).subscribeCompleted { log.add("flatten completed") }
            signals.sendNext(first)
            signals.sendNext(last)
            signals.sendCompleted()
            log.add("outer completed, disposed \(flattened?.isDisposed == true ? 1 : 0)")
            first.sendCompleted()
            log.add("end, disposed \(flattened?.isDisposed == true ? 1 : 0)")
        }
        XCTAssertEqual(lines, ["subject before end 0", "subject after end 1", "outer completed, disposed 0",
                               "last inner subscribed, disposed 0", "flatten completed", "last inner completed, disposed 1",
                               "end, disposed 1"])
    }
}
