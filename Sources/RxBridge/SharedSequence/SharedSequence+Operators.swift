// Operators of every shared sequence (`Driver`, `Signal` and strategies a library adds).
// Each one applies the Observable operator to the shared source and shares the result
// again with the same strategy; time operators run on the strategy's scheduler.
// Closures do not throw: a shared sequence cannot fail.

extension SharedSequenceConvertibleType {
    /// Transforms each element; the result is shared again with the same strategy.
    ///
    /// - Parameter selector: Maps each element.
    /// - Returns: A shared sequence of the transformed elements.
    ///
    /// Rx: `SharedSequence.map(_:)`.
    @inlinable
    public func map<Result>(_ selector: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().map(selector))
    }

    /// The non-nil results of `selector`, shared again with the same strategy.
    ///
    /// - Parameter selector: Maps each element, or returns nil to drop it.
    /// - Returns: A shared sequence of the non-nil results.
    ///
    /// Rx: `SharedSequence.compactMap(_:)`.
    @inlinable
    public func compactMap<Result>(_ selector: @escaping (Element) -> Result?) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().compactMap(selector))
    }

    /// The elements that pass `predicate`, shared again with the same strategy.
    ///
    /// - Parameter predicate: Whether an element is kept.
    /// - Returns: A shared sequence of the kept elements.
    ///
    /// Rx: `SharedSequence.filter(_:)`.
    @inlinable
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().filter(predicate))
    }

    /// Each element's shared sequence, all merged, shared with the inner sequences' strategy.
    ///
    /// - Parameter selector: Makes the sequence of each element.
    /// - Returns: A shared sequence of the inner sequences' elements.
    ///
    /// Rx: `SharedSequence.flatMap(_:)`.
    @inlinable
    public func flatMap<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asObservable().flatMap(selector))
    }

    /// Each element's shared sequence, dropping the previous one when the next element
    /// comes.
    ///
    /// - Parameter selector: Makes the sequence of each element.
    /// - Returns: A shared sequence of the latest inner sequence's elements.
    ///
    /// Rx: `SharedSequence.flatMapLatest(_:)`.
    @inlinable
    public func flatMapLatest<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asObservable().flatMapLatest(selector))
    }

    /// Each element's shared sequence, ignoring the elements that come while one runs.
    ///
    /// - Parameter selector: Makes the sequence of each element.
    /// - Returns: A shared sequence of the inner sequences' elements.
    ///
    /// Rx: `SharedSequence.flatMapFirst(_:)`.
    @inlinable
    public func flatMapFirst<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asObservable().flatMapFirst(selector))
    }

    /// Side effects around the events and the subscription, in `Observable.do`'s order,
    /// shared again with the same strategy (so each runs once per shared subscription, not
    /// once per observer).
    ///
    /// - Parameters:
    ///   - onNext: Runs before each element is forwarded.
    ///   - afterNext: Runs after each element is forwarded.
    ///   - onCompleted: Runs before the completion is forwarded.
    ///   - afterCompleted: Runs after the completion is forwarded.
    ///   - onSubscribe: Runs before the source is subscribed.
    ///   - onSubscribed: Runs after the source is subscribed.
    ///   - onDispose: Runs once when the subscription ends (completion or disposal).
    /// - Returns: The same shared sequence with the side effects.
    ///
    /// Rx: `SharedSequence.do(onNext:afterNext:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)`.
    @inlinable
    public func `do`(
        onNext: ((Element) -> Void)? = nil, afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil, afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().do(
            onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Prints the subscription, every event and the disposal, one line each, as
    /// `Observable.debug` does.
    ///
    /// - Parameters:
    ///   - identifier: The prefix of each line; by default the call's location.
    ///   - trimOutput: Shortens event descriptions longer than 40 characters.
    ///   - file: The calling file (filled in by the compiler).
    ///   - line: The calling line (filled in by the compiler).
    ///   - function: The calling function (filled in by the compiler).
    /// - Returns: The same shared sequence, printing as it runs.
    ///
    /// Rx: `SharedSequence.debug(_:trimOutput:file:line:function:)`.
    @inlinable
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// Suppresses an element whose key `comparer` finds equal to the previous element's.
    ///
    /// - Parameters:
    ///   - keySelector: The key of an element.
    ///   - comparer: Whether two keys count as equal.
    /// - Returns: A shared sequence without consecutive repeats.
    ///
    /// Rx: `SharedSequence.distinctUntilChanged(_:comparer:)`.
    @inlinable
    public func distinctUntilChanged<K>(_ keySelector: @escaping (Element) -> K, comparer: @escaping (K, K) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Suppresses an element that `comparer` finds equal to the previous one.
    ///
    /// - Parameter comparer: Whether two elements count as equal.
    /// - Returns: A shared sequence without consecutive repeats.
    ///
    /// Rx: `SharedSequence.distinctUntilChanged(_:)`.
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(comparer))
    }

    /// Suppresses an element whose key equals the previous element's.
    ///
    /// - Parameter keySelector: The key of an element.
    /// - Returns: A shared sequence without consecutive repeats.
    ///
    /// Rx: `SharedSequence.distinctUntilChanged(_:)`.
    @inlinable
    public func distinctUntilChanged(_ keySelector: @escaping (Element) -> some Equatable) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector))
    }

    /// Suppresses an element whose property at `keyPath` equals the previous element's.
    ///
    /// - Parameter keyPath: The property compared.
    /// - Returns: A shared sequence without consecutive repeats.
    ///
    /// Rx: `SharedSequence.distinctUntilChanged(at:)`.
    @inlinable
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(at: keyPath))
    }

    /// `element` first, then the sequence's own elements.
    ///
    /// - Parameter element: Sent at the subscription.
    /// - Returns: A shared sequence that starts with `element`.
    ///
    /// Rx: `SharedSequence.startWith(_:)`.
    @inlinable
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().startWith(element))
    }

    /// Every partial accumulation from `seed`: one result per element.
    ///
    /// - Parameters:
    ///   - seed: The starting accumulation.
    ///   - accumulator: Returns the next accumulation from the current one and an element.
    /// - Returns: A shared sequence of the accumulations.
    ///
    /// Rx: `SharedSequence.scan(_:accumulator:)`.
    @inlinable
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) -> A) -> SharedSequence<SharingStrategy, A> {
        SharedSequence(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Every partial accumulation into `seed`, updated in place: one result per element.
    ///
    /// - Parameters:
    ///   - seed: The starting accumulation.
    ///   - accumulator: Updates the accumulation with an element.
    /// - Returns: A shared sequence of the accumulations.
    ///
    /// Rx: `SharedSequence.scan(into:accumulator:)`.
    @inlinable
    public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) -> Void) -> SharedSequence<SharingStrategy, A> {
        SharedSequence(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// Each element combined with the latest element of `second`; elements that come before
    /// `second` has one are dropped.
    ///
    /// - Parameters:
    ///   - second: The shared sequence whose latest element is read (same strategy).
    ///   - resultSelector: Combines an element with `second`'s latest.
    /// - Returns: A shared sequence of the combinations.
    ///
    /// Rx: `SharedSequence.withLatestFrom(_:resultSelector:)`.
    @inlinable
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType, ResultType>(
        _ second: SecondO, resultSelector: @escaping (Element, SecondO.Element) -> ResultType
    ) -> SharedSequence<SharingStrategy, ResultType> where SecondO.SharingStrategy == SharingStrategy {
        SharedSequence(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// The latest element of `second` at each element; elements that come before `second`
    /// has one are dropped.
    ///
    /// - Parameter second: The shared sequence whose latest element is read.
    /// - Returns: A shared sequence of `second`'s elements, sampled by this one.
    ///
    /// Rx: `SharedSequence.withLatestFrom(_:)`.
    @inlinable
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType>(_ second: SecondO) -> SharedSequence<SharingStrategy, SecondO.Element> {
        SharedSequence(asObservable().withLatestFrom(second.asObservable()))
    }

    /// Drops the first `count` elements.
    ///
    /// - Parameter count: How many elements to drop.
    /// - Returns: A shared sequence of the later elements.
    ///
    /// Rx: `SharedSequence.skip(_:)`.
    @inlinable
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().skip(count))
    }

    /// Only the element at `index` (counting from 0), then completion.
    ///
    /// - Parameter index: The position of the element; a negative index is a precondition
    ///   failure.
    /// - Returns: A shared sequence of at most one element.
    ///
    /// Rx: `SharedSequence.element(at:)`.
    @inlinable
    public func element(at index: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().element(at: index))
    }

    /// An element only once `dueTime` has passed without a newer one, timed on the
    /// strategy's scheduler.
    ///
    /// - Parameter dueTime: How long the sequence must stay quiet.
    /// - Returns: A shared sequence of the elements that were not superseded.
    ///
    /// Rx: `SharedSequence.debounce(_:)`.
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// At most one element per `dueTime`, timed on the strategy's scheduler: the first,
    /// then (with `latest`) the latest of each window at its end.
    ///
    /// - Parameters:
    ///   - dueTime: The window length.
    ///   - latest: Whether the latest element of a window is sent at its end.
    /// - Returns: The throttled shared sequence.
    ///
    /// Rx: `SharedSequence.throttle(_:latest:)`.
    @inlinable
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// Every event `dueTime` later, timed on the strategy's scheduler.
    ///
    /// - Parameter dueTime: How long each event waits.
    /// - Returns: The delayed shared sequence.
    ///
    /// Rx: `SharedSequence.delay(_:)`.
    @inlinable
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }

}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Each element combined with `obj`, held weakly; once `obj` is gone the signal
    /// completes (at the next element).
    ///
    /// - Parameters:
    ///   - obj: Passed to `resultSelector`; not retained.
    ///   - resultSelector: Combines `obj` and an element.
    /// - Returns: A signal of the combinations.
    ///
    /// Rx: `Signal.withUnretained(_:resultSelector:)`.
    @inlinable
    public func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Each element paired with `obj`, held weakly; once `obj` is gone the signal
    /// completes (at the next element).
    ///
    /// - Parameter obj: Paired with each element; not retained.
    /// - Returns: A signal of `(obj, element)` pairs.
    ///
    /// Rx: `Signal.withUnretained(_:)`.
    @inlinable
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        SharedSequence(asObservable().withUnretained(obj))
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Not available on `Driver`, as in RxCocoa (a replayed element would keep `obj`
    /// alive): use `drive(with:onNext:onCompleted:onDisposed:)`.
    ///
    /// - Parameters:
    ///   - obj: The object that would be paired with each element.
    ///   - resultSelector: Would combine `obj` and an element.
    /// - Returns: Nothing: the call does not compile.
    ///
    /// Rx: `Driver.withUnretained(_:resultSelector:)` (unavailable).
    @available(*, unavailable, message: "withUnretained is not available on Driver; use drive(with:onNext:onCompleted:onDisposed:)")
    public func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Not available on `Driver`, as in RxCocoa: use `drive(with:onNext:onCompleted:onDisposed:)`.
    ///
    /// - Parameter obj: The object that would be paired with each element.
    /// - Returns: Nothing: the call does not compile.
    ///
    /// Rx: `Driver.withUnretained(_:)` (unavailable).
    @available(*, unavailable, message: "withUnretained is not available on Driver; use drive(with:onNext:onCompleted:onDisposed:)")
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        SharedSequence(asObservable().withUnretained(obj))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// Suppresses an element equal to the previous one.
    ///
    /// - Returns: A shared sequence without consecutive repeats.
    ///
    /// Rx: `SharedSequence.distinctUntilChanged()`.
    @inlinable
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged())
    }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// The inner sequences' elements, all merged, shared as the inner sequences are.
    ///
    /// - Returns: A shared sequence of every inner sequence's elements.
    ///
    /// Rx: `SharedSequence.merge()`.
    @inlinable
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence<Element.SharingStrategy, Element.Element>(asObservable().map { $0.asSharedSequence().asObservable() }.merge())
    }

    /// The inner sequences' elements, merged, with at most `maxConcurrent` inner
    /// sequences subscribed at once (the others wait their turn).
    ///
    /// - Parameter maxConcurrent: The most inner sequences subscribed at the same time.
    /// - Returns: A shared sequence of every inner sequence's elements.
    ///
    /// Rx: `SharedSequence.merge(maxConcurrent:)`.
    @inlinable
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence<Element.SharingStrategy, Element.Element>(asObservable().map { $0.asSharedSequence().asObservable() }.merge(maxConcurrent: maxConcurrent))
    }

    /// The latest inner sequence's elements: each new inner sequence replaces the previous.
    ///
    /// - Returns: A shared sequence of the latest inner sequence's elements.
    ///
    /// Rx: `SharedSequence.switchLatest()`.
    @inlinable
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence<Element.SharingStrategy, Element.Element>(asObservable().map { $0.asSharedSequence().asObservable() }.switchLatest())
    }
}

extension SharedSequenceConvertibleType {
    /// The elements of every source as they come; completes when all have completed.
    ///
    /// - Parameter sources: The shared sequences, all subscribed at once.
    /// - Returns: A shared sequence of all their elements.
    ///
    /// Rx: `SharedSequence.merge(_:)`.
    @inlinable
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of every source of an array, as `merge(_:)` over a collection.
    ///
    /// - Parameter sources: The shared sequences, all subscribed at once.
    /// - Returns: A shared sequence of all their elements.
    ///
    /// Rx: `SharedSequence.merge(_:)` (array).
    @inlinable
    public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of every source given as an argument, as `merge(_:)` over a collection.
    ///
    /// - Parameter sources: The shared sequences, all subscribed at once.
    /// - Returns: A shared sequence of all their elements.
    ///
    /// Rx: `SharedSequence.merge(_:)` (variadic).
    @inlinable
    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }
}

extension SharedSequence {
    /// The sources one after the other: each is subscribed when the previous one completes.
    ///
    /// - Parameter sequence: The shared sequences, in the order they run.
    /// - Returns: A shared sequence of their elements, in that order.
    ///
    /// Rx: `SharedSequence.concat(_:)`.
    @inlinable
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element> where Sequence.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(sequence.map { $0.asObservable() }))
    }

    /// The sources of a collection one after the other, as `concat(_:)` over a sequence.
    ///
    /// - Parameter collection: The shared sequences, in the order they run.
    /// - Returns: A shared sequence of their elements, in that order.
    ///
    /// Rx: `SharedSequence.concat(_:)` (collection).
    @inlinable
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// The n-th elements of every source through `resultSelector`, once each has sent its
    /// n-th element.
    ///
    /// - Parameters:
    ///   - collection: The shared sequences, all subscribed at once.
    ///   - resultSelector: Combines one element of each, in the order of `collection`.
    /// - Returns: A shared sequence of the combinations.
    ///
    /// Rx: `SharedSequence.zip(_:resultSelector:)`.
    @inlinable
    public static func zip<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result) -> SharedSequence<SharingStrategy, Result>
        where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The n-th elements of every source, as arrays, once each has sent its n-th element.
    ///
    /// - Parameter collection: The shared sequences, all subscribed at once.
    /// - Returns: A shared sequence of the arrays.
    ///
    /// Rx: `SharedSequence.zip(_:)`.
    @inlinable
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, [Element]>
        where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.zip(collection.map { $0.asObservable() }))
    }

    /// The latest elements of every source through `resultSelector`, each time one of them
    /// sends (once all have sent).
    ///
    /// - Parameters:
    ///   - collection: The shared sequences, all subscribed at once.
    ///   - resultSelector: Combines the latest elements, in the order of `collection`.
    /// - Returns: A shared sequence of the combinations.
    ///
    /// Rx: `SharedSequence.combineLatest(_:resultSelector:)`.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result) -> SharedSequence<SharingStrategy, Result>
        where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The latest elements of every source, as arrays, each time one of them sends (once
    /// all have sent).
    ///
    /// - Parameter collection: The shared sequences, all subscribed at once.
    /// - Returns: A shared sequence of the arrays of latest elements.
    ///
    /// Rx: `SharedSequence.combineLatest(_:)`.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, [Element]>
        where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
    }
}
