/// A stream of values that ends with at most one error or completion: ReactiveObjC's
/// signal, on the ReactiveBridge engine.
///
/// A `RACSignal` is an `Observable` (a subclass), so it can be handed to Rx code;
/// `RACSignal(observable)` and `observable.racSignal` wrap the other way without
/// copying events.
///
/// Signals made by `createSignal`, `return`, `empty`, `error`, `never` and `defer` follow
/// RAC's subscription-scheduler rule (Docs/Semantics.md#subscription-scheduling): a subscription runs at once when
/// the subscribing thread has a current `RACScheduler` (the main thread counts, and so
/// does any block a `RACScheduler` or `RACTestScheduler` runs), otherwise on a
/// background scheduler, after `subscribe…` has returned.
///
/// RAC: `RACSignal<ValueType>`. Rx: `Observable<Element>`.
open class RACSignal<Value>: Producer<Value>, CustomStringConvertible, @unchecked Sendable {
    /// The signal's name (see `RACSignal+Debugging.swift`), read and set only with
    /// `nameLock` held, so any thread may do either. The lock and the string are stored
    /// inline (a `Locked` keeps its state in an object of its own): building a signal
    /// allocates the signal alone. Swift still checks the accesses to `nameValue` at run
    /// time: a name is only read and set for debugging, where that costs nothing that matters.
    let nameLock = Lock()
    var nameValue = ""

    /// Wraps `observable` as a signal: subscriptions go to it and events are not copied,
    /// so the two stay one stream (a hot observable stays hot).
    ///
    /// - Parameter observable: the Rx observable the signal subscribes to.
    ///
    /// RAC: none (the bridge from RxBridge). Rx: `Observable.racSignal`.
    @inlinable
    public override init(_ observable: Observable<Value>) {
        super.init(observable)
    }

    /// The engine stage itself, running `run` as `kind` says (`.starter…`: on RAC's
    /// subscription scheduler). Not inlinable, on purpose: inlined, the object's setup
    /// made RAC operators too large to inline and `createSignal` lost its specialization.
    @usableFromInline
    init(_ kind: StartKind, _ run: @escaping Run<Value>) {
        let usesStarter = kind == .starter || kind == .starterRunningWhenDisposedInline
        super.init(kind: kind, start: usesStarter ? StartPayload.racSubscription : nil, run)
    }

    /// The engine stage `producer` as a signal (`RACSignal.stage(_:)`); not inlinable.
    @usableFromInline
    override init(takingOver producer: Producer<Value>) {
        super.init(takingOver: producer)
    }

    /// `<RACSignal<Int>: 0x…> name: the name`, as the `log…` operators print it.
    open var description: String {
        // The address as a pointer prints it: `0x`, then zero-padded hex digits.
        let digits = String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16)
        let padding = String(repeating: "0", count: max(0, 2 * MemoryLayout<UInt>.size - digits.count))
        return "<\(type(of: self)): 0x\(padding)\(digits)> name: \(name)"
    }
}

extension ObservableConvertibleType {
    /// This sequence as a `RACSignal` (itself if it is one already).
    ///
    /// RAC: a `RACSignal`. Rx: `asObservable()`.
    @inlinable
    public var racSignal: RACSignal<Element> {
        let observable = asObservable()
        if let signal = observable as? RACSignal<Element> { return signal }
        return RACSignal(observable)
    }
}

// MARK: - Creating signals

extension RACSignal {
    /// A signal whose subscriptions call `didSubscribe` with a subscriber to send to,
    /// and release what it returns when they end. The subscriber (a
    /// `RACPassthroughSubscriber`) drops events after a terminal event or disposal,
    /// serializes concurrent senders, and may be kept and sent to from any thread.
    ///
    /// ```swift
    /// RACSignal<Int>.createSignal { subscriber in
    ///     subscriber.sendNext(1)
    ///     subscriber.sendCompleted()
    ///     return nil
    /// }
    /// ```
    ///
    /// - Parameter didSubscribe: Runs once per subscription (through the subscription
    ///   scheduler) with that subscription's subscriber; what it returns (nil: nothing) is
    ///   disposed when the subscription ends.
    /// - Returns: A cold signal: nothing runs until it is subscribed.
    ///
    /// RAC: `+createSignal:`. Rx: `Observable.create` (which subscribes through the
    /// trampoline instead of the subscription scheduler).
    @inlinable
    public static func createSignal(_ didSubscribe: @escaping (RACPassthroughSubscriber<Value>) -> RACDisposable?) -> RACSignal<Value> {
        RACSignal(.starterRunningWhenDisposedInline, Engine.createSerializedRun { subscriber in
            didSubscribe(RACPassthroughSubscriber(subscriber))
        })
    }

    /// `-(value)|`: one value, then completion.
    ///
    /// - Parameter value: The one value each subscriber receives.
    /// - Returns: A signal that sends `value`, then completes, on each subscription.
    ///
    /// RAC: `+return:`. Rx: `just`.
    @inlinable
    public static func `return`(_ value: Value) -> RACSignal<Value> {
        RACSignal(.starter, Engine.justRun(value))
    }

    /// `-|`: completes at once.
    ///
    /// - Returns: A signal that completes at once on each subscription, with no value.
    ///
    /// RAC: `+empty`. Rx: `empty`.
    @inlinable
    public static func empty() -> RACSignal<Value> {
        RACSignal.stage(Engine.empty(start: .racSubscription))
    }

    /// `-#`: fails at once with `error`.
    ///
    /// - Parameter error: The error each subscriber receives.
    /// - Returns: A signal that fails with `error` at once on each subscription.
    ///
    /// RAC: `+error:`. Rx: `error`.
    @inlinable
    public static func error(_ error: Swift.Error) -> RACSignal<Value> {
        RACSignal.stage(Engine.error(error, start: .racSubscription))
    }

    /// A signal that never sends anything.
    ///
    /// - Returns: A signal that never sends a value, an error or a completion.
    ///
    /// RAC: `+never`. Rx: `never`.
    @inlinable
    public static func never() -> RACSignal<Value> {
        RACSignal.stage(Engine.never(start: .racSubscription))
    }

    /// A signal whose subscriptions each subscribe to a new signal from `block`.
    ///
    /// - Parameter block: Called on each subscription (not before) to make the signal that
    ///   subscription receives.
    /// - Returns: A signal that makes a new signal per subscription.
    ///
    /// RAC: `+defer:`. Rx: `deferred`.
    @inlinable
    public static func `defer`(_ block: @escaping () -> RACSignal<Value>) -> RACSignal<Value> {
        RACSignal.stage(Engine.deferred(start: .racSubscription) { block() })
    }
}

// MARK: - Subscribing

extension RACSignal {
    /// Subscribes `subscriber`: it first receives the subscription's disposable
    /// (`didSubscribe(with:)`), then the events; nothing reaches it once that disposable
    /// is disposed. After a terminal event the disposable is disposed.
    ///
    /// This is the overload chosen when a subject is passed. It is generic rather than
    /// taking `any RACSubscriber<Value>`, so that no constrained existential is needed at
    /// run time (that needs iOS 16 / macOS 13); an existential passed to it is opened.
    ///
    /// - Parameter subscriber: Receives the subscription's disposable, then the values and
    ///   at most one error or completion.
    /// - Returns: The subscription's disposable (the one `subscriber` received).
    ///
    /// RAC: `-subscribe:`. Rx: `subscribe(_:)` with an observer.
    @discardableResult
    public func subscribe<Subscriber: RACSubscriber>(_ subscriber: Subscriber) -> RACDisposable where Subscriber.Value == Value {
        let scope = SubscriptionScope()
        let disposable = RACCompoundDisposable(owning: scope)
        subscriber.didSubscribe(with: disposable)
        engine.subscribe(RACSubscriberCallbacks(subscriber: subscriber, disposable: disposable), in: scope)
        return disposable
    }

    /// The closure subscription behind every `subscribe…` form. An error without an
    /// error block is dropped: RAC has no unhandled-error hook (Docs/Semantics.md#unhandled-errors).
    /// (The missing error block is chosen with `if let`, not `??`: `??` is generic, so
    /// the closure would cross a reabstraction thunk, one allocation per subscription.)
    @inlinable
    func subscribeBlocks(next: ((Value) -> Void)?, error: ((Swift.Error) -> Void)?, completed: (() -> Void)?) -> RACDisposable {
        let onError: (Swift.Error) -> Void
        if let error { onError = error } else { onError = { _ in } }
        return RACWrappedDisposable(engine.subscribe(onNext: next, onError: onError, onCompleted: completed, onDisposed: nil))
    }

    /// Subscribes a block to the values; an error is ignored.
    ///
    /// - Parameter nextBlock: Called with each value.
    /// - Returns: A disposable that ends the subscription.
    ///
    /// RAC: `-subscribeNext:`. Rx: `subscribe(onNext:)` (which reports unhandled errors).
    @discardableResult @inlinable
    public func subscribeNext(_ nextBlock: @escaping (Value) -> Void) -> RACDisposable {
        subscribeBlocks(next: nextBlock, error: nil, completed: nil)
    }

    /// Subscribes blocks to the values and the completion; an error is ignored.
    ///
    /// - Parameters:
    ///   - nextBlock: Called with each value.
    ///   - completedBlock: Called once when the signal completes (not when it fails).
    /// - Returns: A disposable that ends the subscription.
    ///
    /// RAC: `-subscribeNext:completed:`.
    @discardableResult @inlinable
    public func subscribeNext(_ nextBlock: @escaping (Value) -> Void, completed completedBlock: @escaping () -> Void) -> RACDisposable {
        subscribeBlocks(next: nextBlock, error: nil, completed: completedBlock)
    }

    /// Subscribes blocks to the values and the error.
    ///
    /// - Parameters:
    ///   - nextBlock: Called with each value.
    ///   - errorBlock: Called once with the error if the signal fails.
    /// - Returns: A disposable that ends the subscription.
    ///
    /// RAC: `-subscribeNext:error:`.
    @discardableResult @inlinable
    public func subscribeNext(_ nextBlock: @escaping (Value) -> Void, error errorBlock: @escaping (Swift.Error) -> Void) -> RACDisposable {
        subscribeBlocks(next: nextBlock, error: errorBlock, completed: nil)
    }

    /// Subscribes blocks to the values, the error and the completion.
    ///
    /// - Parameters:
    ///   - nextBlock: Called with each value.
    ///   - errorBlock: Called once with the error if the signal fails.
    ///   - completedBlock: Called once when the signal completes.
    /// - Returns: A disposable that ends the subscription.
    ///
    /// RAC: `-subscribeNext:error:completed:`. Rx: `subscribe(onNext:onError:onCompleted:)`.
    @discardableResult @inlinable
    public func subscribeNext(_ nextBlock: @escaping (Value) -> Void, error errorBlock: @escaping (Swift.Error) -> Void, completed completedBlock: @escaping () -> Void) -> RACDisposable {
        subscribeBlocks(next: nextBlock, error: errorBlock, completed: completedBlock)
    }

    /// Subscribes a block to the error.
    ///
    /// - Parameter errorBlock: Called once with the error if the signal fails; values and
    ///   completion are ignored.
    /// - Returns: A disposable that ends the subscription.
    ///
    /// RAC: `-subscribeError:`.
    @discardableResult @inlinable
    public func subscribeError(_ errorBlock: @escaping (Swift.Error) -> Void) -> RACDisposable {
        subscribeBlocks(next: nil, error: errorBlock, completed: nil)
    }

    /// Subscribes a block to the completion; an error is ignored.
    ///
    /// - Parameter completedBlock: Called once when the signal completes; values are ignored.
    /// - Returns: A disposable that ends the subscription.
    ///
    /// RAC: `-subscribeCompleted:`.
    @discardableResult @inlinable
    public func subscribeCompleted(_ completedBlock: @escaping () -> Void) -> RACDisposable {
        subscribeBlocks(next: nil, error: nil, completed: completedBlock)
    }

    /// Subscribes blocks to the error and the completion.
    ///
    /// - Parameters:
    ///   - errorBlock: Called once with the error if the signal fails.
    ///   - completedBlock: Called once when the signal completes.
    /// - Returns: A disposable that ends the subscription.
    ///
    /// RAC: `-subscribeError:completed:`.
    @discardableResult @inlinable
    public func subscribeError(_ errorBlock: @escaping (Swift.Error) -> Void, completed completedBlock: @escaping () -> Void) -> RACDisposable {
        subscribeBlocks(next: nil, error: errorBlock, completed: completedBlock)
    }
}

/// RAC's subscriber at the end of a chain (`subscribe(_:)`): the engine's subscriber
/// with RAC's release rule, which disposes the `RACCompoundDisposable` the subscriber
/// received (the subscription, then what was added to it) instead of the scope alone.
@usableFromInline
struct RACSubscriberCallbacks<Subscriber: RACSubscriber>: SubscriberCallbacks {
    @usableFromInline typealias Value = Subscriber.Value
    @usableFromInline let subscriber: Subscriber
    @usableFromInline let disposable: RACCompoundDisposable

    @usableFromInline init(subscriber: Subscriber, disposable: RACCompoundDisposable) {
        self.subscriber = subscriber
        self.disposable = disposable
    }

    @usableFromInline func next(_ value: Value) { subscriber.sendNext(value) }

    @usableFromInline func end(_ termination: Termination) {
        switch termination {
        case .completed: subscriber.sendCompleted()
        case .error(let error): subscriber.sendError(error)
        }
    }

    @usableFromInline func release(_ scope: SubscriptionScope) { disposable.dispose() }
}
