/// `catch(sequence:)`: subscribes the sources one after the other, moving to the next
/// one when the current one fails; the first completion ends the result.
///
/// ```
/// a:       --1--#
/// b:            --2--|     (subscribed when a fails)
/// result:  --1----2--|
/// ```
/// When every source failed, the last error ends the result; no sources at all give an
/// immediate completion. It is `concat`'s loop (`ConcatCore`) with the roles of error
/// and completion swapped, so it takes the sources lazily and runs long chains without
/// stack growth.
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
