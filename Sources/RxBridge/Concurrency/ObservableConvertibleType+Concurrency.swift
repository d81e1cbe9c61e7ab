/// Async/await bridges of the Rx facade (RxSwift 6.5+).

extension ObservableConvertibleType {
    /// The elements as an `AsyncThrowingStream`: `for try await x in observable.values`.
    ///
    /// The stream subscribes when it is created; the sequence's error is thrown by the
    /// loop, its completion ends the loop. Cancelling the consuming task disposes the
    /// subscription, and the loop then ends by throwing `CancellationError` (so does any
    /// other disposal before the end). Elements are buffered while the consumer is busy.
    ///
    /// Rx: `values`.
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        let source = asObservable()
        return AsyncThrowingStream<Element, Swift.Error> { continuation in
            let box = UncheckedSendable(continuation)
            let subscription = source.subscribe(
                onNext: { element in
                    // The stream hands each element to one consumer; Rx elements need not be Sendable.
                    nonisolated(unsafe) let element = element
                    box.value.yield(element)
                },
                onError: { box.value.finish(throwing: $0) },
                onCompleted: { box.value.finish() },
                // After an error or the completion the stream is already finished and
                // this does nothing: only a disposal before the end throws.
                onDisposed: { box.value.finish(throwing: CancellationError()) }
            )
            let disposable = UncheckedSendable(subscription)
            continuation.onTermination = { @Sendable termination in
                if case .cancelled = termination { disposable.value.dispose() }
            }
        }
    }
}

extension InfallibleType {
    /// The elements as an `AsyncStream`: `for await x in infallible.values`.
    ///
    /// Cancelling the consuming task disposes the subscription.
    ///
    /// Rx: `Infallible.values`.
    public var values: AsyncStream<Element> { asObservable().elementStream() }
}

extension Observable {
    /// The elements of a sequence that cannot fail (an `Infallible`, a `Driver` or a
    /// `Signal`) as an `AsyncStream`: the stream subscribes when made and finishes at the
    /// sequence's end; cancelling the consuming task (or dropping the stream) disposes
    /// the subscription. The one implementation of the non-throwing `values`.
    func elementStream() -> AsyncStream<Element> {
        let source = self
        return AsyncStream<Element> { continuation in
            let box = UncheckedSendable(continuation)
            let subscription = source.subscribe(
                onNext: { element in
                    // The stream hands each element to one consumer; Rx elements need not be Sendable.
                    nonisolated(unsafe) let element = element
                    box.value.yield(element)
                },
                onError: { _ in box.value.finish() },
                onCompleted: { box.value.finish() },
                onDisposed: { box.value.finish() }
            )
            let disposable = UncheckedSendable(subscription)
            continuation.onTermination = { @Sendable termination in
                if case .cancelled = termination { disposable.value.dispose() }
            }
        }
    }
}

extension AsyncSequence {
    /// The sequence as an `Observable`: each subscription iterates it in a new detached
    /// `Task` of `priority`, which is cancelled when the subscription is disposed. A
    /// thrown error becomes the observable's error; the end of the sequence, and a
    /// `CancellationError`, its completion.
    ///
    /// - Parameter priority: The priority of the task that iterates the sequence; `nil`
    ///   (the default) lets the task inherit none.
    /// - Returns: An observable of the sequence's elements, one iteration per subscription.
    ///
    /// Rx: `asObservable(priority:)` on `AsyncSequence`.
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        let sequence = self
        return Engine.create { observer in
            // The loop is built here and only run by the task, which owns it from then on.
            let iterate = UncheckedSendable({ () async -> Void in
                do {
                    for try await element in sequence {
                        observer.onNext(element)
                    }
                    observer.onCompleted()
                } catch is CancellationError {
                    observer.onCompleted()
                } catch {
                    observer.onError(error)
                }
            })
            let task = Task.detached(priority: priority) { await iterate.value() }
            return Disposables.create { task.cancel() }
        }
    }
}

/// Resumes a continuation once, whoever comes first: the sequence's event or the
/// task's cancellation.
final class OneShotContinuation<Value>: @unchecked Sendable {
    // Locking rule: `lock` guards `continuation`; it is resumed outside the lock.
    private let lock = Lock()
    private var continuation: CheckedContinuation<UncheckedSendable<Value>, Swift.Error>?
    /// Disposes the subscription when the task is cancelled.
    let subscription = SingleAssignmentDisposable()

    func install(_ continuation: CheckedContinuation<UncheckedSendable<Value>, Swift.Error>) {
        lock.withLock { self.continuation = continuation }
    }

    private func take() -> CheckedContinuation<UncheckedSendable<Value>, Swift.Error>? {
        lock.withLock {
            defer { continuation = nil }
            return continuation
        }
    }

    func resume(returning value: Value) {
        take()?.resume(returning: UncheckedSendable(value))
    }

    func resume(throwing error: Swift.Error) {
        take()?.resume(throwing: error)
    }

    /// Subscribes with `subscribe` (always, even in a task cancelled already) and awaits
    /// the first of its results. Cancelling the task disposes the subscription; the
    /// subscriber's `onDisposed` then resumes with `CancellationError`, unless a result
    /// came first (a synchronous source still delivers its result in a cancelled task).
    static func await(_ subscribe: @escaping (OneShotContinuation<Value>) -> Disposable) async throws -> Value {
        let shot = OneShotContinuation<Value>()
        let result = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                shot.install(continuation)
                shot.subscription.setDisposable(subscribe(shot))
            }
        } onCancel: {
            shot.subscription.dispose()
        }
        return result.value
    }

    /// Resumes with `CancellationError` (no-op after a result): the subscription's
    /// `onDisposed`.
    func cancelled() {
        resume(throwing: CancellationError())
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The element, awaited: `let x = try await single.value`. The `Single`'s error is
    /// thrown. It always subscribes; cancelling the task disposes the subscription, which throws
    /// `CancellationError` unless the result came first.
    ///
    /// Rx: `Single.value`.
    public var value: Element {
        get async throws {
            let sequence = primitiveSequence
            return try await OneShotContinuation<Element>.await { shot in
                sequence.subscribe(
                    onSuccess: { shot.resume(returning: $0) },
                    onFailure: { shot.resume(throwing: $0) },
                    onDisposed: { shot.cancelled() }
                )
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The element, awaited (nil when the `Maybe` completes empty). The error is thrown.
    /// It always subscribes; cancelling the task disposes the subscription, which throws
    /// `CancellationError` unless the result came first.
    ///
    /// Rx: `Maybe.value`.
    public var value: Element? {
        get async throws {
            let sequence = primitiveSequence
            return try await OneShotContinuation<Element?>.await { shot in
                sequence.subscribe(
                    onSuccess: { shot.resume(returning: $0) },
                    onError: { shot.resume(throwing: $0) },
                    onCompleted: { shot.resume(returning: nil) },
                    onDisposed: { shot.cancelled() }
                )
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Awaits completion: `try await completable.value`. The error is thrown; cancelling
    /// the task disposes the subscription and throws `CancellationError`.
    ///
    /// Rx: `Completable.value`.
    public var value: Void {
        get async throws {
            let sequence = primitiveSequence
            return try await OneShotContinuation<Void>.await { shot in
                sequence.subscribe(
                    onCompleted: { shot.resume(returning: ()) },
                    onError: { shot.resume(throwing: $0) },
                    onDisposed: { shot.cancelled() }
                )
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A `Single` whose subscriptions run `work` in a new `Task` (detached if `detached`),
    /// succeeding with its result or failing with its error. Disposing the subscription
    /// cancels the task.
    ///
    /// - Parameters:
    ///   - detached: Whether `work` runs in a detached task (`true`) or in a task that
    ///     inherits the caller's context (`false`, the default).
    ///   - priority: The task's priority; `nil` (the default) uses the task's default.
    ///   - work: The asynchronous work; its result is the `Single`'s element, its thrown
    ///     error the `Single`'s failure.
    /// - Returns: A `Single` that starts `work` anew for each subscription.
    ///
    /// Rx: `Single.create(detached:priority:work:)` (RxSwift 6.5).
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @Sendable @escaping () async throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Engine.create { observer in
            let operation: @Sendable () async -> Void = {
                do {
                    let element = try await work()
                    observer.onNext(element)
                    observer.onCompleted()
                } catch {
                    observer.onError(error)
                }
            }
            let task = detached
                ? Task.detached(priority: priority, operation: operation)
                : Task(priority: priority, operation: operation)
            return Disposables.create { task.cancel() }
        })
    }
}
