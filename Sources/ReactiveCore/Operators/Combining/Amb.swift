/// `amb`: subscribes every source, in order, each in its own scope; the first event of
/// any kind elects its source in an `AmbCore` (an `AmbStateMachine` under a lock), the
/// other scopes are disposed at once, and the winner's events pass from then on. A
/// source subscribed after a winner was elected (one that sent during its own
/// subscription) is subscribed and disposed at once, as Rx does; with no sources nothing
/// is ever sent.
extension Engine {
    /// Rx `amb(_:)` (instance, two sources) and `Observable.amb(_:)`.
    @inlinable
    package static func amb(_ sources: [Observable<Element>]) -> Observable<Element> {
        Observable.make { sink, scope in
            let core = AmbCore()
            // One scope per source, registered in order so that disposal follows it.
            let scopes = sources.map { _ in scope.child() }
            for (index, source) in sources.enumerated() {
                let own = scopes[index]
                // Set by this source's first event when it won; read only by this source,
                // whose events are serial.
                let won = StageState(false)
                // Whether this source's event passes: it has won already, or wins now
                // (the other scopes are then disposed before the event is forwarded).
                @inline(__always) func passes() -> Bool {
                    if own.isDisposed { return false }
                    if !won.value {
                        switch core.firstEvent(from: index) {
                        case .drop:
                            return false
                        case .forward:
                            won.value = true
                        case .win:
                            won.value = true
                            Self.disposeAll(scopes, except: index)
                        }
                    }
                    return true
                }
                source.subscribeEngine(EventSink(next: { element in
                    if passes() { sink.next(element) }
                }, end: { termination in
                    if passes() { sink.end(termination) }
                }), own)
            }
        }
    }

    @inlinable
    static func disposeAll(_ scopes: [SubscriptionScope], except winner: Int) {
        for (index, scope) in scopes.enumerated() where index != winner {
            scope.dispose()
        }
    }
}

/// The owner of an `AmbStateMachine`: the `amb` subscription's one shared state.
///
/// Locking rule: `state` guards the machine; each source asks it once, at its first
/// event, and disposes the others (or drops its event) outside the lock.
@usableFromInline
package final class AmbCore: @unchecked Sendable {
    @usableFromInline let state = Locked(AmbStateMachine())

    @inlinable init() {}

    /// Source `index` sends its first event: whether it wins, had won, or lost.
    @inlinable
    func firstEvent(from index: Int) -> AmbStateMachine.FirstEventAction {
        state.withLock { $0.firstEvent(from: index) }
    }
}
