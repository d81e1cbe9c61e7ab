import Foundation

/// How RAC's operators and sources make their signals: one object per stage, the
/// engine's `Run` held by the `RACSignal` itself (`Producer`'s start policies).
extension StartPolicy {
    /// RAC's sources: through `RACSubscriptionScheduler.instance`, with no trampoline.
    @usableFromInline static var racSubscription: StartPolicy { .scheduler(RACSubscriptionScheduler.instance) }
}

extension StartPayload {
    /// RAC's subscription scheduler as a `.starter…` payload, one for every signal.
    @usableFromInline static let racSubscription = StartPayload(starter: RACSubscriptionScheduler.instance)
}

extension RACSignal {
    /// The one way a RAC operator makes its signal: the engine operator's stage as one
    /// object. `observable` is what the engine operator returned; when it is a plain
    /// engine stage (a `Producer` running a `Run`), the signal takes its run and start
    /// policy and the engine object is dropped, so the chain holds one object per stage
    /// and a subscription goes through no forwarding hop. Anything else (a subject, a
    /// `just` or `from` source, a facade object) is wrapped.
    ///
    /// - Parameter observable: the engine operator's result.
    /// - Returns: the stage as a `RACSignal`.
    @inlinable
    static func stage(_ observable: Observable<Value>) -> RACSignal<Value> {
        if let producer = observable as? Producer<Value>, producer.kind != .forward,
           ObjectIdentifier(type(of: producer)) == ObjectIdentifier(Producer<Value>.self)
            || ObjectIdentifier(type(of: producer)) == ObjectIdentifier(StageProducer<Value>.self) {
            return RACSignal(takingOver: producer)
        }
        return RACSignal(observable)
    }

    /// A stage from the engine operator's `Run` itself (`engine.mapRun(…)`), trampolined
    /// as every engine operator stage: the same result as `stage(engine.map(…))`,
    /// without building the engine object first.
    ///
    /// - Parameter run: what each subscription runs.
    /// - Returns: the stage as a `RACSignal`.
    @inlinable
    static func stage(_ run: @escaping Run<Value>) -> RACSignal<Value> {
        RACSignal(StartKind.trampoline, run)
    }
}
