/// A sequence that is also an observer: events sent to it go to its subscribers.
///
/// Rx: `SubjectType`. RAC: `RACSubject` (a `RACSignal` and a `RACSubscriber`).
public protocol SubjectType: ObservableType {
    /// The observer side of the subject.
    associatedtype Observer: ObserverType

    /// The subject as an observer: events sent to it go to the subject's subscribers.
    ///
    /// - Returns: the observer side of the subject.
    ///
    /// Rx: `SubjectType.asObserver()`.
    func asObserver() -> Observer
}
