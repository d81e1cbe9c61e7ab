/// `deferred`: each subscription calls a factory and subscribes to the sequence it
/// returns. A thrown error becomes the sequence's error.
extension Engine {
    /// Rx `deferred`, RAC `+defer:`.
    @inlinable
    package static func deferred(_ factory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        Observable.make { sink, scope in
            let observable: Observable<Element>
            do { observable = try factory() } catch { return sink.error(error) }
            observable.subscribeEngine(sink, scope)
        }
    }
}
