// Operators every trait has (Single, Maybe, Completable): errors, retries, time and
// scheduling. Each applies the Observable operator to the wrapped source; the result
// keeps the trait, since none of them can add an element.

extension PrimitiveSequence {
    /// On an error, continues with the trait `handler` returns for it; an error thrown
    /// by `handler` ends the trait with it.
    ///
    /// Rx: `catch(_:)` on traits. RAC: `-catch:`.
    @inlinable
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.engine.catch { try handler($0).asObservable() })
    }

    /// The RxSwift 5 spelling of `catch(_:)`.
    @available(*, deprecated, renamed: "catch(_:)")
    @inlinable
    public func catchError(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        `catch`(handler)
    }

    /// On an error, subscribes again, for as long as it fails. Rx: `retry()`. RAC: `-retry`.
    @inlinable
    public func retry() -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry())
    }

    /// Subscribes up to `maxAttemptCount` times in total while it fails (`retry(0)`
    /// completes without subscribing, as in RxSwift). A negative count is a precondition
    /// failure. Rx: `retry(_:)`. RAC: `-retry:` counts re-subscriptions (Docs/Semantics.md#retry).
    @inlinable
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    /// On an error of type `Error`, subscribes again when the trigger built by
    /// `notificationHandler` sends an element; the trigger's end ends the trait.
    ///
    /// Rx: `retry(when:)`.
    @inlinable
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// On an error, subscribes again when the trigger built by `notificationHandler`
    /// sends an element; the trigger's end ends the trait.
    ///
    /// Rx: `retry(when:)`.
    @inlinable
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// The RxSwift 5 spelling of `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    @inlinable
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }

    /// The RxSwift 5 spelling of `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    @inlinable
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }

    /// Fails with `RxError.timeout` when it has not ended within `dueTime`.
    ///
    /// Rx: `timeout(_:scheduler:)` on traits. RAC: `-timeout:onScheduler:`.
    @inlinable
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// Switches to `other` when it has not ended within `dueTime`.
    ///
    /// Rx: `timeout(_:other:scheduler:)` on traits.
    @inlinable
    public func timeout(_ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.asObservable(), scheduler: scheduler))
    }

    /// The element and completion `dueTime` later (an error is not delayed).
    ///
    /// Rx: `delay(_:scheduler:)` on traits. RAC: `-delay:`.
    @inlinable
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// Subscribes `dueTime` after the subscription.
    ///
    /// Rx: `delaySubscription(_:scheduler:)` on traits.
    @inlinable
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Delivers the events on `scheduler`. Rx: `observe(on:)` on traits. RAC: `-deliverOn:`.
    @inlinable
    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    /// Subscribes (and disposes) on `scheduler`. Rx: `subscribe(on:)` on traits. RAC: `-subscribeOn:`.
    @inlinable
    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    /// The RxSwift 5 spelling of `observe(on:)`.
    @available(*, deprecated, renamed: "observe(on:)")
    @inlinable
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        observe(on: scheduler)
    }

    /// The RxSwift 5 spelling of `subscribe(on:)`.
    @available(*, deprecated, renamed: "subscribe(on:)")
    @inlinable
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        subscribe(on: scheduler)
    }

    /// Prints every event (see `Observable.debug`).
    ///
    /// Rx: `debug(_:trimOutput:file:line:function:)` on traits.
    @inlinable
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// A trait that makes a resource per subscription and disposes it when the
    /// subscription ends.
    ///
    /// Rx: `PrimitiveSequence.using(_:primitiveSequenceFactory:)`.
    @inlinable
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.using(resourceFactory, observableFactory: { try primitiveSequenceFactory($0).asObservable() }))
    }
}

extension PrimitiveSequenceType where Element: RxAbstractInteger {
    /// `0` after `dueTime`, then the end. Rx: `PrimitiveSequence.timer(_:scheduler:)`.
    @inlinable
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.timer(dueTime, scheduler: scheduler))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The `Single` that `selector` returns for the element.
    ///
    /// `--1|` flatMap `{ --(x|) }` gives `----(x|)`. Rx: `Single.flatMap(_:)`. RAC: `-flattenMap:`.
    @inlinable
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }

    /// The `Maybe` that `selector` returns for the element. Rx: `Single.flatMapMaybe(_:)`.
    @inlinable
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }

    /// The `Completable` that `selector` returns for the element.
    ///
    /// Rx: `Single.flatMapCompletable(_:)`.
    @inlinable
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }

    /// On an error, succeeds with `element`. Rx: `Single.catchAndReturn(_:)`.
    @inlinable
    public func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        Single(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// The RxSwift 5 spelling of `catchAndReturn(_:)`.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    @inlinable
    public func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        catchAndReturn(element)
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The `Maybe` that `selector` returns for the element (empty stays empty).
    ///
    /// Rx: `Maybe.flatMap(_:)`. RAC: `-flattenMap:`.
    @inlinable
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }

    /// The element, or `default` when the `Maybe` completes empty.
    ///
    /// `--|` gives `--(d|)`. Rx: `Maybe.ifEmpty(default:)`.
    @inlinable
    public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(default: `default`))
    }

    /// The element, or `other`'s result when the `Maybe` completes empty.
    ///
    /// Rx: `Maybe.ifEmpty(switchTo:)`.
    @inlinable
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.ifEmpty(switchTo: other.asObservable()))
    }

    /// The element, or `other`'s result when the `Maybe` completes empty.
    ///
    /// Rx: `Maybe.ifEmpty(switchTo:)`.
    @inlinable
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(switchTo: other.asObservable()))
    }

    /// On an error, succeeds with `element`. Rx: `Maybe.catchAndReturn(_:)`.
    @inlinable
    public func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        Maybe(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// The RxSwift 5 spelling of `catchAndReturn(_:)`.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    @inlinable
    public func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        catchAndReturn(element)
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The elements of every `Single` of `collection`, through
    /// `resultSelector`, once all succeed; the first failure fails the result. An empty
    /// collection succeeds with `resultSelector([])`.
    ///
    /// Rx: `Single.zip(_:resultSelector:)` (collection).
    @inlinable
    public static func zip<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            return PrimitiveSequence<Trait, Result>(raw: Engine.deferred { Engine.just(try resultSelector([])) })
        }
        return PrimitiveSequence<Trait, Result>(raw: Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The elements of every `Single` of `collection`, as an array, once all succeed;
    /// an empty collection succeeds with `[]`.
    ///
    /// Rx: `Single.zip(_:)` (collection).
    @inlinable
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> PrimitiveSequence<Trait, [Element]> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty { return PrimitiveSequence<Trait, [Element]>(raw: Engine.just([])) }
        return PrimitiveSequence<Trait, [Element]>(raw: Observable.zip(collection.map { $0.asObservable() }))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The elements of every `Maybe` of `collection`, through `resultSelector`, once
    /// all succeed; the result is empty as soon as one completes empty. An empty
    /// collection succeeds with `resultSelector([])`.
    ///
    /// Rx: `Maybe.zip(_:resultSelector:)` (collection).
    @inlinable
    public static func zip<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            return PrimitiveSequence<Trait, Result>(raw: Engine.deferred { Engine.just(try resultSelector([])) })
        }
        return PrimitiveSequence<Trait, Result>(raw: Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The elements of every `Maybe` of `collection`, as an array; an empty collection
    /// succeeds with `[]`.
    ///
    /// Rx: `Maybe.zip(_:)` (collection).
    @inlinable
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> PrimitiveSequence<Trait, [Element]> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty { return PrimitiveSequence<Trait, [Element]>(raw: Engine.just([])) }
        return PrimitiveSequence<Trait, [Element]>(raw: Observable.zip(collection.map { $0.asObservable() }))
    }
}
