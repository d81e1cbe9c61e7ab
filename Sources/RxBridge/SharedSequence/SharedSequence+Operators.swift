// Operators of every shared sequence (`Driver`, `Signal` and strategies a library adds).
// Each one applies the Observable operator to the shared source and shares the result
// again with the same strategy; time operators run on the strategy's scheduler.
// Closures do not throw: a shared sequence cannot fail.

extension SharedSequenceConvertibleType {
    /// Transforms each element. Rx: `SharedSequence.map(_:)`.
    @inlinable
    public func map<Result>(_ selector: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().map(selector))
    }

    /// The non-nil results of `selector`. Rx: `SharedSequence.compactMap(_:)`.
    @inlinable
    public func compactMap<Result>(_ selector: @escaping (Element) -> Result?) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().compactMap(selector))
    }

    /// The elements that pass `predicate`. Rx: `SharedSequence.filter(_:)`.
    @inlinable
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().filter(predicate))
    }

    /// Each element's sequence, all merged. Rx: `SharedSequence.flatMap(_:)`.
    @inlinable
    public func flatMap<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asObservable().flatMap(selector))
    }

    /// Each element's sequence, dropping the previous one. Rx: `SharedSequence.flatMapLatest(_:)`.
    @inlinable
    public func flatMapLatest<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asObservable().flatMapLatest(selector))
    }

    /// Each element's sequence, ignoring elements while one runs. Rx: `SharedSequence.flatMapFirst(_:)`.
    @inlinable
    public func flatMapFirst<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asObservable().flatMapFirst(selector))
    }

    /// Side effects around the events and the subscription.
    ///
    /// Rx: `SharedSequence.do(onNext:afterNext:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)`.
    @inlinable
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().do(
            onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Prints every event (see `Observable.debug`). Rx: `SharedSequence.debug(_:trimOutput:file:line:function:)`.
    @inlinable
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// Suppresses an element whose key `comparer` finds equal to the previous one's.
    ///
    /// Rx: `SharedSequence.distinctUntilChanged(_:comparer:)`.
    @inlinable
    public func distinctUntilChanged<K>(_ keySelector: @escaping (Element) -> K, comparer: @escaping (K, K) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Suppresses an element `comparer` finds equal to the previous one.
    ///
    /// Rx: `SharedSequence.distinctUntilChanged(_:)`.
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(comparer))
    }

    /// Suppresses an element whose key equals the previous one's.
    ///
    /// Rx: `SharedSequence.distinctUntilChanged(_:)`.
    @inlinable
    public func distinctUntilChanged(_ keySelector: @escaping (Element) -> some Equatable) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector))
    }

    /// Suppresses an element whose property at `keyPath` equals the previous one's.
    ///
    /// Rx: `SharedSequence.distinctUntilChanged(at:)`.
    @inlinable
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(at: keyPath))
    }

    /// `element` first, then the sequence. Rx: `SharedSequence.startWith(_:)`.
    @inlinable
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().startWith(element))
    }

    /// Every partial accumulation from `seed`. Rx: `SharedSequence.scan(_:accumulator:)`.
    @inlinable
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) -> A) -> SharedSequence<SharingStrategy, A> {
        SharedSequence(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Every partial accumulation into `seed`. Rx: `SharedSequence.scan(into:accumulator:)`.
    @inlinable
    public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) -> Void) -> SharedSequence<SharingStrategy, A> {
        SharedSequence(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// Each element combined with the latest of `second` (dropped until `second` has one).
    ///
    /// Rx: `SharedSequence.withLatestFrom(_:resultSelector:)`.
    @inlinable
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType, ResultType>(
        _ second: SecondO, resultSelector: @escaping (Element, SecondO.Element) -> ResultType
    ) -> SharedSequence<SharingStrategy, ResultType> where SecondO.SharingStrategy == SharingStrategy {
        SharedSequence(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// The latest element of `second` at each element. Rx: `SharedSequence.withLatestFrom(_:)`.
    @inlinable
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType>(_ second: SecondO) -> SharedSequence<SharingStrategy, SecondO.Element> {
        SharedSequence(asObservable().withLatestFrom(second.asObservable()))
    }

    /// Drops the first `count` elements. Rx: `SharedSequence.skip(_:)`.
    @inlinable
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().skip(count))
    }

    /// Only the element at `index`. Rx: `SharedSequence.element(at:)`.
    @inlinable
    public func element(at index: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().element(at: index))
    }

    /// An element only after `dueTime` passes without a newer one, on the strategy's
    /// scheduler. Rx: `SharedSequence.debounce(_:)`.
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// At most one element per `dueTime`, on the strategy's scheduler.
    ///
    /// Rx: `SharedSequence.throttle(_:latest:)`.
    @inlinable
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// Every event `dueTime` later, on the strategy's scheduler. Rx: `SharedSequence.delay(_:)`.
    @inlinable
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }

}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Each element combined with `obj` while it lives; completes once it is gone.
    ///
    /// Rx: `Signal.withUnretained(_:resultSelector:)`.
    @inlinable
    public func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Each element paired with `obj` while it lives. Rx: `Signal.withUnretained(_:)`.
    @inlinable
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        SharedSequence(asObservable().withUnretained(obj))
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Not available on `Driver`, as in RxCocoa (a replayed element would keep `obj`
    /// alive): use `drive(with:onNext:onCompleted:onDisposed:)`.
    ///
    /// Rx: `Driver.withUnretained(_:resultSelector:)` (unavailable).
    @available(*, unavailable, message: "withUnretained is not available on Driver; use drive(with:onNext:onCompleted:onDisposed:)")
    public func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Not available on `Driver`, as in RxCocoa: use `drive(with:onNext:onCompleted:onDisposed:)`.
    ///
    /// Rx: `Driver.withUnretained(_:)` (unavailable).
    @available(*, unavailable, message: "withUnretained is not available on Driver; use drive(with:onNext:onCompleted:onDisposed:)")
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        SharedSequence(asObservable().withUnretained(obj))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// Suppresses an element equal to the previous one. Rx: `SharedSequence.distinctUntilChanged()`.
    @inlinable
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged())
    }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// The inner sequences' elements, all merged, shared as the inner sequences are.
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
    ///
    /// Rx: `SharedSequence.merge(maxConcurrent:)`.
    @inlinable
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence<Element.SharingStrategy, Element.Element>(asObservable().map { $0.asSharedSequence().asObservable() }.merge(maxConcurrent: maxConcurrent))
    }

    /// The latest inner sequence's elements. Rx: `SharedSequence.switchLatest()`.
    @inlinable
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence<Element.SharingStrategy, Element.Element>(asObservable().map { $0.asSharedSequence().asObservable() }.switchLatest())
    }
}

extension SharedSequenceConvertibleType {
    /// The elements of every source, merged. Rx: `SharedSequence.merge(_:)`.
    @inlinable
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of every source, merged. Rx: `SharedSequence.merge(_:)`.
    @inlinable
    public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of every source, merged. Rx: `SharedSequence.merge(_:)`.
    @inlinable
    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }
}

extension SharedSequence {
    /// The sources one after the other. Rx: `SharedSequence.concat(_:)`.
    @inlinable
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element> where Sequence.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(sequence.map { $0.asObservable() }))
    }

    /// The sources one after the other. Rx: `SharedSequence.concat(_:)` (collection).
    @inlinable
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// The n-th elements of every source, through `resultSelector`.
    ///
    /// Rx: `SharedSequence.zip(_:resultSelector:)`.
    @inlinable
    public static func zip<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result) -> SharedSequence<SharingStrategy, Result>
        where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The n-th elements of every source, as arrays. Rx: `SharedSequence.zip(_:)`.
    @inlinable
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, [Element]>
        where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.zip(collection.map { $0.asObservable() }))
    }

    /// The latest elements of every source, through `resultSelector`.
    ///
    /// Rx: `SharedSequence.combineLatest(_:resultSelector:)`.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result) -> SharedSequence<SharingStrategy, Result>
        where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The latest elements of every source, as arrays. Rx: `SharedSequence.combineLatest(_:)`.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, [Element]>
        where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
    }
}
