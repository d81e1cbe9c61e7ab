/// How a key-value observation behaves: the differences between Rx's `observe`,
/// `observeWeakly`, RAC's `RACObserve` and `RACKVOChannel`.
package struct KeyValueObservationOptions: Sendable {
    /// What happens when the root object is deallocated while observed.
    package enum RootDeallocation: Sendable {
        /// Complete (RAC; Rx's Swift-key-path `observe`).
        case complete
        /// Send nil, then complete (Rx's `observeWeakly`).
        case sendNilAndComplete
        /// Stop observing and send nothing more (Rx's string `observe` with
        /// `retainSelf: false`: its sequence neither completes nor fails).
        case stopSilently
    }

    /// Send the current value first, during the subscription.
    package var initial: Bool
    /// Keep the root object alive while observing (Rx's `retainSelf`).
    package var retainsRoot: Bool
    /// What the root's deallocation does (only seen when it is not retained).
    package var onRootDeallocation: RootDeallocation

    package init(initial: Bool = true, retainsRoot: Bool = false,
                 onRootDeallocation: RootDeallocation = .complete) {
        self.initial = initial
        self.retainsRoot = retainsRoot
        self.onRootDeallocation = onRootDeallocation
    }
}

/// One delivered value of a key-value observation, with what caused it (what RAC's
/// `rac_observeKeyPath` block is told).
package struct KeyValueChange {
    /// The value at the whole key path (nil where an object on the path is nil).
    package var value: Any?
    /// Whether this is the value sent at subscription.
    package var isInitial: Bool
    /// Whether the change was to the last key of the path (not an object before it).
    package var affectsOnlyLastKey: Bool
    /// Whether it was caused by a weak property's value being deallocated.
    package var causedByDeallocation: Bool
}
