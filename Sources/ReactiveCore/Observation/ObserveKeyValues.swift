/// `Engine.observeKeyValues`: the key-value engine's observable, one `KeyValueObservation`
/// (KeyValueObservation.swift) per subscription.

extension Engine {
    /// The values at `keys` of `root`, as an observable: one `KeyValueObservation` per
    /// subscription, ended when the subscription is disposed. Each value goes through
    /// `transform` (the facade's cast to its element type).
    ///
    /// - Parameters:
    ///   - root: the observed object; the observable holds it strongly if
    ///     `options.retainsRoot` (RxCocoa's `retainSelf`), else weakly.
    ///   - endsWith: an object whose deallocation completes each subscription (RAC's
    ///     observer), held weakly.
    ///   - scheduler: where subscriptions run (RAC's subscription scheduler); nil: through
    ///     the trampoline, as every Rx producer.
    ///   - skipsChange: see `KeyValueObservation.init`.
    package static func observeKeyValues<System: KeyValueObservingSystem>(
        _ system: System, _ root: AnyObject, _ keys: [System.Key], options: KeyValueObservationOptions,
        endsWith observer: AnyObject? = nil, subscribingOn scheduler: ImmediateSchedulerType? = nil,
        skipsChange: ((KeyValueChange) -> Bool)? = nil,
        _ transform: @escaping (Any?) -> Element
    ) -> Observable<Element> {
        let strongRoot: AnyObject? = options.retainsRoot ? root : nil
        let observerWasGiven = observer != nil
        let run: (EventSink<Element>, SubscriptionScope) -> Void = { [weak root, weak observer] sink, scope in
            _ = strongRoot
            guard let root else {
                if options.onRootDeallocation == .sendNilAndComplete { sink.next(transform(nil)) }
                if options.onRootDeallocation != .stopSilently { sink.completed() }
                return
            }
            if observerWasGiven && observer == nil { return sink.completed() }
            let observation = KeyValueObservation(system: system, root: root, keys: keys, options: options,
                                                  skipsChange: skipsChange,
                                                  deliver: { sink.next(transform($0.value)) },
                                                  complete: { sink.completed() })
            scope.onDispose(observation.stop)
            observation.start(endsWith: observer.map { [$0] } ?? [])
        }
        if let scheduler { return Engine.make(subscribingOn: scheduler, run) }
        return Observable.make(run)
    }
}
