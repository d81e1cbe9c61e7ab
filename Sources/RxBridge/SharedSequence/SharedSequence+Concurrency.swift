// Shared sequences as Swift concurrency sequences.

extension SharedSequence {
    /// The elements as an `AsyncStream`, for `for await` loops on the main actor: the
    /// stream subscribes when made, finishes when the sequence completes, and cancelling
    /// the loop's task (or dropping the stream) disposes the subscription. A shared sequence cannot fail, so the
    /// stream cannot either.
    ///
    /// Rx: `SharedSequence.values` (RxCocoa).
    @MainActor
    public var values: AsyncStream<Element> {
        let source = asObservable()
        return AsyncStream<Element> { continuation in
            let box = UncheckedSendable(continuation)
            let subscription = source.subscribe(
                onNext: { element in
                    // The stream hands each element to one consumer; elements need not be Sendable.
                    nonisolated(unsafe) let element = element
                    box.value.yield(element)
                },
                onCompleted: { box.value.finish() },
                onDisposed: { box.value.finish() }
            )
            let disposable = UncheckedSendable(subscription)
            continuation.onTermination = { @Sendable _ in disposable.value.dispose() }
        }
    }
}
