/// The engine of the Rx subjects: a list of subscribed handlers and the terminal event,
/// which ends the subject: later events are ignored and late subscribers receive it at
/// once. (RAC subjects keep no terminal state and serialize their senders: they run on
/// `SerialHub`; Docs/Semantics.md#subjects-after-termination.)
///
/// Locking rule: `state` (subscribers, terminal event, disposed flag) is only reached
/// under its lock. Handlers are called outside it, on the snapshot of the subscriber
/// list (`ObserverList`) current when the event arrived, so a handler may subscribe,
/// dispose or send again.
@usableFromInline
package final class SubjectHub<Element>: UncheckedStateOwner<SubjectHubFields>, HubSending, @unchecked Sendable {
    @usableFromInline package typealias Handler = EventSink<Element>
    /// The subscribers an event goes to (a detached one's slot may hold a sink that ignores it).
    @usableFromInline package typealias Receivers = ObserverList<Handler>.Snapshot

    @usableFromInline
    package struct State {
        @usableFromInline package var observers = ObserverList<Handler>()
        /// The terminal event, once the subject has ended.
        @usableFromInline package var terminal: Event<Element>?
        @usableFromInline package var disposed = false

        @inlinable init() {}

        /// The subscribers (for subjects that decide under the hub's lock).
        @inlinable package var subscribers: Receivers { observers.slots }
    }

    @usableFromInline let state = Locked(State())
    /// Detaches a subscriber by id; one closure per hub, registered in each subscriber's
    /// scope with its id, so a subscription costs no closure context of its own. Weak:
    /// a scope outliving the hub must not keep it (the hub's handlers hold the scope).
    /// Stored as `uncheckedState`, written once, in `init` (it captures `self`, so it
    /// cannot be a `let`), then only read: no dynamic exclusivity check is needed.
    @inlinable var remover: (UInt64) -> Void { uncheckedState.remover }

    @inlinable package init() {
        super.init(uncheckedState: SubjectHubFields())
        // Built here, where `Element` is concrete, so detaching runs specialized code.
        uncheckedState.remover = { [weak self] id in self?.detach(id) }
    }

    /// Whether any subscriber is attached.
    @inlinable package var hasObservers: Bool { state.withLock { !$0.observers.isEmpty } }

    /// Whether the hub was disposed.
    @inlinable package var isDisposed: Bool { state.withLock { $0.disposed } }

    /// Sends `element` to every current subscriber.
    @inlinable package func next(_ element: Element) {
        let receivers = state.withLock { state -> Receivers in
            if state.disposed || state.terminal != nil { return [] }
            return state.observers.slots
        }
        for receiver in receivers { receiver.handler.next(element) }
    }

    /// Ends the sequence of every current subscriber and detaches them all.
    @inlinable package func end(_ termination: Termination) {
        let receivers = state.withLock { state -> Receivers in
            if state.disposed || state.terminal != nil { return [] }
            return terminateLocked(&state, termination.event())
        }
        for receiver in receivers { receiver.handler.end(termination) }
    }

    /// Runs `body` under the hub's lock (for subjects with state of their own, such as
    /// a replay buffer, that must change atomically with the subscriber list).
    @inlinable package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try state.withLock(body)
    }

    /// Records `event` as the end and detaches everyone; returns who to tell.
    /// Call under `withLock`.
    @inlinable
    package func terminateLocked(_ state: inout State, _ event: Event<Element>) -> Receivers {
        state.terminal = event
        return state.observers.removeAll()
    }

    /// Attaches `handler` until `scope` is disposed (call under `withLock`); returns the
    /// event to deliver at once instead, if the hub has terminated or was disposed.
    /// The result is either the event to send at once, or the id to `detach` later.
    @inlinable
    package func attachLocked(_ state: inout State, _ handler: Handler) -> Result<UInt64, ImmediateEvent> {
        if let terminal = state.terminal { return .failure(ImmediateEvent(terminal)) }
        if state.disposed { return .failure(ImmediateEvent(.error(RxError.disposed(object: self)))) }
        return .success(state.observers.attach(handler))
    }

    /// An event a new subscriber receives at once instead of being attached.
    @usableFromInline
    package struct ImmediateEvent: Swift.Error, @unchecked Sendable {
        @usableFromInline package let event: Event<Element>
        @inlinable init(_ event: Event<Element>) { self.event = event }
    }

    /// Detaches subscriber `id` when `scope` is disposed.
    @inlinable package func detach(_ id: UInt64, on scope: SubscriptionScope) {
        scope.onDispose(call: remover, with: id)
    }

    /// Attaches `handler` until `scope` is disposed; a terminated hub sends its terminal
    /// event at once instead.
    @inlinable package func subscribe(_ handler: Handler, _ scope: SubscriptionScope) {
        switch state.withLock({ attachLocked(&$0, handler) }) {
        case .success(let id): detach(id, on: scope)
        case .failure(let immediate): handler.on(immediate.event)
        }
    }

    /// The hub's `subscribe` as a closure. Subjects build it in their `@inlinable` init,
    /// where `Element` is concrete, so that subscribing (an override reached through a
    /// generic class's vtable) runs specialized code rather than generic metadata lookups.
    @inlinable package func subscriber() -> (EventSink<Element>, SubscriptionScope) -> Void {
        { [unowned self] sink, scope in self.subscribe(sink, scope) }
    }

    @inlinable func detach(_ id: UInt64) {
        // The handler is released here, outside the lock (its release may run deinits).
        _ = state.withLock { $0.observers.detach(id) }
    }

    /// Detaches every subscriber without an event and refuses later events.
    @inlinable package func dispose() {
        let detached = state.withLock { state in
            state.disposed = true
            state.terminal = nil
            return state.observers.removeAll()
        }
        _ = detached
    }
}

/// The state of a `SubjectHub` outside its lock: its `remover`, written once in `init`.
/// A struct, not the closure itself as `UncheckedStateOwner`'s `State`: a closure stored
/// as a generic parameter is kept in its most general form and converted (allocating a
/// context) on every read.
@usableFromInline
package struct SubjectHubFields {
    @usableFromInline var remover: (UInt64) -> Void = { _ in }

    @inlinable init() {}
}
