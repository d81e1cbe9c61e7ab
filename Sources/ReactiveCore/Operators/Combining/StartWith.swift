/// `startWith`: sends `elements` synchronously at subscription, then subscribes the
/// source.
extension Engine {
    /// Rx `startWith(_:...)`, RAC `-startWith:` (one element).
    @inlinable
    package func startWith(_ elements: [Element]) -> Observable<Element> {
        let source = self.source
        return Observable.make { sink, scope in
            for element in elements {
                if scope.isDisposed { return }
                sink.next(element)
            }
            if scope.isDisposed { return }
            source.subscribeEngine(sink, scope)
        }
    }
}
