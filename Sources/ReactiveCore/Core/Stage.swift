/// The shell of a linear operator stage (one producer, the source, drives it).
extension Engine {
    /// An observable whose subscriptions subscribe to the source with the sink that
    /// `makeSink` builds from the downstream sink and the subscription's scope. The
    /// per-event closures are the ones `makeSink` creates, in the operator's own
    /// `@inlinable` body, so they are specialized for its element types as before.
    @inlinable @inline(__always)
    package func stage<Output>(
        _ makeSink: @escaping (_ sink: EventSink<Output>, _ scope: SubscriptionScope) -> EventSink<Element>
    ) -> Observable<Output> {
        let source = self.source
        return Observable.make { sink, scope in
            source.subscribeEngine(makeSink(sink, scope), scope)
        }
    }
}

/// The result of `body` (a user closure applied to an event), or nil after the error it
/// threw was sent to `end`, which ends the sequence. Ending disposes the scope, so the
/// stage's `scope.isDisposed` check drops later elements. Always inlined: the closure
/// costs nothing on the per-event path.
@inlinable @inline(__always)
package func attempt<Result>(orEnd end: (Termination) -> Void, _ body: () throws -> Result) -> Result? {
    attempt(onError: { end(.error($0)) }, body)
}

/// The result of `body`, or nil after the error it threw was passed to `fail`.
@inlinable @inline(__always)
package func attempt<Result>(onError fail: (Swift.Error) -> Void, _ body: () throws -> Result) -> Result? {
    do {
        return try body()
    } catch {
        fail(error)
        return nil
    }
}
