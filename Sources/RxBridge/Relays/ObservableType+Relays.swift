// `bind(to:)` for relays, as RxRelay declares it: each element is accepted by every
// relay; an error is a programming error (fatal in debug builds, printed otherwise,
// as for other bindings); completion is dropped (a relay cannot end).

extension ObservableType {
    /// Accepts each element into every relay of `relays`.
    ///
    /// - Parameter relays: The relays that accept each element, in the order given.
    /// - Returns: A disposable that ends the binding. The source's completion ends it
    ///   too, without reaching the relays; an error is a programming error (fatal in
    ///   debug builds, printed in release builds).
    ///
    /// Rx: `bind(to:)` with `PublishRelay`s.
    @inlinable
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bindRelays { element in for relay in relays { relay.accept(element) } }
    }

    /// Accepts each element, as an optional, into every relay of `relays`.
    ///
    /// - Parameter relays: The relays that accept each element (wrapped in an optional), in the order given.
    /// - Returns: A disposable that ends the binding. The source's completion ends it
    ///   too, without reaching the relays; an error is a programming error (fatal in
    ///   debug builds, printed in release builds).
    ///
    /// Rx: `bind(to:)` with `PublishRelay`s of `Element?`.
    @inlinable
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        bindRelays { element in for relay in relays { relay.accept(element) } }
    }

    /// Accepts each element into every relay of `relays` (each becomes its `value`).
    ///
    /// - Parameter relays: The relays that accept each element, in the order given.
    /// - Returns: A disposable that ends the binding. The source's completion ends it
    ///   too, without reaching the relays; an error is a programming error (fatal in
    ///   debug builds, printed in release builds).
    ///
    /// Rx: `bind(to:)` with `BehaviorRelay`s.
    @inlinable
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bindRelays { element in for relay in relays { relay.accept(element) } }
    }

    /// Accepts each element, as an optional, into every relay of `relays`.
    ///
    /// - Parameter relays: The relays that accept each element (wrapped in an optional), in the order given.
    /// - Returns: A disposable that ends the binding. The source's completion ends it
    ///   too, without reaching the relays; an error is a programming error (fatal in
    ///   debug builds, printed in release builds).
    ///
    /// Rx: `bind(to:)` with `BehaviorRelay`s of `Element?`.
    @inlinable
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bindRelays { element in for relay in relays { relay.accept(element) } }
    }

    /// Accepts each element into every relay of `relays`.
    ///
    /// - Parameter relays: The relays that accept each element, in the order given.
    /// - Returns: A disposable that ends the binding. The source's completion ends it
    ///   too, without reaching the relays; an error is a programming error (fatal in
    ///   debug builds, printed in release builds).
    ///
    /// Rx: `bind(to:)` with `ReplayRelay`s.
    @inlinable
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bindRelays { element in for relay in relays { relay.accept(element) } }
    }

    /// Accepts each element, as an optional, into every relay of `relays`.
    ///
    /// - Parameter relays: The relays that accept each element (wrapped in an optional), in the order given.
    /// - Returns: A disposable that ends the binding. The source's completion ends it
    ///   too, without reaching the relays; an error is a programming error (fatal in
    ///   debug builds, printed in release builds).
    ///
    /// Rx: `bind(to:)` with `ReplayRelay`s of `Element?`.
    @inlinable
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        bindRelays { element in for relay in relays { relay.accept(element) } }
    }

    /// Subscribes `accept` for a relay binding: completion is dropped, an error fails
    /// the binding.
    @inlinable
    func bindRelays(_ accept: @escaping (Element) -> Void) -> Disposable {
        asObservable().engine.subscribe(onNext: accept, onError: { error in bindingFailed(error) }, onCompleted: nil, onDisposed: nil)
    }
}
