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

/// A channel whose leading side is a property of an object: its `followingTerminal`
/// sends the property's current value on subscription, then each change made by anyone
/// else; values sent to it set the property. Changes the channel makes itself are not
/// sent back, so two channels bound to each other do not loop.
///
/// ```swift
/// let email = RACKVOChannel(target: form, keyPath: \.email).followingTerminal
/// email.subscribeNext { print($0) }   // the current email, then each change
/// email.sendNext("a@example.com")      // sets form.email; not echoed back
/// ```
///
/// Which object system sees the changes depends on the target:
/// - an `NSObject` (Apple platforms): KVO, as ReactiveObjC's `RACKVOChannel`: each
///   change is sent synchronously, on the thread that made it; at the package's floor.
///   `init(target:keyPath:nilValue:)` takes a string key path, `init(target:keyPath:)`
///   an `@objc dynamic` Swift key path. A class that is both an `NSObject` and
///   `@Observable` gets KVO.
/// - an `@Observable` class: Swift Observation (macOS 14 / iOS 17 / tvOS 17 /
///   watchOS 10; on Linux too): on Linux right after each change, on the thread that
///   made it; on Apple platforms soon after, on the main queue.
///
/// A change is the channel's own (not sent back) when it is reported on the thread that
/// is setting the property through the channel, changes the key path's last property,
/// and is not a weak value's deallocation (ReactiveObjC's rule).
///
/// The target is held weakly; when it is deallocated both terminals complete and the
/// channel goes away. Until then the channel keeps itself alive (as the KVO observer
/// kept it in ReactiveObjC); complete or fail a terminal to end it sooner. A value is
/// set on the thread that sends it. An error sent to the channel ends it and fails an
/// assertion in debug builds, as a binding must not fail.
///
/// Locking rule: `lifetime` is only reached under its lock; the observation, the
/// terminals and the property are touched outside it.
///
/// RAC: `RACKVOChannel` (`RACChannelTo(TARGET, KEYPATH, NILVALUE)`). Rx: none.
public final class RACKVOChannel<Object: AnyObject, Value>: RACChannel<Value>, @unchecked Sendable {
    /// The channel itself while it binds (released when it ends), so a channel whose
    /// terminal is all a caller keeps still works.
    private let lifetime = Locked<RACKVOChannel?>(nil)
    /// The observation of the property.
    private let observation = SubscriptionScope()

    /// A channel between the values `observe` gives (the property's current value, then
    /// its changes not made by the writer) and `write` (which sets the property, as the
    /// writer's).
    private init(observe: (KeyValueWriter) -> Observable<Value>, write: @escaping (KeyValueWriter, Value) -> Void) {
        super.init()
        let leading = leadingTerminal
        let writer = KeyValueWriter()
        // The property to the leading terminal (so to the following terminal's
        // subscribers): its current value now, then every change not made by `writer`.
        observe(writer)
            .subscribeEngine(EventSink(next: { leading.sendNext($0) }, end: { _ in leading.sendCompleted() }), observation)
        lifetime.withLock { $0 = self }
        // Values sent to the following terminal, to the property. Subscribed with a
        // current scheduler so that it is in place when `init` returns, from any thread.
        RACSubscriptionScheduler.background.performAsCurrentScheduler {
            leading.subscribeNext({ value in
                write(writer, value)
            }, error: { [weak self] error in
                assertionFailure("RACKVOChannel: received an error in a binding: \(error)")
                self?.end()
            }, completed: { [weak self] in
                self?.end()
            })
        }
    }

    /// A channel on `target`'s value at `keys` in `system` (KVO on Apple platforms, a
    /// fake object model in the tests): ReactiveObjC's channel rules, whatever the system.
    ///
    /// - Parameters:
    ///   - nilValue: written where the channel is sent nil (RAC's `nilValue`).
    ///   - cast: a value read from the system as `Value`.
    package convenience init<System: KeyValueObservingSystem>(system: System, target: Object, keys: [System.Key],
                                                             nilValue: Any?, cast: @escaping (Any?) -> Value) {
        self.init(observe: { writer in
            Engine.observeKeyValues(system, target, keys,
                                    options: .init(initial: true, retainsRoot: false, onRootDeallocation: .complete),
                                    subscribingOn: ImmediateScheduler.instance, skipsChange: writer.isOwn, cast)
        }, write: { [weak target] writer, value in
            guard let target else { return }
            let written: Any? = keyValueIsNil(value) ? nilValue : value
            writer.write { system.write(written, from: target, keys) }
        })
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

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension RACKVOChannel where Object: Observation.Observable {
    /// A channel between `target[keyPath:]` of an `@Observable` object and its
    /// terminals, through Swift Observation (see the type's description for timing).
    ///
    /// Disfavored: where the target is also an `NSObject`, the KVO form is chosen
    /// (synchronous, at the package's floor, as ReactiveObjC's channel).
    ///
    /// - Parameters:
    ///   - target: the object whose property is bound (held weakly).
    ///   - keyPath: the property (a `nil` is an optional property's own value, so there
    ///     is no `nilValue`).
    ///
    /// RAC: `-initWithTarget:keyPath:nilValue:`.
    @_disfavoredOverload
    public convenience init(target: Object, keyPath: ReferenceWritableKeyPath<Object, Value>) {
        self.init(observe: { writer in
            Engine.observe(target, keyPath, subscribingOn: ImmediateScheduler.instance, skipsChange: { writer.isWriting })
        }, write: { [weak target] writer, value in
            guard let target else { return }
            writer.write { target[keyPath: keyPath] = value }
        })
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
@_disfavoredOverload
public func RACChannelTo<Object: AnyObject & Observation.Observable, Value>(
    _ target: Object, _ keyPath: ReferenceWritableKeyPath<Object, Value>
) -> RACChannelTerminal<Value> {
    RACKVOChannel(target: target, keyPath: keyPath).followingTerminal
}

#if canImport(ObjectiveC)
extension RACKVOChannel where Object: NSObject {
    /// A channel between the value at a string key path of an `NSObject` and its
    /// terminals, through KVO (each change sent synchronously, on the thread that made
    /// it): ReactiveObjC's designated initializer.
    ///
    /// ```swift
    /// let name = RACKVOChannel<Player, Any?>(target: player, keyPath: "team.name", nilValue: "").followingTerminal
    /// ```
    ///
    /// The path is observed key by key: when an object on it is replaced, the new one's
    /// property is followed (and sent); a value sent to the channel sets the last
    /// property of the object currently on the path (nothing if an object before it is
    /// nil). Apple platforms only (KVO), at the package's floor. The rules are tested on
    /// Linux; this KVO glue is compile-checked, not run, in this repository's CI.
    ///
    /// - Parameters:
    ///   - target: the object whose property is bound (held weakly).
    ///   - keyPath: the key path, dot-separated; KVO-compliant all along.
    ///   - nilValue: what the property is set to when the channel is sent nil (for a
    ///     property that cannot hold nil, such as a number).
    ///
    /// RAC: `-initWithTarget:keyPath:nilValue:` (`RACChannelTo(TARGET, KEYPATH, NILVALUE)`).
    public convenience init(target: Object, keyPath: String, nilValue: Value?) {
        self.init(system: KVOSystem(), target: target, keys: RACKeyValueObserving.keys(keyPath),
                  nilValue: nilValue, cast: RACKeyValueObserving.cast)
    }

    /// A channel between an `@objc dynamic` property of an `NSObject` and its terminals,
    /// through KVO (each change sent synchronously, on the thread that made it).
    ///
    /// Chosen over the Swift Observation initializer where the target is both an
    /// `NSObject` and `@Observable`. Apple platforms only (KVO), at the package's floor.
    /// The rules are tested on Linux; this KVO glue is compile-checked, not run, in this
    /// repository's CI.
    ///
    /// - Parameters:
    ///   - target: the object whose property is bound (held weakly).
    ///   - keyPath: the property (`@objc dynamic`).
    ///
    /// RAC: `-initWithTarget:keyPath:nilValue:`.
    public convenience init(target: Object, keyPath: ReferenceWritableKeyPath<Object, Value>) {
        self.init(system: KVOKeyPathSystem<Object, Value>(), target: target, keys: [.init(keyPath)],
                  nilValue: nil, cast: RACKeyValueObserving.cast)
    }
}

/// The following terminal of a new KVO `RACKVOChannel` on an `NSObject`'s
/// `target[keyPath:]`: subscribe to it for the property's current value and its
/// changes (synchronous, on the changing thread); send to it to set the property.
/// Bind two properties both ways with `bind(to:)`.
///
/// Chosen over the Swift Observation form where the target is both an `NSObject` and
/// `@Observable`. Apple platforms only (KVO), at the package's floor. The rules are
/// tested on Linux; this KVO glue is compile-checked, not run, in this repository's CI.
///
/// - Parameters:
///   - target: the object whose property is bound (held weakly).
///   - keyPath: the property (`@objc dynamic`).
/// - Returns: the terminal to subscribe to and send to.
///
/// RAC: `RACChannelTo(TARGET, KEYPATH)`. Rx: none.
public func RACChannelTo<Object: NSObject, Value>(
    _ target: Object, _ keyPath: ReferenceWritableKeyPath<Object, Value>
) -> RACChannelTerminal<Value> {
    RACKVOChannel(target: target, keyPath: keyPath).followingTerminal
}
#endif
