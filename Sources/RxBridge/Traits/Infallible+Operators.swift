// Operators of `Infallible`, as RxSwift 6 declares them. Each applies the Observable
// operator (and so the one engine) to the wrapped source; closures do not throw, so
// the result cannot fail either.

extension Infallible where Element: RxAbstractInteger {
    /// `0, 1, 2, …`, one every `period` on `scheduler`. Rx: `Infallible.interval(_:scheduler:)`.
    @inlinable
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(Observable.interval(period, scheduler: scheduler))
    }

    /// `0` after `dueTime` then completion; with a `period`, then `1, 2, …` every
    /// `period`. Rx: `Infallible.timer(_:period:scheduler:)`.
    @inlinable
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(Observable.timer(dueTime, period: period, scheduler: scheduler))
    }
}

extension InfallibleType {
    /// The elements of every source, merged. Rx: `Infallible.merge(_:)`.
    @inlinable
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Infallible<Element> where Collection.Element == Infallible<Element> {
        Infallible(Observable<Element>.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of every source, merged. Rx: `Infallible.merge(_:)`.
    @inlinable
    public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
        Infallible(Observable<Element>.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of every source, merged. Rx: `Infallible.merge(_:)`.
    @inlinable
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable<Element>.merge(sources.map { $0.asObservable() }))
    }

    /// The sources one after the other. Rx: `Infallible.concat(_:)`.
    @inlinable
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible<Element> where Sequence.Element == Infallible<Element> {
        Infallible(Observable<Element>.concat(sequence.map { $0.asObservable() }))
    }

    /// The sources of a collection one after the other. Rx: `Infallible.concat(_:)`.
    @inlinable
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<Element> where Collection.Element == Infallible<Element> {
        Infallible(Observable<Element>.concat(collection.map { $0.asObservable() }))
    }

    /// The sources one after the other. Rx: `Infallible.concat(_:)`.
    @inlinable
    public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable<Element>.concat(sources.map { $0.asObservable() }))
    }
}

extension InfallibleType {
    /// Each element's sequence, all merged. The selector may return any sequence, as in RxSwift
    /// (an `Infallible`, or an `Observable` trusted not to fail).
    ///
    /// - Parameter selector: the sequence of each element.
    ///
    /// Rx: `Infallible.flatMap(_:)`.
    @inlinable
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible<Source.Element>(asObservable().flatMap(selector))
    }

    /// Each element's sequence, dropping the previous one. The selector may return any sequence, as in RxSwift
    /// (an `Infallible`, or an `Observable` trusted not to fail).
    ///
    /// - Parameter selector: the sequence of each element.
    ///
    /// Rx: `Infallible.flatMapLatest(_:)`.
    @inlinable
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible<Source.Element>(asObservable().flatMapLatest(selector))
    }

    /// Each element's sequence, ignoring elements while one runs. The selector may return any sequence, as in RxSwift
    /// (an `Infallible`, or an `Observable` trusted not to fail).
    ///
    /// - Parameter selector: the sequence of each element.
    ///
    /// Rx: `Infallible.flatMapFirst(_:)`.
    @inlinable
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible<Source.Element>(asObservable().flatMapFirst(selector))
    }

    /// Each element's sequence, one after the other. The selector may return any sequence, as in RxSwift
    /// (an `Infallible`, or an `Observable` trusted not to fail).
    ///
    /// - Parameter selector: the sequence of each element.
    ///
    /// Rx: `Infallible.concatMap(_:)`.
    @inlinable
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible<Source.Element>(asObservable().concatMap(selector))
    }

    /// `elements` first, then the sequence. Rx: `Infallible.startWith(_:)`.
    @inlinable
    public func startWith(_ elements: Element ...) -> Infallible<Element> {
        Infallible(asObservable().engine.startWith(elements))
    }

    /// Each element combined with the latest of `second` (dropped until it has one).
    ///
    /// Rx: `Infallible.withLatestFrom(_:resultSelector:)`.
    @inlinable
    public func withLatestFrom<Source: InfallibleType, ResultType>(_ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType) -> Infallible<ResultType> {
        Infallible<ResultType>(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// The latest element of `second` at each element. Rx: `Infallible.withLatestFrom(_:)`.
    @inlinable
    public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        Infallible<Source.Element>(asObservable().withLatestFrom(second.asObservable()))
    }

    /// Every partial accumulation from `seed`. Rx: `Infallible.scan(_:accumulator:)`.
    @inlinable
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed) -> Infallible<Seed> {
        Infallible<Seed>(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Every partial accumulation into `seed`. Rx: `Infallible.scan(into:accumulator:)`.
    @inlinable
    public func scan<Seed>(into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void) -> Infallible<Seed> {
        Infallible<Seed>(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// Suppresses an element whose key `comparer` finds equal to the previous one's.
    ///
    /// Rx: `Infallible.distinctUntilChanged(_:comparer:)`.
    @inlinable
    public func distinctUntilChanged<Key>(_ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Suppresses an element `comparer` finds equal to the previous one.
    ///
    /// Rx: `Infallible.distinctUntilChanged(_:)`.
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(comparer))
    }

    /// Suppresses an element whose key equals the previous one's. Rx: `Infallible.distinctUntilChanged(_:)`.
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector))
    }

    /// Suppresses an element whose property at `keyPath` equals the previous one's.
    ///
    /// Rx: `Infallible.distinctUntilChanged(at:)`.
    @inlinable
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(at: keyPath))
    }

    /// The first `count` elements, then completion. Rx: `Infallible.take(_:)`.
    @inlinable
    public func take(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().take(count))
    }

    /// The elements of the first `duration`. Rx: `Infallible.take(for:scheduler:)`.
    @inlinable
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().take(for: duration, scheduler: scheduler))
    }

    /// The elements while `predicate` holds. Rx: `Infallible.take(while:behavior:)`.
    @inlinable
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        Infallible(asObservable().take(while: predicate, behavior: behavior))
    }

    /// The elements until `predicate` holds. Rx: `Infallible.take(until:behavior:)`.
    @inlinable
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        Infallible(asObservable().take(until: predicate, behavior: behavior))
    }

    /// The elements until `other` sends one. Rx: `Infallible.take(until:)`.
    @inlinable
    public func take<Source: ObservableType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().take(until: other))
    }

    /// The elements until the `Infallible` `other` sends one.
    ///
    /// - Parameter other: the trigger; its first element completes the result.
    ///
    /// Rx: `Infallible.take(until:)` (with an `Infallible` trigger).
    @inlinable
    public func take<Source: InfallibleType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable()))
    }

    /// The elements of this sequence, then those of `second` once it completes.
    ///
    /// - Parameter second: the sequence subscribed after this one completes.
    ///
    /// Rx: `Infallible.concat(_:)`.
    @inlinable
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Infallible<Element> where Source.Element == Element {
        Infallible(asObservable().concat(second))
    }

    /// Prints every event, subscription and disposal, prefixed with `identifier` (or
    /// the file, line and function of the call).
    ///
    /// - Parameters:
    ///   - identifier: the prefix of each line; by default the call's location.
    ///   - trimOutput: shortens long event descriptions.
    ///   - file: the calling file (default: the call site).
    ///   - line: the calling line (default: the call site).
    ///   - function: the calling function (default: the call site).
    ///
    /// Rx: `Infallible.debug(_:trimOutput:file:line:function:)`.
    @inlinable
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> Infallible<Element> {
        Infallible(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// Drops the first `count` elements. Rx: `Infallible.skip(_:)`.
    @inlinable
    public func skip(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().skip(count))
    }

    /// Drops the elements while `predicate` holds. Rx: `Infallible.skip(while:)`.
    @inlinable
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().skip(while: predicate))
    }

    /// Drops the elements until `other` sends one. Rx: `Infallible.skip(until:)`.
    @inlinable
    public func skip<Source: ObservableType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other))
    }

    /// One shared subscription for all observers, replaying the last `replay` elements.
    ///
    /// Rx: `Infallible.share(replay:scope:)`.
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        Infallible(asObservable().share(replay: replay, scope: scope))
    }

    /// An element only after `dueTime` passes without a newer one.
    ///
    /// Rx: `Infallible.debounce(_:scheduler:)`.
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// At most one element per `dueTime`. Rx: `Infallible.throttle(_:latest:scheduler:)`.
    @inlinable
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
    }

    /// Delivers the events on `scheduler`. Rx: `Infallible.observe(on:)`.
    @inlinable
    public func observe(on scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(asObservable().observe(on: scheduler))
    }

    /// Subscribes (and disposes) on `scheduler`. Rx: `Infallible.subscribe(on:)`.
    @inlinable
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(asObservable().subscribe(on: scheduler))
    }

    /// Each element paired with `obj` while it lives; completes once it is gone.
    ///
    /// Rx: `Infallible.withUnretained(_:resultSelector:)`.
    @inlinable
    public func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out) -> Infallible<Out> {
        Infallible<Out>(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Each element paired with `obj` while it lives. Rx: `Infallible.withUnretained(_:)`.
    @inlinable
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Infallible<(Object, Element)> {
        Infallible<(Object, Element)>(asObservable().withUnretained(obj))
    }
}

extension InfallibleType where Element: Equatable {
    /// Suppresses an element equal to the previous one. Rx: `Infallible.distinctUntilChanged()`.
    @inlinable
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged())
    }
}

extension InfallibleType {
    /// Subscribes each of `observers`. Rx: `Infallible.bind(to:)`.
    @inlinable
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        asObservable().engine.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Subscribes each of `observers`, which take optional elements. Rx: `Infallible.bind(to:)`.
    @inlinable
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        asObservable().engine.subscribe { event in
            let optional = event.map { Optional($0) }
            observers.forEach { $0.on(optional) }
        }
    }

    /// Accepts each element into every relay. Rx: `Infallible.bind(to:)` (RxRelay).
    @inlinable
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts each element into every relay. Rx: `Infallible.bind(to:)` (RxRelay).
    @inlinable
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts each element into every relay. Rx: `Infallible.bind(to:)` (RxRelay).
    @inlinable
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Returns `binder(self)`. Rx: `Infallible.bind(to:)` with a binder function.
    @inlinable
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Subscribes `onNext`. Rx: `Infallible.bind(onNext:)`.
    @inlinable
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext)
    }

    /// Subscribes `onNext` with `object` (held weakly). Rx: `Infallible.bind(with:onNext:)`.
    @inlinable
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> Disposable {
        subscribe(with: object, onNext: onNext)
    }
}

extension Infallible {
    /// Side effects around the events and the subscription. The event closures may
    /// throw, as in RxSwift: the error then ends the sequence with it.
    ///
    /// - Parameters:
    ///   - onNext: runs before each element is forwarded.
    ///   - afterNext: runs after each element is forwarded.
    ///   - onCompleted: runs before the completion is forwarded.
    ///   - afterCompleted: runs after the completion is forwarded.
    ///   - onSubscribe: runs before the source is subscribed.
    ///   - onSubscribed: runs after the source is subscribed.
    ///   - onDispose: runs when the subscription ends (completion or disposal).
    ///
    /// Rx: `Infallible.do(onNext:afterNext:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)`.
    @inlinable
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Infallible<Element> {
        Infallible(asObservable().do(
            onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }
}

extension InfallibleType {
    /// The latest elements of every source of `collection`, as an array, each time one
    /// of them sends (once all have sent).
    ///
    /// - Parameter collection: the sources, all of this element type.
    ///
    /// Rx: `Infallible.combineLatest(_:)` (collection).
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<[Element]>
        where Collection.Element: InfallibleType, Collection.Element.Element == Element {
        Infallible<[Element]>(Observable<Element>.combineLatest(collection.map { $0.asObservable() }))
    }

    /// The latest elements of every source of `collection` through `resultSelector`, each
    /// time one of them sends (once all have sent).
    ///
    /// - Parameters:
    ///   - collection: the sources.
    ///   - resultSelector: combines the latest elements, in the order of `collection`.
    ///
    /// Rx: `Infallible.combineLatest(_:resultSelector:)` (collection).
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Infallible<Element> where Collection.Element: InfallibleType {
        Infallible<Element>(Observable<Element>.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }
}
