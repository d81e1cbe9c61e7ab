extension ObservableType {
    /// Delivers events on `scheduler`, in order, one at a time.
    ///
    /// On `MainScheduler.instance`, events that arrive on the main thread with nothing
    /// queued are delivered at once; on dispatch-queue schedulers a burst of events is
    /// delivered per dispatch.
    ///
    /// Rx: `observe(on:)`. RAC: `-deliverOn:`.
    @inlinable
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        engine.observe(on: scheduler)
    }

    /// Subscribes to the source on `scheduler`; the subscription's disposal also runs
    /// on `scheduler`.
    ///
    /// Rx: `subscribe(on:)`. RAC: `-subscribeOn:` (which disposes where `dispose` is
    /// called, Docs/Semantics.md#subscribe-on).
    @inlinable
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        // An operator stage releases itself at its end; a test observable or a subject is
        // released by the scheduled disposal (RxSwift subscribes the receiver as it is).
        engine.subscribe(on: scheduler, schedulesDisposal: true, sourceReleasesAtEnd: self is Producer<Element>)
    }

    /// Rx 5 spelling of `observe(on:)`.
    @available(*, deprecated, renamed: "observe(on:)")
    @inlinable
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        engine.observe(on: scheduler)
    }

    /// Rx 5 spelling of `subscribe(on:)`.
    @available(*, deprecated, renamed: "subscribe(on:)")
    @inlinable
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }

    /// Shifts each element and the completion by `dueTime`; an error is sent at once
    /// and drops the elements still waiting.
    ///
    /// `--1--2--|` with `delay(20)`: `------1--2--|`; `--1-#`: `----#`.
    ///
    /// Rx: `delay(_:scheduler:)`. RAC: `-delay:` (same result, Docs/Semantics.md#delay).
    @inlinable
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        engine.delay(dueTime, scheduler: scheduler)
    }

    /// Subscribes to the source `dueTime` after the subscription.
    ///
    /// Rx: `delaySubscription(_:scheduler:)`.
    @inlinable
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        engine.delaySubscription(dueTime, scheduler: scheduler)
    }

    /// Fails with `RxError.timeout` when no element arrives within `dueTime` of the
    /// subscription or of the previous element.
    ///
    /// `--1----2----3--` with `timeout(30)`: `--1----2----3-----#`.
    ///
    /// Rx: `timeout(_:scheduler:)`. RAC: `-timeout:onScheduler:` is one deadline for
    /// the whole signal (Docs/Semantics.md#timeout).
    @inlinable
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        engine.timeout(dueTime, scheduler: scheduler)
    }

    /// Switches to `other` when no element arrives within `dueTime` of the
    /// subscription or of the previous element.
    ///
    /// Rx: `timeout(_:other:scheduler:)`.
    @inlinable
    public func timeout<Source: ObservableConvertibleType>(_ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType) -> Observable<Element> where Element == Source.Element {
        engine.timeout(dueTime, other: other.asObservable(), scheduler: scheduler)
    }
}
