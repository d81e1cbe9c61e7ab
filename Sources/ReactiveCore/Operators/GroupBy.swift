/// `groupBy`: splits the source into one inner sequence per key.
///
/// ```
/// source:  --a1--b1--a2--|        key: the letter
/// result:  --A---B-------|        A = group "a", B = group "b"
/// group A:   a1------a2--|        (for a subscriber from the start)
/// group B:       b1------|
/// ```
/// - A group is emitted when its first element arrives, before that element is sent
///   to it, so a subscriber that subscribes in `onNext` receives the first element.
///   A group subscribed later gets only the elements from then on (and the end).
/// - Completion and errors reach every group, then the outer sequence. A thrown
///   `keySelector` error does the same with that error.
/// - The source stays subscribed while the outer subscription or any group
///   subscription lives (`Engine.groupMember`). After the outer subscription is
///   disposed, elements still reach the groups that exist; new keys get groups nobody
///   can receive.
extension Engine {
    /// Rx `groupBy(keySelector:)` (groups made with `makeGroup`, e.g. `GroupedObservable`).
    /// RAC `-groupBy:` (`RACGroupedSignal`).
    @inlinable
    package func groupBy<Key: Hashable, Group>(
        keySelector: @escaping (Element) throws -> Key,
        makeGroup: @escaping (_ key: Key, _ elements: Observable<Element>) -> Group
    ) -> Observable<Group> {
        let source = self.source
        return Observable.make { sink, scope in
            let sourceScope = SubscriptionScope()
            let refCount = RefCountDisposable(disposable: sourceScope)
            scope.add(refCount)
            let groups = GroupBySink(sink, scope, sourceScope, refCount, keySelector: keySelector, makeGroup: makeGroup)
            source.subscribeEngine(EventSink(next: groups.next, end: groups.end), sourceScope)
        }
    }
}

/// The state of one `groupBy` subscription.
///
/// Locking rule: none needed. `groups` is only touched by the source's callbacks (one
/// producer); group subscriptions go to the subjects and the ref count, which are
/// thread-safe.
@usableFromInline
package final class GroupBySink<Key: Hashable, Element, Group>: @unchecked Sendable {
    @usableFromInline var groups: [Key: PublishSubject<Element>] = [:]
    @usableFromInline let sink: EventSink<Group>
    /// The outer subscription's scope.
    @usableFromInline let scope: SubscriptionScope
    /// The source subscription's scope, disposed through `refCount` or at the end.
    @usableFromInline let sourceScope: SubscriptionScope
    @usableFromInline let refCount: RefCountDisposable
    @usableFromInline let keySelector: (Element) throws -> Key
    @usableFromInline let makeGroup: (Key, Observable<Element>) -> Group

    @inlinable
    init(_ sink: EventSink<Group>, _ scope: SubscriptionScope, _ sourceScope: SubscriptionScope, _ refCount: RefCountDisposable,
         keySelector: @escaping (Element) throws -> Key, makeGroup: @escaping (Key, Observable<Element>) -> Group) {
        self.sink = sink
        self.scope = scope
        self.sourceScope = sourceScope
        self.refCount = refCount
        self.keySelector = keySelector
        self.makeGroup = makeGroup
    }

    @inlinable func next(_ element: Element) {
        // After a thrown keySelector error the source scope is disposed.
        if sourceScope.isDisposed { return }
        let key: Key
        do {
            key = try keySelector(element)
        } catch {
            return end(.error(error))
        }
        if let subject = groups[key] {
            subject.on(.next(element))
            return
        }
        let subject = PublishSubject<Element>()
        groups[key] = subject
        if !scope.isDisposed {
            sink.next(makeGroup(key, Engine.groupMember(subject, refCount)))
        }
        subject.on(.next(element))
    }

    @inlinable func end(_ termination: Termination) {
        if sourceScope.isDisposed { return }
        let subjects = groups.values
        groups = [:]
        let event: Event<Element> = termination.event()
        for subject in subjects { subject.on(event) }
        if !scope.isDisposed { sink.end(termination) }
        sourceScope.dispose()
    }
}
