// Relays never fail, so each can be seen as an `Infallible` without an error strategy.

extension PublishRelay {
    /// The relay as an `Infallible`: every accepted element, never an end.
    ///
    /// - Returns: An `Infallible` of the elements accepted after each subscription.
    ///
    /// Rx: `PublishRelay.asInfallible()` (RxRelay).
    @inlinable
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

extension BehaviorRelay {
    /// The relay as an `Infallible`: the current value, then every accepted element.
    ///
    /// - Returns: An `Infallible` of the current value, then every accepted element.
    ///
    /// Rx: `BehaviorRelay.asInfallible()` (RxRelay).
    @inlinable
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

extension ReplayRelay {
    /// The relay as an `Infallible`: the buffered elements, then every accepted element.
    ///
    /// - Returns: An `Infallible` of the buffered elements, then every accepted element.
    ///
    /// Rx: `ReplayRelay.asInfallible()` (RxRelay).
    @inlinable
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }

    /// A relay that replays every element it accepted; the same as `createUnbounded()`.
    ///
    /// - Returns: A new relay whose buffer keeps every element.
    ///
    /// Rx: `ReplayRelay.createUnbound()` (RxRelay).
    @inlinable
    public static func createUnbound() -> ReplayRelay<Element> { createUnbounded() }
}
