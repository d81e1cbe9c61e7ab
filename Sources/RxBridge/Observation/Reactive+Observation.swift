#if canImport(Darwin)
import Observation
import Dispatch
#else
// `withObservationTracking(_:didSet:)` is SPI of the Observation library; on Linux the
// toolchain ships it, which lets the new value be read right after each change, on the
// thread that made it.
@_spi(SwiftUI) import Observation
#endif

extension Reactive where Base: AnyObject & Observation.Observable {
    /// The value at `keyPath` of an `@Observable` object: the current value at
    /// subscription, then the new value after each change of a property it reads.
    ///
    /// The object is held weakly. The sequence completes when the object is
    /// deallocated (on the thread that releases it). On Linux each new value is
    /// delivered on the thread that made the change, right after it; on Apple
    /// platforms (where Observation only reports a change before it happens) it is
    /// read and delivered asynchronously on the main queue.
    ///
    /// The class needs `rx`: declare `extension Model: ReactiveCompatible {}`. As with
    /// KVO, changes made on several threads at once reach the observer concurrently;
    /// serialize them (or `observe(on:)` a serial scheduler) where that matters.
    ///
    /// Rx: `rx.observe(_:)` (KVO in RxCocoa; Swift Observation here). RAC: `RACObserve`.
    public func observe<Value>(_ keyPath: KeyPath<Base, Value>) -> Observable<Value> {
        let base = self.base
        return Engine.create { [weak base] observer in
            guard let base else {
                observer.onCompleted()
                return Disposables.create()
            }
            let loop = ObservationLoop(base, keyPath, observer)
            loop.track(emit: true)
            return Disposables.create(with: loop.stop)
        }
    }
}

/// One subscription to an observed key path: reads the value with observation
/// tracking, and registers again after each change.
///
/// Deallocation of the object is detected through the registration closure: the
/// object's registrar drops it unfired when the object goes away, and the `Witness` it
/// owns then completes the sequence. The subscription's disposable owns the loop; the
/// registrations only hold it weakly, so a disposed subscription is released at once.
/// Locking rule: `observer` is reachable only under its lock and is called outside it.
final class ObservationLoop<Base: AnyObject & Observation.Observable, Value>: @unchecked Sendable {
    private weak var base: Base?
    private let keyPath: KeyPath<Base, Value>
    private let observer: Locked<AnyObserver<Value>?>

    init(_ base: Base, _ keyPath: KeyPath<Base, Value>, _ observer: AnyObserver<Value>) {
        self.base = base
        self.keyPath = keyPath
        self.observer = Locked(observer)
    }

    private var currentObserver: AnyObserver<Value>? { observer.withLock { $0 } }

    /// Ends the subscription: later changes and the deallocation are ignored.
    func stop() { observer.withLock { $0 = nil } }

    /// The object is gone: complete.
    func finish() {
        observer.withLock { observer in
            defer { observer = nil }
            return observer
        }?.onCompleted()
    }

    /// Reads the value, registers for the next change and, if `emit`, sends the value.
    func track(emit: Bool) {
        guard currentObserver != nil else { return }
        guard let base else { return finish() }
        let witness = Witness(
            onChange: { [weak self] in self?.track(emit: true) },
            onDrop: { [weak self] in self?.finish() }
        )
        let keyPath = self.keyPath
        #if canImport(Darwin)
        let value = withObservationTracking({ base[keyPath: keyPath] }, onChange: {
            witness.fired()
            DispatchQueue.main.async { witness.onChange() }
        })
        #else
        let value = withObservationTracking({ base[keyPath: keyPath] }, didSet: { tracking in
            // A didSet registration lasts until cancelled; each change registers anew,
            // since the properties read may differ (`\.child?.title`).
            witness.fired()
            tracking.cancel()
            witness.onChange()
        })
        #endif
        if emit { currentObserver?.onNext(value) }
    }
}

/// Owned by one registration closure: if the closure is released without having fired,
/// the object was deallocated (or the subscription ended) and `onDrop` runs.
private final class Witness: @unchecked Sendable {
    let onChange: () -> Void
    private let onDrop: () -> Void
    private let didFire = AtomicFlag()

    init(onChange: @escaping () -> Void, onDrop: @escaping () -> Void) {
        self.onChange = onChange
        self.onDrop = onDrop
    }

    func fired() { _ = didFire.set() }

    deinit {
        if !didFire.isSet { onDrop() }
    }
}
