/// The engine of every subject: a list of subscribed handlers and, for Rx subjects,
/// the terminal event that late subscribers receive.
///
/// `remembersTermination` is the one behavioral parameter between the dialects: Rx
/// subjects keep their terminal event, ignore later events and replay the end to late
/// subscribers; RAC subjects keep no terminal state (a late subscriber gets no
/// completion, and later `sendNext` calls still reach it; SEMANTICS P6).
///
/// Locking rule: `lock` guards `entries`, `nextId`, `terminal` and `disposed`.
/// Handlers are called outside it, on a snapshot of `entries`, so a handler may
/// subscribe, dispose or send again.
@usableFromInline
package final class SubjectHub<Element>: @unchecked Sendable {
    @usableFromInline package typealias Handler = (Event<Element>) -> Void

    @usableFromInline let lock = Lock()
    @usableFromInline var entries: ContiguousArray<(id: UInt64, handler: Handler)> = []
    @usableFromInline var nextId: UInt64 = 0
    @usableFromInline package private(set) var terminal: Event<Element>?
    @usableFromInline package private(set) var disposed = false
    @usableFromInline let remembersTermination: Bool

    @inlinable package init(remembersTermination: Bool) {
        self.remembersTermination = remembersTermination
    }

    /// Whether any subscriber is attached.
    @inlinable package var hasObservers: Bool { lock.withLock { !entries.isEmpty } }

    /// Whether the hub accepts no more events (Rx: terminated; both: disposed).
    @inlinable package var isStopped: Bool { lock.withLock { terminal != nil || disposed } }

    /// Sends `event` to every current subscriber. A terminal event detaches them all.
    @inlinable package func on(_ event: Event<Element>) {
        let receivers = lock.withLock { () -> ContiguousArray<(id: UInt64, handler: Handler)> in
            if disposed || terminal != nil { return [] }
            if event.isStopEvent {
                if remembersTermination { terminal = event }
                defer { entries = [] }
                return entries
            }
            return entries
        }
        for receiver in receivers { receiver.handler(event) }
    }

    /// Runs `body` under the hub's lock (for subjects with state of their own, such as
    /// a replay buffer, that must change atomically with the subscriber list).
    @inlinable package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        try lock.withLock(body)
    }

    /// Attaches `handler` (call under `withLock`); returns the event to deliver at once
    /// instead, if the hub has terminated or was disposed.
    @inlinable package func attachLocked(_ handler: @escaping Handler, _ scope: SubscriptionScope) -> Event<Element>? {
        if let terminal { return terminal }
        if disposed { return .error(RxError.disposed(object: self)) }
        let id = nextId
        nextId &+= 1
        entries.append((id, handler))
        scope.onDispose { [weak self] in self?.detach(id) }
        return nil
    }

    /// Attaches `handler` until `scope` is disposed; a terminated hub sends its terminal
    /// event at once instead.
    @inlinable package func subscribe(_ handler: @escaping Handler, _ scope: SubscriptionScope) {
        if let immediate = lock.withLock({ attachLocked(handler, scope) }) {
            handler(immediate)
        }
    }

    @inlinable func detach(_ id: UInt64) {
        lock.withLock {
            if let index = entries.firstIndex(where: { $0.id == id }) { entries.remove(at: index) }
        }
    }

    /// Detaches every subscriber without an event and refuses later events.
    @inlinable package func dispose() {
        lock.withLock {
            disposed = true
            entries = []
            terminal = nil
        }
    }

    /// Records `event` as the terminal event (for subjects that decide termination
    /// under their own lock, such as `AsyncSubject`).
    @inlinable package func markTerminatedLocked(_ event: Event<Element>) -> ContiguousArray<(id: UInt64, handler: Handler)> {
        if remembersTermination { terminal = event }
        defer { entries = [] }
        return entries
    }

    /// The current subscribers (call under `withLock`).
    @inlinable package var entriesLocked: ContiguousArray<(id: UInt64, handler: Handler)> { entries }
}
