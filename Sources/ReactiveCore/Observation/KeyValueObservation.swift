/// The key-value engine's subscription (see KeyValueObservingSystem.swift for the seam
/// and what the engine guarantees): one `KeyValueObservation` per subscription, built by
/// `Engine.observeKeyValues`.


/// One subscription to a key path: the registrations along the path, their replacement
/// when an object on the path changes, the deliveries and the end.
///
/// Locking rule: `state` (the registrations, the delivery closures, the end) is only
/// touched under its lock; registering, removing, reading values and delivering happen
/// outside it. Each registration carries the id of the link it was made for, and a
/// callback whose link is no longer current is ignored, so racing changes never leave a
/// registration behind or remove one twice. A registration is removed only while its
/// object is held strongly; if the object can no longer be loaded from its weak
/// reference, its deallocation has begun (on this thread or another) and the
/// registration is dropped, as KVO drops it.
package final class KeyValueObservation<System: KeyValueObservingSystem>: @unchecked Sendable {
    private typealias Link = KeyValueObservationLink

    private struct State {
        var ended = false
        var nextID: UInt64 = 0
        var links: [Link?]
        var retainedRoot: AnyObject?
        var endWatches: [OnceRegistration] = []
        var deliver: ((KeyValueChange) -> Void)?
        var complete: (() -> Void)?

        mutating func takeLinks(from level: Int) -> [Link] {
            var taken: [Link] = []
            for index in level..<links.count {
                if let link = links[index] { taken.append(link) }
                links[index] = nil
            }
            return taken
        }
    }

    private let system: System
    private let keys: [System.Key]
    private let options: KeyValueObservationOptions
    private weak var root: AnyObject?
    /// Asked on the changing thread for each change (not for the initial value):
    /// `true` leaves it out. RAC's channel uses it to skip its own writes.
    private let skipsChange: ((KeyValueChange) -> Bool)?
    private let state: Locked<State>

    /// Prepares an observation of `keys` (a key path, one key per step) from `root`.
    /// Nothing is registered until `start()`.
    package init(system: System, root: AnyObject, keys: [System.Key], options: KeyValueObservationOptions,
                 skipsChange: ((KeyValueChange) -> Bool)? = nil,
                 deliver: @escaping (KeyValueChange) -> Void, complete: @escaping () -> Void) {
        precondition(!keys.isEmpty, "KeyValueObservation: the key path is empty")
        self.system = system
        self.keys = keys
        self.options = options
        self.root = root
        self.skipsChange = skipsChange
        state = Locked(State(links: Array(repeating: nil, count: keys.count),
                             retainedRoot: options.retainsRoot ? root : nil,
                             deliver: deliver, complete: complete))
    }

    /// Registers along the path and sends the current value if `initial`. `endsWith`:
    /// more objects whose deallocation completes the observation (RAC's observer).
    package func start(endsWith others: [AnyObject] = []) {
        guard let root else { return finish(options.onRootDeallocation) }
        var watches: [OnceRegistration] = []
        if !options.retainsRoot {
            watches.append(OnceRegistration(system.deallocationWitness(of: root).add { [weak self] in
                self?.finish(self?.options.onRootDeallocation ?? .complete)
            }))
        }
        for other in others where other !== root {
            watches.append(OnceRegistration(system.deallocationWitness(of: other).add { [weak self] in
                self?.finish(.complete)
            }))
        }
        let kept = state.withLock { state -> Bool in
            guard !state.ended else { return false }
            state.endWatches = watches
            return true
        }
        guard kept else { return watches.forEach { $0.remove() } }
        // The root is held as the options say (`retainedRoot`); its deallocation is watched above.
        guard let first = link(at: 0, on: root, parent: nil, reachedWeakly: nil) else { return }
        let value = follow(from: 0, on: root, linkID: first)
        if options.initial {
            send(KeyValueChange(value: value, isInitial: true, affectsOnlyLastKey: keys.count == 1,
                                causedByDeallocation: false), asking: false)
        }
    }

    /// Ends the observation (the subscription was disposed): removes every
    /// registration, sends nothing more. From any thread, also during a delivery.
    package func stop() { end() }

    // MARK: - Registrations

    /// A new link id.
    private func makeID() -> UInt64 {
        state.withLock { state -> UInt64 in
            state.nextID &+= 1
            return state.nextID
        }
    }

    /// Registers for `keys[level]` on `object` and installs the link if `parent` (the
    /// link id at `level - 1`) is still current; nil if it was not installed.
    /// `reachedWeakly`: true if the object was reached through a weak reference (it is not
    /// retained, and its deallocation is watched, in the same step as the registration),
    /// false through a strong one (it is retained), nil for the root (neither).
    private func link(at level: Int, on object: AnyObject, parent: UInt64?, reachedWeakly: Bool?) -> UInt64? {
        let weakly = reachedWeakly ?? false
        let id = makeID()
        let registration = OnceRegistration(system.addObserver(to: object, for: keys[level]) { [weak self] in
            self?.changed(at: level, linkID: id)
        })
        let ownDeallocation = weakly ? OnceRegistration(system.deallocationWitness(of: object).add { [weak self] in
            self?.linkedObjectDeallocated(at: level, linkID: id)
        }) : nil
        let installed = state.withLock { state -> Bool in
            guard !state.ended, state.links[level] == nil else { return false }
            if level > 0 {
                guard let parentID = parent, state.links[level - 1]?.id == parentID else { return false }
            }
            state.links[level] = Link(id: id, object: object, retained: reachedWeakly == false ? object : nil,
                                      registration: registration, ownDeallocation: ownDeallocation)
            return true
        }
        if !installed {
            withExtendedLifetime(object) { registration.remove() }
            ownDeallocation?.remove()
            return nil
        }
        return id
    }

    /// Reads `keys[level]` on `object` (whose link is `linkID`), registers along the rest
    /// of the path, and returns the whole path's value.
    private func follow(from level: Int, on object: AnyObject, linkID: UInt64) -> Any? {
        var level = level, object = object, linkID = linkID
        while true {
            let key = keys[level]
            let value = system.value(of: object, for: key)
            let next = value.flatMap(system.observableObject)
            let isWeak = next != nil && system.isWeakReference(key, of: object)
            if level == keys.count - 1 {
                if let next, isWeak { watchLastValue(next, linkID: linkID) }
                return value
            }
            guard let next else { return nil }
            guard let nextID = link(at: level + 1, on: next, parent: linkID, reachedWeakly: isWeak) else {
                // Replaced meanwhile by a change higher up: read on without registering.
                return readRest(from: level + 1, on: next)
            }
            level += 1
            object = next
            linkID = nextID
        }
    }

    /// The value of the path from `keys[level]` on `object`, without registering.
    private func readRest(from level: Int, on object: AnyObject) -> Any? {
        let rest = keys[level...]
        guard let last = system.lastObject(from: object, rest) else { return nil }
        return system.value(of: last, for: keys[keys.count - 1])
    }

    /// Watches `value` (the last key's value, held weakly) for deallocation, on the last
    /// link `linkID`. Changes of the last key racing on several threads may leave the
    /// watch on a value another thread has replaced: a late nil may then be sent, or a
    /// value's disappearance missed, as with KVO's own delivery of racing changes.
    private func watchLastValue(_ value: AnyObject, linkID: UInt64) {
        let level = keys.count - 1
        let watch = OnceRegistration(system.deallocationWitness(of: value).add { [weak self] in
            self?.lastValueDeallocated(linkID: linkID)
        })
        let replaced = state.withLock { state -> OnceRegistration?? in
            guard !state.ended, state.links[level]?.id == linkID else { return .none }
            defer { state.links[level]?.valueDeallocation = watch }
            return .some(state.links[level]?.valueDeallocation)
        }
        switch replaced {
        case .none: watch.remove()
        case .some(let old): old?.remove()
        }
    }

    // MARK: - Callbacks

    /// `keys[level]` changed on link `linkID`'s object.
    private func changed(at level: Int, linkID: UInt64) {
        let decision = state.withLock { state -> (object: AnyObject, stale: [Link], watch: OnceRegistration?)? in
            guard !state.ended, let link = state.links[level], link.id == linkID, let object = link.object else { return nil }
            let watch = link.valueDeallocation
            state.links[level]?.valueDeallocation = nil
            return (object, state.takeLinks(from: level + 1), watch)
        }
        guard let decision else { return }
        for link in decision.stale { link.end() }
        decision.watch?.remove()
        let value = follow(from: level, on: decision.object, linkID: linkID)
        send(KeyValueChange(value: value, isInitial: false, affectsOnlyLastKey: level == keys.count - 1,
                            causedByDeallocation: false), asking: true)
    }

    /// Link `linkID`'s object (at `level`, reached through a weak reference) is being
    /// deallocated: the value of the key before it is now nil. Its own registration is
    /// dropped (the object cannot be loaded any more), those after it removed.
    private func linkedObjectDeallocated(at level: Int, linkID: UInt64) {
        let stale = state.withLock { state -> [Link]? in
            guard !state.ended, state.links[level]?.id == linkID else { return nil }
            return state.takeLinks(from: level)
        }
        guard let stale else { return }
        for link in stale { link.end() }
        send(KeyValueChange(value: nil, isInitial: false, affectsOnlyLastKey: false, causedByDeallocation: true),
             asking: true)
    }

    /// The last key's value (held weakly) on link `linkID` was deallocated: the path's
    /// value is now nil.
    private func lastValueDeallocated(linkID: UInt64) {
        let level = keys.count - 1
        let current = state.withLock { state -> Bool in
            guard !state.ended, state.links[level]?.id == linkID, state.links[level]?.valueDeallocation != nil else { return false }
            state.links[level]?.valueDeallocation = nil
            return true
        }
        guard current else { return }
        send(KeyValueChange(value: nil, isInitial: false, affectsOnlyLastKey: true, causedByDeallocation: true),
             asking: true)
    }

    /// Delivers `change` outside the lock; `asking`: a change (not the initial value),
    /// which `skipsChange` may leave out.
    private func send(_ change: KeyValueChange, asking: Bool) {
        if asking, let skipsChange, skipsChange(change) { return }
        let deliver = state.withLock { state in state.ended ? nil : state.deliver }
        deliver?(change)
    }

    // MARK: - End

    /// The root (its registration is then dropped: it cannot be loaded any more) or RAC's
    /// observer was deallocated, or `start` found the root gone.
    private func finish(_ how: KeyValueObservationOptions.RootDeallocation) {
        guard let ending = end() else { return }
        switch how {
        case .complete:
            ending.complete?()
        case .sendNilAndComplete:
            ending.deliver?(KeyValueChange(value: nil, isInitial: false, affectsOnlyLastKey: keys.count == 1,
                                           causedByDeallocation: true))
            ending.complete?()
        case .stopSilently:
            break
        }
    }

    /// Marks the end and ends every link. Returns the delivery closures to the one caller
    /// that ended it (nil to the others); they are released by the caller, outside the lock.
    @discardableResult
    private func end() -> (deliver: ((KeyValueChange) -> Void)?, complete: (() -> Void)?)? {
        let taken = state.withLock { state -> (links: [Link], watches: [OnceRegistration], root: AnyObject?,
                                               deliver: ((KeyValueChange) -> Void)?, complete: (() -> Void)?)? in
            guard !state.ended else { return nil }
            state.ended = true
            defer {
                state.endWatches = []
                state.retainedRoot = nil
                state.deliver = nil
                state.complete = nil
            }
            return (state.takeLinks(from: 0), state.endWatches, state.retainedRoot, state.deliver, state.complete)
        }
        guard let taken else { return nil }
        for link in taken.links { link.end() }
        for watch in taken.watches { watch.remove() }
        return (taken.deliver, taken.complete) // the root is released here, outside the lock
    }
}
