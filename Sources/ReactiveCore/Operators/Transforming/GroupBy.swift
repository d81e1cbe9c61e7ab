/// `groupBy`: one stage that keeps a group per key, made by the caller's `openGroup`,
/// and routes each element to its group. A group is sent downstream before its first
/// element reaches it.
///
/// Where the dialects differ is a `GroupByRule`:
/// - `.rx`: the end reaches every group, then the outer sequence. The source stays
///   subscribed while the outer subscription or any group subscription lives
///   (`Engine.groupMember`).
/// - `.rac`: the end reaches the outer sequence, then every group. Disposing the outer
///   subscription disposes the source; the groups then simply stop receiving.
extension Engine {
    /// Rx `groupBy(keySelector:)` (groups made with `makeGroup`, e.g. `GroupedObservable`).
    @inlinable
    package func groupBy<Key: Hashable, Group>(
        keySelector: @escaping (Element) throws -> Key,
        makeGroup: @escaping (_ key: Key, _ elements: Observable<Element>) -> Group
    ) -> Observable<Group> {
        groupBy(keySelector: keySelector, rule: .rx) { key, keepAlive in
            let subject = PublishSubject<Element>()
            // `.rx` always passes the source's ref count.
            let group = makeGroup(key, keepAlive.map { Engine.groupMember(subject, $0) } ?? subject.asObservable())
            return (group, EventSink(next: { subject.on(.next($0)) }, end: { subject.on($0.event()) }))
        }
    }

    /// The general form: `openGroup` makes the group for a new key and the sink that
    /// feeds it; under `.rx` it also gets the ref count that group subscriptions must
    /// hold to keep the source subscribed (nil under `.rac`). RAC `-groupBy:transform:`
    /// (`.rac`, groups are `RACGroupedSignal` subjects).
    @inlinable
    package func groupBy<Key: Hashable, Group>(
        keySelector: @escaping (Element) throws -> Key,
        rule: GroupByRule,
        openGroup: @escaping (_ key: Key, _ keepAlive: RefCountDisposable?) -> (group: Group, input: EventSink<Element>)
    ) -> Observable<Group> {
        let source = self.source
        return Observable.make { sink, scope in
            let sourceScope = SubscriptionScope()
            let refCount: RefCountDisposable?
            switch rule {
            case .rx:
                let count = RefCountDisposable(disposable: sourceScope)
                scope.add(count)
                refCount = count
            case .rac:
                scope.add(sourceScope)
                refCount = nil
            }
            let groups = GroupBySink(sink, scope, sourceScope, refCount, rule: rule, keySelector: keySelector, openGroup: openGroup)
            source.subscribeEngine(EventSink(next: groups.next, end: groups.end), sourceScope)
        }
    }
}

/// How `groupBy` ends its groups and what keeps its source subscribed.
@usableFromInline
package enum GroupByRule: Sendable {
    /// Rx: groups end before the outer sequence; group subscriptions keep the source.
    case rx
    /// RAC: the outer sequence ends before the groups; only it keeps the source.
    case rac
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
    @usableFromInline let rule: GroupByRule
    @usableFromInline let keySelector: (Element) throws -> Key
    @usableFromInline let openGroup: (Key, RefCountDisposable?) -> (group: Group, input: EventSink<Element>)

    @inlinable
    init(_ sink: EventSink<Group>, _ scope: SubscriptionScope, _ sourceScope: SubscriptionScope, _ refCount: RefCountDisposable?,
         rule: GroupByRule, keySelector: @escaping (Element) throws -> Key,
         openGroup: @escaping (Key, RefCountDisposable?) -> (group: Group, input: EventSink<Element>)) {
        self.sink = sink
        self.scope = scope
        self.sourceScope = sourceScope
        self.refCount = refCount
        self.rule = rule
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
        if rule == .rac && !scope.isDisposed { sink.end(termination) }
        for input in ended { input.end(termination) }
        if rule == .rx && !scope.isDisposed { sink.end(termination) }
        sourceScope.dispose()
    }
}
