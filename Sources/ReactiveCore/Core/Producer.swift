/// How a subscription starts: the engine's producers.
///
/// Each subscription of a producer runs a closure that was assembled in `@inlinable`
/// code, where the element types are concrete. The kinds differ only in when that
/// closure runs:
/// - `Observable.make`: through the current-thread trampoline, as every Rx producer does;
/// - `Engine.makeDirect`: at once on the subscribing thread (subjects);
/// - `Engine.make(subscribingOn:)`: through a scheduler (RAC sources, on RAC's
///   subscription scheduler, Docs/Semantics.md#subscription-scheduling).
extension Observable {
    /// An engine observable whose subscriptions run `run` (through the current-thread
    /// trampoline, as every Rx producer does).
    @inlinable
    package static func make(_ run: @escaping (_ sink: EventSink<Element>, _ scope: SubscriptionScope) -> Void) -> Observable<Element> {
        Producer(run, trampolined: true)
    }
}

extension Engine {
    /// An observable whose subscriptions run `run` at once on the subscribing thread
    /// (no trampoline, no scheduler): the same as `Engine.make(subscribingOn:
    /// ImmediateScheduler)` without a scheduled closure per subscription. Build `run` in
    /// `@inlinable` code so that it is specialized.
    @inlinable
    package static func makeDirect(_ run: @escaping (_ sink: EventSink<Element>, _ scope: SubscriptionScope) -> Void) -> Observable<Element> {
        Producer(run, trampolined: false)
    }

    /// An engine observable whose subscriptions run `run` where `start` says: the dialect
    /// parameter of the creation operators (`just`, `empty`, `error`, `never`, `deferred`).
    @inlinable
    package static func make(
        startingOn start: SubscriptionStart,
        _ run: @escaping (_ sink: EventSink<Element>, _ scope: SubscriptionScope) -> Void
    ) -> Observable<Element> {
        switch start {
        case .trampoline: return Producer(run, trampolined: true)
        case .scheduler(let scheduler): return ScheduledProducer(scheduler, run)
        }
    }

    /// An engine observable whose subscriptions run `run` through `scheduler`, with no
    /// trampoline: nested subscriptions run synchronously and recursively, as in RAC.
    /// If the subscription is disposed before `scheduler` runs it, `run` never runs.
    ///
    /// RAC: `RACDynamicSignal -subscribe:` on `RACScheduler.subscriptionScheduler`.
    @inlinable
    package static func make(
        subscribingOn scheduler: ImmediateSchedulerType,
        _ run: @escaping (_ sink: EventSink<Element>, _ scope: SubscriptionScope) -> Void
    ) -> Observable<Element> {
        ScheduledProducer(scheduler, run)
    }
}

/// Where a source's subscriptions run (Docs/Semantics.md#subscription-scheduling).
@usableFromInline
package enum SubscriptionStart {
    /// Rx: through the current-thread trampoline (`Observable.make`).
    case trampoline
    /// RAC: through `scheduler` (RAC's subscription scheduler), with no trampoline
    /// (`Engine.make(subscribingOn:_:)`).
    case scheduler(ImmediateSchedulerType)
}

/// The subscription scaffolding of a one-source stage (`scan`, `reduce`, `skip(while:)`, `single`, …).
extension Engine {
    /// A stage whose subscription runs `makeSink` once with the downstream sink and
    /// scope and subscribes the source to the sink it returns. Only this subscribe-time
    /// part is shared: the closures called per event are the ones the operator writes
    /// in `makeSink`, so sharing it adds no call per event.
    @inlinable
    package func stage<Result>(
        _ makeSink: @escaping (_ sink: EventSink<Result>, _ scope: SubscriptionScope) -> EventSink<Element>
    ) -> Observable<Result> {
        let source = self.source
        return Observable.make { sink, scope in
            source.subscribeEngine(makeSink(sink, scope), scope)
        }
    }
}

extension Engine {
    /// A stage with state of its own per subscription (a counter, an accumulator, the
    /// previous element): `makeSink` runs once per subscription with the downstream's
    /// `next` and `end`, a fresh `StageState(initial)` and the scope, and returns the
    /// sink the source is subscribed to. As in `stage(_:)`, only subscribe-time code is
    /// shared: the per-event closures are the operator's own.
    @inlinable
    package func stage<Result, State>(
        state initial: State,
        _ makeSink: @escaping (
            _ next: @escaping (Result) -> Void, _ end: @escaping (Termination) -> Void,
            _ state: StageState<State>, _ scope: SubscriptionScope
        ) -> EventSink<Element>
    ) -> Observable<Result> {
        let source = self.source
        return Observable.make { sink, scope in
            source.subscribeEngine(makeSink(sink.next, sink.end, StageState(initial), scope), scope)
        }
    }
}

/// What the producers share: the closure each subscription runs, and `subscribe(_:)`
/// going through the engine like any other subscription. The subclasses decide when
/// `run` runs (`subscribeEngine`). `@unchecked Sendable` by `Observable`'s rule: `run`
/// is set in `init` and only read; each run's state lives in its sink and scope.
@usableFromInline
package class ProducerBase<Element>: Observable<Element>, @unchecked Sendable {
    @usableFromInline final let run: (_ sink: EventSink<Element>, _ scope: SubscriptionScope) -> Void

    @inlinable
    init(_ run: @escaping (_ sink: EventSink<Element>, _ scope: SubscriptionScope) -> Void) {
        self.run = run
        super.init()
    }

    override package final func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscribeThroughEngine(observer)
    }
}

/// The engine's observable: each subscription runs a closure that was assembled in
/// `@inlinable` code, so its per-event path is specialized to the concrete types.
/// Trampolined producers (`Observable.make`, every Rx source) run through the
/// current-thread trampoline, which fixes the order of nested synchronous sources;
/// direct ones (`Engine.makeDirect`, for subjects) run at once on the calling thread.
@usableFromInline
package final class Producer<Element>: ProducerBase<Element>, @unchecked Sendable {
    @usableFromInline let trampolined: Bool

    @inlinable
    init(_ run: @escaping (_ sink: EventSink<Element>, _ scope: SubscriptionScope) -> Void, trampolined: Bool) {
        self.trampolined = trampolined
        super.init(run)
    }

    @usableFromInline
    override package func subscribeEngine(_ sink: EventSink<Element>, _ scope: SubscriptionScope) {
        guard trampolined else { return scope.runDirect { run(sink, scope) } }
        Trampoline.runProducer(on: scope) { run(sink, scope) }
    }
}

/// The observable behind `Engine.make(subscribingOn:_:)`: `run` runs through `scheduler`.
@usableFromInline
package final class ScheduledProducer<Element>: ProducerBase<Element>, @unchecked Sendable {
    @usableFromInline let scheduler: ImmediateSchedulerType

    @inlinable
    init(_ scheduler: ImmediateSchedulerType, _ run: @escaping (_ sink: EventSink<Element>, _ scope: SubscriptionScope) -> Void) {
        self.scheduler = scheduler
        super.init(run)
    }

    @usableFromInline
    override package func subscribeEngine(_ sink: EventSink<Element>, _ scope: SubscriptionScope) {
        let run = self.run
        // A subscription disposed before its turn never runs: the check replaces a
        // cancellation disposable (and its registration in the scope).
        _ = scheduler.schedule(()) { _ in
            if !scope.isDisposed { run(sink, scope) }
            return Disposables.create()
        }
    }
}
