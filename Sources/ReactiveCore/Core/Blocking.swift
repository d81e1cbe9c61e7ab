import Foundation

/// Blocking waits: subscribe, block the calling thread until the answer is known, then
/// end the subscription. The engine of RxBridgeBlocking's `toBlocking()` operators and
/// of RAC's `-first`, `-toArray` and `-waitUntilCompleted:`.
extension Engine {
    /// Subscribes, blocks the calling thread until the sequence ends or `stopAfter`
    /// elements have arrived (nil: until it ends), and returns the elements received and
    /// the error that ended the sequence. The dialects differ in how they subscribe and
    /// wait (`Dialect.blockingWaitsOnTrampoline`, Docs/Semantics.md#blocking):
    /// - RxBlocking (`true`): subscribes through this thread's trampoline and disposes at
    ///   the answer (see `subscribeOnTrampoline`); on the main thread the run loop runs
    ///   while waiting; after `timeout` seconds (nil: never) the wait ends with
    ///   `RxError.timeout`.
    /// - RAC (`false`): subscribes at once and blocks the thread (no run loop; `timeout`
    ///   must be nil), so it deadlocks when the signal needs the blocked thread; the
    ///   subscription is disposed once the wait is over.
    package func waitForEvents(stopAfter: Int?, dialect: Dialect, timeout: TimeInterval? = nil) -> (elements: [Element], error: Swift.Error?) {
        let waiter = BlockingWaiter<Element>()
        if !dialect.blockingWaitsOnTrampoline {
            precondition(timeout == nil, "waitForEvents: a wait that blocks without the trampoline has no timeout")
            let subscription = subscribe(onNext: { waiter.receive(.next($0), stopAfter: stopAfter) },
                                         onError: { waiter.receive(.error($0), stopAfter: stopAfter) },
                                         onCompleted: { waiter.receive(.completed, stopAfter: stopAfter) },
                                         onDisposed: nil)
            _ = waiter.wait(timeout: nil, runsMainRunLoop: false)
            subscription.dispose()
            return waiter.result(timedOut: false)
        }
        let subscription = SingleAssignmentDisposable()
        defer { subscription.dispose() }
        subscribeOnTrampoline(stopAfter: stopAfter, waiter: waiter, subscription: subscription)
        return waiter.result(timedOut: !waiter.wait(timeout: timeout, runsMainRunLoop: true))
    }

    /// Rx's subscription for a blocking wait. It is made inside an action of this
    /// thread's `CurrentThreadScheduler`, as RxBlocking does: a synchronous source (`of`,
    /// `range`) then emits after `subscribe` returned, one trampoline step per element,
    /// so the subscription can be disposed as soon as the answer is known and no further
    /// element is produced (or seen by a predicate upstream).
    func subscribeOnTrampoline(stopAfter: Int?, waiter: BlockingWaiter<Element>, subscription: SingleAssignmentDisposable) {
        // Ending the subscription at the wanted element stops a synchronous source at
        // once, so nothing after it is produced.
        let source = stopAfter.map { take($0) } ?? self.source
        let subscribe = UncheckedSendable((source, subscription))
        let action: @Sendable () -> Void = {
            let (source, subscription) = subscribe.value
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                subscription.setDisposable(source.engine.subscribe { event in
                    if waiter.receive(event, stopAfter: stopAfter) { subscription.dispose() }
                })
                return Disposables.create()
            }
        }
        if CurrentThreadScheduler.isScheduleRequired {
            action()
        } else {
            // Called from inside a running action on this thread's trampoline: work the
            // source queues there could only run after this call returns, so the
            // subscription is made from another thread instead of deadlocking (RxBlocking
            // subscribes on this thread and waits until its timeout).
            DispatchQueue.global().async(execute: action)
        }
    }
}

/// The collected outcome of one blocking subscription, and the wait for it.
///
/// Locking rule: `condition` guards `elements`, `error` and `done`. Events arrive on
/// any thread; the waiting thread reads the state under the same lock.
package final class BlockingWaiter<Element>: @unchecked Sendable {
    private let condition = NSCondition()
    private var elements: [Element] = []
    private var error: Swift.Error?
    private var done = false

    package init() {}

    /// Records an event; the wait ends at a terminal event or after `stopAfter` elements.
    /// Returns true when this event gave the answer (the caller may then dispose the
    /// subscription).
    @discardableResult
    package func receive(_ event: Event<Element>, stopAfter: Int?) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        if done { return false }
        switch event {
        case .next(let element):
            elements.append(element)
            if let stopAfter, elements.count >= stopAfter { done = true }
        case .error(let error):
            self.error = error
            done = true
        case .completed:
            done = true
        }
        if done { condition.broadcast() }
        return done
    }

    private var isDone: Bool {
        condition.lock()
        defer { condition.unlock() }
        return done
    }

    /// Waits until done; returns false when `timeout` passed first. With
    /// `runsMainRunLoop`, on the main thread the run loop runs meanwhile, in short slices.
    package func wait(timeout: TimeInterval?, runsMainRunLoop: Bool) -> Bool {
        let deadline = timeout.map { Date().addingTimeInterval($0) } ?? .distantFuture
        if runsMainRunLoop && MainThread.isCurrent {
            while !isDone {
                let now = Date()
                if now >= deadline { return false }
                let slice = min(deadline, now.addingTimeInterval(0.01))
                if !RunLoop.current.run(mode: .default, before: slice) {
                    // No run loop source to wait on: sleep on the condition instead of spinning.
                    condition.lock()
                    if !done { _ = condition.wait(until: min(slice, now.addingTimeInterval(0.001))) }
                    condition.unlock()
                }
            }
            return true
        }
        condition.lock()
        defer { condition.unlock() }
        while !done {
            // Without a timeout, no deadline: Foundation cannot wait until `distantFuture`
            // on every platform.
            guard timeout != nil else {
                condition.wait()
                continue
            }
            if !condition.wait(until: deadline) { return done }
        }
        return true
    }

    /// The elements and error collected (`RxError.timeout` when timed out first).
    package func result(timedOut: Bool) -> (elements: [Element], error: Swift.Error?) {
        condition.lock()
        defer { condition.unlock() }
        if timedOut && !done { return (elements, RxError.timeout) }
        return (elements, error)
    }
}
