import Foundation

extension ObservableType {
    /// `--1--2--|` with `{ $0 * 10 }` gives `--10--20--|`; a thrown error ends the
    /// sequence with it.
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
    /// Rx: `compactMap`. RAC: `-map:` then `-ignore:nil`.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        engine.compactMap(transform)
    }

    /// Emits every new accumulator value, updated in place: `--1--2--3--|` with
    /// `into: 0, { $0 += $1 }` gives `--1--3--6--|` (the seed is not emitted). Each
    /// subscription starts from `seed`; a thrown error ends the sequence with it.
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
    /// Rx: `scan(_:accumulator:)`. RAC: `-scanWithStart:reduce:`.
    @inlinable
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        engine.scan(seed, accumulator: accumulator)
    }

    /// Folds every element, then emits `mapResult` of the result when the source
    /// completes: `--1--2--|` with `0, +, { "\($0)" }` gives `--------("3"|)`. An empty
    /// source gives `mapResult(seed)`; an error (also a thrown one) gives only the error.
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
    /// Rx: `reduce(_:accumulator:)`. RAC: `-aggregateWithStart:reduce:`.
    @inlinable
    public func reduce<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        engine.reduce(seed, accumulator: accumulator)
    }

    /// Folds every element into an accumulator updated in place, then emits
    /// `mapResult` of it when the source completes (see `reduce(_:accumulator:mapResult:)`).
    ///
    /// Rx: `reduce(into:accumulator:mapResult:)`.
    @inlinable
    public func reduce<A, Result>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void, mapResult: @escaping (A) throws -> Result) -> Observable<Result> {
        engine.reduce(into: seed, accumulator: accumulator, mapResult: mapResult)
    }

    /// Folds every element into an accumulator updated in place, then emits it when
    /// the source completes (see `reduce(_:accumulator:)`).
    ///
    /// Rx: `reduce(into:accumulator:)`.
    @inlinable
    public func reduce<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void) -> Observable<A> {
        engine.reduce(into: seed, accumulator: accumulator)
    }

    /// All elements as one array, emitted when the source completes (`[]` for an empty
    /// source; only the error on error).
    ///
    /// Rx: `toArray()`. RAC: `-collect`.
    @inlinable
    public func toArray() -> Single<[Element]> {
        Single(raw: engine.toArray())
    }

    /// Pairs each element with its index: `--a--b--|` gives `--(0,a)--(1,b)--|`.
    /// Each subscription counts from 0.
    ///
    /// Rx: `enumerated()`. RAC: `-scanWithStart:reduceWithIndex:` covers the same need.
    @inlinable
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        engine.enumerated()
    }

    /// Every event as an element: `--1--#` gives `--.next(1)--(.error(#)|)`. The result
    /// never fails.
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
    /// `count` must be greater than 0. Rx: `buffer(timeSpan:count:scheduler:)`.
    /// RAC: `-bufferWithTime:onScheduler:` starts its timer at the first value and
    /// never emits an empty buffer (Docs/Semantics.md#buffer-with-time).
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
    /// `count` must be greater than 0. Rx: `window(timeSpan:count:scheduler:)`.
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
    @inlinable
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to the group's elements.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The group's elements as an `Observable`.
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
    /// Rx: `decode(type:decoder:)`.
    @inlinable
    public func decode<Item: Decodable>(type: Item.Type, decoder: some DataDecoder) -> Observable<Item> {
        engine.map { data in try decoder.decode(type, from: data) }
    }
}
