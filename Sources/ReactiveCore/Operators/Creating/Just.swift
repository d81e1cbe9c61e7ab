/// `just`, `empty`, `never`, `error`: the sequences of zero or one element.
extension Engine {
    /// One element, then completion. Rx `just`, RAC `+return:`.
    @inlinable
    package static func just(_ element: Element) -> Observable<Element> {
        Observable.make { sink, scope in
            sink.next(element)
            if !scope.isDisposed { sink.completed() }
        }
    }

    /// Completion only. Rx `empty`, RAC `+empty`.
    @inlinable
    package static func empty() -> Observable<Element> {
        Observable.make { sink, _ in sink.completed() }
    }

    /// Nothing, ever. Rx `never`, RAC `+never`.
    @inlinable
    package static func never() -> Observable<Element> {
        Observable.make { _, _ in }
    }

    /// The error only. Rx `error`, RAC `+error:`.
    @inlinable
    package static func error(_ error: Swift.Error) -> Observable<Element> {
        Observable.make { sink, _ in sink.error(error) }
    }
}
