/// Receives a RAC signal's events: values, then at most one error or completion.
///
/// Every `RACSubscriber` is also a core observer (`on(_:)` forwards to the `send`
/// methods), so RAC subscribers can be handed to Rx code.
///
/// RAC: `RACSubscriber` protocol. Rx: `ObserverType`.
public protocol RACSubscriber<Value>: ObserverType where Element == Value {
    /// The type of the values received.
    associatedtype Value

    /// Receives the next value.
    ///
    /// - Parameter value: The value sent.
    ///
    /// RAC: `-sendNext:`.
    func sendNext(_ value: Value)

    /// Receives the error that ends the signal.
    ///
    /// - Parameter error: The error that ends the signal; nothing follows it.
    ///
    /// RAC: `-sendError:`.
    func sendError(_ error: Swift.Error)

    /// Receives the completion of the signal.
    ///
    /// RAC: `-sendCompleted`.
    func sendCompleted()

    /// Receives the disposable of a new subscription that sends to this subscriber,
    /// before any event; disposing it ends that subscription.
    ///
    /// - Parameter disposable: Ends the new subscription when disposed; the subscriber may
    ///   add its own disposables to it, to be disposed with the subscription.
    ///
    /// RAC: `-didSubscribeWithDisposable:`.
    func didSubscribe(with disposable: RACCompoundDisposable)
}

extension RACSubscriber {
    /// Forwards a core event to `sendNext(_:)`, `sendError(_:)` or `sendCompleted()`.
    ///
    /// - Parameter event: The event to pass to the matching `send` method.
    public func on(_ event: Event<Value>) {
        switch event {
        case .next(let value): sendNext(value)
        case .error(let error): sendError(error)
        case .completed: sendCompleted()
        }
    }
}

/// The subscriber a `createSignal` block receives (and a `startLazily`/`startEagerly`
/// block): drops events after the end or after disposal, and serializes concurrent
/// senders, so it may be sent to from any thread and kept anywhere.
///
/// It is a concrete type, not `any RACSubscriber<Value>`, so that code which keeps it in
/// a generic container (`[subscriber]`, an optional property, a lock-protected box)
/// runs on every supported system: an `any P<T>` used as a generic argument needs the
/// runtime of iOS 16 / macOS 13 / tvOS 16 / watchOS 9, above the package's floor. It
/// converts to `any RACSubscriber<Value>` where that is wanted, and is `Sendable`:
/// sending to it from another thread is what it is made for.
///
/// ```swift
/// RACSignal<Data>.createSignal { subscriber in
///     let task = download { data in
///         subscriber.sendNext(data)      // on the download's thread
///         subscriber.sendCompleted()
///     }
///     return RACDisposable { task.cancel() }
/// }
/// ```
///
/// RAC: the `id<RACSubscriber>` a `+createSignal:` block receives (ReactiveObjC's
/// passthrough subscriber). Rx: the `AnyObserver` an `Observable.create` closure receives.
public struct RACPassthroughSubscriber<Value>: RACSubscriber, @unchecked Sendable {
    @usableFromInline let base: SerializedObserver<Value>

    @inlinable init(_ base: SerializedObserver<Value>) { self.base = base }

    /// Sends `value` downstream unless the subscription has ended or been disposed.
    ///
    /// - Parameter value: The value to send.
    ///
    /// RAC: `-sendNext:`. Rx: `onNext(_:)`.
    @inlinable public func sendNext(_ value: Value) { base.next(value) }

    /// Ends the subscription with `error` (unless it has ended or been disposed).
    ///
    /// - Parameter error: The error that ends the signal.
    ///
    /// RAC: `-sendError:`. Rx: `onError(_:)`.
    @inlinable public func sendError(_ error: Swift.Error) { base.end(.error(error)) }

    /// Ends the subscription (unless it has ended or been disposed).
    ///
    /// RAC: `-sendCompleted`. Rx: `onCompleted()`.
    @inlinable public func sendCompleted() { base.end(.completed) }

    /// Disposes `disposable` when the subscription ends (at once if it has ended).
    ///
    /// - Parameter disposable: What to dispose with the subscription.
    ///
    /// RAC: `-didSubscribeWithDisposable:`.
    @inlinable public func didSubscribe(with disposable: RACCompoundDisposable) { base.add(disposable) }
}
