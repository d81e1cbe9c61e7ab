/// The engine of `BehaviorSubject`: a `SubjectHub` plus the current value, which a new
/// subscriber receives first. After a terminal event, later elements are ignored and a
/// new subscriber receives only the terminal event. (RAC's behavior subject keeps no
/// terminal state and runs on `SerialBehaviorHub`.)
///
/// Locking rule: `current` changes together with the subscriber list, under the hub's
/// lock. The value is delivered to a new subscriber outside the lock, through a
/// `ReplayHandoff`, so an element sent meanwhile arrives after it, once.
@usableFromInline
package final class BehaviorHub<Element>: UncheckedStateOwner<Element>, HubSending, @unchecked Sendable {
    @usableFromInline let hub: SubjectHub<Element>
    /// The current value (`uncheckedState`), guarded by `hub`'s lock (which stands for
    /// the dynamic exclusivity check).
    @inlinable var current: Element {
        get { uncheckedState }
        set { uncheckedState = newValue }
    }

    @inlinable package init(value: Element) {
        hub = SubjectHub()
        super.init(uncheckedState: value)
    }

    @inlinable package var hasObservers: Bool { hub.hasObservers }
    @inlinable package var isDisposed: Bool { hub.isDisposed }
    @inlinable package func dispose() { hub.dispose() }

    /// The current value; the error after an error, `RxError.disposed` after disposal.
    @inlinable package func value(disposedObject: AnyObject) throws -> Element {
        let result = hub.withLock { state -> Result<Element, Swift.Error> in
            if state.disposed { return .failure(RxError.disposed(object: disposedObject)) }
            if case .error(let error)? = state.terminal { return .failure(error) }
            return .success(current)
        }
        return try result.get()
    }

    /// Makes `element` the current value and sends it to every current subscriber.
    @inlinable package func next(_ element: Element) {
        let receivers = hub.withLock { state -> SubjectHub<Element>.Receivers in
            if state.disposed || state.terminal != nil { return [] }
            current = element
            return state.subscribers
        }
        for receiver in receivers { receiver.handler.next(element) }
    }

    /// Ends every current subscriber; the value stays readable after a completion.
    @inlinable package func end(_ termination: Termination) { hub.end(termination) }

    /// Subscription as a closure assembled where `Element` is concrete.
    /// `owner` is the subject named by `RxError.disposed`.
    @inlinable package func subscriber() -> (_ owner: AnyObject, EventSink<Element>, SubscriptionScope) -> Void {
        { [unowned self] disposedObject, sink, scope in
            let gate = ReplayHandoff(sink)
            let attached = hub.withLock { state -> Result<(UInt64, Element), SubjectHub<Element>.ImmediateEvent> in
                if state.disposed { return .failure(.init(.error(RxError.disposed(object: disposedObject)))) }
                return hub.attachLocked(&state, gate.sink).map { ($0, current) }
            }
            switch attached {
            case .success(let (id, value)):
                hub.detach(id, on: scope)
                gate.replay(CollectionOfOne(value), scope)
            case .failure(let immediate):
                sink.on(immediate.event)
            }
        }
    }
}
