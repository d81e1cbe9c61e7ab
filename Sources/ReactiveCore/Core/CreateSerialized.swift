/// Producers for RAC signals: subscriptions run through a scheduler instead of the
/// current-thread trampoline (RAC's subscription-scheduler rule, Docs/Semantics.md#subscription-scheduling), and the
/// observer handed to user code serializes what it is sent (Docs/Semantics.md#serialization).
extension Engine {
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

    /// RAC `+createSignal:`: each subscription (through `scheduler`) calls `subscribe`
    /// with a `SerializedObserver`; what it returns is released with the subscription.
    @inlinable
    package static func createSerialized(
        subscribingOn scheduler: ImmediateSchedulerType,
        _ subscribe: @escaping (SerializedObserver<Element>) -> Disposable?
    ) -> Observable<Element> {
        ScheduledProducer(scheduler, runsWhenDisposedInline: true) { sink, scope in
            let observer = SerializedObserver(sink, scope)
            if let disposable = subscribe(observer) { scope.add(disposable) }
        }
    }
}

/// A scheduler that can tell whether it would run work at once, on the calling thread
/// (RAC's subscription scheduler does where a current scheduler exists).
package protocol InlineDecidingScheduler {
    /// Whether `schedule` would run its action now, before returning.
    var runsInline: Bool { get }
}

extension ImmediateScheduler: InlineDecidingScheduler {
    package var runsInline: Bool { true }
}

/// The observable behind `Engine.make(subscribingOn:_:)`. `@unchecked Sendable` by
/// `Observable`'s rule: `scheduler` and `run` are set in `init` and only read.
@usableFromInline
package final class ScheduledProducer<Element>: Observable<Element>, @unchecked Sendable {
    @usableFromInline let scheduler: ImmediateSchedulerType
    @usableFromInline let run: (_ sink: EventSink<Element>, _ scope: SubscriptionScope) -> Void
    /// RAC's `createSignal` rule: a subscription that `scheduler` runs at once (a current
    /// scheduler exists) runs `run` even when it is already disposed, so the block runs
    /// and what it returns is released at once; only a subscription that would wait for
    /// its turn is skipped. False: a disposed subscription never runs.
    @usableFromInline let runsWhenDisposedInline: Bool

    @inlinable
    init(_ scheduler: ImmediateSchedulerType, runsWhenDisposedInline: Bool = false,
         _ run: @escaping (_ sink: EventSink<Element>, _ scope: SubscriptionScope) -> Void) {
        self.scheduler = scheduler
        self.runsWhenDisposedInline = runsWhenDisposedInline
        self.run = run
        super.init()
    }

    override package func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscribeThroughEngine(observer)
    }

    @usableFromInline
    override package func subscribeEngine(_ sink: EventSink<Element>, _ scope: SubscriptionScope) {
        let run = self.run
        if runsWhenDisposedInline, scope.isDisposed {
            // Rare: only a subscriber disposed before subscribing gets here.
            if (scheduler as? InlineDecidingScheduler)?.runsInline == true { run(sink, scope) }
            return
        }
        // A subscription disposed before its turn never runs: the check replaces a
        // cancellation disposable (and its registration in the scope).
        _ = scheduler.schedule(()) { _ in
            if !scope.isDisposed { run(sink, scope) }
            return Disposables.create()
        }
    }
}

/// The observer a RAC `createSignal` block sends to: enforces the grammar (nothing
/// after a terminal event or after disposal; RAC's passthrough subscriber) and
/// serializes concurrent senders through a `RecursiveLock`.
///
/// `stopped` is only touched holding `lock`, which is also why it skips Swift's dynamic
/// exclusivity check (RAC senders reach this class through `any RACSubscriber`, so its
/// methods run unspecialized, where that check is not optimized away).
@usableFromInline
package final class SerializedObserver<Element>: @unchecked Sendable {
    @usableFromInline let sink: EventSink<Element>
    @usableFromInline let scope: SubscriptionScope
    @usableFromInline let lock = RecursiveLock()
    @usableFromInline @exclusivity(unchecked) var stopped = false

    @inlinable package init(_ sink: EventSink<Element>, _ scope: SubscriptionScope) {
        self.sink = sink
        self.scope = scope
    }

    /// Whether events are still accepted (a hint: the decision is made holding `lock`).
    @inlinable package var isLive: Bool { !scope.isDisposed }

    /// Forwards `element` unless the sequence has ended.
    @inlinable package func next(_ element: Element) {
        lock.run {
            if !stopped && !scope.isDisposed { sink.next(element) }
        }
    }

    /// Forwards the end once, unless the subscription was disposed.
    @inlinable package func end(_ termination: Termination) {
        lock.run {
            if stopped || scope.isDisposed { return }
            stopped = true
            sink.end(termination)
        }
    }

    /// Releases `disposable` with the subscription (at once if it has ended).
    @inlinable package func add(_ disposable: Disposable) { scope.add(disposable) }
}
