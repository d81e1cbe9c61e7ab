extension ObservableType {
    /// Delivers events on `scheduler`, in order, one at a time.
    ///
    /// On `MainScheduler.instance`, events that arrive on the main thread with nothing
    /// queued are delivered at once; on dispatch-queue schedulers a burst of events is
    /// delivered per dispatch.
    ///
    /// - Parameter scheduler: Where every event is delivered; a serial order is kept even
    ///   on a concurrent scheduler.
    /// - Returns: An observable with the source's events, delivered on `scheduler`.
    ///
    /// Rx: `observe(on:)`. RAC: `-deliverOn:`.
    @inlinable
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        engine.observe(on: scheduler)
    }

    /// Subscribes to the source on `scheduler`; the subscription's disposal also runs
    /// on `scheduler`.
    ///
    /// - Parameter scheduler: Where the source is subscribed and where the subscription is
    ///   disposed.
    /// - Returns: An observable with the source's events, delivered where the source sends
    ///   them.
    ///
    /// Rx: `subscribe(on:)`. RAC: `-subscribeOn:` (which disposes where `dispose` is
    /// called, Docs/Semantics.md#subscribe-on).
    @inlinable
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        // An operator stage releases itself at its end; a test observable or a subject is
        // released by the scheduled disposal (RxSwift subscribes the receiver as it is).
        engine.subscribe(on: scheduler, dialect: .rx, sourceReleasesAtEnd: (self as? Observable<Element>)?.releasesItselfAtEnd == true)
    }

    /// Rx 5 spelling of `observe(on:)`.
    ///
    /// - Parameter scheduler: Where every event is delivered.
    /// - Returns: The same observable as `observe(on:)`.
    @available(*, deprecated, renamed: "observe(on:)")
    @inlinable
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        engine.observe(on: scheduler)
    }

    /// Rx 5 spelling of `subscribe(on:)`.
    ///
    /// - Parameter scheduler: Where the source is subscribed and disposed.
    /// - Returns: The same observable as `subscribe(on:)`.
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
    /// - Parameters:
    ///   - dueTime: How long each element and the completion are held back, measured by
    ///     `scheduler`'s clock.
    ///   - scheduler: Runs the timers and delivers the delayed events.
    /// - Returns: An observable of the source's elements and completion, each `dueTime`
    ///   later; an error is sent at once.
    ///
    /// Rx: `delay(_:scheduler:)`. RAC: `-delay:` (same result, Docs/Semantics.md#delay).
    @inlinable
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        engine.delay(dueTime, scheduler: scheduler)
    }

    /// Subscribes to the source `dueTime` after the subscription.
    ///
    /// - Parameters:
    ///   - dueTime: How long after the subscription the source is subscribed, measured by
    ///     `scheduler`'s clock.
    ///   - scheduler: Runs the timer, and the source's subscription with it.
    /// - Returns: An observable with the source's events, starting after `dueTime`; a
    ///   subscription disposed before then never subscribes the source.
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
    /// - Parameters:
    ///   - dueTime: The longest wait allowed for the first element and between two
    ///     elements; each element restarts it.
    ///   - scheduler: Runs the timer and delivers the timeout error.
    /// - Returns: An observable with the source's events, or `RxError.timeout` after the
    ///   first wait that is too long.
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
    /// - Parameters:
    ///   - dueTime: The longest wait allowed for the first element and between two
    ///     elements; each element restarts it.
    ///   - other: The sequence that takes over after a wait that is too long; the source
    ///     is disposed then.
    ///   - scheduler: Runs the timer and subscribes `other`.
    /// - Returns: An observable with the source's events until a timeout, then `other`'s.
    ///
    /// Rx: `timeout(_:other:scheduler:)`.
    @inlinable
    public func timeout<Source: ObservableConvertibleType>(_ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType) -> Observable<Element> where Element == Source.Element {
        engine.timeout(dueTime, other: other.asObservable(), scheduler: scheduler)
    }
}
