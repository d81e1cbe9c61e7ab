import Observation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
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
    /// Needs macOS 14 / iOS 17 / tvOS 17 / watchOS 10 (Swift Observation).
    ///
    /// On Apple platforms an `NSObject` is observed through KVO instead
    /// (`observe(_:options:)`, `observe(_:_:options:retainSelf:)`: synchronous, at the
    /// package's floor). This overload is disfavored, so a class that is both an
    /// `NSObject` and `@Observable` gets KVO, as RxCocoa code expects (Docs/Observation.md).
    ///
    /// - Parameter keyPath: The value to read; every observable property read while
    ///   computing it is tracked, so a change to any of them sends a new value.
    /// - Returns: An observable of the value, starting with the current one; it completes
    ///   when the object is deallocated and never fails.
    ///
    /// Rx: `rx.observe(_:options:)` (KVO in RxCocoa; Swift Observation here). RAC: `RACObserve`.
    @_disfavoredOverload
    public func observe<Value>(_ keyPath: KeyPath<Base, Value>) -> Observable<Value> {
        Engine.observe(base, keyPath)
    }
}
