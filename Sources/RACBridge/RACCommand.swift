import Foundation

/// An action triggered by the UI (a button, a refresh): each `execute(_:)` starts the
/// signal made by the signal block, and the command reports what its executions do.
///
/// - `executionSignals`: one signal per execution started after you subscribed (errors
///   caught: they end it empty), delivered on the command's scheduler.
/// - `errors`: the errors of executions, as values, on the scheduler (hot).
/// - `executing`: whether an execution is running (first value at once, then changes
///   on the scheduler, without repeats; the latest is replayed).
/// - `enabled`: the enabled signal (true until it sends) AND
///   (`allowsConcurrentExecution` OR not executing); same delivery as `executing`.
///
/// ```
/// execute(1):  E                    (work: --a--|)
/// executing:   false--true--------false
/// enabled:     true---false-------true
/// execute(2) while running: fails with RACCommandErrorDomain code 1
/// ```
///
/// The decision to execute is atomic: executing from several threads at once starts
/// exactly as many executions as the enabled state allows (ReactiveObjC checks, then
/// acts, and may start more). The scheduler should be serial (every `RACScheduler`
/// but `immediate()` is), so that `executing` and `enabled` deliver in order.
///
/// An error of the enabled signal is ignored (its last value stays in force); its
/// completion keeps its last value. When the command is deinitialized, its signals
/// complete on its scheduler (the main thread by default, as every signal of the
/// command delivers there); executions still running go on until their work ends.
///
/// RAC: `RACCommand`. Rx: `Action` (RxSwiftCommunity), which never runs concurrently
/// and also reports a refused execution on `errors` (Docs/Semantics.md#commands).
public final class RACCommand<Input, Value>: @unchecked Sendable {
    /// Locking rule: `state` is only reached under its lock; hubs, the scheduler and the
    /// signal block are called outside it.
    private struct State {
        /// Executions started and not ended yet.
        var executions = 0
        /// The latest value of the enabled signal.
        var enabledInput = true
        var allowsConcurrentExecution = false
        /// False until `init` has seeded the replayed values: changes made meanwhile
        /// (an enabled signal sending synchronously) only update the state.
        var seeded = false
        /// `(executing, enabled)` snapshots waiting for their scheduled delivery, in the
        /// order the changes happened.
        var pending: [(executing: Bool, enabled: Bool)] = []
        /// The values last delivered on `executing` / `enabled` (distinct-until-changed).
        var deliveredExecuting = false
        var deliveredEnabled = true

        var isExecuting: Bool { executions > 0 }
        var isEnabled: Bool { enabledInput && (allowsConcurrentExecution || executions == 0) }

        /// Records a change for delivery; true if a delivery must be scheduled.
        mutating func recordChange() -> Bool {
            guard seeded else { return false }
            pending.append((isExecuting, isEnabled))
            return true
        }
    }

    private let state = Locked(State())
    private let signalBlock: (Input?) -> RACSignal<Value>
    private let scheduler: RACScheduler
    // The signals run on the RAC subjects' engines: `executionSignals` and `errors` on a
    // `SerialHub` (a `RACSubject`'s), `executing` and `enabled` on a replay-last
    // `SerialReplayHub` (a `RACReplaySubject`'s), each subscribed synchronously.
    private let executionSignalsHub = SerialHub<RACSignal<Value>>()
    private let errorsHub = SerialHub<Swift.Error>()
    private let executingHub = SerialReplayHub<Bool>(capacity: 1)
    private let enabledHub = SerialReplayHub<Bool>(capacity: 1)
    /// The subscription to the enabled signal, ended with the command.
    private let enabledSubscription = SubscriptionScope()

    /// One signal per execution started after subscription; an execution's error ends
    /// its signal without an error (it goes to `errors`). Delivered on the scheduler;
    /// completes when the command goes away.
    ///
    /// RAC: `executionSignals`. Rx: `Action.executionObservables` (errors not caught).
    public let executionSignals: RACSignal<RACSignal<Value>>

    /// Whether an execution is running: `false` at once on subscription (the latest
    /// value is replayed), then each change, without repeats, on the scheduler.
    ///
    /// RAC: `executing`. Rx: `Action.executing`.
    public let executing: RACSignal<Bool>

    /// Whether `execute(_:)` would run: the enabled signal (true before it sends) AND
    /// (`allowsConcurrentExecution` OR not executing). The latest value at once on
    /// subscription, then each change, without repeats, on the scheduler.
    ///
    /// RAC: `enabled`. Rx: `Action.enabled`.
    public let enabled: RACSignal<Bool>

    /// The errors of executions, as values, on the scheduler. Hot: only errors
    /// delivered after subscription. A refused `execute(_:)` is not reported here.
    ///
    /// RAC: `errors`. Rx: `Action.errors` (which also carries `notEnabled`).
    public let errors: RACSignal<Swift.Error>

    /// Whether `execute(_:)` may start while an execution is running (default false).
    ///
    /// RAC: `allowsConcurrentExecution`.
    public var allowsConcurrentExecution: Bool {
        get { state.withLock { $0.allowsConcurrentExecution } }
        set {
            let changed = state.withLock { state -> Bool in
                guard state.allowsConcurrentExecution != newValue else { return false }
                state.allowsConcurrentExecution = newValue
                return state.recordChange()
            }
            if changed { scheduleDelivery() }
        }
    }

    /// A command whose executions run `signalBlock(input)`.
    ///
    /// - Parameters:
    ///   - enabledSignal: whether the command may execute (true until it sends; nil:
    ///     always, apart from concurrency). Subscribed at once, until the command goes away.
    ///   - scheduler: where the work is subscribed and the command's signals deliver
    ///     (default: the main thread, as in ReactiveObjC; tests pass a `RACTestScheduler`).
    ///   - signalBlock: makes the work of one execution from its input.
    ///
    /// RAC: `-initWithSignalBlock:`, `-initWithEnabled:signalBlock:`.
    public init(enabled enabledSignal: RACSignal<Bool>? = nil,
                scheduler: RACScheduler = .mainThread(),
                signalBlock: @escaping (Input?) -> RACSignal<Value>) {
        self.signalBlock = signalBlock
        self.scheduler = scheduler
        executionSignals = RACCommand.delivered(executionSignalsHub, on: scheduler)
        errors = RACSignal.stage(Engine.make(subscribingOn: ImmediateScheduler.instance) { [errorsHub] sink, scope in
            errorsHub.subscribe(sink, scope)
        })
        executing = RACCommand.replayed(executingHub)
        enabled = RACCommand.replayed(enabledHub)

        if let enabledSignal {
            enabledSignal.subscribeEngine(EventSink(next: { [weak self] value in
                self?.enabledInputChanged(value)
            }, end: { [enabledSubscription] _ in
                enabledSubscription.dispose()
            }), enabledSubscription)
        }
        // The first values are immediate; later ones go through the scheduler.
        let initial = state.withLock { state -> Bool in
            state.seeded = true
            state.deliveredEnabled = state.isEnabled
            return state.isEnabled
        }
        executingHub.next(false)
        enabledHub.next(initial)
    }

    /// Completes every signal of the command on its scheduler (the main thread by
    /// default), after what was already scheduled there, wherever the command goes away.
    deinit {
        enabledSubscription.dispose()
        executionSignalsHub.end(.completed) // `executionSignals` delivers on the scheduler
        scheduler.schedule { [errorsHub, executingHub, enabledHub] in
            errorsHub.end(.completed)
            executingHub.end(.completed)
            enabledHub.end(.completed)
        }
    }

    /// Starts an execution with `input` if the command is enabled, and returns its
    /// signal, which replays everything the execution sends (subscribe to it any time).
    ///
    /// The work (`signalBlock(input)`) is subscribed on the scheduler, once, whether or
    /// not the result is subscribed to; the execution counts as running from now on.
    /// If the command is disabled, nothing starts and the result fails with a
    /// `RACCommandError` (catch it as `RACCommandError.notEnabled`); as an `NSError` it has
    /// `RACCommandErrorDomain`, code 1 and the command under `RACUnderlyingCommandErrorKey`,
    /// on Linux as on Apple platforms. `errors` does not see it.
    ///
    /// - Parameter input: handed to the signal block (nil is allowed, as in ReactiveObjC).
    /// - Returns: the execution's signal, replaying every value and the end of the work to
    ///   each subscriber; or, when the command is disabled, a signal failing with
    ///   `RACCommandError.notEnabled`.
    ///
    /// RAC: `-execute:`. Rx: `Action.execute(_:)`.
    @discardableResult
    public func execute(_ input: Input?) -> RACSignal<Value> {
        let started = state.withLock { state -> Bool? in
            guard state.isEnabled else { return nil }
            state.executions += 1
            return state.recordChange()
        }
        guard let changed = started else {
            return RACSignal.error(RACCommandError(.notEnabled, command: self))
        }
        if changed { scheduleDelivery() }

        let work = signalBlock(input)
        let multicaster = Multicaster<Value, Value>(
            source: Engine.make(subscribingOn: scheduler) { sink, scope in work.subscribeEngine(sink, scope) },
            dialect: .rac,
            makeSubject: {
                // A `RACReplaySubject`'s engine, as ReactiveObjC multicasts the work into one.
                let hub = SerialReplayHub<Value>(capacity: nil)
                return SubjectParts(on: hub.on, observable: Engine.make(subscribingOn: ImmediateScheduler.instance) { sink, scope in
                    hub.subscribe(sink, scope)
                })
            })
        let replayed = RACSignal.stage(Engine.make(subscribingOn: ImmediateScheduler.instance) { sink, scope in
            multicaster.subscribe(sink, scope)
        })

        // Follows the execution to its end, subscribed before the work starts.
        let monitor = SubscriptionScope()
        multicaster.subscribe(EventSink(next: { _ in }, end: { [weak self] termination in
            monitor.dispose()
            self?.executionEnded(termination)
        }), monitor)

        executionSignalsHub.next(RACSignal.stage(Engine.make(subscribingOn: ImmediateScheduler.instance) { sink, scope in
            replayed.subscribeEngine(EventSink(next: sink.next, end: { _ in sink.end(.completed) }), scope)
        }))
        _ = multicaster.connect()
        return replayed
    }

    // MARK: State changes

    private func enabledInputChanged(_ value: Bool) {
        let changed = state.withLock { state -> Bool in
            guard state.enabledInput != value else { return false }
            state.enabledInput = value
            return state.recordChange()
        }
        if changed { scheduleDelivery() }
    }

    private func executionEnded(_ termination: Termination) {
        if case .error(let error) = termination {
            scheduler.schedule { [errorsHub] in errorsHub.next(error) }
        }
        let changed = state.withLock { state -> Bool in
            state.executions -= 1
            return state.recordChange()
        }
        if changed { scheduleDelivery() }
    }

    /// One scheduled delivery per recorded change; each delivers the oldest pending one.
    private func scheduleDelivery() {
        scheduler.schedule { [weak self] in self?.deliverOldestChange() }
    }

    private func deliverOldestChange() {
        let (executing, enabled) = state.withLock { state -> (Bool?, Bool?) in
            guard !state.pending.isEmpty else { return (nil, nil) }
            let change = state.pending.removeFirst()
            var executing: Bool?, enabled: Bool?
            if change.executing != state.deliveredExecuting {
                state.deliveredExecuting = change.executing
                executing = change.executing
            }
            if change.enabled != state.deliveredEnabled {
                state.deliveredEnabled = change.enabled
                enabled = change.enabled
            }
            return (executing, enabled)
        }
        if let executing { executingHub.next(executing) }
        if let enabled { enabledHub.next(enabled) }
    }

    // MARK: Presenting the hubs

    /// A hub's events, each delivered to each subscriber on `scheduler`.
    private static func delivered<Element>(_ hub: SerialHub<Element>, on scheduler: RACScheduler) -> RACSignal<Element> {
        RACSignal.stage(Engine.make(subscribingOn: ImmediateScheduler.instance) { sink, scope in
            hub.subscribe(EventSink(next: { element in
                scheduler.schedule { if !scope.isDisposed { sink.next(element) } }
            }, end: { termination in
                scheduler.schedule { if !scope.isDisposed { sink.end(termination) } }
            }), scope)
        })
    }

    /// A replay-last hub as a signal subscribed synchronously (first value at once).
    private static func replayed(_ hub: SerialReplayHub<Bool>) -> RACSignal<Bool> {
        RACSignal.stage(Engine.make(subscribingOn: ImmediateScheduler.instance) { sink, scope in
            hub.subscribe(sink, scope)
        })
    }
}
