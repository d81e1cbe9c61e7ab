/// `deferred`: each subscription calls a factory and subscribes to the sequence it
/// returns. A thrown error becomes the sequence's error.
extension Engine {
    /// Rx `deferred`, RAC `+defer:`.
    @inlinable
    package static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        Observable.make { sink, scope in
            let source: Observable<Element>
            do { source = try observableFactory() } catch { return sink.error(error) }
            source.subscribeEngine(sink, scope)
        }
    }
}
