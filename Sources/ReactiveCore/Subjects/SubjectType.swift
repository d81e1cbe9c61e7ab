/// A sequence that is also an observer: events sent to it go to its subscribers.
///
/// Rx: `SubjectType`. RAC: `RACSubject` (a `RACSignal` and a `RACSubscriber`).
public protocol SubjectType: ObservableType {
    /// The observer side of the subject.
    associatedtype Observer: ObserverType

    /// The subject as an observer.
    func asObserver() -> Observer
}

/// A subject's engine that takes events and says whether anyone listens (the replay and
/// behavior hubs). RAC subjects wrap one behind their sender gate; generic code over it
/// is specialized where the subject is made, so a value reaches the hub in one call.
@usableFromInline
package protocol EventHub<Element>: AnyObject {
    associatedtype Element
    func on(_ event: Event<Element>)
    var hasObservers: Bool { get }
}
