/// How long `share(replay:scope:)` keeps its subject.
///
/// Rx: `SubjectLifetimeScope`.
public enum SubjectLifetimeScope: Sendable {
    /// A fresh subject per connection: after everyone leaves or the source terminates,
    /// nothing is replayed and the next subscriber subscribes to the source anew.
    case whileConnected
    /// One subject for good: later subscribers get its stale buffer (and, after the
    /// source terminated, its terminal event, with no new subscription to the source).
    case forever
}

/// `share(replay:scope:)`: a multicaster (fresh or fixed subject) under `refCount`.
/// A composition, not an operator of its own: see `Multicaster` and `refCount`.
extension Engine {
    /// Rx `share(replay:scope:)`. RAC has no reference-counted share (see `Multicaster`
    /// for `replay`, `replayLast`, `replayLazily`; Docs/Semantics.md#replay-and-share).
    @inlinable
    package func share(replay: Int, scope: SubjectLifetimeScope) -> Observable<Element> {
        precondition(replay >= 0, "share(replay:scope:): replay must not be negative (got \(replay))")
        let makeSubject: () -> SubjectParts<Element, Element>
        switch (scope, replay) {
        case (.forever, 0):
            let subject = SubjectParts(PublishSubject<Element>())
            makeSubject = { subject }
        case (.forever, _):
            let subject = SubjectParts(ReplaySubject<Element>.create(bufferSize: replay))
            makeSubject = { subject }
        case (.whileConnected, 0):
            makeSubject = { SubjectParts(PublishSubject<Element>()) }
        case (.whileConnected, _):
            makeSubject = { SubjectParts(ReplaySubject<Element>.create(bufferSize: replay)) }
        }
        // RxSwift's own `.whileConnected` shares (replay 0 or 1) tell the subscribers
        // about the source's end before releasing the source; the others are multicasts.
        let multicaster = Multicaster(source: source, releasesAfterForwarding: scope == .whileConnected && replay <= 1,
                                      makeSubject: makeSubject)
        return MulticastObservable(multicaster).engine.refCount(connect: { multicaster.connect() })
    }
}
