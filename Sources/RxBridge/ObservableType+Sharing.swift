extension ObservableType {
    /// A connectable sequence that shares this one through `subject`: subscribers
    /// subscribe to the subject; `connect()` subscribes the subject to this sequence.
    ///
    /// - Parameter subject: The one subject every connection goes through: subscribers
    ///   subscribe to it, and `connect()` subscribes it to this sequence.
    /// - Returns: A connectable observable; nothing is subscribed to this sequence until
    ///   `connect()`.
    ///
    /// Rx: `multicast(_:)`. RAC: `-multicast:`.
    @inlinable
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        let parts = SubjectParts(subject)
        return engine.multicast(makeSubject: { parts })
    }

    /// A connectable sequence that shares this one through a subject from
    /// `makeSubject`, made on first use and made again after each connection ends.
    ///
    /// - Parameter makeSubject: Makes the subject of each connection: on first use, and
    ///   again after a connection ends.
    /// - Returns: A connectable observable; nothing is subscribed to this sequence until
    ///   `connect()`.
    ///
    /// Rx: `multicast(makeSubject:)`.
    @inlinable
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        engine.multicast(makeSubject: { SubjectParts(makeSubject()) })
    }

    /// For each subscription, shares this sequence through a fresh subject inside
    /// `selector`'s sequence, and connects once that sequence is subscribed. A thrown
    /// error ends the subscription with it.
    ///
    /// - Parameters:
    ///   - subjectSelector: Makes the subject of one subscription.
    ///   - selector: Builds the result from the shared sequence; the source is connected
    ///     after the result is subscribed.
    /// - Returns: An observable whose every subscription has its own subject and connection.
    ///
    /// Rx: `multicast(_:selector:)`.
    @inlinable
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        engine.multicast(makeSubject: { SubjectParts(try subjectSelector()) }, selector: selector)
    }

    /// `multicast` through a `PublishSubject` (a fresh one per connection).
    ///
    /// ```
    /// source:      --1--2--3--|
    /// connect at 1.5:  2--3--|
    /// ```
    ///
    /// - Returns: A connectable observable that sends subscribers only the elements that
    ///   arrive after they subscribed.
    ///
    /// Rx: `publish()`. RAC: `-publish` (which connects only once, Docs/Semantics.md#multicast-connection).
    @inlinable
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject() })
    }

    /// `multicast` through a `ReplaySubject` of `bufferSize` (a fresh one per
    /// connection). A negative `bufferSize` is a precondition failure.
    ///
    /// - Parameter bufferSize: How many of the latest elements a new subscriber receives
    ///   first; 0 replays none.
    /// - Returns: A connectable observable that replays up to `bufferSize` elements.
    ///
    /// Rx: `replay(_:)`. RAC: `-replay` / `-replayLast` connect at once and never
    /// disconnect (Docs/Semantics.md#replay-and-share).
    @inlinable
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        precondition(bufferSize >= 0, "replay(_:): bufferSize must not be negative (got \(bufferSize))")
        return multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })
    }

    /// `multicast` through an unbounded `ReplaySubject` (a fresh one per connection).
    ///
    /// - Returns: A connectable observable that replays every element of the connection.
    ///
    /// Rx: `replayAll()`. RAC: `-replay` (connected at once, Docs/Semantics.md#replay-and-share).
    @inlinable
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.createUnbounded() })
    }

    /// Shares one subscription to this sequence among all subscribers, and replays the
    /// last `replay` elements to each new one.
    ///
    /// The first subscriber subscribes to the source; when the last one leaves, the
    /// source subscription is disposed, and the next subscriber subscribes again. With
    /// `.whileConnected` (default) each connection has a fresh subject: nothing stale
    /// is replayed, and after the source terminates the next subscriber resubscribes.
    /// With `.forever` one subject is kept: a later subscriber gets its stale buffer,
    /// and after the source terminated, only the buffer and the terminal event.
    /// A negative `replay` is a precondition failure.
    ///
    /// ```
    /// source:        --1--2--3--4-     share(replay: 1)
    /// sub A at 0:    --1--2--3--4-
    /// sub B at 2.5:        2-3--4-
    /// ```
    ///
    /// - Parameters:
    ///   - replay: How many of the latest elements a new subscriber receives first; the
    ///     default, 0, replays none.
    ///   - scope: Whether the subject lives for one connection (`.whileConnected`, the
    ///     default) or for the result's lifetime (`.forever`).
    /// - Returns: An observable that shares one subscription to this sequence.
    ///
    /// Rx: `share(replay:scope:)`. RAC: `-replayLazily` never disconnects and
    /// `-replay` connects at once (Docs/Semantics.md#replay-and-share).
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        engine.share(replay: replay, scope: scope)
    }
}

extension ConnectableObservableType {
    /// Connects while there are subscribers: the first subscriber connects, the last
    /// one to leave disconnects, and the next connects again; after the shared sequence
    /// terminates the next subscriber connects anew.
    ///
    /// - Returns: An observable that connects this connectable on its first subscriber and
    ///   disconnects after its last.
    ///
    /// Rx: `refCount()`. RAC: `-[RACMulticastConnection autoconnect]`, which never
    /// reconnects (Docs/Semantics.md#multicast-connection).
    @inlinable
    public func refCount() -> Observable<Element> {
        let connectable = self
        return asObservable().engine.refCount(connect: { connectable.connect() })
    }
}
