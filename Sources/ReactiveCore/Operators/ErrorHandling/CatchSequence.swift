/// `catch(sequence:)`: `concat`'s loop (`ConcatCore`) with the roles of error and
/// completion swapped: an error moves to the next source, taken lazily, and the first
/// completion ends the result; when the sources run out, the last error ends it.
extension Engine {
    /// Rx `Observable.catch(sequence:)` / `Observable.catchError(_:)` (static).
    @inlinable
    package static func `catch`<Sources: Sequence>(sequence sources: Sources) -> Observable<Element> where Sources.Element == Observable<Element> {
        Observable.make { sink, scope in
            let core = ConcatCore(sources.makeIterator(), sink, advancesOnError: true)
            scope.onDispose(core.disposeAll)
            core.moveNext()
        }
    }
}
