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
        Producer(start, run)
    }

    /// `make(.trampoline, run)`: every operator stage.
    @inlinable
    package static func make(_ run: @escaping Run<Element>) -> Observable<Element> {
        Producer(.trampoline, run)
    }
}

extension Engine {
    /// `Observable.make(start, run)`, spelled for the creation operators' dialect
    /// parameter (`just`, `empty`, `error`, `never`, `deferred`).
    @inlinable
    package static func make(startingOn start: StartPolicy, _ run: @escaping Run<Element>) -> Observable<Element> {
        Producer(start, run)
    }

    /// `Observable.make(.scheduler(scheduler), run)`: RAC's `RACDynamicSignal -subscribe:`
    /// on `RACScheduler.subscriptionScheduler`.
    @inlinable
    package static func make(subscribingOn scheduler: ImmediateSchedulerType, _ run: @escaping Run<Element>) -> Observable<Element> {
        Producer(.scheduler(scheduler), run)
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
/// types) as its `StartPolicy` says. Everything goes through `subscribeEngine`'s one
/// switch. `final` leaves differ only in what they store: `JustProducer` and
/// `SequenceProducer` (`TrampolinedSource`) keep their values in the object instead of
/// a closure context (one allocation per observable). A facade subclass (`RACSignal`)
/// is the stage itself, or wraps any observable (`.forward`).
///
/// `@unchecked Sendable` by `Observable`'s rule: everything it stores is set in `init`
/// and only read; each run's state lives in its sink and scope.
open class Producer<Element>: Observable<Element>, @unchecked Sendable {
    /// When `run` runs.
    @usableFromInline package final let start: StartPolicy
    /// What each subscription runs; nil for `.forward` and for leaves that override
    /// `runStored`. (Not an empty closure there: built in an unspecialized initializer,
    /// it would allocate a context for `Element`'s metadata. In a struct, so that the
    /// optional keeps the closure's own abstraction and a call converts nothing.)
    @usableFromInline package final let run: StageRun<Element>?
    /// The observable every subscription goes to when `start` is `.forward`.
    @usableFromInline final let forwarded: Observable<Element>?
    /// Whether this is an engine operator stage, which releases its upstream at its own
    /// end (`subscribe(on:)`'s `sourceReleasesAtEnd`): trampolined or direct engine
    /// producers; not a facade object or a scheduled source.
    @usableFromInline package final let isEngineStage: Bool

    /// Wraps `observable`: every subscription goes to it and its events are not copied,
    /// so the two stay one stream.
    ///
    /// - Parameter observable: the observable every subscription is forwarded to.
    ///
    /// Rx: none (the base of `RACSignal`). RAC: `RACSignal` wrapping an Rx observable.
    public init(_ observable: Observable<Element>) {
        start = .forward
        run = nil
        forwarded = observable
        isEngineStage = false
        super.init()
    }

    /// An observable whose subscriptions run `run` as `start` says. `isEngineStage`:
    /// see the property (engine producers: true; facade objects: false).
    @inlinable
    package init(_ start: StartPolicy, isEngineStage: Bool = true, _ run: @escaping Run<Element>) {
        self.start = start
        self.run = StageRun(body: run)
        forwarded = nil
        switch start {
        case .trampoline, .direct: self.isEngineStage = isEngineStage
        case .scheduler, .starter, .forward: self.isEngineStage = false
        }
        super.init()
    }

    /// A leaf that stores its values itself and overrides `runStored`: always
    /// trampolined (`TrampolinedSource`), so only `.trampoline` reaches `runStored`.
    @inlinable
    package init(storingValues: ()) {
        start = .trampoline
        run = nil
        forwarded = nil
        isEngineStage = true
        super.init()
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

    /// The one start path: runs the subscription as `start` says.
    @usableFromInline
    override package func subscribeEngine(_ sink: EventSink<Element>, _ scope: SubscriptionScope) {
        switch start {
        case .trampoline:
            Trampoline.runProducer(on: scope) { runSubscription(sink, scope) }
        case .direct:
            scope.runDirect { runSubscription(sink, scope) }
        case .scheduler(let scheduler):
            // A subscription disposed before its turn never runs: the check replaces a
            // cancellation disposable (and its registration in the scope).
            let run = self.run.unsafelyUnwrapped.body
            _ = scheduler.schedule(()) { _ in
                if !scope.isDisposed { run(sink, scope) }
                return Disposables.create()
            }
        case .starter(let starter, let runsWhenDisposedInline):
            let run = self.run.unsafelyUnwrapped.body
            if starter.runsInline {
                if runsWhenDisposedInline || !scope.isDisposed { run(sink, scope) }
                return
            }
            if scope.isDisposed { return }
            starter.runLater {
                if !scope.isDisposed { run(sink, scope) }
            }
        case .forward:
            forwarded.unsafelyUnwrapped.subscribeEngine(sink, scope)
        }
    }

    /// One subscription's work on the trampoline or at once: `run`, or the leaf's own
    /// (`runStored`). (Scheduled starts capture `run` alone, so a pending subscription
    /// does not keep the observable alive.)
    @inlinable @inline(__always)
    final func runSubscription(_ sink: EventSink<Element>, _ scope: SubscriptionScope) {
        if let run { run.body(sink, scope) } else { runStored(sink, scope) }
    }

    /// A leaf's subscription, from the values it stores (`JustProducer`). Only leaves
    /// made with `init(storingValues:)` reach it.
    @usableFromInline
    package func runStored(_ sink: EventSink<Element>, _ scope: SubscriptionScope) {
        preconditionFailure("a Producer without a run must override runStored")
    }
}

/// A `Producer`'s `Run`, in a struct so that an optional of it keeps the closure's own
/// abstraction.
@usableFromInline
package struct StageRun<Element> {
    @usableFromInline package let body: Run<Element>

    @inlinable init(body: @escaping Run<Element>) { self.body = body }
}
