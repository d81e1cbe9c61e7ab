import Foundation
import RxBridge

/// A sequence whose results are awaited by blocking the calling thread.
///
/// Each operator subscribes, then waits: on the main thread by running its run loop
/// (so work the sequence schedules on the main queue or run loop still happens), on any
/// other thread on a condition. When `timeout` passes first the subscription is
/// disposed and the operator throws `RxError.timeout`.
///
/// Rx: `BlockingObservable` (RxBlocking). RAC: `-first`, `-toArray`, `-waitUntilCompleted:`.
public struct BlockingObservable<Element> {
    @usableFromInline let timeout: TimeInterval?
    @usableFromInline let source: Observable<Element>

    @inlinable init(timeout: TimeInterval?, source: Observable<Element>) {
        self.timeout = timeout
        self.source = source
    }
}

extension ObservableConvertibleType {
    /// The sequence as a `BlockingObservable`, whose operators wait at most `timeout`
    /// seconds (nil: forever).
    ///
    /// - Parameter timeout: The longest each operator of the result waits, in seconds;
    ///   `nil` (the default) waits forever. When it passes, the subscription is disposed
    ///   and the operator throws `RxError.timeout`.
    /// - Returns: A blocking view of this sequence; nothing is subscribed until one of its
    ///   operators is called.
    ///
    /// Rx: `toBlocking(timeout:)`.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}

/// The whole outcome of a sequence awaited by `materialize()`.
///
/// Rx: `MaterializedSequenceResult` (RxBlocking).
@frozen
public enum MaterializedSequenceResult<T> {
    /// The sequence completed after `elements`.
    case completed(elements: [T])
    /// The sequence failed with `error` after `elements`.
    case failed(elements: [T], error: Error)
}

extension BlockingObservable {
    /// All the elements, once the sequence completes; rethrows its error.
    ///
    /// - Returns: Every element, in order.
    ///
    /// Rx: `toArray()` (RxBlocking). RAC: `-toArray`.
    public func toArray() throws -> [Element] {
        let outcome = run(stopAfterFirst: false)
        if let error = outcome.error { throw error }
        return outcome.elements
    }

    /// The first element (nil if the sequence completes without one); the subscription
    /// ends at the first element. Rethrows an error that comes before it.
    ///
    /// - Returns: The first element, or `nil` for a sequence that completes empty.
    ///
    /// Rx: `first()` (RxBlocking). RAC: `-first`.
    public func first() throws -> Element? {
        let outcome = run(stopAfterFirst: true)
        if let error = outcome.error { throw error }
        return outcome.elements.first
    }

    /// The last element (nil if there is none), once the sequence completes; rethrows
    /// its error.
    ///
    /// - Returns: The last element, or `nil` for a sequence that completes empty.
    ///
    /// Rx: `last()` (RxBlocking).
    public func last() throws -> Element? {
        let outcome = run(stopAfterFirst: false)
        if let error = outcome.error { throw error }
        return outcome.elements.last
    }

    /// The one element of the sequence. Throws `RxError.noElements` when it completes
    /// empty, `RxError.moreThanOneElement` when a second element arrives (the
    /// subscription then ends), or the sequence's error.
    ///
    /// - Returns: The sequence's only element.
    ///
    /// Rx: `single()` (RxBlocking).
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// The one element that passes `predicate`. Throws `RxError.noElements` when none
    /// does, `RxError.moreThanOneElement` at a second one, or the sequence's (or the
    /// predicate's) error.
    ///
    /// - Parameter predicate: Selects the element; called for each element until a second
    ///   one passes.
    /// - Returns: The only element that passes `predicate`.
    ///
    /// Rx: `single(_:)` (RxBlocking).
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let outcome = BlockingObservable(timeout: timeout, source: source.engine.filter(predicate))
            .run(stopAfterFirst: false, stopAfterSecond: true)
        if let error = outcome.error { throw error }
        switch outcome.elements.count {
        case 0: throw RxError.noElements
        case 1: return outcome.elements[0]
        default: throw RxError.moreThanOneElement
        }
    }

    /// The elements and how the sequence ended, without throwing (a timeout is reported
    /// as `.failed(elements:error: RxError.timeout)`).
    ///
    /// - Returns: `.completed(elements:)` when the sequence completed, `.failed(elements:error:)`
    ///   when it failed or timed out; both carry the elements received before the end.
    ///
    /// Rx: `materialize()` (RxBlocking).
    public func materialize() -> MaterializedSequenceResult<Element> {
        let outcome = run(stopAfterFirst: false)
        if let error = outcome.error { return .failed(elements: outcome.elements, error: error) }
        return .completed(elements: outcome.elements)
    }
}

extension BlockingObservable {
    /// Subscribes and blocks until the sequence ends, the wanted elements arrived, or
    /// the timeout passed.
    ///
    /// The subscription is made inside an action of this thread's `CurrentThreadScheduler`,
    /// as RxBlocking does: a synchronous source (`of`, `range`) then emits after
    /// `subscribe` returned, one trampoline step per element, so the subscription can be
    /// disposed as soon as the answer is known and no further element is produced (or
    /// seen by `single(_:)`'s predicate).
    func run(stopAfterFirst: Bool, stopAfterSecond: Bool = false) -> (elements: [Element], error: Swift.Error?) {
        let waiter = BlockingWaiter<Element>()
        let stopAfter = stopAfterFirst ? 1 : stopAfterSecond ? 2 : nil
        // Ending the subscription at the wanted element stops a synchronous source at
        // once, so nothing after it is produced (nor a predicate called), as in RxBlocking.
        let source = stopAfter.map { self.source.engine.take($0) } ?? self.source
        let subscription = SingleAssignmentDisposable()
        defer { subscription.dispose() }
        let subscribe = UncheckedSendable((source, subscription))
        let action: @Sendable () -> Void = {
            let (source, subscription) = subscribe.value
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                subscription.setDisposable(source.subscribe { event in
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
        if !waiter.wait(timeout: timeout) {
            return waiter.result(timedOut: true)
        }
        return waiter.result(timedOut: false)
    }
}

/// The collected outcome of one blocking subscription, and the wait for it.
///
/// Locking rule: `condition` guards `elements`, `error` and `done`. Events arrive on
/// any thread; the waiting thread reads the state under the same lock.
final class BlockingWaiter<Element>: @unchecked Sendable {
    private let condition = NSCondition()
    private var elements: [Element] = []
    private var error: Swift.Error?
    private var done = false

    /// Records an event; the wait ends at a terminal event or after `stopAfter` elements.
    /// Returns true when this event gave the answer (the caller then disposes the
    /// subscription).
    @discardableResult
    func receive(_ event: Event<Element>, stopAfter: Int?) -> Bool {
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

    /// Waits until done; returns false when `timeout` passed first. On the main thread
    /// the run loop runs meanwhile, in short slices.
    func wait(timeout: TimeInterval?) -> Bool {
        let deadline = timeout.map { Date().addingTimeInterval($0) } ?? .distantFuture
        if Thread.isMainThread {
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
            if !condition.wait(until: deadline) { return done }
        }
        return true
    }

    /// The elements and error collected (`RxError.timeout` when timed out).
    func result(timedOut: Bool) -> (elements: [Element], error: Swift.Error?) {
        condition.lock()
        defer { condition.unlock() }
        if timedOut && !done { return (elements, RxError.timeout) }
        return (elements, error)
    }
}
