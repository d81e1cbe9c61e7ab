/// The merging family, all on `MergeCore`: `flatMap` is map + merge, `concatMap` is
/// `flatMap` with one inner at a time, `concat()` is `merge` with one inner at a time,
/// `flatMapFirst` is `flatMap` that drops outer elements while an inner runs. The
/// `FlattenPolicy` is the only parameter between them.
///
/// The dialect's `flattenReleasesOuterInTurn` is the order of the releases when the whole
/// subscription ends (Docs/Semantics.md#flatten-release-order): RAC's `-flatten:` and
/// `-concat` pass `.rac`. RAC's `-flatten` and `-flattenMap:` keep the default, `.rx`:
/// ReactiveObjC builds them on `-bind:`, which releases the outer signal first, as Rx does.
extension Engine {
    /// Maps each element to an inner sequence and forwards the inners' elements, as
    /// `policy` says (see `FlattenPolicy`). A thrown error ends the sequence with it.
    ///
    /// Rx `flatMap` (`.merge`), `concatMap` (`.limited(1)`), `flatMapFirst`
    /// (`.dropWhileActive`). RAC `-flattenMap:`.
    @inlinable
    package func flatMap<Result>(
        policy: FlattenPolicy = .merge,
        dialect: Dialect = .rx,
        _ selector: @escaping (Element) throws -> Observable<Result>
    ) -> Observable<Result> {
        Observable.make(flatMapRun(policy: policy, dialect: dialect, selector))
    }

    /// What each subscription of `flatMap` runs (a facade that is itself the observable,
    /// `RACSignal`, holds it instead of a producer).
    @inlinable
    package func flatMapRun<Result>(
        policy: FlattenPolicy = .merge,
        dialect: Dialect = .rx,
        _ selector: @escaping (Element) throws -> Observable<Result>
    ) -> (_ sink: EventSink<Result>, _ scope: SubscriptionScope) -> Void {
        let source = self.source
        let outerReleasedInTurn = dialect.flattenReleasesOuterInTurn
        return { sink, scope in
            let core = MergeCore(sink, policy: policy, outerReleasedInTurn: outerReleasedInTurn)
            let outerScope = core.attach(to: scope)
            source.subscribeEngine(EventSink(next: { element in
                if outerScope.isDisposed || !core.reserve() { return }
                let inner: Observable<Result>
                do {
                    inner = try selector(element)
                } catch {
                    return core.fail(error)
                }
                core.outerNext(inner)
            }, end: { termination in
                core.outerEnded(termination, outerScope: outerScope)
            }), outerScope)
            core.outerSubscribeReturned()
        }
    }

    /// Subscribes every source at once, in order, and forwards all their elements;
    /// completes when all have completed (at once for none), fails with the first error.
    ///
    /// Rx `Observable.merge(_:)`. RAC `+merge:`.
    @inlinable
    package static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        // The sources are fed as a synchronous outer sequence: all are subscribed during
        // the subscription, before any trampolined source emits (Rx's order: merging
        // `of(1, 2)` and `of(3, 4)` gives 1, 3, 2, 4).
        Observable<Observable<Element>>.make { sink, scope in
            for source in sources {
                if scope.isDisposed { return }
                sink.next(source)
            }
            if !scope.isDisposed { sink.completed() }
        }.engine.merge()
    }
}

extension Engine where Element: ObservableConvertibleType {
    /// Merges a sequence of sequences as `policy` says.
    ///
    /// Rx `merge()` (`.merge`), `merge(maxConcurrent:)` (`.limited`), `concat()`
    /// (`.limited(1)`). RAC `-flatten`, `-flatten:` (its 0 is `.merge`) and `-concat`
    /// (the last two with `dialect: .rac`).
    @inlinable
    package func merge(policy: FlattenPolicy = .merge, dialect: Dialect = .rx) -> Observable<Element.Element> {
        flatMap(policy: policy, dialect: dialect) { $0.asObservable() }
    }
}

/// How a merging operator treats inner sequences: the one parameter that separates
/// `merge`, `merge(maxConcurrent:)`, `concat()`, `flatMap`, `concatMap` and
/// `flatMapFirst`, which all run on `MergeCore`.
@frozen @usableFromInline
package enum FlattenPolicy: Sendable, Equatable {
    /// Subscribes every inner sequence at once. Rx `merge()`, `flatMap`;
    /// RAC `-flatten`, `-flattenMap:`, and `-flatten:0` (the RAC facade maps 0 here:
    /// in RAC 0 means unlimited, Docs/Semantics.md#concurrency-limit-zero).
    case merge
    /// Subscribes at most `maxConcurrent` inner sequences at a time; the others wait,
    /// in order, for an active one to complete. `limited(1)` is `concat()` / `concatMap`.
    /// Rx `merge(maxConcurrent:)`: with 0 (or less) no inner is ever subscribed, the
    /// waiting ones are dropped and the result completes with the outer (Docs/Semantics.md#concurrency-limit-zero).
    case limited(Int)
    /// Ignores outer elements while an inner sequence is active. Rx `flatMapFirst`.
    case dropWhileActive
}
