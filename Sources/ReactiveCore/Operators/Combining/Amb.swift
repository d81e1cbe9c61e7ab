/// `amb`: subscribes every source, in order; the first to send any event (element,
/// error or completion) wins, the others are disposed at once, and from then on the
/// result is the winner.
///
/// ```
/// a:       ----1--2--|
/// b:       --3----4----|
/// result:  --3----4----|     (a disposed when b sends 3)
/// ```
/// With no sources the result never ends. Sources subscribed after a winner was found
/// (one that sent an event during its own subscription) are subscribed and disposed
/// at once, as Rx does.
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
                // Whether this source won: its first event claims the race.
                let wins = { () -> Bool in
                    if won.value { return true }
                    guard core.claim(index) else { return false }
                    won.value = true
                    Self.disposeAll(scopes, except: index)
                    return true
                }
                source.subscribeEngine(EventSink(next: { element in
                    if !own.isDisposed && wins() { sink.next(element) }
                }, end: { termination in
                    if !own.isDisposed && wins() { sink.end(termination) }
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
