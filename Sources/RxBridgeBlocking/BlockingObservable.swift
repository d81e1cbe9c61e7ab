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
        let outcome = run(stopAfter: nil)
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
        let outcome = run(stopAfter: 1)
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
        let outcome = run(stopAfter: nil)
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
            .run(stopAfter: 2)
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
        let outcome = run(stopAfter: nil)
        if let error = outcome.error { return .failed(elements: outcome.elements, error: error) }
        return .completed(elements: outcome.elements)
    }
}

extension BlockingObservable {
    /// Subscribes and blocks until the sequence ends, `stopAfter` elements arrived (nil:
    /// until it ends), or the timeout passed (the engine's blocking wait, Rx's rule).
    func run(stopAfter: Int?) -> (elements: [Element], error: Swift.Error?) {
        source.engine.waitForEvents(stopAfter: stopAfter, dialect: .rx, timeout: timeout)
    }
}
