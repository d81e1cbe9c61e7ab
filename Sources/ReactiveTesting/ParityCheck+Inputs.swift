/// One input of a parity check: a marble and the values its characters stand for.
///
/// Inputs are typed: a check over a `String` query and a `Bool` toggle takes
/// `ParityInput("-a--b-|", values: ["a": "sw", "b": "swift"])` and
/// `ParityInput("--t---|", values: ["t": true])`, and the pipelines receive a
/// `RACSignal<String>` / `Observable<String>` and a `RACSignal<Bool>` / `Observable<Bool>`.
/// See `Marble` for the notation (frames of 10 ticks, `|` completed, `#` an error).
///
/// Rx: RxTest has no marble inputs; this is `createHotObservable` / `createColdObservable`
/// over `Marble.events`. RAC: none (ReactiveObjC has no virtual-time inputs).
public struct ParityInput<Element> {
    /// The marble, e.g. `"-a-b-|"`.
    public let marble: String
    /// The element each value character stands for.
    public let values: [Character: Element]
    /// The error a `#` sends.
    public let error: Swift.Error

    /// Makes an input that sends `values[c]` for each value character `c` of `marble`,
    /// and `error` at a `#`. The marble is parsed when the source is made: a character
    /// without a value stops the check with a precondition failure naming it.
    ///
    /// - Parameters:
    ///   - marble: the diagram, in `Marble`'s notation.
    ///   - values: the element each element character stands for.
    ///   - error: the error a `#` sends (default a `MarbleError`).
    ///
    /// Rx: none. RAC: none.
    public init(_ marble: String, values: [Character: Element], error: Swift.Error = MarbleError()) {
        self.marble = marble
        self.values = values
        self.error = error
    }

    /// Makes the test observable of this input on `clock`: hot inputs send at absolute
    /// ticks (the first frame at 210, just after the standard subscription at 200); cold
    /// ones count their frames from each subscription.
    ///
    /// - Parameters:
    ///   - clock: the scheduler the observable sends on.
    ///   - hot: a hot source (the default) or a cold one.
    /// - Returns: the observable; its `subscriptions` records the subscription windows.
    ///   A malformed marble stops the test with a precondition failure.
    ///
    /// Rx: RxTest `TestScheduler.createHotObservable(_:)` / `createColdObservable(_:)`.
    /// RAC: none.
    public func source(on clock: TestScheduler, hot: Bool = true) -> TestableObservable<Element> {
        if hot {
            return clock.createHotObservable(Marble.events(marble, start: TestScheduler.Defaults.subscribed, values: values, error: error))
        }
        return clock.createColdObservable(Marble.events(marble, start: 0, values: values, error: error))
    }
}

extension ParityInput where Element == String {
    /// Makes an input whose elements are its own characters as one-character strings
    /// (`"-a-b-|"` sends `"a"` and `"b"`).
    ///
    /// - Parameters:
    ///   - marble: the diagram, in `Marble`'s notation; a malformed one stops the check
    ///     with a precondition failure when the source is made.
    ///   - error: the error a `#` sends (default a `MarbleError`).
    ///
    /// Rx: none. RAC: none.
    public init(_ marble: String, error: Swift.Error = MarbleError()) {
        self.init(marble, values: ParityCheck.characterValues(of: [marble]), error: error)
    }
}

extension ParityCheck {
    /// The recording of an Rx pipeline over typed inputs, one source per input, on a
    /// fresh virtual clock: sources made at 0, the pipeline at 100, subscribed at 200,
    /// disposed at `disposed`.
    ///
    /// ```swift
    /// let recording = ParityCheck.record(
    ///     ParityInput("-a---b-|", values: ["a": "al", "b": "alice"]),
    ///     ParityInput("--t----|", values: ["t": true]),
    ///     scheduler: { TestScheduler(initialClock: 0, resolution: 0.01) }
    /// ) { scheduler, name, agreed in
    ///     Observable.combineLatest(name, agreed) { $0.count >= 3 && $1 }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - inputs: the inputs, in the order the pipeline receives their sources.
    ///   - hot: hot sources (the default) or cold ones.
    ///   - makeScheduler: makes the clock (called once per recording); pass
    ///     `TestScheduler(initialClock: 0, resolution: 0.01)` to make one tick 10 ms, so a
    ///     pipeline written with real intervals (`.milliseconds(300)`) runs unchanged.
    ///   - disposed: when the subscription is disposed.
    ///   - pipeline: builds the pipeline from the clock and the sources (the clock comes
    ///     first, so the sources can be any number of parameters).
    /// - Returns: the events with their ticks and each input's subscription windows.
    ///
    /// Rx: `TestScheduler.start` with test observables. RAC: `recordRAC(_:hot:scheduler:disposed:pipeline:)`.
    public static func record<each Element, Output>(
        _ inputs: repeat ParityInput<each Element>,
        hot: Bool = true,
        scheduler makeScheduler: () -> TestScheduler = { TestScheduler(initialClock: 0) },
        disposed: TestTime = TestScheduler.Defaults.disposed,
        pipeline: @escaping (TestScheduler, repeat Observable<each Element>) -> Observable<Output>
    ) -> Recording {
        let scheduler = makeScheduler()
        return recordInputs(repeat each inputs, hot: hot, on: scheduler) { (sources: repeat TestableObservable<each Element>) in
            scheduler.start(disposed: disposed) { pipeline(scheduler, repeat (each sources).asObservable()) }
        }
    }

    /// The recording of a scenario over typed inputs on `clock`: `start` runs it over the
    /// inputs' sources and returns its observer; the sources' windows are read afterwards.
    static func recordInputs<each Element, Output>(
        _ inputs: repeat ParityInput<each Element>, hot: Bool, on clock: TestScheduler,
        _ start: (repeat TestableObservable<each Element>) -> TestableObserver<Output>
    ) -> Recording {
        let sources = (repeat (each inputs).source(on: clock, hot: hot))
        let observer = start(repeat each sources)
        return Recording(observer.events, subscriptions: subscriptions(repeat each sources))
    }

    /// The subscription windows of each source, in order.
    static func subscriptions<each Element>(_ sources: repeat TestableObservable<each Element>) -> [[Subscription]] {
        var windows: [[Subscription]] = []
        for source in repeat each sources { windows.append(source.subscriptions) }
        return windows
    }

    /// The marbles of `inputs`, in order, for messages.
    static func marbles<each Element>(_ inputs: repeat ParityInput<each Element>) -> [String] {
        var marbles: [String] = []
        for input in repeat each inputs { marbles.append(input.marble) }
        return marbles
    }
}

/// Inputs of `Sendable` elements can be shared (e.g. kept in a `static let`).
extension ParityInput: Sendable where Element: Sendable {}
