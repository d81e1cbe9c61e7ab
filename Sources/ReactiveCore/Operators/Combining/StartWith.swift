/// `startWith`: sends `elements` synchronously at subscription, then subscribes the
/// source.
extension Engine {
    /// Rx `startWith(_:...)`, RAC `-startWith:` (one element).
    @inlinable
    package func startWith(_ elements: [Element]) -> Observable<Element> {
        let source = self.source
        return Observable.make { sink, scope in
            for element in elements {
                if scope.isDisposed { break }
                sink.next(element)
            }
            // Subscribed even when the prefix ended the subscription (`take(1)` after
            // it): the source is then released at once, as in RxSwift.
            source.subscribeEngine(sink, scope)
        }
    }
}
