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
        case .trampoline: return Producer(kind: .trampoline, isEngineStage: true, run)
        case .direct: return Producer(kind: .direct, isEngineStage: true, run)
        case .scheduler(let scheduler): return Producer(kind: .scheduler, scheduled: ScheduledStart(scheduler), isEngineStage: false, run)
        case .starter(let starter, let runsWhenDisposedInline):
            return Producer(kind: runsWhenDisposedInline ? .starterRunningWhenDisposedInline : .starter, starter: starter,
                            isEngineStage: false, run)
        case .forward: preconditionFailure("a forwarding producer is made with Producer(observable)")
        }
    }

    /// `make(.trampoline, run)`: every operator stage. (Always inlined: called, it
    /// received the run at its generic abstraction, a reabstraction thunk per stage.)
    @inlinable @inline(__always)
    package static func make(_ run: @escaping Run<Element>) -> Observable<Element> {
        Producer(kind: .trampoline, isEngineStage: true, run)
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
    /// A trampolined leaf that runs from its stored values (`runStored`).
    case stored
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
    // The policy is stored taken apart: a trivial `kind` to switch on, and each case's
    // payload in a field of its own, nil for the other cases. (A stored `StartPolicy`
    // was copied out, with its existential payload, by every switch, and destroyed
    // through an outlined function by every deinit: +3% on `c-rac`, where an inner
    // source is built per value.)
    /// When `run` runs: `StartPolicy` without its payloads.
    @usableFromInline package final let kind: StartKind
    /// What each subscription runs; an empty closure, never called, for `.forward` and
    /// `.stored`. (Not an optional: an optional, even of a struct holding the closure,
    /// made `Observable.make` allocate a reabstraction thunk per stage, +17% on `o`.
    /// The empty closures are built in inlinable initializers, where the types are
    /// concrete, so they need no context.)
    @usableFromInline package final let run: Run<Element>
    /// The observable every subscription goes to when `kind` is `.forward`.
    @usableFromInline final let forwarded: Observable<Element>?
    /// Who decides when `run` runs when `kind` is `.starter…`.
    @usableFromInline final let starter: SubscriptionStarter?
    /// Where `run` runs when `kind` is `.scheduler` (boxed: an optional existential
    /// field cost every producer's deinit an outlined destroy, +0.7% on `c-rac`).
    @usableFromInline final let scheduled: ScheduledStart?
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
    @inlinable
    public init(_ observable: Observable<Element>) {
        kind = .forward
        run = { _, _ in }
        forwarded = observable
        starter = nil
        scheduled = nil
        isEngineStage = false
        super.init()
    }

    /// An observable whose subscriptions run `run` as `kind` says, with the payload of
    /// that kind (`starter` for `.starter…`, `scheduled` for `.scheduler`). Made through
    /// `Observable.make(start, run)`; a facade object (`RACSignal`) calls it with its own
    /// kinds and `isEngineStage: false`. (Not with a `StartPolicy`: a facade's
    /// initializer is not inlinable, and there the enum's existential payload is copied
    /// and destroyed through value witnesses, +16% on `o-rac`.)
    @inlinable @inline(__always)
    package init(kind: StartKind, starter: SubscriptionStarter? = nil, scheduled: ScheduledStart? = nil,
                 isEngineStage: Bool, _ run: @escaping Run<Element>) {
        self.kind = kind
        self.run = run
        forwarded = nil
        self.starter = starter
        self.scheduled = scheduled
        self.isEngineStage = isEngineStage && (kind == .trampoline || kind == .direct)
        super.init()
    }

    /// An observable that starts `other`'s run the way `other` does: a facade object
    /// that takes over an engine stage (`RACSignal.stage`). `other` must have a run.
    @inlinable
    package init(takingOver other: Producer<Element>, isEngineStage: Bool) {
        kind = other.kind
        run = other.run
        forwarded = nil
        starter = other.starter
        scheduled = other.scheduled
        self.isEngineStage = isEngineStage && (other.kind == .trampoline || other.kind == .direct)
        super.init()
    }

    /// A leaf that stores its values itself and overrides `runStored`: always
    /// trampolined (`TrampolinedSource`, kind `.stored`).
    @inlinable
    package init(storingValues: ()) {
        kind = .stored
        run = { _, _ in }
        forwarded = nil
        starter = nil
        scheduled = nil
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

    /// The one start path: runs the subscription as its start policy says.
    @usableFromInline
    override package func subscribeEngine(_ sink: EventSink<Element>, _ scope: SubscriptionScope) {
        switch kind {
        case .trampoline:
            Trampoline.runProducer(on: scope) { run(sink, scope) }
        case .stored:
            Trampoline.runProducer(on: scope) { runStored(sink, scope) }
        case .direct:
            scope.runDirect { run(sink, scope) }
        case .scheduler:
            let scheduler = self.scheduled.unsafelyUnwrapped.scheduler
            // A subscription disposed before its turn never runs: the check replaces a
            // cancellation disposable (and its registration in the scope).
            let run = self.run
            _ = scheduler.schedule(()) { _ in
                if !scope.isDisposed { run(sink, scope) }
                return Disposables.create()
            }
        case .starter, .starterRunningWhenDisposedInline:
            let starter = self.starter.unsafelyUnwrapped, run = self.run
            if starter.runsInline {
                if kind == .starterRunningWhenDisposedInline || !scope.isDisposed { run(sink, scope) }
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

    /// A leaf's subscription, from the values it stores (`JustProducer`). Only leaves
    /// made with `init(storingValues:)` (kind `.stored`) reach it.
    @usableFromInline
    package func runStored(_ sink: EventSink<Element>, _ scope: SubscriptionScope) {
        preconditionFailure("a Producer without a run must override runStored")
    }
}

/// The scheduler of a `.scheduler` producer, in an object of its own (one reference in
/// every producer instead of an existential).
@usableFromInline
package final class ScheduledStart {
    @usableFromInline let scheduler: ImmediateSchedulerType

    @inlinable init(_ scheduler: ImmediateSchedulerType) { self.scheduler = scheduler }
}
