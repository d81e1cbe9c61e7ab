// Operators of `Infallible`, as RxSwift 6 declares them. Each applies the Observable
// operator (and so the one engine) to the wrapped source; closures do not throw, so
// the result cannot fail either.

extension Infallible where Element: RxAbstractInteger {
    /// `0, 1, 2, …`, one every `period` on `scheduler`, until disposed.
    ///
    /// - Parameters:
    ///   - period: The time between two elements (the first comes one period after the subscription).
    ///   - scheduler: Runs the timer.
    /// - Returns: An endless `Infallible` of counters.
    ///
    /// Rx: `Infallible.interval(_:scheduler:)`.
    @inlinable
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(Observable.interval(period, scheduler: scheduler))
    }

    /// `0` after `dueTime`, then completion; with a `period`, then `1, 2, …` every `period`
    /// instead of completing.
    ///
    /// - Parameters:
    ///   - dueTime: How long after the subscription the `0` comes.
    ///   - period: The time between the later elements; nil for a single element.
    ///   - scheduler: Runs the timer.
    /// - Returns: An `Infallible` of counters.
    ///
    /// Rx: `Infallible.timer(_:period:scheduler:)`.
    @inlinable
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(Observable.timer(dueTime, period: period, scheduler: scheduler))
    }
}

extension InfallibleType {
    /// The elements of every source as they come; completes when all have completed.
    ///
    /// - Parameter sources: The sequences, all subscribed at once.
    /// - Returns: An `Infallible` of all their elements.
    ///
    /// Rx: `Infallible.merge(_:)`.
    @inlinable
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Infallible<Element> where Collection.Element == Infallible<Element> {
        Infallible(Observable<Element>.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of every source of an array, as `merge(_:)` over a collection.
    ///
    /// - Parameter sources: The sequences, all subscribed at once.
    /// - Returns: An `Infallible` of all their elements.
    ///
    /// Rx: `Infallible.merge(_:)` (array).
    @inlinable
    public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
        Infallible(Observable<Element>.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of every source given as an argument, as `merge(_:)` over a collection.
    ///
    /// - Parameter sources: The sequences, all subscribed at once.
    /// - Returns: An `Infallible` of all their elements.
    ///
    /// Rx: `Infallible.merge(_:)` (variadic).
    @inlinable
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable<Element>.merge(sources.map { $0.asObservable() }))
    }

    /// The sources one after the other: each is subscribed when the previous one completes.
    ///
    /// - Parameter sequence: The sequences, in the order they run.
    /// - Returns: An `Infallible` of their elements, in that order.
    ///
    /// Rx: `Infallible.concat(_:)`.
    @inlinable
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible<Element> where Sequence.Element == Infallible<Element> {
        Infallible(Observable<Element>.concat(sequence.map { $0.asObservable() }))
    }

    /// The sources of a collection one after the other, as `concat(_:)` over a sequence.
    ///
    /// - Parameter collection: The sequences, in the order they run.
    /// - Returns: An `Infallible` of their elements, in that order.
    ///
    /// Rx: `Infallible.concat(_:)` (collection).
    @inlinable
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<Element> where Collection.Element == Infallible<Element> {
        Infallible(Observable<Element>.concat(collection.map { $0.asObservable() }))
    }

    /// The sources given as arguments one after the other, as `concat(_:)` over a sequence.
    ///
    /// - Parameter sources: The sequences, in the order they run.
    /// - Returns: An `Infallible` of their elements, in that order.
    ///
    /// Rx: `Infallible.concat(_:)` (variadic).
    @inlinable
    public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable<Element>.concat(sources.map { $0.asObservable() }))
    }
}

extension InfallibleType {
    /// Each element's sequence, all merged. The selector may return any sequence, as in
    /// RxSwift (an `Infallible`, or an `Observable` trusted not to fail).
    ///
    /// - Parameter selector: Makes the sequence of each element.
    /// - Returns: An `Infallible` of the inner sequences' elements.
    ///
    /// Rx: `Infallible.flatMap(_:)`.
    @inlinable
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible<Source.Element>(asObservable().flatMap(selector))
    }

    /// Each element's sequence, dropping the previous one when the next element comes. The
    /// selector may return any sequence, as in RxSwift (an `Infallible`, or an `Observable`
    /// trusted not to fail).
    ///
    /// - Parameter selector: Makes the sequence of each element.
    /// - Returns: An `Infallible` of the latest inner sequence's elements.
    ///
    /// Rx: `Infallible.flatMapLatest(_:)`.
    @inlinable
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible<Source.Element>(asObservable().flatMapLatest(selector))
    }

    /// Each element's sequence, ignoring the elements that come while one runs. The selector
    /// may return any sequence, as in RxSwift (an `Infallible`, or an `Observable` trusted
    /// not to fail).
    ///
    /// - Parameter selector: Makes the sequence of each element.
    /// - Returns: An `Infallible` of the inner sequences' elements.
    ///
    /// Rx: `Infallible.flatMapFirst(_:)`.
    @inlinable
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible<Source.Element>(asObservable().flatMapFirst(selector))
    }

    /// Each element's sequence, one after the other: the next is subscribed when the
    /// previous completes. The selector may return any sequence, as in RxSwift (an
    /// `Infallible`, or an `Observable` trusted not to fail).
    ///
    /// - Parameter selector: Makes the sequence of each element.
    /// - Returns: An `Infallible` of the inner sequences' elements, in order.
    ///
    /// Rx: `Infallible.concatMap(_:)`.
    @inlinable
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible<Source.Element>(asObservable().concatMap(selector))
    }

    /// `elements` first, then the sequence's own.
    ///
    /// - Parameter elements: Sent at the subscription, in order.
    /// - Returns: An `Infallible` that starts with `elements`.
    ///
    /// Rx: `Infallible.startWith(_:)`.
    @inlinable
    public func startWith(_ elements: Element ...) -> Infallible<Element> {
        Infallible(asObservable().engine.startWith(elements))
    }

    /// Each element combined with the latest element of `second`; elements that come before
    /// `second` has one are dropped.
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element is read.
    ///   - resultSelector: Combines an element with `second`'s latest.
    /// - Returns: An `Infallible` of the combinations.
    ///
    /// Rx: `Infallible.withLatestFrom(_:resultSelector:)`.
    @inlinable
    public func withLatestFrom<Source: InfallibleType, ResultType>(_ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType) -> Infallible<ResultType> {
        Infallible<ResultType>(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// The latest element of `second` at each element; elements that come before `second`
    /// has one are dropped.
    ///
    /// - Parameter second: The sequence whose latest element is read.
    /// - Returns: An `Infallible` of `second`'s elements, sampled by this sequence.
    ///
    /// Rx: `Infallible.withLatestFrom(_:)`.
    @inlinable
    public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        Infallible<Source.Element>(asObservable().withLatestFrom(second.asObservable()))
    }

    /// Every partial accumulation from `seed`: one result per element.
    ///
    /// - Parameters:
    ///   - seed: The starting accumulation.
    ///   - accumulator: Returns the next accumulation from the current one and an element.
    /// - Returns: An `Infallible` of the accumulations.
    ///
    /// Rx: `Infallible.scan(_:accumulator:)`.
    @inlinable
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed) -> Infallible<Seed> {
        Infallible<Seed>(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Every partial accumulation into `seed`, updated in place: one result per element.
    ///
    /// - Parameters:
    ///   - seed: The starting accumulation.
    ///   - accumulator: Updates the accumulation with an element.
    /// - Returns: An `Infallible` of the accumulations.
    ///
    /// Rx: `Infallible.scan(into:accumulator:)`.
    @inlinable
    public func scan<Seed>(into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void) -> Infallible<Seed> {
        Infallible<Seed>(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// Suppresses an element whose key `comparer` finds equal to the previous element's.
    ///
    /// - Parameters:
    ///   - keySelector: The key of an element.
    ///   - comparer: Whether two keys count as equal.
    /// - Returns: An `Infallible` without consecutive repeats.
    ///
    /// Rx: `Infallible.distinctUntilChanged(_:comparer:)`.
    @inlinable
    public func distinctUntilChanged<Key>(_ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Suppresses an element that `comparer` finds equal to the previous one.
    ///
    /// - Parameter comparer: Whether two elements count as equal.
    /// - Returns: An `Infallible` without consecutive repeats.
    ///
    /// Rx: `Infallible.distinctUntilChanged(_:)`.
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(comparer))
    }

    /// Suppresses an element whose key equals the previous element's.
    ///
    /// - Parameter keySelector: The key of an element.
    /// - Returns: An `Infallible` without consecutive repeats.
    ///
    /// Rx: `Infallible.distinctUntilChanged(_:)`.
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector))
    }

    /// Suppresses an element whose property at `keyPath` equals the previous element's.
    ///
    /// - Parameter keyPath: The property compared.
    /// - Returns: An `Infallible` without consecutive repeats.
    ///
    /// Rx: `Infallible.distinctUntilChanged(at:)`.
    @inlinable
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(at: keyPath))
    }

    /// The first `count` elements, then completion.
    ///
    /// - Parameter count: How many elements to keep; 0 completes at once.
    /// - Returns: An `Infallible` of at most `count` elements.
    ///
    /// Rx: `Infallible.take(_:)`.
    @inlinable
    public func take(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().take(count))
    }

    /// The elements of the first `duration` after the subscription, then completion.
    ///
    /// - Parameters:
    ///   - duration: How long elements are kept.
    ///   - scheduler: Runs the timer.
    /// - Returns: An `Infallible` that completes after `duration`.
    ///
    /// Rx: `Infallible.take(for:scheduler:)`.
    @inlinable
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().take(for: duration, scheduler: scheduler))
    }

    /// The elements while `predicate` holds; completes at the first that fails it.
    ///
    /// - Parameters:
    ///   - predicate: Whether to keep going.
    ///   - behavior: `.inclusive` also sends the element that fails `predicate`.
    /// - Returns: An `Infallible` of the leading elements.
    ///
    /// Rx: `Infallible.take(while:behavior:)`.
    @inlinable
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        Infallible(asObservable().take(while: predicate, behavior: behavior))
    }

    /// The elements until `predicate` holds; completes at the first that passes it.
    ///
    /// - Parameters:
    ///   - predicate: Whether to stop.
    ///   - behavior: `.inclusive` also sends the element that passes `predicate`.
    /// - Returns: An `Infallible` of the leading elements.
    ///
    /// Rx: `Infallible.take(until:behavior:)`.
    @inlinable
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        Infallible(asObservable().take(until: predicate, behavior: behavior))
    }

    /// The elements until `other` sends one, then completion.
    ///
    /// - Parameter other: The trigger; its first element completes the result.
    /// - Returns: An `Infallible` that stops at the trigger.
    ///
    /// Rx: `Infallible.take(until:)`.
    @inlinable
    public func take<Source: ObservableType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().take(until: other))
    }

    /// The elements until the `Infallible` `other` sends one, then completion.
    ///
    /// - Parameter other: The trigger; its first element completes the result.
    /// - Returns: An `Infallible` that stops at the trigger.
    ///
    /// Rx: `Infallible.take(until:)` (with an `Infallible` trigger).
    @inlinable
    public func take<Source: InfallibleType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable()))
    }

    /// The elements of this sequence, then those of `second` once it completes.
    ///
    /// - Parameter second: The sequence subscribed after this one completes.
    /// - Returns: An `Infallible` of both sequences' elements.
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
    ///   - identifier: The prefix of each line; by default the call's location.
    ///   - trimOutput: Shortens event descriptions longer than 40 characters.
    ///   - file: The calling file (filled in by the compiler).
    ///   - line: The calling line (filled in by the compiler).
    ///   - function: The calling function (filled in by the compiler).
    /// - Returns: The same sequence, printing as it runs.
    ///
    /// Rx: `Infallible.debug(_:trimOutput:file:line:function:)`.
    @inlinable
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> Infallible<Element> {
        Infallible(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// Drops the first `count` elements.
    ///
    /// - Parameter count: How many elements to drop.
    /// - Returns: An `Infallible` of the later elements.
    ///
    /// Rx: `Infallible.skip(_:)`.
    @inlinable
    public func skip(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().skip(count))
    }

    /// Drops the elements while `predicate` holds, then sends every element.
    ///
    /// - Parameter predicate: Whether to keep dropping.
    /// - Returns: An `Infallible` from the first element that fails `predicate`.
    ///
    /// Rx: `Infallible.skip(while:)`.
    @inlinable
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().skip(while: predicate))
    }

    /// Drops the elements until `other` sends one.
    ///
    /// - Parameter other: The trigger; its first element opens the gate.
    /// - Returns: An `Infallible` of the elements after the trigger.
    ///
    /// Rx: `Infallible.skip(until:)`.
    @inlinable
    public func skip<Source: ObservableType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other))
    }

    /// One shared subscription to the source for all observers, replaying the last
    /// `replay` elements to each new one.
    ///
    /// - Parameters:
    ///   - replay: How many of the latest elements a new observer receives first.
    ///   - scope: `.whileConnected` forgets the replayed elements when the last observer
    ///     leaves; `.forever` keeps them.
    /// - Returns: The shared `Infallible`.
    ///
    /// Rx: `Infallible.share(replay:scope:)`.
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        Infallible(asObservable().share(replay: replay, scope: scope))
    }

    /// An element only once `dueTime` has passed without a newer one.
    ///
    /// - Parameters:
    ///   - dueTime: How long the sequence must stay quiet.
    ///   - scheduler: Runs the timer.
    /// - Returns: An `Infallible` of the elements that were not superseded.
    ///
    /// Rx: `Infallible.debounce(_:scheduler:)`.
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// At most one element per `dueTime`: the first, then (with `latest`) the latest of
    /// each window at its end.
    ///
    /// - Parameters:
    ///   - dueTime: The window length.
    ///   - latest: Whether the latest element of a window is sent at its end.
    ///   - scheduler: Runs the timer.
    /// - Returns: The throttled `Infallible`.
    ///
    /// Rx: `Infallible.throttle(_:latest:scheduler:)`.
    @inlinable
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
    }

    /// Delivers the events on `scheduler`.
    ///
    /// - Parameter scheduler: Where the events are delivered.
    /// - Returns: The same elements, delivered on `scheduler`.
    ///
    /// Rx: `Infallible.observe(on:)`.
    @inlinable
    public func observe(on scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(asObservable().observe(on: scheduler))
    }

    /// Subscribes to the source (and disposes it) on `scheduler`.
    ///
    /// - Parameter scheduler: Where the subscription and the disposal run.
    /// - Returns: The same elements, subscribed on `scheduler`.
    ///
    /// Rx: `Infallible.subscribe(on:)`.
    @inlinable
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(asObservable().subscribe(on: scheduler))
    }

    /// Each element combined with `obj`, held weakly; once `obj` is gone the sequence
    /// completes (at the next element).
    ///
    /// - Parameters:
    ///   - obj: Passed to `resultSelector`; not retained.
    ///   - resultSelector: Combines `obj` and an element.
    /// - Returns: An `Infallible` of the combinations.
    ///
    /// Rx: `Infallible.withUnretained(_:resultSelector:)`.
    @inlinable
    public func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out) -> Infallible<Out> {
        Infallible<Out>(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Each element paired with `obj`, held weakly; once `obj` is gone the sequence
    /// completes (at the next element).
    ///
    /// - Parameter obj: Paired with each element; not retained.
    /// - Returns: An `Infallible` of `(obj, element)` pairs.
    ///
    /// Rx: `Infallible.withUnretained(_:)`.
    @inlinable
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Infallible<(Object, Element)> {
        Infallible<(Object, Element)>(asObservable().withUnretained(obj))
    }
}

extension InfallibleType where Element: Equatable {
    /// Suppresses an element equal to the previous one.
    ///
    /// - Returns: An `Infallible` without consecutive repeats.
    ///
    /// Rx: `Infallible.distinctUntilChanged()`.
    @inlinable
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged())
    }
}

extension InfallibleType {
    /// Subscribes each of `observers`: every event goes to all of them, in order.
    ///
    /// - Parameter observers: The observers that receive the events.
    /// - Returns: What cancels the binding.
    ///
    /// Rx: `Infallible.bind(to:)`.
    @inlinable
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribeEach(observers)
    }

    /// Subscribes each of `observers`, which take optional elements: every event, its
    /// element wrapped, goes to all of them, in order.
    ///
    /// - Parameter observers: The observers that receive the events.
    /// - Returns: What cancels the binding.
    ///
    /// Rx: `Infallible.bind(to:)`.
    @inlinable
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        subscribeEach(observers)
    }

    /// Accepts each element into every relay of `relays`; the completion is dropped (a
    /// relay does not end).
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: What cancels the binding.
    ///
    /// Rx: `Infallible.bind(to:)` (RxRelay).
    @inlinable
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts each element into every relay of `relays` (each becomes its `value`); the
    /// completion is dropped.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: What cancels the binding.
    ///
    /// Rx: `Infallible.bind(to:)` (RxRelay).
    @inlinable
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts each element into every relay of `relays`; the completion is dropped.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: What cancels the binding.
    ///
    /// Rx: `Infallible.bind(to:)` (RxRelay).
    @inlinable
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Returns `binder(self)`: lets a function that binds this sequence read like a binding.
    ///
    /// - Parameter binder: Called with this sequence.
    /// - Returns: What `binder` returns.
    ///
    /// Rx: `Infallible.bind(to:)` with a binder function.
    @inlinable
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Subscribes `onNext` to the elements.
    ///
    /// - Parameter onNext: Called with each element.
    /// - Returns: What cancels the binding.
    ///
    /// Rx: `Infallible.bind(onNext:)`.
    @inlinable
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext)
    }

    /// Subscribes `onNext` with `object`, held weakly: once it is gone the closure is no
    /// longer called.
    ///
    /// - Parameters:
    ///   - object: Passed to `onNext`; not retained by the subscription.
    ///   - onNext: Called with `object` and each element.
    /// - Returns: What cancels the binding.
    ///
    /// Rx: `Infallible.bind(with:onNext:)`.
    @inlinable
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> Disposable {
        subscribe(with: object, onNext: onNext)
    }
}

extension Infallible {
    /// Side effects around the events and the subscription, in `Observable.do`'s order. The
    /// event closures may throw, as in RxSwift: the error then ends the sequence with it.
    ///
    /// - Parameters:
    ///   - onNext: Runs before each element is forwarded.
    ///   - afterNext: Runs after each element is forwarded.
    ///   - onCompleted: Runs before the completion is forwarded.
    ///   - afterCompleted: Runs after the completion is forwarded.
    ///   - onSubscribe: Runs before the source is subscribed.
    ///   - onSubscribed: Runs after the source is subscribed.
    ///   - onDispose: Runs once when the subscription ends (completion or disposal).
    /// - Returns: The same sequence with the side effects.
    ///
    /// Rx: `Infallible.do(onNext:afterNext:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)`.
    @inlinable
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil, afterNext: ((Element) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
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
    /// - Parameter collection: The sources, all of this element type.
    /// - Returns: An `Infallible` of the arrays of latest elements.
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
    ///   - collection: The sources.
    ///   - resultSelector: Combines the latest elements, in the order of `collection`.
    /// - Returns: An `Infallible` of the combinations.
    ///
    /// Rx: `Infallible.combineLatest(_:resultSelector:)` (collection).
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Infallible<Element> where Collection.Element: InfallibleType {
        Infallible<Element>(Observable<Element>.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }
}
