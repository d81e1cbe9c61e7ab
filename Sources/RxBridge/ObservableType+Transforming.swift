import Foundation

extension ObservableType {
    /// Sends `transform` of each element.
    ///
    /// `--1--2--|` with `{ $0 * 10 }` gives `--10--20--|`; a thrown error ends the
    /// sequence with it.
    ///
    /// - Parameter transform: Called once per element, in order; a thrown error ends the
    ///   sequence with that error and disposes the source.
    /// - Returns: An observable of the transformed elements, ending as the source ends.
    ///
    /// Rx: `map`. RAC: `-map:`.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        engine.map(transform)
    }

    /// Transforms each element and drops the `nil` results: `--1--2--3--|` with
    /// `{ $0 == 2 ? nil : $0 }` gives `--1-----3--|`; a thrown error ends the sequence
    /// with it.
    ///
    /// - Parameter transform: Called once per element; `nil` drops the element, a thrown
    ///   error ends the sequence with that error.
    /// - Returns: An observable of the non-`nil` results, ending as the source ends.
    ///
    /// Rx: `compactMap`. RAC: `-map:` then `-ignore:nil`.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        engine.compactMap(transform)
    }

    /// Emits every new accumulator value, updated in place: `--1--2--3--|` with
    /// `into: 0, { $0 += $1 }` gives `--1--3--6--|` (the seed is not emitted). Each
    /// subscription starts from `seed`; a thrown error ends the sequence with it.
    ///
    /// - Parameters:
    ///   - seed: The accumulator's starting value, copied for each subscription.
    ///   - accumulator: Updates the accumulator in place with each element; the updated
    ///     value is sent. A thrown error ends the sequence with that error.
    /// - Returns: An observable of the accumulator after each element.
    ///
    /// Rx: `scan(into:accumulator:)`. RAC: `-scanWithStart:reduce:`.
    @inlinable
    public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void) -> Observable<A> {
        engine.scan(into: seed, accumulator: accumulator)
    }

    /// Emits every new accumulator value: `--1--2--3--|` with `0, +` gives
    /// `--1--3--6--|` (the seed is not emitted). Each subscription starts from `seed`;
    /// a thrown error ends the sequence with it.
    ///
    /// - Parameters:
    ///   - seed: The accumulator's starting value for each subscription.
    ///   - accumulator: Combines the accumulator so far with an element into the next
    ///     accumulator, which is sent. A thrown error ends the sequence with that error.
    /// - Returns: An observable of the accumulator after each element.
    ///
    /// Rx: `scan(_:accumulator:)`. RAC: `-scanWithStart:reduce:`.
    @inlinable
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        engine.scan(seed, accumulator: accumulator)
    }

    /// Folds every element, then emits `mapResult` of the result when the source
    /// completes: `--1--2--|` with `0, +, { "\($0)" }` gives `--------("3"|)`. An empty
    /// source gives `mapResult(seed)`; an error (also a thrown one) gives only the error.
    ///
    /// - Parameters:
    ///   - seed: The accumulator's starting value for each subscription.
    ///   - accumulator: Combines the accumulator so far with an element into the next one.
    ///   - mapResult: Turns the final accumulator into the element sent.
    /// - Returns: An observable of one element, sent with `completed` when the source
    ///   completes.
    ///
    /// Rx: `reduce(_:accumulator:mapResult:)`. RAC: `-aggregateWithStart:reduce:` then `-map:`.
    @inlinable
    public func reduce<A, Result>(_ seed: A, accumulator: @escaping (A, Element) throws -> A, mapResult: @escaping (A) throws -> Result) -> Observable<Result> {
        engine.reduce(seed, accumulator: accumulator, mapResult: mapResult)
    }

    /// Folds every element, then emits the result when the source completes:
    /// `--1--2--|` with `0, +` gives `--------(3|)`. An empty source gives the seed; an
    /// error (also a thrown one) gives only the error.
    ///
    /// - Parameters:
    ///   - seed: The accumulator's starting value for each subscription.
    ///   - accumulator: Combines the accumulator so far with an element into the next one.
    /// - Returns: An observable of the final accumulator, sent with `completed` when the
    ///   source completes.
    ///
    /// Rx: `reduce(_:accumulator:)`. RAC: `-aggregateWithStart:reduce:`.
    @inlinable
    public func reduce<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        engine.reduce(seed, accumulator: accumulator)
    }

    /// Folds every element into an accumulator updated in place, then emits
    /// `mapResult` of it when the source completes (see `reduce(_:accumulator:mapResult:)`).
    ///
    /// - Parameters:
    ///   - seed: The accumulator's starting value, copied for each subscription.
    ///   - accumulator: Updates the accumulator in place with each element.
    ///   - mapResult: Turns the final accumulator into the element sent.
    /// - Returns: An observable of one element, sent with `completed` when the source
    ///   completes; a thrown error from either closure ends it with that error.
    ///
    /// Rx: `reduce(into:accumulator:mapResult:)`.
    @inlinable
    public func reduce<A, Result>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void, mapResult: @escaping (A) throws -> Result) -> Observable<Result> {
        engine.reduce(into: seed, accumulator: accumulator, mapResult: mapResult)
    }

    /// Folds every element into an accumulator updated in place, then emits it when
    /// the source completes (see `reduce(_:accumulator:)`).
    ///
    /// - Parameters:
    ///   - seed: The accumulator's starting value, copied for each subscription.
    ///   - accumulator: Updates the accumulator in place with each element.
    /// - Returns: An observable of the final accumulator, sent with `completed` when the
    ///   source completes; a thrown error ends it with that error.
    ///
    /// Rx: `reduce(into:accumulator:)`.
    @inlinable
    public func reduce<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void) -> Observable<A> {
        engine.reduce(into: seed, accumulator: accumulator)
    }

    /// All elements as one array, emitted when the source completes (`[]` for an empty
    /// source; only the error on error).
    ///
    /// - Returns: A `Single` of every element in order, succeeding when the source completes.
    ///
    /// Rx: `toArray()`. RAC: `-collect`.
    @inlinable
    public func toArray() -> Single<[Element]> {
        Single(raw: engine.toArray())
    }

    /// Pairs each element with its index: `--a--b--|` gives `--(0,a)--(1,b)--|`.
    /// Each subscription counts from 0.
    ///
    /// - Returns: An observable of `(index, element)` pairs, the index counting from 0.
    ///
    /// Rx: `enumerated()`. RAC: `-scanWithStart:reduceWithIndex:` covers the same need.
    @inlinable
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        engine.enumerated()
    }

    /// Every event as an element: `--1--#` gives `--.next(1)--(.error(#)|)`. The result
    /// never fails.
    ///
    /// - Returns: An observable of the source's events as elements, including the final
    ///   `.completed` or `.error`, after which it completes.
    ///
    /// Rx: `materialize()`. RAC: `-materialize` (`RACEvent` values).
    @inlinable
    public func materialize() -> Observable<Event<Element>> {
        engine.materialize()
    }

    /// Emits `elements`, then the source's events: `--1--|` started with 8, 9 gives
    /// `(89)--1--|`. The elements go out synchronously at subscription, before the
    /// source is subscribed.
    ///
    /// - Parameter elements: The elements sent first, in the order given.
    /// - Returns: An observable of `elements` followed by the source's events.
    ///
    /// Rx: `startWith(_:...)`. RAC: `-startWith:` (one value).
    @inlinable
    public func startWith(_ elements: Element ...) -> Observable<Element> {
        engine.startWith(elements)
    }

    /// Collects elements into arrays, emitted every `timeSpan` (a window opens at
    /// subscription) or as soon as `count` elements are in, which restarts the window.
    /// Windows with no elements emit `[]`; completion emits the last buffer (possibly
    /// empty) then completes; an error discards it.
    ///
    /// timeSpan 100, count 10, subscribed at 200: `1@210, 2@220, |@470` gives
    /// `[1,2]@300, []@400, []@470, |@470`.
    ///
    /// - Parameters:
    ///   - timeSpan: The length of each buffer's window, measured by `scheduler`'s clock.
    ///   - count: The most elements a buffer holds; a full buffer is sent at once. Must be
    ///     greater than 0: otherwise a precondition failure naming `buffer(timeSpan:count:scheduler:)`.
    ///   - scheduler: Runs the window timers and sends the buffers they close.
    /// - Returns: An observable of arrays of elements, one per closed window.
    ///
    /// Rx: `buffer(timeSpan:count:scheduler:)`. RAC: `-bufferWithTime:onScheduler:`
    /// starts its timer at the first value and never emits an empty buffer
    /// (Docs/Semantics.md#buffer-with-time).
    @inlinable
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        engine.buffer(timeSpan: timeSpan, count: count, scheduler: scheduler)
    }

    /// Splits the source into inner sequences (windows), each closed after `timeSpan`
    /// or after `count` elements, whichever comes first (a window closed by `count`
    /// restarts the timer). The first window opens at subscription; completion and
    /// errors reach the open window, then the result.
    ///
    /// timeSpan 100, count 2, subscribed at 200: `1@210, 2@220, 3@230, |@350` gives
    /// windows at 200 (`1, 2, |@220`), 220 (`3, |@320`) and 320 (`|@350`), then `|@350`.
    ///
    /// The source stays subscribed while the result or any window is subscribed.
    ///
    /// - Parameters:
    ///   - timeSpan: How long each window stays open, measured by `scheduler`'s clock.
    ///   - count: The most elements a window carries before it closes. Must be greater than
    ///     0: otherwise a precondition failure naming `window(timeSpan:count:scheduler:)`.
    ///   - scheduler: Runs the window timers.
    /// - Returns: An observable of windows, each an observable of the elements sent while
    ///   it was open.
    ///
    /// Rx: `window(timeSpan:count:scheduler:)`.
    @inlinable
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<Observable<Element>> {
        engine.window(timeSpan: timeSpan, count: count, scheduler: scheduler)
    }

    /// Splits the source into one `GroupedObservable` per key, emitted when its first
    /// element arrives (before that element, so a group subscribed in `onNext` gets it).
    /// A group subscribed later gets only later elements. Completion and errors (also
    /// a thrown `keySelector` error) reach every group, then the result.
    ///
    /// ```
    /// source: --a1--b1--a2--|
    /// result: --A---B-------|     group "a": a1, a2, |   group "b": b1, |
    /// ```
    /// The source stays subscribed while the result or any group is subscribed.
    ///
    /// - Parameter keySelector: Computes each element's group key, once per element; a
    ///   thrown error ends every group and the result with that error.
    /// - Returns: An observable of groups, one per distinct key, in the order of each key's
    ///   first element.
    ///
    /// Rx: `groupBy(keySelector:)`. RAC: `-groupBy:`.
    @inlinable
    public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key) -> Observable<GroupedObservable<Key, Element>> {
        engine.groupBy(keySelector: keySelector) { key, elements in GroupedObservable(key: key, source: elements) }
    }
}

extension ObservableType where Element: EventConvertible {
    /// Turns event elements back into events, the reverse of `materialize()`:
    /// `--.next(1)--.completed--` gives `--1--|`.
    ///
    /// - Returns: An observable that sends each `.next` element and ends with the first
    ///   `.completed` or `.error` element.
    ///
    /// Rx: `dematerialize()`. RAC: `-dematerialize`.
    @inlinable
    public func dematerialize() -> Observable<Element.Element> {
        engine.dematerialize()
    }
}

/// The elements of one key of `groupBy`, with the key.
///
/// Rx: `GroupedObservable`. RAC: `RACGroupedSignal`.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key shared by the group's elements.
    public let key: Key

    @usableFromInline let source: Observable<Element>

    /// A group of `source`'s elements under `key`.
    ///
    /// - Parameters:
    ///   - key: The key shared by the group's elements.
    ///   - source: The group's elements.
    @inlinable
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to the group's elements.
    ///
    /// - Parameter observer: Receives the group's events.
    /// - Returns: A disposable that ends this subscription to the group.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The group's elements as an `Observable`.
    ///
    /// - Returns: The group's elements, without the key.
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }
}

/// A decoder of `Decodable` values from `Data`, such as `JSONDecoder` and
/// `PropertyListDecoder`; `decode(type:decoder:)` takes any of them.
///
/// Rx: `DataDecoder`.
public protocol DataDecoder {
    /// Decodes a value of `type` from `data`, or throws.
    ///
    /// - Parameters:
    ///   - type: the type to decode.
    ///   - data: the encoded bytes.
    ///
    /// - Returns: The decoded value.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}

extension PropertyListDecoder: DataDecoder {}

extension ObservableType where Element == Data {
    /// Decodes each `Data` element into a `type` value with `decoder`; a decoding error
    /// ends the sequence with it.
    ///
    /// - Parameters:
    ///   - type: the type to decode.
    ///   - decoder: the decoder, for example `JSONDecoder()`.
    ///
    /// - Returns: An observable of the decoded values, ending with the first decoding error.
    ///
    /// Rx: `decode(type:decoder:)`.
    @inlinable
    public func decode<Item: Decodable>(type: Item.Type, decoder: some DataDecoder) -> Observable<Item> {
        engine.map { data in try decoder.decode(type, from: data) }
    }
}
