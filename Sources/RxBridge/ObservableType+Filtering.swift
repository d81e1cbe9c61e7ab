extension ObservableType {
    /// Sends only the elements that `predicate` accepts.
    ///
    /// `--1--2--3--|` with `isOdd` gives `--1-----3--|`.
    ///
    /// - Parameter predicate: Called once per element, in order; `true` keeps the element.
    ///   A thrown error ends the sequence with that error.
    /// - Returns: An observable of the accepted elements, ending as the source ends.
    ///
    /// Rx: `filter`. RAC: `-filter:`.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        engine.filter(predicate)
    }
}

// MARK: - distinctUntilChanged

extension ObservableType where Element: Equatable {
    /// Drops each element equal (`==`) to the element just before it.
    ///
    /// `-1-1-2-2-1-|` gives `-1---2---1-|`.
    ///
    /// - Returns: An observable of the elements that differ from their predecessor; the
    ///   first element always passes.
    ///
    /// Rx: `distinctUntilChanged()`. RAC: `-distinctUntilChanged` (RAC compares with
    /// `isEqual:`, Docs/Semantics.md#distinct-until-changed).
    @inlinable
    public func distinctUntilChanged() -> Observable<Element> {
        engine.distinctUntilChanged(key: { $0 }, comparer: ==)
    }
}

extension ObservableType {
    /// Drops an element whose key equals the key of the element before it; a thrown
    /// error ends the sequence with it.
    ///
    /// - Parameter keySelector: Computes the key compared with `==`; called once per
    ///   element, and the previous element's key is kept, not recomputed.
    /// - Returns: An observable of the elements whose key differs from the previous
    ///   element's key; the first element always passes.
    ///
    /// Rx: `distinctUntilChanged(_ keySelector:)`.
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Observable<Element> {
        engine.distinctUntilChanged(key: keySelector, comparer: ==)
    }

    /// Drops an element that `comparer` finds equal to the element before it; a thrown
    /// error ends the sequence with it.
    ///
    /// - Parameter comparer: Called with the previous element and the new one; `true`
    ///   means equal, so the new element is dropped.
    /// - Returns: An observable of the elements `comparer` finds different from their
    ///   predecessor; the first element always passes.
    ///
    /// Rx: `distinctUntilChanged(_ comparer:)`.
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        engine.distinctUntilChanged(key: { $0 }, comparer: comparer)
    }

    /// Drops an element whose key `comparer` finds equal to the key of the element
    /// before it; a thrown error ends the sequence with it.
    ///
    /// - Parameters:
    ///   - keySelector: Computes each element's key, once per element.
    ///   - comparer: Called with the previous key and the new one; `true` means equal, so
    ///     the new element is dropped.
    /// - Returns: An observable of the elements whose key differs from the previous
    ///   element's key; the first element always passes.
    ///
    /// Rx: `distinctUntilChanged(_:comparer:)`.
    @inlinable
    public func distinctUntilChanged<K>(_ keySelector: @escaping (Element) throws -> K, comparer: @escaping (K, K) throws -> Bool) -> Observable<Element> {
        engine.distinctUntilChanged(key: keySelector, comparer: comparer)
    }

    /// Drops an element whose property at `keyPath` equals that of the element before it.
    ///
    /// - Parameter keyPath: The property compared with `==`.
    /// - Returns: An observable of the elements whose property differs from the previous
    ///   element's; the first element always passes.
    ///
    /// Rx: `distinctUntilChanged(at:)`.
    @inlinable
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observable<Element> {
        engine.distinctUntilChanged(key: { $0[keyPath: keyPath] }, comparer: ==)
    }
}

// MARK: - take / skip

/// Whether `take(while:)` / `take(until:)` also sends the element that ends it.
///
/// Rx: `TakeBehavior`.
public enum TakeBehavior: Sendable {
    /// The element that ends the sequence is sent before `completed`.
    case inclusive
    /// The element that ends the sequence is dropped.
    case exclusive
}

extension ObservableType {
    /// Sends the first `count` elements, then completes at once.
    ///
    /// `-1-2-3-4-|` with 2 gives `-1-(2|)`.
    ///
    /// - Parameter count: How many elements to send; 0 completes without subscribing to
    ///   the source. A negative `count` is a precondition failure naming `take(_:)`, as
    ///   in RxSwift.
    /// - Returns: An observable of at most `count` elements; it ends earlier if the source
    ///   ends first.
    ///
    /// Rx: `take(_:)`. RAC: `-take:`.
    @inlinable
    public func take(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "take(_:): count must not be negative (got \(count))")
        return engine.take(count)
    }

    /// The elements sent within `duration` of the subscription, then `completed`.
    ///
    /// - Parameters:
    ///   - duration: How long after the subscription elements are passed on, measured
    ///     by `scheduler`'s clock.
    ///   - scheduler: Runs the timer that completes the sequence.
    /// - Returns: An observable of the source's elements up to the timer, then `completed`.
    ///
    /// Rx: `take(for:scheduler:)`.
    @inlinable
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        engine.take(for: duration, scheduler: scheduler)
    }

    /// Sends elements while `predicate` accepts them; the first rejected element completes
    /// the sequence.
    ///
    /// `-1-2-5-1-|` with `{ $0 < 3 }` gives `-1-2-|` (`.exclusive`) or `-1-2-(5|)`
    /// (`.inclusive`).
    ///
    /// - Parameters:
    ///   - predicate: Called per element until it first returns `false`; a thrown error
    ///     ends the sequence with that error.
    ///   - behavior: Whether the rejected element is sent before `completed` (`.inclusive`)
    ///     or dropped (`.exclusive`, the default).
    /// - Returns: An observable of the leading accepted elements.
    ///
    /// Rx: `take(while:behavior:)`. RAC: `-takeWhileBlock:` (exclusive).
    @inlinable
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        engine.take(while: predicate, inclusive: behavior == .inclusive)
    }

    /// Sends elements until one satisfies `predicate`, then completes.
    ///
    /// `-1-2-5-1-|` with `{ $0 > 3 }` gives `-1-2-|` (`.exclusive`) or `-1-2-(5|)`
    /// (`.inclusive`).
    ///
    /// - Parameters:
    ///   - predicate: Called per element until it first returns `true`; a thrown error
    ///     ends the sequence with that error.
    ///   - behavior: Whether the element that satisfied `predicate` is sent before
    ///     `completed` (`.inclusive`) or dropped (`.exclusive`, the default).
    /// - Returns: An observable of the elements before the first one that satisfies
    ///   `predicate`.
    ///
    /// Rx: `take(until:behavior:)` with a predicate. RAC: `-takeUntilBlock:` (exclusive).
    @inlinable
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        engine.take(while: { try !predicate($0) }, inclusive: behavior == .inclusive)
    }

    /// The elements until `other` sends an element, then `completed`. `other` is
    /// subscribed first; its error ends the sequence, its completion is ignored.
    ///
    /// - Parameter other: The trigger: its first element completes the result.
    /// - Returns: An observable of the source's elements up to the trigger.
    ///
    /// Rx: `take(until:)`. RAC: `-takeUntil:` also completes when the trigger completes
    /// and ignores its error (Docs/Semantics.md#take-until).
    @inlinable
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        engine.take(until: other.asObservable(), dialect: .rx)
    }

    /// Drops the first `count` elements and sends the rest.
    ///
    /// `-1-2-3-|` with 1 gives `---2-3-|`. A count of 0 or less skips nothing (as in
    /// RxSwift).
    ///
    /// - Parameter count: How many leading elements to drop.
    /// - Returns: An observable of the elements after the first `count`, ending as the
    ///   source ends.
    ///
    /// Rx: `skip(_:)`. RAC: `-skip:`.
    @inlinable
    public func skip(_ count: Int) -> Observable<Element> {
        engine.skip(count)
    }

    /// Drops the elements sent within `duration` of the subscription.
    ///
    /// - Parameters:
    ///   - duration: How long after the subscription elements are dropped, measured by
    ///     `scheduler`'s clock.
    ///   - scheduler: Runs the timer that opens the gate.
    /// - Returns: An observable of the elements sent after `duration`.
    ///
    /// Rx: `skip(for:scheduler:)`.
    @inlinable
    public func skip(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        engine.skip(for: duration, scheduler: scheduler)
    }

    /// Drops elements while `predicate` accepts them, then sends every element from the
    /// first rejected one on.
    ///
    /// `-1-2-5-1-|` with `{ $0 < 3 }` gives `-----5-1-|`.
    ///
    /// - Parameter predicate: Called per element until it first returns `false`, never
    ///   after; a thrown error ends the sequence with that error.
    /// - Returns: An observable of the elements from the first rejected one on.
    ///
    /// Rx: `skip(while:)`. RAC: `-skipWhileBlock:`.
    @inlinable
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        engine.skip(while: predicate)
    }

    /// Drops the elements until `other` sends an element. The source is subscribed
    /// first; an error from `other` ends the sequence. If the source completes before
    /// `other` fires, nothing is sent (as in RxSwift).
    ///
    /// - Parameter other: The trigger: its first element opens the gate.
    /// - Returns: An observable of the source's elements after the trigger's first element.
    ///
    /// Rx: `skip(until:)`.
    @inlinable
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        engine.skip(until: other.asObservable())
    }

    /// Sends the last `count` elements when the source completes.
    ///
    /// `-1-2-3-|` with 2 gives `-------(23|)`.
    ///
    /// - Parameter count: How many trailing elements to keep; 0 sends only the completion.
    ///   A negative `count` is a precondition failure naming `takeLast(_:)`, as in RxSwift.
    /// - Returns: An observable that is silent until the source completes, then sends the
    ///   kept elements and completes; an error drops them.
    ///
    /// Rx: `takeLast(_:)`. RAC: `-takeLast:`.
    @inlinable
    public func takeLast(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "takeLast(_:): count must not be negative (got \(count))")
        return engine.takeLast(count)
    }

    /// Sends only the element at `index` (zero-based), then completes.
    ///
    /// `-a-b-c-|` with 1 gives `---(b|)`.
    ///
    /// - Parameter index: The zero-based position of the element to send. A negative
    ///   `index` is a precondition failure naming `element(at:)`, as in RxSwift.
    /// - Returns: An observable of one element; the source is released when it arrives.
    ///   A source that completes before `index` ends it with `RxError.argumentOutOfRange`.
    ///
    /// Rx: `element(at:)`.
    @inlinable
    public func element(at index: Int) -> Observable<Element> {
        precondition(index >= 0, "element(at:): index must not be negative (got \(index))")
        return engine.element(at: index)
    }

    /// Drops every element and passes on the end.
    ///
    /// `-1-2-|` gives `-----|`: only the end, as an `Observable<Never>` (as in RxSwift 6;
    /// `asCompletable()` makes it a `Completable`).
    ///
    /// - Returns: An observable that sends only the source's `completed` or error.
    ///
    /// Rx: `ignoreElements()`. RAC: `-ignoreValues`.
    @inlinable
    public func ignoreElements() -> Observable<Never> {
        engine.ignoreElements()
    }

    /// The only element, sent as it arrives; a second element ends the sequence with
    /// `RxError.moreThanOneElement`, completion without one with `RxError.noElements`.
    ///
    /// - Returns: An observable of the source's only element, completing when the source
    ///   completes.
    ///
    /// Rx: `single()`.
    @inlinable
    public func single() -> Observable<Element> {
        engine.single { _ in true }
    }

    /// The only element that passes `predicate`, sent as it arrives; a second one ends
    /// the sequence with `RxError.moreThanOneElement`, completion without one with
    /// `RxError.noElements`; a thrown error ends it with that error.
    ///
    /// - Parameter predicate: Selects the element; called for every element, because a
    ///   second match is an error.
    /// - Returns: An observable of the only matching element, completing when the source
    ///   completes.
    ///
    /// Rx: `single(_:)`.
    @inlinable
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        engine.single(predicate)
    }
}

// MARK: - time

extension ObservableType {
    /// Sends an element once `dueTime` passes with no newer one; completion sends the
    /// pending element at once, an error drops it.
    ///
    ///     1@210, 2@220, 3@230, 4@300, |@310  debounce(50)  ->  3@280, 4@310, |@310
    ///
    /// - Parameters:
    ///   - dueTime: The silence that must follow an element before it is sent; each new
    ///     element restarts it.
    ///   - scheduler: Runs the timers and delivers the elements they release.
    /// - Returns: An observable of the elements that were not followed by another one
    ///   within `dueTime`.
    ///
    /// Rx: `debounce(_:scheduler:)`. RAC: `-throttle:` (Docs/Semantics.md#throttle).
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        engine.debounce(dueTime, scheduler: scheduler)
    }

    /// Rate limiting: an element `dueTime` or more after the last one sent goes out at
    /// once; with `latest`, the last element of the window goes out when it closes, and
    /// completion waits for it.
    ///
    ///     1@210, 2@220, 3@230, 4@300, |@310  throttle(50)  ->  1@210, 3@260, 4@310, |@310
    ///
    /// - Parameters:
    ///   - dueTime: The minimum time between two elements sent.
    ///   - latest: `true` (the default): the last element received during a window is sent
    ///     when it closes. `false`: elements received during a window are dropped.
    ///   - scheduler: Runs the timers and delivers the elements they release.
    /// - Returns: An observable of at most one element per `dueTime`.
    ///
    /// Rx: `throttle(_:latest:scheduler:)`. RAC's `-throttle:` is `debounce` (Docs/Semantics.md#throttle).
    @inlinable
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Observable<Element> {
        engine.throttle(dueTime, latest: latest, scheduler: scheduler)
    }
}

// MARK: - ifEmpty

extension ObservableType {
    /// Sends `default` when the source completes without an element.
    ///
    /// `---|` gives `---(x|)`; a source with elements passes unchanged.
    ///
    /// - Parameter default: The element sent, followed by `completed`, when the source
    ///   completes empty; an error passes through instead.
    /// - Returns: An observable of the source's elements, or of `default` alone.
    ///
    /// Rx: `ifEmpty(default:)`.
    @inlinable
    public func ifEmpty(default: Element) -> Observable<Element> {
        engine.ifEmpty(default: `default`)
    }

    /// Continues with `other` when the source completes without an element.
    ///
    /// `---|` continues with `other`; a source with elements passes unchanged.
    ///
    /// - Parameter other: The sequence subscribed when the source completes empty; not
    ///   subscribed otherwise.
    /// - Returns: An observable of the source's elements, or of `other`'s events.
    ///
    /// Rx: `ifEmpty(switchTo:)`.
    @inlinable
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        engine.ifEmpty(switchTo: other)
    }
}

// MARK: - RxSwift 5 names, deprecated in RxSwift 6 (kept so ported code compiles)

extension ObservableType {
    /// Rx 5 spelling of `take(until:)`.
    ///
    /// - Parameter other: The trigger: its first element completes the result.
    /// - Returns: The same observable as `take(until:)`.
    @available(*, deprecated, renamed: "take(until:)")
    @inlinable
    public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        take(until: other)
    }

    /// Rx 5 spelling of `take(until:behavior:)`.
    ///
    /// - Parameters:
    ///   - behavior: Whether the element that satisfies `predicate` is sent.
    ///   - predicate: Called per element until it first returns `true`.
    /// - Returns: The same observable as `take(until:behavior:)`.
    @available(*, deprecated, renamed: "take(until:behavior:)")
    @inlinable
    public func takeUntil(_ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(until: predicate, behavior: behavior)
    }

    /// Rx 5 spelling of `take(while:)`.
    ///
    /// - Parameter predicate: Called per element until it first returns `false`.
    /// - Returns: The same observable as `take(while:)`.
    @available(*, deprecated, renamed: "take(while:)")
    @inlinable
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(while: predicate)
    }

    /// Rx 5 spelling of `take(for:scheduler:)`.
    ///
    /// - Parameters:
    ///   - duration: How long after the subscription elements are passed on.
    ///   - scheduler: Runs the timer.
    /// - Returns: The same observable as `take(for:scheduler:)`.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    @inlinable
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }

    /// Rx 5 spelling of `skip(until:)`.
    ///
    /// - Parameter other: The trigger: its first element opens the gate.
    /// - Returns: The same observable as `skip(until:)`.
    @available(*, deprecated, renamed: "skip(until:)")
    @inlinable
    public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }

    /// Rx 5 spelling of `skip(while:)`.
    ///
    /// - Parameter predicate: Called per element until it first returns `false`.
    /// - Returns: The same observable as `skip(while:)`.
    @available(*, deprecated, renamed: "skip(while:)")
    @inlinable
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }

    /// Rx 5 spelling of `skip(for:scheduler:)`.
    ///
    /// - Parameters:
    ///   - duration: How long after the subscription elements are dropped.
    ///   - scheduler: Runs the timer.
    /// - Returns: The same observable as `skip(for:scheduler:)`.
    @available(*, deprecated, renamed: "skip(for:scheduler:)")
    @inlinable
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        skip(for: duration, scheduler: scheduler)
    }

    /// Rx 5 spelling of `element(at:)`.
    ///
    /// - Parameter index: The zero-based position of the element to send.
    /// - Returns: The same observable as `element(at:)`.
    @available(*, deprecated, renamed: "element(at:)")
    @inlinable
    public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }
}

extension ObservableType {
    /// The first element as a `Single`, or `nil` when the sequence completes empty; the
    /// source is released as soon as the first element arrives.
    ///
    /// ```
    /// source:  --1--2--|        -----|
    /// result:  --(1|)           -----(nil|)
    /// ```
    ///
    /// - Returns: A `Single` of the first element, or of `nil` for an empty source; an error
    ///   before the first element fails it.
    ///
    /// Rx: `first()` (RxSwift 6). RAC: `-first` is the blocking `first()` on `RACSignal`.
    @inlinable
    public func first() -> Single<Element?> {
        Single(raw: engine.take(1).engine.toArray().engine.map { $0.first })
    }
}
