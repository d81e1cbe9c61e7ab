/// `skip(n)`: `-1-2-3-|` with 1 gives `---2-3-|`. A count of 0 or less skips nothing.
extension Engine {
    /// Rx `skip(_:)`, RAC `-skip:`.
    @inlinable
    package func skip(_ count: Int) -> Observable<Element> {
        if count <= 0 { return source }
        return stage { sink, scope in
            let next = sink.next
            let remaining = StageState(count)
            return EventSink(next: { element in
                if remaining.value > 0 { remaining.value -= 1 } else { next(element) }
            }, end: sink.end)
        }
    }
}
