// Making a shared sequence of any strategy (`asDriver`/`asSignal` are these for the two
// built-in strategies): deliver on the strategy's scheduler, replace an error, share.

extension ObservableConvertibleType {
    /// The sequence as a `SharedSequence` of strategy `S`: delivered on `S.scheduler`, an
    /// error replaced by `onErrorJustReturn` then completion, shared as `S` shares.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy (can be left to type inference).
    ///   - onErrorJustReturn: The last element, sent in place of an error.
    /// - Returns: The shared sequence of the sequence.
    ///
    /// Rx: `asSharedSequence(sharingStrategy:onErrorJustReturn:)` (RxCocoa).
    @inlinable
    public func asSharedSequence<S>(sharingStrategy _: S.Type = S.self, onErrorJustReturn: Element) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// The sequence as a `SharedSequence` of strategy `S`, continuing with
    /// `onErrorDriveWith` after an error.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy (can be left to type inference).
    ///   - onErrorDriveWith: The sequence that follows an error.
    /// - Returns: The shared sequence of the sequence.
    ///
    /// Rx: `asSharedSequence(sharingStrategy:onErrorDriveWith:)` (RxCocoa).
    @inlinable
    public func asSharedSequence<S>(sharingStrategy _: S.Type = S.self, onErrorDriveWith: SharedSequence<S, Element>) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catch { _ in onErrorDriveWith.asObservable() })
    }

    /// The sequence as a `SharedSequence` of strategy `S`, continuing with the sequence
    /// `onErrorRecover` returns for an error.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy (can be left to type inference).
    ///   - onErrorRecover: Makes the sequence that follows an error.
    /// - Returns: The shared sequence of the sequence.
    ///
    /// Rx: `asSharedSequence(sharingStrategy:onErrorRecover:)` (RxCocoa).
    @inlinable
    public func asSharedSequence<S>(sharingStrategy _: S.Type = S.self, onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<S, Element>) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catch { onErrorRecover($0).asObservable() })
    }

    /// A sequence that cannot fail (an `Infallible`, a relay) as a `SharedSequence` of
    /// strategy `S`: delivered on `S.scheduler` and shared as `S` shares, with nothing to
    /// replace an error.
    @inlinable
    func sharedOnStrategyScheduler<S>() -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler))
    }
}
