/// `groupBy`: one stage that keeps a group per key, made by the caller's `openGroup`,
/// and routes each element to its group. A group is sent downstream before its first
/// element reaches it.
///
/// Where the dialects differ is `Dialect.groupsKeepSourceSubscribed`
/// (Docs/Semantics.md#group-by):
/// - Rx (`true`): the end reaches every group, then the outer sequence. The source
///   stays subscribed while the outer subscription or any group subscription lives
///   (`Engine.groupMember`).
/// - RAC (`false`): the end reaches the outer sequence, then every group. Disposing the
///   outer subscription disposes the source; the groups then simply stop receiving.
extension Engine {
    /// Rx `groupBy(keySelector:)` (groups made with `makeGroup`, e.g. `GroupedObservable`).
    @inlinable
    package func groupBy<Key: Hashable, Group>(
        keySelector: @escaping (Element) throws -> Key,
        makeGroup: @escaping (_ key: Key, _ elements: Observable<Element>) -> Group
    ) -> Observable<Group> {
        groupBy(keySelector: keySelector, dialect: .rx) { key, keepAlive in
            let subject = PublishSubject<Element>()
            // Rx's groups keep the source: the ref count is always passed.
            let group = makeGroup(key, keepAlive.map { Engine.groupMember(subject, $0) } ?? subject.asObservable())
            return (group, EventSink(next: { subject.on(.next($0)) }, end: { subject.on($0.event()) }))
        }
    }

    /// The general form: `openGroup` makes the group for a new key and the sink that
    /// feeds it; when the dialect's groups keep the source subscribed (Rx) it also gets
    /// the ref count that group subscriptions must hold for that (nil for RAC). RAC
    /// `-groupBy:transform:` (`.rac`, groups are `RACGroupedSignal` subjects).
    @inlinable
    package func groupBy<Key: Hashable, Group>(
        keySelector: @escaping (Element) throws -> Key,
        dialect: Dialect,
        openGroup: @escaping (_ key: Key, _ keepAlive: RefCountDisposable?) -> (group: Group, input: EventSink<Element>)
    ) -> Observable<Group> {
        let source = self.source
        let groupsKeepSource = dialect.groupsKeepSourceSubscribed
        return Observable.make { sink, scope in
            let sourceScope = SubscriptionScope()
            let refCount: RefCountDisposable?
            if groupsKeepSource {
                let count = RefCountDisposable(disposable: sourceScope)
                scope.add(count)
                refCount = count
            } else {
                scope.add(sourceScope)
                refCount = nil
            }
            let groups = GroupBySink(sink, scope, sourceScope, refCount, groupsEndFirst: groupsKeepSource,
                                     keySelector: keySelector, openGroup: openGroup)
            source.subscribeEngine(EventSink(next: groups.next, end: groups.end), sourceScope)
        }
    }
}

/// The state of one `groupBy` subscription.
///
/// Locking rule: none needed. `groups` and `inputs` are only touched by the source's
/// callbacks (one producer); group subscriptions go to the groups and the ref count,
/// which are thread-safe.
@usableFromInline
package final class GroupBySink<Key: Hashable, Element, Group>: @unchecked Sendable {
    /// The index in `inputs` of each key's group.
    @usableFromInline var groups: [Key: Int] = [:]
    /// The groups' sinks, in the order the groups were created.
    @usableFromInline var inputs: [EventSink<Element>] = []
    @usableFromInline let sink: EventSink<Group>
    /// The outer subscription's scope.
    @usableFromInline let scope: SubscriptionScope
    /// The source subscription's scope, disposed through `refCount` (or `scope`) or at the end.
    @usableFromInline let sourceScope: SubscriptionScope
    @usableFromInline let refCount: RefCountDisposable?
    /// Whether the end reaches the groups before the outer sequence (Rx) or after it
    /// (RAC): the order that goes with `Dialect.groupsKeepSourceSubscribed`.
    @usableFromInline let groupsEndFirst: Bool
    @usableFromInline let keySelector: (Element) throws -> Key
    @usableFromInline let openGroup: (Key, RefCountDisposable?) -> (group: Group, input: EventSink<Element>)

    @inlinable
    init(_ sink: EventSink<Group>, _ scope: SubscriptionScope, _ sourceScope: SubscriptionScope, _ refCount: RefCountDisposable?,
         groupsEndFirst: Bool, keySelector: @escaping (Element) throws -> Key,
         openGroup: @escaping (Key, RefCountDisposable?) -> (group: Group, input: EventSink<Element>)) {
        self.sink = sink
        self.scope = scope
        self.sourceScope = sourceScope
        self.refCount = refCount
        self.groupsEndFirst = groupsEndFirst
        self.keySelector = keySelector
        self.openGroup = openGroup
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
        if let index = groups[key] {
            inputs[index].next(element)
            return
        }
        let (group, input) = openGroup(key, refCount)
        groups[key] = inputs.count
        inputs.append(input)
        if !scope.isDisposed {
            sink.next(group)
        }
        input.next(element)
    }

    @inlinable func end(_ termination: Termination) {
        if sourceScope.isDisposed { return }
        let ended = inputs
        groups = [:]
        inputs = []
        if !groupsEndFirst && !scope.isDisposed { sink.end(termination) }
        for input in ended { input.end(termination) }
        if groupsEndFirst && !scope.isDisposed { sink.end(termination) }
        sourceScope.dispose()
    }
}
