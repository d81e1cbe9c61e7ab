/// `using`: each subscription makes a resource, subscribes to the sequence built from
/// it, and disposes the resource after the subscription ends (after the sequence's own
/// resources). A thrown error from either factory becomes the sequence's error; a
/// resource already made is still disposed.
extension Engine {
    /// Rx `using(_:observableFactory:)`.
    @inlinable
    package static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Observable.make { sink, scope in
            let resource: Resource
            do { resource = try resourceFactory() } catch { return sink.error(error) }
            let source: Observable<Element>
            do {
                source = try observableFactory(resource)
            } catch {
                sink.error(error)
                scope.add(resource)
                return
            }
            source.subscribeEngine(sink, scope)
            // Registered after the source's resources, so it is released after them.
            scope.add(resource)
        }
    }
}
