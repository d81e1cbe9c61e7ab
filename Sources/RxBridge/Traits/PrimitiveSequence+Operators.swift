// Operators every trait has (Single, Maybe, Completable): errors, retries, time and
// scheduling. Each applies the Observable operator to the wrapped source; the result
// keeps the trait, since none of them can add an element.

extension PrimitiveSequence {
    /// On an error, continues with the trait `handler` returns for it; an error thrown
    /// by `handler` ends the trait with that error.
    ///
    /// - Parameter handler: Makes the replacement trait from the error.
    /// - Returns: The trait, recovering from an error.
    ///
    /// Rx: `catch(_:)` on traits. RAC: `-catch:`.
    @inlinable
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.engine.catch { try handler($0).asObservable() })
    }

    /// The RxSwift 5 spelling of `catch(_:)`.
    ///
    /// - Parameter handler: Makes the replacement trait from the error.
    /// - Returns: The trait, recovering from an error.
    ///
    /// Rx: `catchError(_:)` on traits (deprecated).
    @available(*, deprecated, renamed: "catch(_:)")
    @inlinable
    public func catchError(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        `catch`(handler)
    }

    /// On an error, subscribes to the source again, for as long as it fails.
    ///
    /// - Returns: The trait, resubscribed after each error.
    ///
    /// Rx: `retry()` on traits. RAC: `-retry`.
    @inlinable
    public func retry() -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry())
    }

    /// Subscribes up to `maxAttemptCount` times in total while the trait fails; the last
    /// error ends the result.
    ///
    /// - Parameter maxAttemptCount: The number of subscriptions, the first included:
    ///   `retry(0)` completes without subscribing, as in RxSwift; a negative count is a
    ///   precondition failure.
    /// - Returns: The trait, resubscribed after each error up to the limit.
    ///
    /// Rx: `retry(_:)`. RAC: `-retry:` counts re-subscriptions (Docs/Semantics.md#retry).
    @inlinable
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    /// On an error of type `Error`, subscribes again when the trigger built by
    /// `notificationHandler` sends an element; the trigger's error or completion ends
    /// the trait with it.
    ///
    /// - Parameter notificationHandler: Turns the errors (as an observable) into the
    ///   trigger of each new subscription.
    /// - Returns: The trait, resubscribed at each trigger element.
    ///
    /// Rx: `retry(when:)`.
    @inlinable
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// On an error, subscribes again when the trigger built by `notificationHandler`
    /// sends an element; the trigger's error or completion ends the trait with it.
    ///
    /// - Parameter notificationHandler: Turns the errors (as an observable) into the
    ///   trigger of each new subscription.
    /// - Returns: The trait, resubscribed at each trigger element.
    ///
    /// Rx: `retry(when:)`.
    @inlinable
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// The RxSwift 5 spelling of `retry(when:)`.
    ///
    /// - Parameter notificationHandler: Turns the errors into the trigger.
    /// - Returns: The trait, resubscribed at each trigger element.
    ///
    /// Rx: `retryWhen(_:)` (deprecated).
    @available(*, deprecated, renamed: "retry(when:)")
    @inlinable
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }

    /// The RxSwift 5 spelling of `retry(when:)`.
    ///
    /// - Parameter notificationHandler: Turns the errors into the trigger.
    /// - Returns: The trait, resubscribed at each trigger element.
    ///
    /// Rx: `retryWhen(_:)` (deprecated).
    @available(*, deprecated, renamed: "retry(when:)")
    @inlinable
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }

    /// Fails with `RxError.timeout` when the trait has not ended within `dueTime` of
    /// the subscription.
    ///
    /// - Parameters:
    ///   - dueTime: How long the trait may take.
    ///   - scheduler: Runs the timer.
    /// - Returns: The trait with a deadline.
    ///
    /// Rx: `timeout(_:scheduler:)` on traits. RAC: `-timeout:onScheduler:`.
    @inlinable
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// Switches to `other` when the trait has not ended within `dueTime` of the
    /// subscription.
    ///
    /// - Parameters:
    ///   - dueTime: How long the trait may take.
    ///   - other: The trait subscribed in its place at the deadline.
    ///   - scheduler: Runs the timer.
    /// - Returns: The trait, or `other` after the deadline.
    ///
    /// Rx: `timeout(_:other:scheduler:)` on traits.
    @inlinable
    public func timeout(_ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.asObservable(), scheduler: scheduler))
    }

    /// The element and the completion `dueTime` later; an error is not delayed.
    ///
    /// - Parameters:
    ///   - dueTime: How long each event waits.
    ///   - scheduler: Runs the delays.
    /// - Returns: The delayed trait.
    ///
    /// Rx: `delay(_:scheduler:)` on traits. RAC: `-delay:`.
    @inlinable
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// Subscribes to the source `dueTime` after the subscription.
    ///
    /// - Parameters:
    ///   - dueTime: How long the subscription waits.
    ///   - scheduler: Runs the wait.
    /// - Returns: The trait, subscribed late.
    ///
    /// Rx: `delaySubscription(_:scheduler:)` on traits.
    @inlinable
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Delivers the events on `scheduler`.
    ///
    /// - Parameter scheduler: Where the events are delivered.
    /// - Returns: The trait, delivered on `scheduler`.
    ///
    /// Rx: `observe(on:)` on traits. RAC: `-deliverOn:`.
    @inlinable
    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    /// Subscribes to the source (and disposes it) on `scheduler`.
    ///
    /// - Parameter scheduler: Where the subscription and the disposal run.
    /// - Returns: The trait, subscribed on `scheduler`.
    ///
    /// Rx: `subscribe(on:)` on traits. RAC: `-subscribeOn:`.
    @inlinable
    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    /// The RxSwift 5 spelling of `observe(on:)`.
    ///
    /// - Parameter scheduler: Where the events are delivered.
    /// - Returns: The trait, delivered on `scheduler`.
    ///
    /// Rx: `observeOn(_:)` on traits (deprecated).
    @available(*, deprecated, renamed: "observe(on:)")
    @inlinable
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        observe(on: scheduler)
    }

    /// The RxSwift 5 spelling of `subscribe(on:)`.
    ///
    /// - Parameter scheduler: Where the subscription and the disposal run.
    /// - Returns: The trait, subscribed on `scheduler`.
    ///
    /// Rx: `subscribeOn(_:)` on traits (deprecated).
    @available(*, deprecated, renamed: "subscribe(on:)")
    @inlinable
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        subscribe(on: scheduler)
    }

    /// Prints the subscription, every event and the disposal, one line each, as
    /// `Observable.debug` does.
    ///
    /// - Parameters:
    ///   - identifier: The prefix of each line; by default the call's file, line and
    ///     function.
    ///   - trimOutput: Shortens event descriptions longer than 40 characters.
    ///   - file: The calling file (filled in by the compiler).
    ///   - line: The calling line (filled in by the compiler).
    ///   - function: The calling function (filled in by the compiler).
    /// - Returns: The same trait, printing as it runs.
    ///
    /// Rx: `debug(_:trimOutput:file:line:function:)` on traits.
    @inlinable
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// A trait that makes a resource for each subscription and disposes it when that
    /// subscription ends; an error thrown by either factory fails the trait.
    ///
    /// - Parameters:
    ///   - resourceFactory: Makes the subscription's resource.
    ///   - primitiveSequenceFactory: Makes the trait to subscribe from the resource.
    /// - Returns: The trait that owns a resource per subscription.
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
    /// A trait that sends `0` after `dueTime`, then ends.
    ///
    /// - Parameters:
    ///   - dueTime: How long after the subscription the `0` comes.
    ///   - scheduler: Runs the timer.
    /// - Returns: The timer trait.
    ///
    /// Rx: `PrimitiveSequence.timer(_:scheduler:)`.
    @inlinable
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.timer(dueTime, scheduler: scheduler))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The `Single` that `selector` returns for the element; its result is the result.
    ///
    /// `--1|` flatMap `{ --(x|) }` gives `----(x|)`.
    ///
    /// - Parameter selector: Makes the next `Single` from the element; an error it
    ///   throws fails the result.
    /// - Returns: A `Single` of the inner `Single`'s element.
    ///
    /// Rx: `Single.flatMap(_:)`. RAC: `-flattenMap:`.
    @inlinable
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }

    /// The `Maybe` that `selector` returns for the element.
    ///
    /// - Parameter selector: Makes the next `Maybe` from the element; an error it
    ///   throws fails the result.
    /// - Returns: A `Maybe` of the inner `Maybe`'s events.
    ///
    /// Rx: `Single.flatMapMaybe(_:)`.
    @inlinable
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }

    /// The `Completable` that `selector` returns for the element.
    ///
    /// - Parameter selector: Makes the next `Completable` from the element; an error it
    ///   throws fails the result.
    /// - Returns: A `Completable` of the inner `Completable`'s end.
    ///
    /// Rx: `Single.flatMapCompletable(_:)`.
    @inlinable
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }

    /// On an error, succeeds with `element` instead.
    ///
    /// - Parameter element: The success that replaces an error.
    /// - Returns: A `Single` that cannot fail.
    ///
    /// Rx: `Single.catchAndReturn(_:)`.
    @inlinable
    public func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        Single(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// The RxSwift 5 spelling of `catchAndReturn(_:)`.
    ///
    /// - Parameter element: The success that replaces an error.
    /// - Returns: A `Single` that cannot fail.
    ///
    /// Rx: `Single.catchErrorJustReturn(_:)` (deprecated).
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    @inlinable
    public func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        catchAndReturn(element)
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The `Maybe` that `selector` returns for the element; an empty `Maybe` stays empty.
    ///
    /// - Parameter selector: Makes the next `Maybe` from the element; an error it
    ///   throws fails the result.
    /// - Returns: A `Maybe` of the inner `Maybe`'s events.
    ///
    /// Rx: `Maybe.flatMap(_:)`. RAC: `-flattenMap:`.
    @inlinable
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }

    /// The element, or `default` when the `Maybe` completes empty.
    ///
    /// `--|` gives `--(d|)`.
    ///
    /// - Parameter default: The success sent in place of an empty completion.
    /// - Returns: A `Single`: it always has an element (or an error).
    ///
    /// Rx: `Maybe.ifEmpty(default:)`.
    @inlinable
    public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(default: `default`))
    }

    /// The element, or `other`'s events when the `Maybe` completes empty.
    ///
    /// - Parameter other: Subscribed when the `Maybe` completes empty.
    /// - Returns: A `Maybe` of this element or `other`'s.
    ///
    /// Rx: `Maybe.ifEmpty(switchTo:)`.
    @inlinable
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.ifEmpty(switchTo: other.asObservable()))
    }

    /// The element, or `other`'s result when the `Maybe` completes empty.
    ///
    /// - Parameter other: Subscribed when the `Maybe` completes empty.
    /// - Returns: A `Single` of this element or `other`'s.
    ///
    /// Rx: `Maybe.ifEmpty(switchTo:)`.
    @inlinable
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(switchTo: other.asObservable()))
    }

    /// On an error, succeeds with `element` instead.
    ///
    /// - Parameter element: The success that replaces an error.
    /// - Returns: A `Maybe` that cannot fail.
    ///
    /// Rx: `Maybe.catchAndReturn(_:)`.
    @inlinable
    public func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        Maybe(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// The RxSwift 5 spelling of `catchAndReturn(_:)`.
    ///
    /// - Parameter element: The success that replaces an error.
    /// - Returns: A `Maybe` that cannot fail.
    ///
    /// Rx: `Maybe.catchErrorJustReturn(_:)` (deprecated).
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    @inlinable
    public func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        catchAndReturn(element)
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The elements of every `Single` of `collection` through `resultSelector`, once all
    /// have succeeded; the first failure fails the result and disposes the others.
    ///
    /// - Parameters:
    ///   - collection: The `Single`s, all subscribed at once; an empty collection
    ///     succeeds at once with `resultSelector([])`.
    ///   - resultSelector: Combines the elements, in the order of `collection`; an
    ///     error it throws fails the result.
    /// - Returns: A `Single` of the combined elements.
    ///
    /// Rx: `Single.zip(_:resultSelector:)` (collection).
    @inlinable
    public static func zip<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        zipTraits(collection, resultSelector: resultSelector)
    }

    /// The elements of every `Single` of `collection`, as an array, once all have
    /// succeeded; the first failure fails the result.
    ///
    /// - Parameter collection: The `Single`s, all subscribed at once; an empty
    ///   collection succeeds at once with `[]`.
    /// - Returns: A `Single` of the elements, in the order of `collection`.
    ///
    /// Rx: `Single.zip(_:)` (collection).
    @inlinable
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> PrimitiveSequence<Trait, [Element]> where Collection.Element == PrimitiveSequence<Trait, Element> {
        zipTraits(collection) { $0 }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The elements of every `Maybe` of `collection` through `resultSelector`, once all
    /// have succeeded; the result completes empty as soon as one does, and the first
    /// error fails it.
    ///
    /// - Parameters:
    ///   - collection: The `Maybe`s, all subscribed at once; an empty collection
    ///     succeeds at once with `resultSelector([])`.
    ///   - resultSelector: Combines the elements, in the order of `collection`; an
    ///     error it throws fails the result.
    /// - Returns: A `Maybe` of the combined elements.
    ///
    /// Rx: `Maybe.zip(_:resultSelector:)` (collection).
    @inlinable
    public static func zip<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        zipTraits(collection, resultSelector: resultSelector)
    }

    /// The elements of every `Maybe` of `collection`, as an array; empty as soon as one
    /// completes empty.
    ///
    /// - Parameter collection: The `Maybe`s, all subscribed at once; an empty
    ///   collection succeeds at once with `[]`.
    /// - Returns: A `Maybe` of the elements, in the order of `collection`.
    ///
    /// Rx: `Maybe.zip(_:)` (collection).
    @inlinable
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> PrimitiveSequence<Trait, [Element]> where Collection.Element == PrimitiveSequence<Trait, Element> {
        zipTraits(collection) { $0 }
    }
}
