/// RAC's `bind`: each source element goes to a per-subscription binding closure that
/// returns a sequence to merge in (or nil) and may set `stop`. The result completes
/// when the source (or `stop`, or a nil result) and every returned sequence have
/// completed; any error ends it at once.
///
/// ```
/// source:   --1-----2--|
/// binding:  x -> (x)-(x)-|     (a sequence of two copies)
/// result:   --1-1---2-2--|
/// ```
///
/// Kept apart from the generic merge engine for now: it serializes its forwards with a
/// `SerialGate` (RAC subscribers serialize), which an Rx merge does not need.
extension Engine {
    /// RAC `-bind:`. `makeBinding` runs once per subscription.
    @inlinable
    package func bind<Result>(
        _ makeBinding: @escaping () -> (_ element: Element, _ stop: inout Bool) -> Observable<Result>?
    ) -> Observable<Result> {
        let source = self.source
        return Observable.make { sink, scope in
            let binding = makeBinding()
            let state = BindState(sink)
            let sourceScope = scope.child()
            source.subscribeEngine(EventSink(next: { element in
                if sourceScope.isDisposed { return }
                var stop = false
                let inner = binding(element, &stop)
                if let inner {
                    state.started()
                    let innerScope = scope.child()
                    inner.subscribeEngine(EventSink(next: state.forward, end: { termination in
                        switch termination {
                        case .completed:
                            innerScope.dispose()
                            state.completed(source: false)
                        case .error(let error):
                            state.fail(error)
                        }
                    }), innerScope)
                }
                if inner == nil || stop {
                    sourceScope.dispose()
                    state.completed(source: true)
                }
            }, end: { termination in
                switch termination {
                case .completed:
                    sourceScope.dispose()
                    state.completed(source: true)
                case .error(let error):
                    state.fail(error)
                }
            }), sourceScope)
        }
    }
}

/// The shared state of one `bind` subscription.
///
/// Locking rule: every field is read and written inside `gate`, and forwards happen
/// inside it too (RAC's serialized subscriber: concurrent inner sequences block each
/// other; re-entrant sends from a callback go straight through).
@usableFromInline
final class BindState<Result>: @unchecked Sendable {
    @usableFromInline let sink: EventSink<Result>
    @usableFromInline let gate = SerialGate()
    /// Sequences still running: the source plus every inner one.
    @usableFromInline var active = 1
    @usableFromInline var sourceDone = false
    @usableFromInline var done = false

    @inlinable init(_ sink: EventSink<Result>) { self.sink = sink }

    @inlinable func forward(_ element: Result) {
        gate.run { if !done { sink.next(element) } }
    }

    @inlinable func started() {
        gate.run { active += 1 }
    }

    @inlinable func completed(source: Bool) {
        gate.run {
            if done { return }
            if source {
                if sourceDone { return }
                sourceDone = true
            }
            active -= 1
            if active == 0 {
                done = true
                sink.end(.completed)
            }
        }
    }

    @inlinable func fail(_ error: Swift.Error) {
        gate.run {
            if done { return }
            done = true
            sink.end(.error(error))
        }
    }
}
