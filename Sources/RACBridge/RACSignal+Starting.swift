// Starting work once and sharing its result: RAC's `+startLazilyWithScheduler:block:`
// and `+startEagerlyWithScheduler:block:`, built from `createSignal`, a replaying
// `multicast` and `subscribe(on:)`.

extension RACSignal {
    /// Makes a signal that runs `block` once, on `scheduler`, when it is first subscribed to,
    /// and replays everything `block` sends to every subscriber, early or late.
    /// Later subscriptions never run `block` again.
    ///
    /// ```swift
    /// let config = RACSignal<Config>.startLazily(with: RACScheduler.scheduler()) { subscriber in
    ///     subscriber.sendNext(loadConfig())
    ///     subscriber.sendCompleted()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - scheduler: where `block` runs.
    ///   - block: sends the events to replay through the subscriber it is given.
    /// - Returns: a signal that replays everything `block` sent.
    ///
    /// RAC: `+startLazilyWithScheduler:block:`. Rx: `deferred` + `share(replay:scope: .forever)`
    /// + `subscribe(on:)`.
    public static func startLazily(with scheduler: RACScheduler, block: @escaping (RACPassthroughSubscriber<Value>) -> Void) -> RACSignal<Value> {
        let connection = RACSignal.createSignal { subscriber -> RACDisposable? in
            block(subscriber)
            return nil
        }.multicast(RACReplaySubject<Value>())
        return RACSignal.createSignal { subscriber in
            let subscription = connection.signal.subscribe(subscriber)
            _ = connection.connect()
            return subscription
        }.subscribe(on: scheduler)
    }

    /// `startLazily(with:block:)`, subscribed at once: `block` starts running on
    /// `scheduler` now, and the returned signal replays what it sends.
    ///
    /// - Parameters:
    ///   - scheduler: where `block` runs.
    ///   - block: sends the events to replay through the subscriber it is given.
    /// - Returns: a signal that replays everything `block` sent; it need not be kept for
    ///   `block` to run.
    ///
    /// RAC: `+startEagerlyWithScheduler:block:`. Rx: `replayAll()` + `connect()` +
    /// `subscribe(on:)`.
    @discardableResult
    public static func startEagerly(with scheduler: RACScheduler, block: @escaping (RACPassthroughSubscriber<Value>) -> Void) -> RACSignal<Value> {
        let signal = startLazily(with: scheduler, block: block)
        _ = signal.publish().connect()
        return signal
    }
}
