import Foundation
import Observation

/// A two-way binding: two terminals, each a signal and a subscriber. What one terminal
/// is sent, the other one sends, and nothing goes back to the terminal it came from.
///
/// ```
/// followingTerminal.sendNext(1)   ->  leadingTerminal sends 1
/// leadingTerminal.sendNext(2)     ->  followingTerminal sends 2 (and replays it)
/// ```
///
/// The leading side is the model (a property, through `RACKVOChannel`); the
/// following side is what you hand out. A new subscriber of `followingTerminal` gets
/// the latest value sent to `leadingTerminal` first; one of `leadingTerminal` gets no
/// earlier value. An error or completion sent to either terminal ends both, and is
/// replayed to later subscribers of both.
///
/// Locking rule: none needed, the terminals are fixed at `init` and the subjects
/// behind them serialize their senders.
///
/// RAC: `RACChannel`. Rx: none (two `BehaviorRelay`s bound to each other by hand).
public class RACChannel<Value>: @unchecked Sendable {
    /// The model's side: sends what `followingTerminal` is sent (no replay); what it is
    /// sent goes to `followingTerminal`'s subscribers.
    ///
    /// RAC: `leadingTerminal`.
    public let leadingTerminal: RACChannelTerminal<Value>

    /// The side handed out: sends what `leadingTerminal` is sent, the latest value first
    /// on subscription; what it is sent goes to `leadingTerminal`'s subscribers.
    ///
    /// RAC: `followingTerminal`.
    public let followingTerminal: RACChannelTerminal<Value>

    /// A channel whose terminals are connected to each other.
    ///
    /// RAC: `-init`.
    public init() {
        // Values sent to the following terminal: only the end is replayed.
        let leadingValues = RACReplaySubject<Value>(capacity: 0)
        // Values sent to the leading terminal: the latest is replayed.
        let followingValues = RACReplaySubject<Value>(capacity: 1)
        leadingTerminal = RACChannelTerminal(values: leadingValues, otherTerminal: followingValues)
        followingTerminal = RACChannelTerminal(values: followingValues, otherTerminal: leadingValues)
    }
}

/// One end of a `RACChannel`: subscribing gives the values sent to the other end;
/// sending (`sendNext(_:)`, or subscribing it to a signal) reaches the other end's
/// subscribers only. An error or completion sent here ends both ends.
///
/// RAC: `RACChannelTerminal`.
public final class RACChannelTerminal<Value>: RACSignal<Value>, RACSubscriber, @unchecked Sendable {
    /// What this terminal's subscribers receive.
    private let values: RACReplaySubject<Value>
    /// What receives the values sent to this terminal.
    private let otherTerminal: RACReplaySubject<Value>

    init(values: RACReplaySubject<Value>, otherTerminal: RACReplaySubject<Value>) {
        self.values = values
        self.otherTerminal = otherTerminal
        super.init(values)
    }

    /// Sends `value` to the other terminal's subscribers.
    ///
    /// - Parameter value: the value the other side receives.
    ///
    /// RAC: `-sendNext:`.
    public func sendNext(_ value: Value) { otherTerminal.sendNext(value) }

    /// Ends both terminals with `error`.
    ///
    /// - Parameter error: the error both terminals end with.
    ///
    /// RAC: `-sendError:`.
    public func sendError(_ error: Swift.Error) {
        otherTerminal.sendError(error)
        values.sendError(error)
    }

    /// Completes both terminals.
    ///
    /// RAC: `-sendCompleted`.
    public func sendCompleted() {
        otherTerminal.sendCompleted()
        values.sendCompleted()
    }

    /// Keeps `disposable` (a subscription sending to this terminal) until the channel ends.
    ///
    /// - Parameter disposable: the subscription to keep, disposed when the channel ends.
    ///
    /// RAC: `-didSubscribeWithDisposable:`.
    public func didSubscribe(with disposable: RACCompoundDisposable) {
        otherTerminal.didSubscribe(with: disposable)
    }

    /// Binds this terminal and `other` both ways, the way `RACChannelTo(a, x) =
    /// RACChannelTo(b, y)` does: `other`'s values (its current one first) come to this
    /// terminal, and this terminal's later values (not the one it holds now) go to
    /// `other`. So the property behind `other` gives its value to the one behind this
    /// terminal at the start; after that a change on either side reaches the other.
    ///
    /// - Parameter other: the terminal to bind to (usually another `RACChannelTo`).
    /// - Returns: the two subscriptions; dispose it to unbind.
    ///
    /// RAC: `RACChannelTo(TARGET, KEYPATH) = otherTerminal` (`-setObject:forKeyedSubscript:`).
    @discardableResult
    public func bind(to other: RACChannelTerminal<Value>) -> RACDisposable {
        let incoming = other.subscribe(self)
        let outgoing = skip(1).subscribe(other)
        return RACCompoundDisposable(disposables: [incoming, outgoing])
    }
}

/// A channel whose leading side is a property of an `@Observable` object: its
/// `followingTerminal` sends the property's current value on subscription, then each
/// change made by anyone else; values sent to it set the property. Changes the channel
/// makes itself are not sent back, so two channels bound to each other do not loop.
///
/// ```swift
/// let email = RACKVOChannel(target: form, keyPath: \.email).followingTerminal
/// email.subscribeNext { print($0) }   // the current email, then each change
/// email.sendNext("a@example.com")      // sets form.email; not echoed back
/// ```
///
/// The target is held weakly; when it is deallocated both terminals complete and the
/// channel goes away. Until then the channel keeps itself alive (as the KVO observer
/// kept it in ReactiveObjC); complete or fail a terminal to end it sooner. Changes are
/// seen through Swift Observation, as by `RACObserve` (on Linux right after each change,
/// on the thread that made it; on Apple platforms soon after, on the main queue). A
/// value is set on the thread that sends it. An error sent to the channel ends it and
/// fails an assertion in debug builds, as a binding must not fail.
///
/// Locking rule: `lifetime` is only reached under its lock; the observation, the
/// terminals and the property are touched outside it.
///
/// RAC: `RACKVOChannel` (`RACChannelTo(TARGET, KEYPATH, NILVALUE)`; a `nil` is an
/// optional property's own value, so there is no `nilValue`). Rx: none.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public final class RACKVOChannel<Object: AnyObject & Observation.Observable, Value>: RACChannel<Value>, @unchecked Sendable {
    /// The channel itself while it binds (released when it ends), so a channel whose
    /// terminal is all a caller keeps still works.
    private let lifetime = Locked<RACKVOChannel?>(nil)
    /// The observation of the property.
    private let observation = SubscriptionScope()

    /// A channel between `target[keyPath:]` and its terminals.
    ///
    /// - Parameters:
    ///   - target: the object whose property is bound (held weakly).
    ///   - keyPath: the property.
    ///
    /// RAC: `-initWithTarget:keyPath:nilValue:`.
    public init(target: Object, keyPath: ReferenceWritableKeyPath<Object, Value>) {
        super.init()
        let leading = leadingTerminal
        let writer = KeyValueWriter()
        // The property to the leading terminal (so to the following terminal's
        // subscribers): its current value now, then every change not made by `writer`.
        Engine.observe(target, keyPath, subscribingOn: ImmediateScheduler.instance, skipsChange: { writer.isWriting })
            .subscribeEngine(EventSink(next: { leading.sendNext($0) }, end: { _ in leading.sendCompleted() }), observation)
        lifetime.withLock { $0 = self }
        // Values sent to the following terminal, to the property. Subscribed with a
        // current scheduler so that it is in place when `init` returns, from any thread.
        RACSubscriptionScheduler.background.performAsCurrentScheduler {
            leading.subscribeNext({ [weak target] value in
                guard let target else { return }
                writer.write { target[keyPath: keyPath] = value }
            }, error: { [weak self] error in
                assertionFailure("RACKVOChannel: received an error in a binding: \(error)")
                self?.end()
            }, completed: { [weak self] in
                self?.end()
            })
        }
    }

    /// Stops observing and lets the channel go.
    private func end() {
        observation.dispose()
        let kept = lifetime.withLock { kept -> RACKVOChannel? in
            defer { kept = nil }
            return kept
        }
        _ = kept // released here, outside the lock
    }
}

/// The following terminal of a new `RACKVOChannel` on `target[keyPath:]`: subscribe to
/// it for the property's current value and its changes; send to it to set the property.
/// Bind two properties both ways with `bind(to:)`:
///
/// ```swift
/// RACChannelTo(field, \.text).bind(to: RACChannelTo(form, \.email))
/// ```
///
/// - Parameters:
///   - target: the object whose property is bound (held weakly).
///   - keyPath: the property.
///
/// - Returns: the terminal to subscribe to and send to.
///
/// RAC: `RACChannelTo(TARGET, KEYPATH)`. Rx: none.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public func RACChannelTo<Object: AnyObject & Observation.Observable, Value>(
    _ target: Object, _ keyPath: ReferenceWritableKeyPath<Object, Value>
) -> RACChannelTerminal<Value> {
    RACKVOChannel(target: target, keyPath: keyPath).followingTerminal
}
