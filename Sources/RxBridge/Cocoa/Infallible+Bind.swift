// The `bind(to:)` overloads RxCocoa adds to `InfallibleType` beyond those in
// Traits/Infallible+Operators.swift: relays of optional elements, and a curried binder.

extension InfallibleType {
    /// Accepts each element, as an optional, into every relay of `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    ///
    /// - Returns: A disposable that ends the binding.
    ///
    /// Rx: `Infallible.bind(to:)` with `BehaviorRelay`s of `Element?` (RxCocoa).
    @inlinable
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts each element, as an optional, into every relay of `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    ///
    /// - Returns: A disposable that ends the binding.
    ///
    /// Rx: `Infallible.bind(to:)` with `PublishRelay`s of `Element?` (RxCocoa).
    @inlinable
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts each element, as an optional, into every relay of `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    ///
    /// - Returns: A disposable that ends the binding.
    ///
    /// Rx: `Infallible.bind(to:)` with `ReplayRelay`s of `Element?` (RxCocoa).
    @inlinable
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Returns `binder(self)(curriedArgument)`: a binding function that takes one more
    /// argument after the sequence.
    ///
    /// - Parameters:
    ///   - binder: Called with this sequence, then with `curriedArgument`.
    ///   - curriedArgument: The binder's last argument.
    ///
    /// - Returns: What `binder(self)(curriedArgument)` returns.
    ///
    /// Rx: `Infallible.bind(to:curriedArgument:)` (RxCocoa).
    @inlinable
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }
}
