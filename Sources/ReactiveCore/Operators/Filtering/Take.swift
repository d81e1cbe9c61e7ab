/// `take(n)`: `-1-2-3-4-|` with 2 gives `-1-2|`: completes right after the n-th
/// element and releases the source at once.
extension Engine {
    /// Rx `take(_:)`, RAC `-take:`. `take(0)` completes without subscribing.
    /// `count` must not be negative (checked by the facades).
    @inlinable
    package func take(_ count: Int) -> Observable<Element> {
        if count <= 0 { return Engine.empty() }
        return stage { sink, scope in
            let next = sink.next, end = sink.end
            let remaining = StageState(count)
            return EventSink(next: { element in
                if scope.isDisposed || remaining.value == 0 { return }
                remaining.value -= 1
                next(element)
                if remaining.value == 0 { end(.completed) }
            }, end: { termination in
                if remaining.value > 0 { end(termination) }
            })
        }
    }
}
