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

/// The subscriber a `createSignal` block receives: drops events after the end or after
/// disposal, and serializes concurrent senders (RAC's passthrough subscriber).
extension GrammarGuard: RACSubscriber where Serialization == RecursiveLock {
    /// Sends `value` downstream unless the subscription has ended.
    @usableFromInline package func sendNext(_ value: Element) { next(value) }

    /// Ends the subscription with `error`.
    @usableFromInline package func sendError(_ error: Swift.Error) { end(.error(error)) }

    /// Ends the subscription.
    @usableFromInline package func sendCompleted() { end(.completed) }

    /// Ends `disposable` with this subscription.
    @usableFromInline package func didSubscribe(with disposable: RACCompoundDisposable) { add(disposable) }
}
