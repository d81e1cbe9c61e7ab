/// The decisions of `switchLatest` / `flatMapLatest`, as a value its owner (`SwitchCore`)
/// keeps under its lock: which inner is the latest, what a new outer element replaces,
/// whose events pass, and when the result ends.
///
/// States (`Lifecycle`) and transitions:
/// - `awaitingInner` (the start): the outer runs and no inner is live. An outer element
///   makes the next inner live (`active`); the outer's completion ends the result.
/// - `active(latest)`: the outer and the latest inner run. An outer element replaces
///   the latest inner (the previous one is released, before or after the new one is
///   subscribed: `SwitchOrder`); the latest inner's completion goes back to
///   `awaitingInner`; the outer's completion waits for the inner (`draining`).
/// - `draining(latest)`: the outer completed; the latest inner's completion ends the
///   result.
/// - `ended(unreleased)`: a terminal event was decided (an error of the outer, of the
///   selector or of the latest inner, or the last completion); the inner still live, if
///   any, is released at disposal. Every later event is dropped.
/// - `disposed`: the subscription ended; every event is dropped.
/// From every state but `disposed`, an error (outer or latest inner) goes to `ended`, and
/// `dispose()` goes to `disposed`, handing back the live inner to release.
///
/// An inner's events carry the id it was given when it became the latest; an event of
/// an inner that was replaced (a stale id) is dropped. Delivery goes through the
/// machine's `DeliveryGate`: each event input returns the gate's decision, and the owner
/// calls `deliveryFinished()` after each delivery it made.
@frozen @usableFromInline
package struct SwitchStateMachine<Element> {
    /// The latest inner: its id and the scope that releases it.
    @frozen @usableFromInline
    package struct Inner {
        @usableFromInline package let id: Int
        @usableFromInline package let scope: SubscriptionScope

        @inlinable package init(id: Int, scope: SubscriptionScope) {
            self.id = id
            self.scope = scope
        }
    }

    /// Where the subscription is (see the type's comment for the transitions).
    @frozen @usableFromInline
    package enum Lifecycle {
        /// The outer runs; no inner is live (none yet, or the latest one completed).
        case awaitingInner
        /// The outer runs, and so does its latest inner.
        case active(latest: Inner)
        /// The outer completed; the latest inner still runs, and its completion ends
        /// the result.
        case draining(latest: Inner)
        /// A terminal event was decided; `unreleased` is the inner still live, released
        /// at disposal.
        case ended(unreleased: Inner?)
        /// The subscription was disposed.
        case disposed
    }

    /// What the owner does after an outer element, outside the lock.
    @frozen @usableFromInline
    package enum OuterNextAction {
        /// Nothing: the result has ended or was disposed.
        case drop
        /// Subscribe the new inner with this id; no previous inner is live.
        case subscribe(id: Int)
        /// Release the previous inner, then subscribe the new one (Rx,
        /// `.disposePreviousFirst`).
        case disposePreviousThenSubscribe(previous: SubscriptionScope, id: Int)
        /// Subscribe the new inner, then release the previous one (RAC,
        /// `.subscribeNextFirst`).
        case subscribeThenDisposePrevious(id: Int, previous: SubscriptionScope)
    }

    /// Which resource the end of the whole subscription releases first: the order in
    /// which the owner registers them with its scope.
    @frozen @usableFromInline
    package enum ReleaseOrder: Sendable, Equatable {
        /// The outer source, then the latest inner. Rx.
        case outerFirst
        /// The latest inner, then the outer source, as ReactiveObjC does. RAC.
        case latestInnerFirst
    }

    @usableFromInline package private(set) var lifecycle = Lifecycle.awaitingInner
    /// The serializer of the result's events (several inners and the outer feed it).
    @usableFromInline package private(set) var delivery = DeliveryGate<Element>()
    /// The id given to the latest inner (ids count up from 1).
    @usableFromInline package private(set) var lastID = 0
    /// The dialect's order of subscribing a new inner and releasing the previous one.
    @usableFromInline package let order: SwitchOrder

    /// A machine in `awaitingInner`.
    /// - Parameter order: when a new inner is subscribed relative to releasing the
    ///   previous one, and which the end of the subscription releases first.
    @inlinable
    package init(order: SwitchOrder) {
        self.order = order
    }

    /// Which resource the end of the subscription releases first, for `order`.
    @inlinable
    package var releaseOrder: ReleaseOrder {
        switch order {
        case .disposePreviousFirst: return .outerFirst
        case .subscribeNextFirst: return .latestInnerFirst
        }
    }

    /// The id of the live inner, if one is live and the result has not ended.
    @inlinable
    package var latestID: Int? {
        switch lifecycle {
        case .active(let latest), .draining(let latest): return latest.id
        case .awaitingInner, .ended, .disposed: return nil
        }
    }

    /// An outer element arrived (its inner already made): the new inner, released by
    /// `scope`, becomes the latest.
    @inlinable
    package mutating func outerNext(innerScope scope: SubscriptionScope) -> OuterNextAction {
        let previous: SubscriptionScope?
        let inner = Inner(id: lastID &+ 1, scope: scope)
        switch lifecycle {
        case .awaitingInner:
            previous = nil
            lifecycle = .active(latest: inner)
        case .active(let latest):
            previous = latest.scope
            lifecycle = .active(latest: inner)
        case .draining(let latest):
            // Not sent by a well-behaved outer (its scope is released at its completion).
            previous = latest.scope
            lifecycle = .draining(latest: inner)
        case .ended, .disposed:
            return .drop
        }
        lastID = inner.id
        guard let previous else { return .subscribe(id: inner.id) }
        switch order {
        case .disposePreviousFirst: return .disposePreviousThenSubscribe(previous: previous, id: inner.id)
        case .subscribeNextFirst: return .subscribeThenDisposePrevious(id: inner.id, previous: previous)
        }
    }

    /// An element of inner `id` arrived: delivered when `id` is the latest inner's.
    @inlinable
    package mutating func innerNext(id: Int) -> GateDecision {
        latestID == id ? delivery.admit(ending: false) : .none
    }

    /// Inner `id` completed (its scope is already released): the result completes when
    /// it was the latest inner and the outer has completed.
    @inlinable
    package mutating func innerCompleted(id: Int) -> GateDecision {
        switch lifecycle {
        case .active(let latest) where latest.id == id:
            lifecycle = .awaitingInner
            return .none
        case .draining(let latest) where latest.id == id:
            lifecycle = .ended(unreleased: nil)
            return delivery.admit(ending: true)
        case .ended(let unreleased?) where unreleased.id == id:
            lifecycle = .ended(unreleased: nil)
            return .none
        default:
            return .none
        }
    }

    /// Inner `id` failed (its scope is already released): the error ends the result
    /// when it was the latest inner.
    @inlinable
    package mutating func innerFailed(id: Int) -> GateDecision {
        switch lifecycle {
        case .active(let latest) where latest.id == id, .draining(let latest) where latest.id == id:
            lifecycle = .ended(unreleased: nil)
            return delivery.admit(ending: true)
        case .ended(let unreleased?) where unreleased.id == id:
            lifecycle = .ended(unreleased: nil)
            return .none
        default:
            return .none
        }
    }

    /// The outer completed: the result completes now when no inner is live, or when
    /// the latest one completes.
    @inlinable
    package mutating func outerCompleted() -> GateDecision {
        switch lifecycle {
        case .awaitingInner:
            lifecycle = .ended(unreleased: nil)
            return delivery.admit(ending: true)
        case .active(let latest):
            lifecycle = .draining(latest: latest)
            return .none
        case .draining, .ended, .disposed:
            return .none
        }
    }

    /// The outer failed, or the selector threw: the error ends the result; the live
    /// inner stays for disposal to release.
    @inlinable
    package mutating func outerFailed() -> GateDecision {
        switch lifecycle {
        case .awaitingInner:
            lifecycle = .ended(unreleased: nil)
        case .active(let latest), .draining(let latest):
            lifecycle = .ended(unreleased: latest)
        case .ended, .disposed:
            return .none
        }
        return delivery.admit(ending: true)
    }

    /// The owner delivered what a decision let it deliver.
    @inlinable
    package mutating func deliveryFinished() {
        delivery.finishDelivery()
    }

    /// The subscription is disposed: refuses everything from now on (threads waiting to
    /// deliver are woken and drop their events) and returns the live inner's scope, to
    /// release outside the lock.
    @inlinable
    package mutating func dispose() -> SubscriptionScope? {
        delivery.cancel()
        let live: SubscriptionScope?
        switch lifecycle {
        case .active(let latest), .draining(let latest): live = latest.scope
        case .ended(let unreleased): live = unreleased?.scope
        case .awaitingInner, .disposed: live = nil
        }
        lifecycle = .disposed
        return live
    }
}

// Equality for the machine's tests: scopes compare by identity.
extension SwitchStateMachine.Inner: Equatable {
    @inlinable
    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id && lhs.scope === rhs.scope
    }
}

extension SwitchStateMachine.Lifecycle: Equatable {}

extension SwitchStateMachine.OuterNextAction: Equatable {
    @inlinable
    package static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.drop, .drop): return true
        case let (.subscribe(a), .subscribe(b)): return a == b
        case let (.disposePreviousThenSubscribe(p, a), .disposePreviousThenSubscribe(q, b)),
             let (.subscribeThenDisposePrevious(a, p), .subscribeThenDisposePrevious(b, q)):
            return a == b && p === q
        default: return false
        }
    }
}
