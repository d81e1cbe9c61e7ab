/// A sequence whose source is shared through a subject, and that starts sharing when
/// `connect()` is called.
///
/// Rx: `ConnectableObservableType`. RAC: `RACMulticastConnection`.
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes the subject to the source; disposing the result disconnects it.
    ///
    /// - Returns: the connection; dispose it to disconnect.
    ///
    /// Rx: `connect()`. RAC: `-connect` (`RACMulticastConnection`).
    func connect() -> Disposable
}

/// The base class of connectable sequences (`publish()`, `replay(_:)`, `multicast`).
///
/// `@unchecked Sendable` by `Observable`'s rule: it stores nothing; a subclass guards
/// its connection state with a lock (`MulticastObservable`'s `Multicaster` does).
///
/// Rx: `ConnectableObservable`. RAC: `RACMulticastConnection` (`signal` + `connect`).
open class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType, @unchecked Sendable {
    /// Creates a connectable sequence.
    public override init() { super.init() }

    /// Subscribes the subject to the source. Subclasses override it.
    ///
    /// - Returns: the connection; dispose it to disconnect.
    ///
    /// Rx: `ConnectableObservable.connect()`.
    open func connect() -> Disposable {
        preconditionFailure("ConnectableObservable.connect() is abstract: a subclass must override it")
    }
}

/// The two sides of a subject, taken apart where its types are concrete: where the
/// source's events go, and what subscribers subscribe to.
@frozen @usableFromInline
package struct SubjectParts<Input, Element> {
    @usableFromInline package let on: (Event<Input>) -> Void
    @usableFromInline package let observable: Observable<Element>

    @inlinable package init(on: @escaping (Event<Input>) -> Void, observable: Observable<Element>) {
        self.on = on
        self.observable = observable
    }

    /// The parts of `subject`.
    @inlinable package init<Subject: SubjectType>(_ subject: Subject) where Subject.Observer.Element == Input, Subject.Element == Element {
        let observer = subject.asObserver()
        on = { observer.on($0) }
        observable = subject.asObservable()
    }
}
