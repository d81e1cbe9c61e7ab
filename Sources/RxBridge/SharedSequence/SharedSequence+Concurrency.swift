// Shared sequences as Swift concurrency sequences.

extension SharedSequence {
    /// The elements as an `AsyncStream`, for `for await` loops on the main actor: the
    /// stream subscribes when made, finishes when the sequence completes, and cancelling
    /// the loop's task (or dropping the stream) disposes the subscription. A shared
    /// sequence cannot fail, so the stream cannot either.
    ///
    /// Rx: `SharedSequence.values` (RxCocoa).
    @MainActor
    public var values: AsyncStream<Element> { asObservable().elementStream() }
}
