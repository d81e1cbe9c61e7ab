/// Runs actions when it is deinitialized. Attached to an object (an Objective-C
/// associated object on Apple platforms, a stored property in the tests' fake objects),
/// it tells when that object is deallocated: its actions run once, on the thread that
/// releases the object, in the order they were added.
///
/// The key-value engine uses it to complete an observation when the observed object (or
/// RAC's observer) goes away, and to see a weak property's value disappear.
///
/// Locking rule: `state` is only touched under its lock; actions run outside it.
package final class DeallocationWitness: @unchecked Sendable {
    private struct State {
        var nextID: UInt64 = 0
        var actions: [(id: UInt64, action: () -> Void)] = []
    }

    private let state = Locked(State())

    package init() {}

    /// Adds `action`, run when the witness is deinitialized; removing the returned
    /// registration (from any thread, once or more) drops it if it has not run.
    package func add(_ action: @escaping () -> Void) -> any KeyValueRegistration {
        let id = state.withLock { state -> UInt64 in
            state.nextID &+= 1
            state.actions.append((state.nextID, action))
            return state.nextID
        }
        return Removal(self, id)
    }

    /// The number of actions waiting (for the tests).
    package var pendingCount: Int { state.withLock { $0.actions.count } }

    private func remove(_ id: UInt64) {
        let removed = state.withLock { state -> (() -> Void)? in
            guard let index = state.actions.firstIndex(where: { $0.id == id }) else { return nil }
            return state.actions.remove(at: index).action
        }
        _ = removed // released here, outside the lock
    }

    deinit {
        let actions = state.withLock { state -> [(id: UInt64, action: () -> Void)] in
            defer { state.actions = [] }
            return state.actions
        }
        for entry in actions { entry.action() }
    }

    /// Drops one action. Holds the witness weakly: once the witness is gone its actions
    /// have run, and there is nothing to remove. Locking rule: none needed, its
    /// properties are set in `init` (the witness locks its own state).
    private final class Removal: KeyValueRegistration, @unchecked Sendable {
        private weak var witness: DeallocationWitness?
        private let id: UInt64

        init(_ witness: DeallocationWitness, _ id: UInt64) {
            self.witness = witness
            self.id = id
        }

        func remove() { witness?.remove(id) }
    }
}
