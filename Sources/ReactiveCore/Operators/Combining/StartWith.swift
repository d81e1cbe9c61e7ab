/// `startWith`: emits the given elements, then subscribes to the source.
/// `--1--|` started with 8, 9 gives `(89)--1--|`. The prefix is emitted synchronously
/// at subscription, so nothing from a hot source can slip in before it.
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
