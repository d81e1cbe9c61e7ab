/// The engine of `RACBehaviorSubject`: a `SerialHub` (RAC's serialized sends) plus the
/// current value, which a new subscriber receives first.
///
/// No stopped state (Docs/Semantics.md#subjects-after-termination): a subscriber gets
/// the current value first, even after the end, and later values keep updating it and
/// reaching whoever is attached.
///
/// Locking rule: `current` is only touched holding the hub's gate
/// (`SerialHub.exclusively`), which subscribing takes too, so the value and the
/// attachment are one step. Detaching never waits for the gate (see `SerialHub`).
@usableFromInline
package final class SerialBehaviorHub<Element>: UncheckedStateOwner<Element>, SerializingHub, @unchecked Sendable {
    @usableFromInline let hub = SerialHub<Element>()
    /// The current value (`uncheckedState`), touched only holding the hub's gate.
    @inlinable var current: Element {
        get { uncheckedState }
        set { uncheckedState = newValue }
    }

    /// A hub whose current value is `value`.
    @inlinable package init(value: Element) { super.init(uncheckedState: value) }

    @inlinable package var hasObservers: Bool { hub.hasObservers }

    /// Makes `element` the current value and sends it to the current subscribers, serialized.
    @inlinable package func next(_ element: Element) {
        hub.exclusively {
            current = element
            hub.next(element)
        }
    }

    /// Ends the current subscribers; the value stays, for later subscribers.
    @inlinable package func end(_ termination: Termination) { hub.end(termination) }

    /// Attaches `sink` until `scope` is disposed, then sends it the current value.
    @inlinable package func subscribe(_ sink: EventSink<Element>, _ scope: SubscriptionScope) {
        hub.exclusively {
            // Attached first, as RAC does: a value the subscriber sends from inside the
            // current value's delivery reaches it too (nested, on this thread), while
            // other threads' sends wait for the gate and so come after.
            hub.subscribe(sink, scope)
            if !scope.isDisposed { sink.next(current) }
        }
    }
}
