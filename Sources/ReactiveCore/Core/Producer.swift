/// How a subscription starts: the engine's one observable class and its start policies.
///
/// Every engine operator is a `Run` (what one subscription does: subscribe upstream
/// with a sink of its own, or emit), assembled in `@inlinable` code where the element
/// types are concrete. `Observable.make(start, run)` turns a run into an observable, a
/// `Producer`; the `StartPolicy` says when a subscription runs it. A facade whose
/// signals are observables themselves (`RACSignal`) subclasses `Producer` and holds
/// the same run: one object per operator stage.

/// What one subscription of an operator stage runs: deliver the sequence to `sink`,
/// registering what must be released in `scope`.
@usableFromInline
package typealias Run<Element> = (_ sink: EventSink<Element>, _ scope: SubscriptionScope) -> Void

extension Observable {
    /// An engine observable whose subscriptions run `run` as `start` says. The one way an
    /// operator's run becomes an observable.
    @inlinable
    package static func make(_ start: StartPolicy, _ run: @escaping Run<Element>) -> Observable<Element> {
        switch start {
        case .trampoline: return StageProducer(kind: .trampoline, run)
        case .direct: return StageProducer(kind: .direct, run)
        case .scheduler(let scheduler): return Producer(kind: .scheduler, start: StartPayload(scheduler: scheduler), run)
        case .starter(let starter, let runsWhenDisposedInline):
            return Producer(kind: runsWhenDisposedInline ? .starterRunningWhenDisposedInline : .starter,
                            start: StartPayload(starter: starter), run)
        case .forward: preconditionFailure("a forwarding producer is made with Producer(observable)")
        }
    }

    /// `make(.trampoline, run)`: every operator stage.
    @inlinable
    package static func make(_ run: @escaping Run<Element>) -> Observable<Element> {
        StageProducer(kind: .trampoline, run)
    }
}

extension Engine {
    /// `Observable.make(start, run)`, spelled for the creation operators' dialect
    /// parameter (`just`, `empty`, `error`, `never`, `deferred`).
    @inlinable
    package static func make(startingOn start: StartPolicy, _ run: @escaping Run<Element>) -> Observable<Element> {
        Observable.make(start, run)
    }

    /// `Observable.make(.scheduler(scheduler), run)`: RAC's `RACDynamicSignal -subscribe:`
    /// on `RACScheduler.subscriptionScheduler`.
    @inlinable
    package static func make(subscribingOn scheduler: ImmediateSchedulerType, _ run: @escaping Run<Element>) -> Observable<Element> {
        Observable.make(.scheduler(scheduler), run)
    }
}

/// When a `Producer`'s subscriptions run its `Run` (Docs/Semantics.md#subscription-scheduling).
@usableFromInline
package enum StartPolicy {
    /// Rx: through the current-thread trampoline, which orders nested synchronous
    /// sources (`Trampoline.runProducer`: the run bracketed by `enterRun`/`exitRun`).
    case trampoline
    /// At once on the subscribing thread, unless already disposed (subjects).
    case direct
    /// Through `scheduler` with no trampoline, so nested subscriptions run recursively,
    /// as in RAC; a subscription disposed before its turn never runs.
    case scheduler(ImmediateSchedulerType)
    /// When `starter` decides (RAC's subscription scheduler): at once if
    /// `starter.runsInline`, otherwise later through `runLater`. A disposed
    /// subscription never runs, except (`runsWhenDisposedInline`) one run at once:
    /// RAC's `createSignal` block runs, and what it returns is released at once.
    case starter(SubscriptionStarter, runsWhenDisposedInline: Bool)
    /// Every subscription goes to the wrapped observable (`Producer(observable)`).
    case forward
}

/// A `StartPolicy` without its payloads: what a `Producer` switches on.
@usableFromInline
package enum StartKind: UInt8 {
    case trampoline, direct, scheduler, starter, starterRunningWhenDisposedInline, forward
}

/// Where a creation operator's subscriptions run: its dialect parameter (Rx: the
/// trampoline; RAC: `.racSubscription`, its subscription scheduler).
@usableFromInline
package typealias SubscriptionStart = StartPolicy

/// Decides when a `.starter` producer's subscriptions run: RAC's subscription scheduler
/// (Docs/Semantics.md#subscription-scheduling). A class, so a policy holds it as one reference.
@usableFromInline
package protocol SubscriptionStarter: AnyObject, Sendable {
    /// Whether a subscription made now runs at once, on the calling thread.
    var runsInline: Bool { get }

    /// Runs `work` later, not before returning.
    func runLater(_ work: @escaping () -> Void)
}

/// The engine's observable, and the one start path: each subscription runs a `Run`
/// assembled in `@inlinable` code (so its per-event path is specialized to the concrete
/// types) as its start kind says. Everything goes through `subscribeEngine`'s one
/// switch, which reads only the fields below (no call on `self` the optimizer cannot
/// see: a stage built and subscribed in one function stays on the stack). Operator
/// stages are `StageProducer`s (`final`, so calls on them are direct). The leaves that
/// keep their values in the object instead of a closure context (`JustProducer`,
/// `SequenceProducer`, through `TrampolinedSource`) are not producers: they run them in
/// their own trampolined `subscribeEngine`, with none of a producer's fields. A facade subclass (`RACSignal`) is the stage itself, or wraps any
/// observable (`.forward`).
///
/// `@unchecked Sendable` by `Observable`'s rule: everything it stores is set in `init`
/// and only read; each run's state lives in its sink and scope.
open class Producer<Element>: Observable<Element>, @unchecked Sendable {
    // The policy is stored taken apart: a trivial `kind` to switch on, and the payload
    // of `.scheduler`/`.starter…` in one optional reference, nil for the other kinds; a
    // forwarding producer's run is the forwarding call. (A stored `StartPolicy` was
    // copied out, with its existential payload, by every switch, and destroyed through
    // an outlined function by every deinit: +3% on `c-rac`. Six fields, one per
    // payload, made the stage's initializer large enough that `Engine.map` was no longer
    // inlined, two more allocations per stage, +14% on `o`; each nil field costs every
    // stage's deinit a release: +1% on `o` for a `forwarded` field.)
    /// When `run` runs: `StartPolicy` without its payloads.
    @usableFromInline package final let kind: StartKind
    /// What each subscription runs (for `.forward`, the wrapped observable's
    /// subscription). (Not an optional: an optional, even of a struct holding the closure,
    /// made `Observable.make` allocate a reabstraction thunk per stage, +17% on `o`.
    /// The empty closures are built in inlinable initializers, where the types are
    /// concrete, so they need no context.)
    @usableFromInline package final let run: Run<Element>
    /// The starter (`.starter…`) or the scheduler (`.scheduler`) that decides when `run` runs.
    @usableFromInline package final let start: StartPayload?

    /// Wraps `observable`: every subscription goes to it and its events are not copied,
    /// so the two stay one stream.
    ///
    /// - Parameter observable: the observable every subscription is forwarded to.
    ///
    /// Rx: none (the base of `RACSignal`). RAC: `RACSignal` wrapping an Rx observable.
    @inlinable
    public init(_ observable: Observable<Element>) {
        kind = .forward
        run = { sink, scope in observable.subscribeEngine(sink, scope) }
        start = nil
        super.init()
    }

    /// An observable whose subscriptions run `run` as `kind` says, with the payload of
    /// that kind (`start`, for `.starter…` and `.scheduler`). Made through
    /// `Observable.make(start, run)`; a facade object (`RACSignal`) calls it with its own
    /// kinds. (Not with a `StartPolicy`: a facade's initializer is not inlinable, and
    /// there the enum's existential payload is copied and destroyed through value
    /// witnesses, +16% on `o-rac`.)
    @inlinable
    package init(kind: StartKind, start: StartPayload? = nil, _ run: @escaping Run<Element>) {
        self.kind = kind
        self.run = run
        self.start = start
        super.init()
    }

    /// An observable that starts `other`'s run the way `other` does: a facade object
    /// that takes over an engine stage (`RACSignal.stage`). `other` must have a run.
    @inlinable
    package init(takingOver other: Producer<Element>) {
        kind = other.kind
        run = other.run
        start = other.start
        super.init()
    }

    /// Whether this is an engine operator stage, which releases its upstream at its own
    /// end (`subscribe(on:)`'s `sourceReleasesAtEnd`): a `StageProducer` (trampolined or
    /// direct) or a leaf; not a facade object or a scheduled source.
    @inlinable package final var isEngineStage: Bool {
        self is StageProducer<Element>
    }

    /// Subscribes `observer` through the engine.
    ///
    /// - Parameter observer: Receives the events, through the engine (nothing after the end).
    /// - Returns: The subscription; disposing it ends it.
    ///
    /// Rx: `subscribe(_:)`. RAC: `-subscribe:` with an Rx observer.
    open override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscribeThroughEngine(observer)
    }

    /// The one start path: runs the subscription as its start kind says.
    @usableFromInline
    override package func subscribeEngine(_ sink: EventSink<Element>, _ scope: SubscriptionScope) {
        switch kind {
        case .trampoline:
            Trampoline.runProducer(on: scope) { run(sink, scope) }
        case .direct:
            scope.runDirect { run(sink, scope) }
        case .scheduler:
            let scheduler = start.unsafelyUnwrapped.scheduler.unsafelyUnwrapped
            // A subscription disposed before its turn never runs: the check replaces a
            // cancellation disposable (and its registration in the scope).
            let run = self.run
            _ = scheduler.schedule(()) { _ in
                if !scope.isDisposed { run(sink, scope) }
                return Disposables.create()
            }
        case .starter, .starterRunningWhenDisposedInline:
            let starter = start.unsafelyUnwrapped.starter.unsafelyUnwrapped, run = self.run
            if starter.runsInline {
                if kind == .starterRunningWhenDisposedInline || !scope.isDisposed { run(sink, scope) }
                return
            }
            if scope.isDisposed { return }
            starter.runLater {
                if !scope.isDisposed { run(sink, scope) }
            }
        case .forward:
            run(sink, scope)
        }
    }
}

/// An operator stage (`Observable.make(run)`): a `Producer` that runs `run` through the
/// trampoline or at once. `final`, so a call on a stage built where it is subscribed is
/// direct (and the stage can stay on the stack), as the old `Producer(run, trampolined:)`.
@usableFromInline
package final class StageProducer<Element>: Producer<Element>, @unchecked Sendable {
    @inlinable override init(kind: StartKind, start: StartPayload? = nil, _ run: @escaping Run<Element>) {
        super.init(kind: kind, start: start, run)
    }
}

/// The payload of a `.scheduler` or `.starter…` producer, in an object of its own (one
/// reference in every producer instead of existentials, which every deinit destroyed
/// through an outlined function). RAC's signals share one (`racSubscription`).
@usableFromInline
package final class StartPayload: @unchecked Sendable {
    /// Who decides when the run runs (`.starter…`).
    @usableFromInline let starter: SubscriptionStarter?
    /// Where the run runs (`.scheduler`).
    @usableFromInline let scheduler: ImmediateSchedulerType?

    /// A starter's payload.
    @inlinable package init(starter: SubscriptionStarter) {
        self.starter = starter
        scheduler = nil
    }

    /// A scheduler's payload.
    @inlinable package init(scheduler: ImmediateSchedulerType) {
        starter = nil
        self.scheduler = scheduler
    }
}

extension Observable {
    /// Whether this observable is an engine stage or leaf that releases its upstream at
    /// its own end (`subscribe(on:)`'s `sourceReleasesAtEnd`): a `StageProducer` or a
    /// `TrampolinedSource` (`just`, `of`/`from`); not a facade object, a subject or a
    /// scheduled source.
    @inlinable package var releasesItselfAtEnd: Bool {
        (self as? Producer<Element>)?.isEngineStage == true || self is TrampolinedSource<Element>
    }
}
