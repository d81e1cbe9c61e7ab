extension PrimitiveSequence where Trait == CompletableTrait, Element == Swift.Never {
    /// All the `Completable`s at once: completes when every one has completed; the
    /// first error ends the result and disposes the others.
    ///
    /// Rx: `Completable.merge(_:)`. RAC: `+merge:` (on signals without values).
    @inlinable
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Completable where Collection.Element == Completable {
        simultaneous(Array(sources))
    }

    /// All the `Completable`s at once. Rx: `Completable.merge(_:)`.
    @inlinable
    public static func merge(_ sources: [Completable]) -> Completable {
        simultaneous(sources)
    }

    /// All the `Completable`s at once. Rx: `Completable.merge(_:)`.
    @inlinable
    public static func merge(_ sources: Completable...) -> Completable {
        simultaneous(sources)
    }

    /// All the `Completable`s at once (for `Completable`s, `zip` is `merge`).
    ///
    /// Rx: `Completable.zip(_:)`.
    @inlinable
    public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable where Collection.Element == Completable {
        simultaneous(Array(sources))
    }

    /// All the `Completable`s at once. Rx: `Completable.zip(_:)`.
    @inlinable
    public static func zip(_ sources: [Completable]) -> Completable {
        simultaneous(sources)
    }

    /// All the `Completable`s at once. Rx: `Completable.zip(_:)`.
    @inlinable
    public static func zip(_ sources: Completable...) -> Completable {
        simultaneous(sources)
    }

    /// Subscribes every source, each in its own child scope (so each subscription ends
    /// when that source ends). Completions are counted under a lock; the decision to end
    /// is taken there and the sink is called outside it. Sources have no elements, so
    /// this needs none of the merge engine's element forwarding.
    @inlinable
    static func simultaneous(_ sources: [Completable]) -> Completable {
        Completable(raw: Observable.make { sink, scope in
            if sources.isEmpty { return sink.completed() }
            let state = SimultaneousCompletion(remaining: sources.count)
            for source in sources {
                if scope.isDisposed { return }
                let child = scope.child()
                source.source.subscribeEngine(EventSink(next: { _ in }, end: { termination in
                    child.dispose()
                    if let end = state.end(termination) { sink.end(end) }
                }), child)
            }
        })
    }
}

/// The count of sources still running for `Completable.merge` / `zip`.
///
/// Locking rule: `state` is reached only under its lock; the sink is called outside it.
@usableFromInline
final class SimultaneousCompletion: @unchecked Sendable {
    @usableFromInline let state: Locked<Int>

    @inlinable init(remaining: Int) { state = Locked(remaining) }

    /// Records one source's end; returns the termination to forward, once.
    @inlinable func end(_ termination: Termination) -> Termination? {
        state.withLock { remaining -> Termination? in
            guard remaining > 0 else { return nil }
            switch termination {
            case .error:
                remaining = 0
                return termination
            case .completed:
                remaining -= 1
                return remaining == 0 ? .completed : nil
            }
        }
    }
}
