import Foundation

/// The base class of delegate proxies (`DelegateProxyType`): it keeps the parent object
/// (weakly), the user's forward delegate (weakly, or strongly when asked), and the
/// sequences of the delegate messages the proxy reports.
///
/// A proxy subclass implements the delegate methods it reports, each calling
/// `report(_:_:forward:)` with the message's selector and arguments and a closure that
/// passes the message on to `forwardToDelegate()`. On Apple platforms the proxy answers
/// `responds(to:)` for those methods and for every method the forward delegate answers,
/// and hands the latter to it (`forwardingTarget(for:)`), so the user's delegate still gets
/// every message, including those with a return value.
///
/// `methodInvoked(_:)` and `sentMessage(_:)` see the messages the proxy class reports (the
/// shipped proxies report each message RxCocoa's extensions observe); a message the class
/// does not implement goes straight to the forward delegate and is not seen. (RxCocoa
/// intercepts any message through the Objective-C runtime; see Docs/DelegateProxies.md.)
/// When the proxy goes away (with its object), every message sequence completes.
///
/// Threading: main-thread-confined, like UIKit's delegates (the parent and forward
/// delegate are read and set there); the message bookkeeping (`DelegateMessages`) locks
/// its own state, so a sequence may be subscribed from any thread (it subscribes on the
/// main thread).
///
/// Rx: `DelegateProxy` (RxCocoa).
open class DelegateProxy<P: AnyObject, D>: NSObject {
    /// The parent object's type.
    ///
    /// Rx: `DelegateProxy.ParentObject`.
    public typealias ParentObject = P
    /// The delegate type.
    ///
    /// Rx: `DelegateProxy.Delegate`.
    public typealias Delegate = D

    private weak var parentObject: ParentObject?
    private let currentDelegateOf: (ParentObject) -> AnyObject?
    private let setCurrentDelegateOf: (AnyObject?, ParentObject) -> Void
    private weak var weakForwardDelegate: AnyObject?
    private var strongForwardDelegate: AnyObject?

    /// The reported messages and their observers (keys: `Selector`s on Apple platforms).
    package let messages = DelegateMessages<AnyHashable>()

    /// A proxy for `parentObject`, whose delegate property is the one `delegateProxy`
    /// reads and sets.
    ///
    /// - Parameters:
    ///   - parentObject: The object whose delegate the proxy takes; held weakly.
    ///   - delegateProxy: The proxy's own type (it says how to read and set the property).
    ///
    /// Rx: `DelegateProxy.init(parentObject:delegateProxy:)`.
    public init<Proxy: DelegateProxyType>(parentObject: ParentObject, delegateProxy: Proxy.Type)
    where Proxy: DelegateProxy<ParentObject, Delegate>, Proxy.ParentObject == ParentObject, Proxy.Delegate == Delegate {
        self.parentObject = parentObject
        currentDelegateOf = { Proxy.currentDelegateObject(for: $0) }
        setCurrentDelegateOf = { Proxy.setCurrentDelegate(Proxy.castDelegate($0), to: $1) }
        super.init()
    }

    deinit {
        messages.complete()
    }

    /// The user's delegate that messages are passed on to.
    ///
    /// - Returns: The forward delegate, or nil.
    ///
    /// Rx: `DelegateProxy.forwardToDelegate()`.
    open func forwardToDelegate() -> Delegate? {
        guard let object = forwardObject else { return nil }
        guard let delegate = object as? Delegate else {
            preconditionFailure("DelegateProxy.forwardToDelegate(): \(object) is not a \(Delegate.self)")
        }
        return delegate
    }

    /// Sets the user's delegate that messages are passed on to, then re-installs the proxy
    /// on its object (so the view asks again which messages its delegate answers).
    ///
    /// - Parameters:
    ///   - delegate: The forward delegate, or nil.
    ///   - retainDelegate: Whether the proxy keeps it alive (otherwise it is held weakly).
    ///
    /// Rx: `DelegateProxy.setForwardToDelegate(_:retainDelegate:)`.
    open func setForwardToDelegate(_ delegate: Delegate?, retainDelegate: Bool) {
        let object = delegate.map { $0 as AnyObject }
        weakForwardDelegate = object
        strongForwardDelegate = retainDelegate ? object : nil
        reset()
    }

    /// The forward delegate as an object.
    package var forwardObject: AnyObject? { weakForwardDelegate }

    /// Reports one delegate message (see `DelegateMessages.report(_:_:forward:)`): called
    /// by a proxy subclass's implementation of the delegate method.
    ///
    /// - Parameters:
    ///   - message: The message (its `Selector` on Apple platforms).
    ///   - arguments: Its arguments, as the delegate method got them.
    ///   - forward: Passes the message on to the forward delegate.
    package func report(_ message: AnyHashable, _ arguments: [Any], forward: () -> Void) {
        messages.report(message, arguments, forward: forward)
    }

    /// The arguments of each `message` after the forward delegate got it.
    package func methodInvoked(message: AnyHashable) -> Observable<[Any]> {
        messages.methodInvoked(message) { [weak self] in self?.reset() }
    }

    /// The arguments of each `message` before the forward delegate gets it.
    package func sentMessage(message: AnyHashable) -> Observable<[Any]> {
        messages.sentMessage(message) { [weak self] in self?.reset() }
    }

    /// When the proxy is its object's delegate, sets the delegate to nil and back, so the
    /// view asks again which messages its delegate answers (UIKit caches the answers).
    package func reset() {
        guard let parent = parentObject, currentDelegateOf(parent) === self else { return }
        setCurrentDelegateOf(nil, parent)
        setCurrentDelegateOf(self, parent)
    }

    #if canImport(ObjectiveC)
    /// The arguments of each `selector` message, sent after the forward delegate got it.
    /// Only messages the proxy class implements are seen (the shipped proxies implement
    /// those RxCocoa's extensions observe); subscribing to another one gives a sequence
    /// that only completes, with the proxy.
    ///
    /// - Parameter selector: The delegate method.
    /// - Returns: The arguments of each call: objects as themselves, numbers and Booleans
    ///   as Swift values (castable to `NSNumber`), structures as Swift values.
    ///
    /// Rx: `DelegateProxy.methodInvoked(_:)`.
    open func methodInvoked(_ selector: Selector) -> Observable<[Any]> {
        methodInvoked(message: selector)
    }

    /// The arguments of each `selector` message, sent before the forward delegate gets it;
    /// the same messages as `methodInvoked(_:)`.
    ///
    /// - Parameter selector: The delegate method.
    /// - Returns: The arguments of each call.
    ///
    /// Rx: `DelegateProxy.sentMessage(_:)`.
    open func sentMessage(_ selector: Selector) -> Observable<[Any]> {
        sentMessage(message: selector)
    }

    /// Whether the proxy answers `aSelector`: a method its class implements (one it
    /// implements only to report it, while observed), or one the forward delegate answers.
    ///
    /// - Parameter aSelector: The message.
    /// - Returns: Whether the object's view should send it.
    ///
    /// Rx: `DelegateProxy.responds(to:)`.
    override open func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        let forward = (forwardObject as? NSObjectProtocol)?.responds(to: aSelector) ?? false
        return messages.responds(aSelector, implementedByProxy: super.responds(to: aSelector), forwardResponds: forward)
    }

    /// The forward delegate, for a message the proxy does not implement and the forward
    /// delegate answers.
    ///
    /// - Parameter aSelector: The message.
    /// - Returns: The object that handles it.
    override open func forwardingTarget(for aSelector: Selector!) -> Any? {
        if let aSelector, let forward = forwardObject as? NSObjectProtocol, forward.responds(to: aSelector) {
            return forward
        }
        return super.forwardingTarget(for: aSelector)
    }
    #endif
}

#if canImport(ObjectiveC)
extension DelegateProxy {
    /// The `selector` message as an event without a value (the `rx` extensions' events of
    /// delegate methods whose arguments they drop).
    func voidEvent(_ selector: Selector) -> ControlEvent<Void> {
        ControlEvent(events: methodInvoked(selector).map { _ in () })
    }
}
#endif
