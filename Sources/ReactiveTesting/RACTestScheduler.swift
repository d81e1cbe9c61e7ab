import Foundation
import RACBridge

/// A `RACScheduler` on a virtual clock, stepped by hand: `step()` runs the next
/// scheduled block, `stepAll()` runs them all. Blocks run with this scheduler as the
/// current one, and so does everything else its clock runs, so RAC subscriptions made
/// there are synchronous and RAC operators that use the current scheduler run on
/// virtual time.
///
/// Its clock is a `TestScheduler`'s: pass one to `init(testScheduler:)` to drive RAC
/// and Rx code on the same ticks (one tick per second of `afterDelay`, at the default
/// resolution).
///
/// RAC: `RACTestScheduler`. Rx: `TestScheduler`.
open class RACTestScheduler: RACScheduler, @unchecked Sendable {
    /// The virtual clock the blocks are scheduled on.
    public let testScheduler: TestScheduler

    /// Whether the block being run ends the current `step`. Only touched on the thread
    /// that steps (virtual-time schedulers are single-threaded).
    private var stopsAfterBlock = false

    /// A scheduler on a new clock starting at tick 0, without processing delay.
    ///
    /// RAC: `-init`.
    public convenience init() {
        self.init(testScheduler: TestScheduler(initialClock: 0, simulateProcessingDelay: false))
    }

    /// Makes a RAC scheduler on an existing virtual clock, so RAC and Rx code under test
    /// share the same ticks.
    ///
    /// - Parameter testScheduler: the clock; it is held strongly. Its resolution sets how
    ///   many seconds of `after(_:schedule:)` one tick stands for, and its processing
    ///   delay applies to this scheduler's blocks too (`init()` turns it off).
    ///
    /// RAC: none (ReactiveObjC's test scheduler owns its clock). Rx: none.
    public init(testScheduler: TestScheduler) {
        self.testScheduler = testScheduler
        super.init(name: "org.reactivecocoa.ReactiveObjC.RACTestScheduler")
    }

    /// The virtual time.
    open override var now: Date { testScheduler.now }

    /// Queues `block` to run at the current virtual time, with this scheduler current,
    /// when the clock next steps (`step`, `stepAll` or a `start` scenario).
    ///
    /// - Parameter block: the work.
    /// - Returns: a disposable that removes `block` from the queue if it has not run.
    ///
    /// RAC: `-schedule:`. Rx: `TestScheduler.schedule(_:action:)`.
    @discardableResult
    open override func schedule(_ block: @escaping () -> Void) -> RACDisposable? {
        wrap(testScheduler.scheduleRelative((), dueTime: .nanoseconds(0)) { [weak self] _ in
            RACTestScheduler.run(block, on: self)
            return Disposables.create()
        })
    }

    /// Queues `block` to run when the virtual clock reaches `date`, with this scheduler
    /// current.
    ///
    /// - Parameters:
    ///   - date: the virtual date (see `now`); a date in the past runs `block` at the
    ///     current tick.
    ///   - block: the work.
    /// - Returns: a disposable that removes `block` from the queue if it has not run.
    ///
    /// RAC: `-after:schedule:`. Rx: `TestScheduler.scheduleRelative(_:dueTime:action:)`.
    @discardableResult
    open override func after(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
        wrap(testScheduler.scheduleRelative((), dueTime: delay(until: date)) { [weak self] _ in
            RACTestScheduler.run(block, on: self)
            return Disposables.create()
        })
    }

    /// Queues `block` to run when the virtual clock reaches `date`, then again every
    /// `interval` seconds of virtual time until the returned disposable is disposed.
    ///
    /// - Parameters:
    ///   - date: the virtual date of the first run; a date in the past runs it at the
    ///     current tick.
    ///   - interval: the seconds between runs, converted to ticks at the clock's
    ///     resolution; zero or a negative value stops the test with a precondition failure.
    ///   - leeway: ignored: virtual time runs every block exactly on its tick.
    ///   - block: the work, run with this scheduler current.
    /// - Returns: a disposable that stops the repetition.
    ///
    /// RAC: `-after:repeatingEvery:withLeeway:schedule:`. Rx:
    /// `TestScheduler.schedulePeriodic(_:startAfter:period:action:)`.
    @discardableResult
    open override func after(_ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval, schedule block: @escaping () -> Void) -> RACDisposable? {
        precondition(interval > 0, "RACTestScheduler.after(_:repeatingEvery:withLeeway:schedule:): interval must be positive (got \(interval))")
        let period = DispatchTimeInterval.fromSeconds(interval)
        return wrap(testScheduler.scheduleRecursive((), dueTime: delay(until: date)) { [weak self] _, recurse in
            recurse.schedule((), dueTime: period)
            RACTestScheduler.run(block, on: self)
        })
    }

    /// Runs the next scheduled block, advancing the clock to its time.
    ///
    /// RAC: `-step`.
    public func step() {
        stopsAfterBlock = true
        defer { stopsAfterBlock = false }
        runClock()
    }

    /// Runs the next `ticks` scheduled blocks, one `step()` each, advancing the clock to
    /// each block's time.
    ///
    /// - Parameter ticks: how many blocks to run (a count of blocks, not of clock ticks);
    ///   0 does nothing, a negative count stops the test with a precondition failure.
    ///   Steps with nothing queued do nothing.
    ///
    /// RAC: `-step:`. Rx: none (`TestScheduler.advanceTo(_:)` moves by ticks).
    public func step(_ ticks: Int) {
        precondition(ticks >= 0, "RACTestScheduler.step(_:): ticks must not be negative (got \(ticks))")
        for _ in 0..<ticks { step() }
    }

    /// Runs every scheduled block, including those scheduled meanwhile, until none is left.
    ///
    /// RAC: `-stepAll`.
    public func stepAll() {
        runClock()
    }

    /// Runs the clock with this scheduler current, so that everything on it (Rx test
    /// observables' events too) runs as inside this scheduler: RAC operators that
    /// schedule on the current scheduler (`retry`, `repeat`) stay on virtual time.
    func runClock() {
        performAsCurrentScheduler { testScheduler.start() }
    }

    /// Runs the RxTest scenario with this scheduler current: creates the signal at
    /// `created`, subscribes at `subscribed` and disposes at `disposed`, each inside a
    /// block run as the current scheduler (so RAC subscriptions are synchronous), runs
    /// the clock until nothing is queued and returns what was recorded. The subscription
    /// is grammar checked, as in `start(checkingGrammar:created:subscribed:disposed:fileID:file:line:column:_:)`.
    ///
    /// - Parameters:
    ///   - created: the tick `create` is called at (default 100).
    ///   - subscribed: the tick the observer subscribes at (default 200); before
    ///     `created`, nothing is subscribed.
    ///   - disposed: the tick the subscription is disposed at (default 1000); before
    ///     `subscribed`, the disposal finds nothing and the subscription lasts until the
    ///     clock stops.
    ///   - fileID: the file ID a grammar violation is reported at under Swift Testing (default: the caller's).
    ///   - file: the file a grammar violation is reported at (default: the caller's).
    ///   - line: the line a grammar violation is reported at (default: the caller's).
    ///   - column: the column a grammar violation is reported at under Swift Testing (default: the caller's).
    ///   - create: makes the signal under test, called once at `created`.
    /// - Returns: the observer, holding the events with the ticks they arrived at.
    ///
    /// RAC: none (ReactiveObjC's specs step by hand). Rx:
    /// `TestScheduler.start(created:subscribed:disposed:create:)`.
    public func start<Value>(created: TestTime = TestScheduler.Defaults.created,
                             subscribed: TestTime = TestScheduler.Defaults.subscribed,
                             disposed: TestTime = TestScheduler.Defaults.disposed,
                             fileID: StaticString = #fileID, file: StaticString = #filePath,
                             line: UInt = #line, column: UInt = #column,
                             _ create: @escaping () -> RACSignal<Value>) -> TestableObserver<Value> {
        // Subscribed through a GrammarChecker: see start(checkingGrammar:…).
        start(checkingGrammar: true, created: created, subscribed: subscribed, disposed: disposed,
              fileID: fileID, file: file, line: line, column: column, create)
    }

    /// Runs a block as `scheduler`'s; if that is gone (its clock was shared and outlived
    /// it), runs it plainly.
    private static func run(_ block: () -> Void, on scheduler: RACTestScheduler?) {
        guard let scheduler else { return block() }
        scheduler.performAsCurrentScheduler(block)
        if scheduler.stopsAfterBlock { scheduler.testScheduler.stop() }
    }

    private func delay(until date: Date) -> DispatchTimeInterval {
        .fromSeconds(max(0, date.timeIntervalSince(testScheduler.now)))
    }

    private func wrap(_ disposable: Disposable) -> RACDisposable {
        RACDisposable(block: disposable.dispose)
    }
}
