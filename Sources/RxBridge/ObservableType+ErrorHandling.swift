extension ObservableType {
    /// On an error, continues with the sequence `handler` returns for it; an error
    /// thrown by `handler` ends the sequence with it.
    ///
    ///     -1-2-#   catch { _ in -8-| }   ->   -1-2--8-|
    ///
    /// - Parameter handler: Called with the source's error; the sequence it returns is
    ///   subscribed in the source's place.
    /// - Returns: An observable of the source's elements, then, after an error, of the
    ///   handler's sequence.
    ///
    /// Rx: `catch(_:)`. RAC: `-catch:` (Docs/Semantics.md#catch).
    @inlinable
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        engine.catch(handler)
    }

    /// On an error, sends `element` and completes.
    ///
    ///     -1-2-#   catchAndReturn(0)   ->   -1-2-(0|)
    ///
    /// - Parameter element: The element sent in place of the source's error.
    /// - Returns: An observable that never fails: an error becomes `element` and `completed`.
    ///
    /// Rx: `catchAndReturn(_:)`. RAC: `-catchTo:` takes a signal instead (Docs/Semantics.md#catch).
    @inlinable
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        engine.catch { _ in Engine.just(element) }
    }

    /// On an error, subscribes to the source again, for as long as it fails.
    ///
    /// - Returns: An observable of the elements of every attempt, ending with the first
    ///   attempt that completes; it never fails.
    ///
    /// Rx: `retry()`. RAC: `-retry`.
    @inlinable
    public func retry() -> Observable<Element> {
        engine.retry(maxAttempts: nil)
    }

    /// Subscribes to the source up to `maxAttemptCount` times in total while it fails;
    /// the last error is forwarded. `retry(0)` completes without subscribing (as in
    /// RxSwift); to retry once after a failure, use `retry(2)`. A negative count is a
    /// precondition failure.
    ///
    /// - Parameter maxAttemptCount: The most subscriptions in total, the first one
    ///   included; 0 completes without subscribing.
    /// - Returns: An observable of the elements of every attempt, ending with the first
    ///   completion or the last attempt's error.
    ///
    /// Rx: `retry(_:)`. RAC: `-retry:n` subscribes n + 1 times, and `-retry:0` forever (Docs/Semantics.md#retry).
    @inlinable
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        precondition(maxAttemptCount >= 0, "retry(_:): maxAttemptCount must not be negative (got \(maxAttemptCount))")
        return engine.retry(maxAttempts: maxAttemptCount)
    }

    /// On an error of type `Error`, sends it into the sequence `notificationHandler`
    /// was given and subscribes to the source again when the trigger it returned sends
    /// an element. The trigger's completion or error ends the sequence; errors of other
    /// types are forwarded.
    ///
    /// - Parameter notificationHandler: Called once per subscription with the sequence of
    ///   the source's errors; returns the trigger whose elements resubscribe the source.
    /// - Returns: An observable of the elements of every attempt.
    ///
    /// Rx: `retry(when:)`.
    @inlinable
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> {
        engine.retry(when: { (errors: Observable<Error>) in notificationHandler(errors).asObservable() })
    }

    /// On an error, sends it into the sequence `notificationHandler` was given and
    /// subscribes to the source again when the trigger it returned sends an element.
    /// The trigger's completion or error ends the sequence.
    ///
    /// - Parameter notificationHandler: Called once per subscription with the sequence of
    ///   the source's errors; returns the trigger whose elements resubscribe the source.
    /// - Returns: An observable of the elements of every attempt.
    ///
    /// Rx: `retry(when:)`.
    @inlinable
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        engine.retry(when: { (errors: Observable<Swift.Error>) in notificationHandler(errors).asObservable() })
    }
}

extension ObservableType {
    /// The sources one after the other, moving to the next one when the current one
    /// fails: `a: --1--#`, `b: --2--|` give `--1----2--|`.
    ///
    /// The first completion ends the result; when every source failed, the last error
    /// does; with no sources, the result completes at once.
    ///
    /// - Parameter sequence: The sources in order, read lazily: the next one is taken only
    ///   when the current one failed.
    /// - Returns: An observable of the elements of each source tried, in turn.
    ///
    /// Rx: `Observable.catch(sequence:)`.
    @inlinable
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        Engine.catch(sequence: sequence)
    }
}

// MARK: - RxSwift 5 names, deprecated in RxSwift 6 (kept so ported code compiles)

extension ObservableType {
    /// Rx 5 spelling of `catch(_:)`.
    ///
    /// - Parameter handler: Called with the source's error; returns the sequence that
    ///   takes over.
    /// - Returns: The same observable as `catch(_:)`.
    @available(*, deprecated, renamed: "catch(_:)")
    @inlinable
    public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        `catch`(handler)
    }

    /// Rx 5 spelling of `catchAndReturn(_:)`.
    ///
    /// - Parameter element: The element sent in place of the source's error.
    /// - Returns: The same observable as `catchAndReturn(_:)`.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    @inlinable
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }

    /// Rx 5 spelling of `retry(when:)`.
    ///
    /// - Parameter notificationHandler: Turns the sequence of errors into the trigger
    ///   whose elements resubscribe the source.
    /// - Returns: The same observable as `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    @inlinable
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }

    /// Rx 5 spelling of `retry(when:)`.
    ///
    /// - Parameter notificationHandler: Turns the sequence of errors into the trigger
    ///   whose elements resubscribe the source.
    /// - Returns: The same observable as `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    @inlinable
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }
}

extension ObservableType {
    /// Rx 5 spelling of `catch(sequence:)`.
    ///
    /// - Parameter sequence: The sources in order, read lazily one at a time.
    /// - Returns: The same observable as `catch(sequence:)`.
    @available(*, deprecated, renamed: "catch(sequence:)")
    @inlinable
    public static func catchError<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        Engine.catch(sequence: sequence)
    }
}
