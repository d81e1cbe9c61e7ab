import Foundation

extension ObservableType {
    /// Runs side effects around each event without changing the sequence.
    ///
    /// Order: `onSubscribe`, (the source is subscribed), `onSubscribed`; per element
    /// `onNext`, downstream, `afterNext`; at the end `onError` / `onCompleted`,
    /// downstream, `afterError` / `afterCompleted`, then `onDispose`. `onDispose` runs
    /// once: on disposal, or after the end. A callback that throws ends the sequence
    /// with its error. Every callback is optional (default `nil`).
    ///
    /// - Parameters:
    ///   - onNext: Called with each element before it is sent downstream.
    ///   - afterNext: Called with each element after it was sent downstream.
    ///   - onError: Called with the error before it is sent downstream.
    ///   - afterError: Called with the error after it was sent downstream.
    ///   - onCompleted: Called before `completed` is sent downstream.
    ///   - afterCompleted: Called after `completed` was sent downstream.
    ///   - onSubscribe: Called before the source is subscribed.
    ///   - onSubscribed: Called after the source was subscribed.
    ///   - onDispose: Called once when the subscription ends, by disposal or after the
    ///     end event.
    /// - Returns: An observable with the source's events, unchanged unless a callback
    ///   throws.
    ///
    /// Rx: `do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)`.
    /// RAC: `-doNext:`, `-doError:`, `-doCompleted:`, `-initially:`; RAC's `-finally:`
    /// does not run on disposal (Docs/Semantics.md#finally-and-do).
    @inlinable
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil, afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        engine.do(
            onNext: onNext, afterNext: afterNext,
            onError: onError, afterError: afterError,
            onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
        )
    }

    /// Prints the subscription, every event and the disposal, one line each:
    ///
    ///     2026-11-22 03:04:05.678: MyFile.swift:12 (run()) -> subscribed
    ///     2026-11-22 03:04:05.679: MyFile.swift:12 (run()) -> Event next(1)
    ///     2026-11-22 03:04:05.679: MyFile.swift:12 (run()) -> Event completed
    ///     2026-11-22 03:04:05.680: MyFile.swift:12 (run()) -> isDisposed
    ///
    /// The identifier defaults to `file:line (function)`. With `trimOutput`, event texts
    /// longer than 40 characters are shortened around `...`.
    ///
    /// - Parameters:
    ///   - identifier: The label at the start of each line; `nil` (the default) uses the
    ///     call site, `File.swift:12 (function)`.
    ///   - trimOutput: Whether event texts longer than 40 characters are shortened; default
    ///     `false`.
    ///   - file: The call site's file, filled in by the compiler.
    ///   - line: The call site's line, filled in by the compiler.
    ///   - function: The call site's function, filled in by the compiler.
    /// - Returns: An observable with the source's events, unchanged.
    ///
    /// Rx: `debug(_:trimOutput:file:line:function:)`. RAC: `-logAll`.
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> Observable<Element> {
        debug(identifier: debugIdentifier(identifier, file: file, line: line, function: function), trimOutput: trimOutput) { print($0) }
    }

    /// `debug` writing its lines to `output` (for tests and custom loggers).
    package func debug(identifier: String, trimOutput: Bool, output: @escaping (String) -> Void) -> Observable<Element> {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        return engine.debug(trimOutput: trimOutput) { content in
            output("\(formatter.string(from: Date())): \(identifier) -> \(content)")
        }
    }

    /// Pairs each element with `obj`, held weakly; once `obj` is gone the sequence
    /// completes (at the next element).
    ///
    /// - Parameters:
    ///   - obj: The object paired with each element; held weakly, so the sequence does not
    ///     keep it alive.
    ///   - resultSelector: Combines the object and an element into the element sent.
    /// - Returns: An observable of the combined values, completing once `obj` is gone.
    ///
    /// Rx: `withUnretained(_:resultSelector:)`.
    @inlinable
    public func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out) -> Observable<Out> {
        engine.withUnretained(obj, resultSelector: resultSelector)
    }

    /// Pairs each element with `obj`, held weakly, as `(obj, element)`; once `obj` is
    /// gone the sequence completes (at the next element).
    ///
    /// - Parameter obj: The object paired with each element; held weakly, so the sequence
    ///   does not keep it alive.
    /// - Returns: An observable of `(obj, element)` pairs, completing once `obj` is gone.
    ///
    /// Rx: `withUnretained(_:)`.
    @inlinable
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
        engine.withUnretained(obj) { ($0, $1) }
    }
}

/// `debug`'s default identifier: `File.swift:12 (function)`.
package func debugIdentifier(_ identifier: String?, file: String, line: UInt, function: String) -> String {
    identifier ?? "\(file.split(separator: "/").last.map(String.init) ?? file):\(line) (\(function))"
}
