/// A RAC subject's engine (`SerialHub`, `SerialReplayHub`, `SerialBehaviorHub`):
/// serialized sends, synchronous subscription. `RACSubject`'s init is generic over it,
/// so each send is one closure call into specialized code.
@usableFromInline
package protocol SerializingHub<Element>: HubSending {
    associatedtype Element
    /// Attaches `sink` until `scope` is disposed (after what the hub replays to it).
    func subscribe(_ sink: EventSink<Element>, _ scope: SubscriptionScope)
    /// Whether any subscriber is attached.
    var hasObservers: Bool { get }
}
