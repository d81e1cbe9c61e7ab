extension ObservableType {
    /// Runs side effects around each event and around the subscription, without
    /// changing the events; a throwing callback ends the sequence with its error.
    ///
    /// Per event: `onNext(x)`, `x` forwarded, `afterNext(x)` (likewise for error and
    /// completion). `onSubscribe` runs before subscribing upstream, `onSubscribed`
    /// after, `onDispose` once the upstream is released (disposal or end).
    ///
    /// Rx: `do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)`.
    /// RAC: `-doNext:`, `-doError:`, `-doCompleted:`, `-initially:`.
    @inlinable
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        engine.do(
            onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
            onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose)
    }
}
