import Foundation

extension RACSignal {
    /// The signal's values as a Swift sequence that waits for them.
    ///
    /// Reading the property subscribes at once and records every value; iterating gives
    /// the recorded values in order, blocking the iterating thread until the next one
    /// arrives, and ends when the signal completes or fails (an error just ends the
    /// sequence). The sequence can be iterated any number of times, from any thread, and
    /// each pass sees the same values. Iterating on the thread the signal must deliver on
    /// (for example the main thread with `deliverOnMainThread()`) deadlocks, as RAC's does.
    ///
    /// ```swift
    /// for value in signal.take(3).sequence { print(value) }
    /// ```
    ///
    /// RAC: `-sequence` (a `RACSequence`). Rx: `toBlocking()`.
    public var sequence: AnySequence<Value> {
        let buffer = RACSequenceBuffer<Value>()
        _ = subscribeNext({ buffer.append($0) }, error: { _ in buffer.finish() }, completed: { buffer.finish() })
        return AnySequence { () -> AnyIterator<Value> in
            var index = 0
            return AnyIterator {
                defer { index += 1 }
                return buffer.value(at: index)
            }
        }
    }
}

/// The values a signal sent so far, and whether it has ended, for `RACSignal.sequence`.
///
/// Locking rule: `values` and `ended` are read and written only under `parking`'s mutex;
/// readers sleep on `parking` and writers wake them after each change.
final class RACSequenceBuffer<Value>: @unchecked Sendable {
    private let parking = Parking()
    private var values: [Value] = []
    private var ended = false

    /// Records the next value and wakes the waiting readers.
    func append(_ value: Value) {
        parking.withLock {
            if !ended { values.append(value) }
            parking.wakeAllLocked()
        }
    }

    /// Records the end and wakes the waiting readers.
    func finish() {
        parking.withLock {
            ended = true
            parking.wakeAllLocked()
        }
    }

    /// The value at `index`, waiting until it arrives; nil when the signal ended first.
    func value(at index: Int) -> Value? {
        parking.withLock {
            while values.count <= index && !ended { parking.wait() }
            return index < values.count ? values[index] : nil
        }
    }
}

extension Sequence {
    /// The sequence's elements as a cold signal: each subscription sends them in order,
    /// one scheduled block per element on `scheduler`, then completes.
    ///
    /// The elements are copied when this is called (as ReactiveObjC's collections copy
    /// themselves into their `rac_sequence`), so a later change to a mutable collection,
    /// or a sequence that can be iterated only once, does not change what the signal
    /// sends. Each element is scheduled separately, so a disposal between two elements
    /// stops the rest, and other work on a serial scheduler can run in between. A
    /// dictionary's elements are its `(key, value)` pairs in the dictionary's order.
    ///
    /// ```swift
    /// let names = ["ada", "grace"].rac_signal(with: RACScheduler.immediate())
    /// _ = names.subscribeNext { print($0) }     // ada, grace
    /// ```
    ///
    /// - Parameter scheduler: where the elements are sent. The default is a new
    ///   background scheduler per call, as ReactiveObjC's `rac_sequence.signal` makes,
    ///   so a subscriber gets the values later, on another thread; pass
    ///   `RACScheduler.immediate()` to get them during `subscribe`, or a
    ///   `RACTestScheduler` in tests.
    /// - Returns: a signal that sends the elements, then completes.
    ///
    /// RAC: `rac_sequence.signal` (`-signal` on a `RACSequence`) and
    /// `rac_sequence.signalWithScheduler:`. Rx: `Observable.from(_:scheduler:)`.
    public func rac_signal(with scheduler: RACScheduler = .scheduler()) -> RACSignal<Element> {
        let elements = Array(self)
        return RACSignal<Element>.createSignal { subscriber in
            var index = 0
            return scheduler.scheduleRecursiveBlock { reschedule in
                guard index < elements.count else {
                    subscriber.sendCompleted()
                    return
                }
                subscriber.sendNext(elements[index])
                index += 1
                reschedule()
            }
        }
    }
}
