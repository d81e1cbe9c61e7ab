/// `amb`: subscribes every source, in order, each in its own scope; the first event
/// of any kind elects its source in an `AmbCore`, the other scopes are disposed at once,
/// and the winner's events pass from then on. A source subscribed after a winner was
/// elected (one that sent during its own subscription) is subscribed and disposed at
/// once, as Rx does; with no sources nothing is ever sent.
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
                        guard core.claim(index) else { return false }
                        won.value = true
                        Self.disposeAll(scopes, except: index)
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

/// Which source of an `amb` won. Locking rule: `winner` is set once, under the lock.
@usableFromInline
package final class AmbCore: @unchecked Sendable {
    @usableFromInline let winner = Locked<Int?>(nil)

    @inlinable init() {}

    /// Claims the win for `index`; `true` if it is (or already was) the winner.
    @inlinable
    func claim(_ index: Int) -> Bool {
        winner.withLock { winner in
            if let winner { return winner == index }
            winner = index
            return true
        }
    }
}
