/// The base of a facade class whose instances are engine observables themselves
/// (`RACSignal`). An operator of that facade makes one object, which holds the engine
/// operator's per-subscription closure (`Engine.mapRun`, …), instead of a facade object
/// wrapping an engine producer. It can also wrap any other observable, forwarding every
/// subscription to it (`RACSignal(observable)`).
///
/// A subscription runs the closure as `FacadeStart` says: through the current-thread
/// trampoline (as `Observable.make`), at once (as `Engine.makeDirect`), or when a
/// `SubscriptionStarter` decides (RAC's subscription scheduler, as
/// `Engine.make(subscribingOn:_:)` but without a scheduled closure when it runs at once).
///
/// `@unchecked Sendable` by `Observable`'s rule: everything it stores is set in `init`
/// and only read.
open class FacadeObservable<Element>: Observable<Element>, @unchecked Sendable {
    /// What each subscription runs, assembled in `@inlinable` code where the types are
    /// concrete; nil when `start` is `.forward`. (Not an empty closure there: built in
    /// this unspecialized initializer, it would allocate a context for `Element`'s
    /// metadata. And not an optional closure: an optional stores the closure at the most
    /// general abstraction, and each call would convert it.)
    @usableFromInline final let run: FacadeRun<Element>?
    /// When `run` runs.
    @usableFromInline final let start: FacadeStart
    /// The observable every subscription goes to when `start` is `.forward`; nil otherwise.
    @usableFromInline final let forwarded: Observable<Element>?
    /// Who decides when `run` runs when `start` is `.starter`; nil otherwise.
    @usableFromInline final let starter: SubscriptionStarter?

    /// Wraps `observable`: every subscription goes to it and its events are not copied,
    /// so the two stay one stream.
    ///
    /// - Parameter observable: the observable every subscription is forwarded to.
    ///
    /// Rx: none (the base of `RACSignal`). RAC: `RACSignal` wrapping an Rx observable.
    public init(_ observable: Observable<Element>) {
        run = nil
        start = .forward
        forwarded = observable
        starter = nil
        super.init()
    }

    /// An observable whose subscriptions run `run` as `start` says (not `.forward` or
    /// `.starter`, which have their own initializers).
    @inlinable
    package init(start: FacadeStart, _ run: @escaping (_ sink: EventSink<Element>, _ scope: SubscriptionScope) -> Void) {
        self.run = FacadeRun(body: run)
        self.start = start
        forwarded = nil
        starter = nil
        super.init()
    }

    /// An observable whose subscriptions run `run` when `starter` says: at once if
    /// `starter.runsInline`, otherwise through `starter.runLater`. A subscription
    /// disposed before it runs never runs, except (`runsWhenDisposedInline`) one that
    /// `starter` runs at once: RAC's `createSignal` block runs, and what it returns is
    /// released at once.
    @inlinable
    package init(starter: SubscriptionStarter, runsWhenDisposedInline: Bool = false,
                 _ run: @escaping (_ sink: EventSink<Element>, _ scope: SubscriptionScope) -> Void) {
        self.run = FacadeRun(body: run)
        start = runsWhenDisposedInline ? .starterRunningWhenDisposedInline : .starter
        forwarded = nil
        self.starter = starter
        super.init()
    }

    /// Subscribes `observer` through the engine.
    ///
    /// - Parameter observer: Receives the events, through the engine (nothing after the end).
    /// - Returns: The subscription; disposing it ends it.
    ///
    /// Rx: `subscribe(_:)`. RAC: `-subscribe:` with an Rx observer.
    open override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscribeThroughEngine(observer)
    }

    @usableFromInline
    override package final func subscribeEngine(_ sink: EventSink<Element>, _ scope: SubscriptionScope) {
        switch start {
        case .trampoline:
            let run = self.run.unsafelyUnwrapped.body
            Trampoline.runProducer(on: scope) { run(sink, scope) }
        case .starter, .starterRunningWhenDisposedInline:
            let starter = self.starter.unsafelyUnwrapped, run = self.run.unsafelyUnwrapped.body
            if starter.runsInline {
                if start == .starterRunningWhenDisposedInline || !scope.isDisposed { run(sink, scope) }
                return
            }
            if scope.isDisposed { return }
            starter.runLater {
                if !scope.isDisposed { run(sink, scope) }
            }
        case .direct:
            let run = self.run.unsafelyUnwrapped.body
            scope.runDirect { run(sink, scope) }
        case .forward:
            forwarded.unsafelyUnwrapped.subscribeEngine(sink, scope)
        }
    }
}

/// A `FacadeObservable`'s per-subscription closure, in a struct so that an optional of
/// it keeps the closure's own abstraction.
@usableFromInline
package struct FacadeRun<Element> {
    @usableFromInline let body: (_ sink: EventSink<Element>, _ scope: SubscriptionScope) -> Void

    @inlinable init(body: @escaping (_ sink: EventSink<Element>, _ scope: SubscriptionScope) -> Void) { self.body = body }
}

/// When a `FacadeObservable`'s subscriptions run its closure.
@usableFromInline
package enum FacadeStart {
    /// Through the current-thread trampoline, as every Rx producer (`Observable.make`).
    case trampoline
    /// When the `SubscriptionStarter` decides; a disposed subscription never runs.
    case starter
    /// When the `SubscriptionStarter` decides; if it runs the subscription at once, even
    /// when it is already disposed (RAC's `createSignal`).
    case starterRunningWhenDisposedInline
    /// At once on the subscribing thread, unless already disposed (`Engine.makeDirect`).
    case direct
    /// Forwarded to the wrapped observable.
    case forward
}

/// Decides when a `FacadeObservable`'s subscriptions run: RAC's subscription scheduler
/// (Docs/Semantics.md#subscription-scheduling). A class, so a facade observable holds it
/// as one reference.
@usableFromInline
package protocol SubscriptionStarter: AnyObject, Sendable {
    /// Whether a subscription made now runs at once, on the calling thread.
    var runsInline: Bool { get }

    /// Runs `work` later, not before returning.
    func runLater(_ work: @escaping () -> Void)
}
