/// `create` (Rx) and `createSignal` (RAC): a sequence whose subscriptions run a user
/// closure that sends events to an observer and returns what ends the work.
///
/// The observer is a `GrammarGuard`: events after a terminal event, or after the
/// subscription is disposed, are dropped. After a terminal event the subscription is
/// released, which disposes what the closure returned. The dialects differ in when the
/// closure runs (Rx: through the trampoline; RAC: through its subscription scheduler)
/// and in whether concurrent senders are serialized (RAC only).
extension Engine {
    /// Rx `Observable.create`.
    @inlinable
    package static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        Observable.make { sink, scope in
            let guarded = GrammarGuard<Element, Unserialized>(sink, scope)
            scope.add(subscribe(AnyObserver(eventHandler: guarded.on)))
        }
    }

    /// RAC `+createSignal:`: what each subscription runs: `subscribe` with a new
    /// `SerializedObserver`, and what it returns released with the subscription.
    /// `RACSignal` holds it and runs it through RAC's subscription scheduler
    /// (`StartPolicy.starter`, whose `runsWhenDisposedInline` is RAC's rule for a
    /// subscription disposed before it runs).
    @inlinable
    package static func createSerializedRun(
        _ subscribe: @escaping (SerializedObserver<Element>) -> Disposable?
    ) -> (_ sink: EventSink<Element>, _ scope: SubscriptionScope) -> Void {
        { sink, scope in
            let observer = SerializedObserver(sink, scope)
            if let disposable = subscribe(observer) { scope.add(disposable) }
        }
    }
}
