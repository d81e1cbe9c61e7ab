/// An engine observable whose subscriptions run their closure at once, on the calling
/// thread, without the trampoline or a scheduler: for sources that attach a subscriber
/// and return (subjects). Same as `Engine.make(subscribingOn: ImmediateScheduler)` but
/// without a scheduled closure and an existential scheduler call per subscription.
@usableFromInline
package final class DirectProducer<Element>: Observable<Element> {
    @usableFromInline let run: (_ sink: EventSink<Element>, _ scope: SubscriptionScope) -> Void

    @inlinable
    init(_ run: @escaping (_ sink: EventSink<Element>, _ scope: SubscriptionScope) -> Void) {
        self.run = run
        super.init()
    }

    override package func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscribeThroughEngine(observer)
    }

    @usableFromInline
    override package func subscribeEngine(_ sink: EventSink<Element>, _ scope: SubscriptionScope) {
        if !scope.isDisposed { run(sink, scope) }
    }
}

extension Engine {
    /// An observable whose subscriptions run `run` at once on the subscribing thread
    /// (no trampoline, no scheduler). Build `run` in `@inlinable` code so that it is
    /// specialized.
    @inlinable
    package static func makeDirect(_ run: @escaping (_ sink: EventSink<Element>, _ scope: SubscriptionScope) -> Void) -> Observable<Element> {
        DirectProducer(run)
    }
}
