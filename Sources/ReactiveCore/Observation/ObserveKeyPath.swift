#if canImport(Darwin)
import Observation
import Dispatch
#else
// `withObservationTracking(_:didSet:)` is SPI of the Observation library; on Linux the
// toolchain ships it, which lets the new value be read right after each change, on the
// thread that made it.
@_spi(SwiftUI) import Observation
#endif

/// The value at a key path of an `@Observable` object, as a sequence: the engine behind
/// Rx `rx.observe(_:)` and RAC `RACObserve`.
///
/// ```
/// object.count:  0    1  2      (object deallocated)
/// observe:       0----1--2------|
/// ```
///
/// The object is held weakly; the sequence completes when it is deallocated (on the
/// thread that releases it), or at once if it is already gone. On Linux each new value
/// is delivered on the thread that made the change, right after it; on Apple platforms
/// (where Observation only reports a change before it happens) it is read and delivered
/// asynchronously on the main queue. Changes made on several threads at once reach the
/// sink concurrently, as with KVO.
///
/// `skipsChange` (RAC's two-way binding) is asked on the thread making each change,
/// while it makes it (on Apple platforms too, before the asynchronous read): `true`
/// leaves that change out, and observation goes on. Observation needs macOS 14 /
/// iOS 17 / tvOS 17 / watchOS 10: the only engine API above the package's floor.
extension Engine {
    /// Observes `keyPath` of `base`. Subscriptions go through the trampoline (Rx), or
    /// through `scheduler` when given (RAC's subscription scheduler). `skipsChange`:
    /// see above (nil: every change is sent).
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    package static func observe<Base: AnyObject & Observation.Observable>(
        _ base: Base,
        _ keyPath: KeyPath<Base, Element>,
        subscribingOn scheduler: ImmediateSchedulerType? = nil,
        skipsChange: (@Sendable () -> Bool)? = nil
    ) -> Observable<Element> {
        let run: (EventSink<Element>, SubscriptionScope) -> Void = { [weak base] sink, scope in
            guard let base else { return sink.completed() }
            let loop = ObservationLoop(base, keyPath, sink, skipsChange: skipsChange)
            scope.onDispose(loop.stop)
            loop.track(emit: true)
        }
        if let scheduler { return Engine.make(subscribingOn: scheduler, run) }
        return Observable.make(run)
    }
}

/// One subscription to an observed key path: reads the value with observation
/// tracking, and registers again after each change.
///
/// Deallocation of the object is detected through the registration closure: the
/// object's registrar drops it unfired when the object goes away, and the `Witness` it
/// owns then completes the sequence. The subscription's scope owns the loop; the
/// registrations only hold it weakly, so a disposed subscription is released at once.
/// Locking rule: `sink` is reachable only under its lock and is called outside it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class ObservationLoop<Base: AnyObject & Observation.Observable, Value>: @unchecked Sendable {
    private weak var base: Base?
    private let keyPath: KeyPath<Base, Value>
    private let sink: Locked<EventSink<Value>?>
    private let skipsChange: (@Sendable () -> Bool)?

    init(_ base: Base, _ keyPath: KeyPath<Base, Value>, _ sink: EventSink<Value>, skipsChange: (@Sendable () -> Bool)?) {
        self.base = base
        self.keyPath = keyPath
        self.sink = Locked(sink)
        self.skipsChange = skipsChange
    }

    private var currentSink: EventSink<Value>? { sink.withLock { $0 } }

    /// Ends the subscription: later changes and the deallocation are ignored.
    func stop() { sink.withLock { $0 = nil } }

    /// The object is gone: complete.
    func finish() {
        sink.withLock { sink in
            defer { sink = nil }
            return sink
        }?.completed()
    }

    /// Reads the value, registers for the next change and, if `emit`, sends the value.
    func track(emit: Bool) {
        guard currentSink != nil else { return }
        guard let base else { return finish() }
        let witness = Witness(
            onChange: { [weak self] emit in self?.track(emit: emit) },
            onDrop: { [weak self] in self?.finish() }
        )
        let keyPath = self.keyPath, skipsChange = self.skipsChange
        #if canImport(Darwin)
        let value = withObservationTracking({ base[keyPath: keyPath] }, onChange: {
            witness.fired()
            let emit = !(skipsChange?() ?? false)
            DispatchQueue.main.async { witness.onChange(emit) }
        })
        #else
        let value = withObservationTracking({ base[keyPath: keyPath] }, didSet: { tracking in
            // A didSet registration lasts until cancelled; each change registers anew,
            // since the properties read may differ (`\.child?.title`).
            witness.fired()
            tracking.cancel()
            witness.onChange(!(skipsChange?() ?? false))
        })
        #endif
        if emit { currentSink?.next(value) }
    }
}

/// Owned by one registration closure: if the closure is released without having fired,
/// the object was deallocated (or the subscription ended) and `onDrop` runs.
private final class Witness: @unchecked Sendable {
    /// Registers again; sends the new value if its argument is true.
    let onChange: (Bool) -> Void
    private let onDrop: () -> Void
    private let didFire = AtomicFlag()

    init(onChange: @escaping (Bool) -> Void, onDrop: @escaping () -> Void) {
        self.onChange = onChange
        self.onDrop = onDrop
    }

    func fired() { _ = didFire.set() }

    deinit {
        if !didFire.isSet { onDrop() }
    }
}
