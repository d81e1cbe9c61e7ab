/// A signal you send to by hand: each value goes to the subscribers of that moment.
///
/// It keeps no terminal state (Docs/Semantics.md#subjects-after-termination): `sendCompleted()` / `sendError(_:)` end
/// the current subscribers and dispose the subscriptions feeding the subject, but a
/// later subscriber gets no completion, and later `sendNext(_:)` calls reach it.
/// Subscribing is synchronous. Concurrent senders are serialized (they block; a
/// subscriber that sends again from its callback goes straight through).
///
/// ```
/// subject:     --1--2--|--3--
/// early:       --1--2--|
/// after end:            --3--
/// ```
///
/// A subclass may override `sendError(_:)` and `sendCompleted()`. `sendNext(_:)` is
/// final, so that a value is sent by code specialized for its type (an overridable
/// `sendNext` costs every subject a third more per value, and twice as much with many
/// subscribers; see
/// Migration/FromReactiveObjC.md, "Subject subclasses", for what to write instead).
///
/// RAC: `RACSubject`. Rx: `PublishSubject` (which remembers its end).
open class RACSubject<Value>: RACSignal<Value>, RACSubscriber, @unchecked Sendable {
    /// The hub's send paths and subscriber check, each serializing itself (Docs/Semantics.md#serialization): a
    /// `SerialHub` here (its gate is its only lock per value), a `SerialReplayHub` or
    /// `SerialBehaviorHub` (the same gate, plus their state) in the subclasses.
    @usableFromInline let hubNext: (Value) -> Void
    /// The plain subject's hub, called directly by `sendNext` (nil in the subclasses):
    /// the call then inlines, specialized, into the sender's code instead of going
    /// through `hubNext`'s closure (a measurable share of a value's cost).
    @usableFromInline let serialHub: SerialHub<Value>?
    @usableFromInline let hubEnd: (Termination) -> Void
    @usableFromInline let observed: () -> Bool
    /// The subscriptions that send to this subject; disposed when it ends or goes away.
    @usableFromInline let upstream = RACCompoundDisposable()

    // Inlinable so the subscribe closure is built where `Value` is concrete (a generic
    // class's init would assemble it unspecialized: metadata lookups per subscription).
    /// A subject with no subscribers.
    ///
    /// RAC: `+subject`.
    @inlinable
    public init() {
        // One lock per value: the hub's gate also stands for the subscriber-list lock
        // on the send path (a gate around a `SubjectHub` took two).
        let hub = SerialHub<Value>()
        serialHub = hub
        hubNext = hub.next
        hubEnd = hub.end
        observed = { hub.hasObservers }
        // Subscribing to a subject is synchronous (no subscription scheduler). The
        // subscribe closure holds the hub strongly.
        super.init(.direct) { sink, scope in
            hub.subscribe(sink, scope)
        }
    }

    /// A subject over another RAC hub (the replay and behavior subjects), which
    /// serializes its own sends. Inlinable and generic over the hub, so each send is
    /// one closure call into specialized code.
    ///
    /// These subjects replay what they hold, so they subscribe through the subscription
    /// scheduler as RAC does: the replay runs with a current scheduler (at once where the
    /// subscribing thread has one, otherwise on a background scheduler).
    @inlinable
    init<Hub: SerializingHub<Value>>(hub: Hub) {
        serialHub = nil
        hubNext = hub.next
        hubEnd = hub.end
        observed = { hub.hasObservers }
        super.init(.starter) { sink, scope in hub.subscribe(sink, scope) }
    }

    deinit { upstream.dispose() }

    /// Whether any subscriber is attached (for tests and diagnostics).
    package var hasSubscribers: Bool { observed() }

    // Final and inlinable: the per-event path of a generic class method would otherwise
    // run unspecialized (generic metadata lookups on every value). The hub's send
    // closure was built in an `@inlinable` init, where `Value` is concrete. Measured with
    // callgrind on the release benchmarks: made `open`, it costs k-rac (subject → map →
    // filter → map) +35% instructions and f-rac (fan-out to 100 subscribers) +94%, so it
    // is not overridable (Migration/FromReactiveObjC.md, "Subject subclasses").
    /// Sends `value` to the current subscribers. Concurrent senders wait for each other; a
    /// subscriber that sends again from inside its block is called again at once, on the
    /// same thread.
    ///
    /// - Parameter value: the value to deliver; it also reaches subscribers that arrive
    ///   after the subject ended, since the subject keeps no terminal state.
    ///
    /// RAC: `-sendNext:`.
    @inlinable
    public final func sendNext(_ value: Value) {
        // Optional chaining, not `if let`: a bound copy of the hub costs a retain and a
        // release per value (slow ones: the hub is weakly referenced, so it has a side table).
        if serialHub?.next(value) == nil { hubNext(value) }
    }

    /// Disposes the subscriptions feeding the subject, then fails the current subscribers
    /// and detaches them.
    ///
    /// - Parameter error: the error the current subscribers receive; later subscribers do
    ///   not see it.
    ///
    /// A subclass may override it, as a ReactiveObjC subclass overrides `-sendError:`;
    /// the override must call `super.sendError(_:)` to end the subscribers. It runs for
    /// errors sent by hand and from a signal the subject is subscribed to.
    ///
    /// RAC: `-sendError:`.
    open func sendError(_ error: Swift.Error) {
        upstream.dispose()
        hubEnd(.error(error))
    }

    /// Disposes the subscriptions feeding the subject, then completes the current subscribers.
    ///
    /// A subclass may override it, as a ReactiveObjC subclass overrides `-sendCompleted`;
    /// the override must call `super.sendCompleted()` to end the subscribers. It runs for
    /// completions sent by hand and from a signal the subject is subscribed to.
    ///
    /// RAC: `-sendCompleted`.
    open func sendCompleted() {
        upstream.dispose()
        hubEnd(.completed)
    }

    /// Keeps `disposable` (a subscription sending to this subject) until the subject
    /// ends; it is forgotten when disposed first.
    ///
    /// - Parameter disposable: the subscription feeding the subject; disposed when the
    ///   subject sends an error or the completion, or is deinitialized. Ignored if it is
    ///   already disposed.
    ///
    /// RAC: `-didSubscribeWithDisposable:`.
    public func didSubscribe(with disposable: RACCompoundDisposable) {
        if disposable.isDisposed { return }
        upstream.add(disposable)
        let upstream = self.upstream
        disposable.add(RACDisposable { [weak upstream, weak disposable] in
            upstream?.remove(disposable)
        })
    }
}
