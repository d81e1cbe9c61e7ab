/// `just`, `empty`, `never`, `error`: the sequences of zero or one element. `start`: where
/// a subscription runs (Rx: the trampoline, the default; RAC: its subscription scheduler).
extension Engine {
    /// One element, then completion. Rx `just`, RAC `+return:`.
    @inlinable
    package static func just(_ element: Element, start: SubscriptionStart = .trampoline) -> Observable<Element> {
        make(startingOn: start) { sink, scope in
            sink.next(element)
            if !scope.isDisposed { sink.completed() }
        }
    }

    /// Completion only. Rx `empty`, RAC `+empty`.
    @inlinable
    package static func empty(start: SubscriptionStart = .trampoline) -> Observable<Element> {
        make(startingOn: start) { sink, _ in sink.completed() }
    }

    /// Nothing, ever. Rx `never`, RAC `+never`.
    @inlinable
    package static func never(start: SubscriptionStart = .trampoline) -> Observable<Element> {
        make(startingOn: start) { _, _ in }
    }

    /// The error only. Rx `error`, RAC `+error:`.
    @inlinable
    package static func error(_ error: Swift.Error, start: SubscriptionStart = .trampoline) -> Observable<Element> {
        make(startingOn: start) { sink, _ in sink.error(error) }
    }
}
