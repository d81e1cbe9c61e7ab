/// `deferred`: each subscription calls a factory and subscribes to the sequence it
/// returns. A thrown error becomes the sequence's error. `start`: where a subscription runs
/// (Rx: the trampoline, the default; RAC: its subscription scheduler).
extension Engine {
    /// Rx `deferred`, RAC `+defer:`.
    @inlinable
    package static func deferred(start: SubscriptionStart = .trampoline,
                                 _ factory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        Observable.make(start) { sink, scope in
            let observable: Observable<Element>
            do { observable = try factory() } catch { return sink.error(error) }
            observable.subscribeEngine(sink, scope)
        }
    }
}
