/// The send side of every subject engine (the Rx hubs and the serialized RAC hubs):
/// elements and the end arrive on separate paths, as in `EventSink`, and `on` splits a
/// whole event onto them.
@usableFromInline
package protocol HubSending<Element>: AnyObject {
    associatedtype Element
    /// Sends `element` to the current subscribers.
    func next(_ element: Element)
    /// Ends the current subscribers' sequences and detaches them.
    func end(_ termination: Termination)
}

extension HubSending {
    /// Sends `event`: an element through `next`, a terminal event through `end`.
    @inlinable package func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): next(element)
        case .error(let error): end(.error(error))
        case .completed: end(.completed)
        }
    }
}
