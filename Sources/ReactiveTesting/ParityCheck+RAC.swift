import XCTest
import RACBridge

extension ParityCheck {
    /// The recording of a RAC pipeline over sources made from `inputs`, all with the
    /// element type of `values`, on a `RACTestScheduler` whose clock is a standard
    /// `TestScheduler` (so RAC subscriptions made by the scenario run synchronously, as
    /// inside a RAC scheduler).
    ///
    /// - Parameters:
    ///   - inputs: the marbles, one source each, passed to `pipeline` in this order.
    ///   - values: the element each value character stands for.
    ///   - hot: hot sources (absolute ticks) or cold ones (ticks from each subscription).
    ///   - makeScheduler: makes the clock under the `RACTestScheduler`; e.g.
    ///     `TestScheduler(initialClock: 0, resolution: 0.01)` for 10 ms ticks.
    ///   - disposed: when the subscription is disposed.
    ///   - pipeline: builds the pipeline from the sources and the scheduler.
    /// - Returns: the events with their ticks and each source's subscription windows.
    ///
    /// RAC: none (ReactiveObjC's specs step a `RACTestScheduler` by hand). Rx: `record(inputs:values:…)`.
    public static func recordRAC<Element, Output>(
        inputs: [String],
        values: [Character: Element],
        hot: Bool = true,
        scheduler makeScheduler: () -> TestScheduler = { TestScheduler(initialClock: 0) },
        disposed: TestTime = TestScheduler.Defaults.disposed,
        _ pipeline: @escaping ([RACSignal<Element>], RACTestScheduler) -> RACSignal<Output>
    ) -> Recording {
        let scheduler = RACTestScheduler(testScheduler: makeScheduler())
        return recordScenario(inputs: inputs, values: values, hot: hot, on: scheduler.testScheduler) { sources in
            scheduler.start(disposed: disposed) { pipeline(sources.map { RACSignal($0.asObservable()) }, scheduler) }
        }
    }

    /// The recording of a RAC pipeline over typed inputs, one signal per input, on a
    /// `RACTestScheduler` over a fresh virtual clock: sources made at 0, the pipeline at
    /// 100, subscribed at 200, disposed at `disposed`. RAC subscriptions the scenario
    /// makes run synchronously, as inside a RAC scheduler.
    ///
    /// ```swift
    /// let recording = ParityCheck.recordRAC(
    ///     ParityInput("-a-b----c-|", values: ["a": "s", "b": "sw", "c": "swift"]),
    ///     scheduler: { TestScheduler(initialClock: 0, resolution: 0.01) }
    /// ) { scheduler, query in
    ///     query.throttle(0.3, on: scheduler)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - inputs: the inputs, in the order the pipeline receives their signals.
    ///   - hot: hot sources (the default) or cold ones.
    ///   - makeScheduler: makes the clock under the `RACTestScheduler` (called once).
    ///   - disposed: when the subscription is disposed.
    ///   - pipeline: builds the pipeline from the scheduler and the signals; hand the
    ///     scheduler to every time operator (`throttle(_:on:)`, `delay(_:on:)`…) or to the
    ///     view model that uses them.
    /// - Returns: the events with their ticks and each input's subscription windows.
    ///
    /// RAC: none (ReactiveObjC's specs step a `RACTestScheduler` by hand).
    /// Rx: `record(_:hot:scheduler:disposed:pipeline:)`.
    public static func recordRAC<each Element, Output>(
        _ inputs: repeat ParityInput<each Element>,
        hot: Bool = true,
        scheduler makeScheduler: () -> TestScheduler = { TestScheduler(initialClock: 0) },
        disposed: TestTime = TestScheduler.Defaults.disposed,
        pipeline: @escaping (RACTestScheduler, repeat RACSignal<each Element>) -> RACSignal<Output>
    ) -> Recording {
        let scheduler = RACTestScheduler(testScheduler: makeScheduler())
        return recordInputs(repeat each inputs, hot: hot, on: scheduler.testScheduler) { (sources: repeat TestableObservable<each Element>) in
            scheduler.start(disposed: disposed) { pipeline(scheduler, repeat RACSignal((each sources).asObservable())) }
        }
    }
}

/// Asserts that a RAC pipeline and its Rx port record the same thing — the same events
/// at the same ticks, with the same subscription windows on every input — over typed
/// inputs on one virtual clock: the check for a ported view model.
///
/// ```swift
/// // RAC's -throttle: is Rx's debounce; one tick is 10 ms, so 0.3 s is 3 frames.
/// assertParity(
///     ParityInput("-a-b----c---|", values: ["a": "s", "b": "sw", "c": "swift"]),
///     scheduler: { TestScheduler(initialClock: 0, resolution: 0.01) },
///     rac: { scheduler, query in SearchViewModel(query: query, scheduler: scheduler).results },
///     rx: { scheduler, query in SearchViewModelRx(query: query, scheduler: scheduler).results })
/// ```
/// Each pipeline runs on its own fresh clock from `makeScheduler`, with its own sources.
/// On a mismatch the failure names the inputs and shows both recordings side by side
/// (`Recording.difference`).
///
/// - Parameters:
///   - inputs: the inputs, in the order the pipelines receive their sources.
///   - hot: hot sources (the default) or cold ones.
///   - makeScheduler: makes each clock; the default ticks are seconds.
///   - disposed: when the subscription is disposed (default 1000).
///   - rac: the RAC pipeline, given a `RACTestScheduler` on the clock, then the signals.
///   - rx: the Rx pipeline, given the `TestScheduler`, then the observables.
///   - fileID: the file ID of the failure under Swift Testing.
///   - file: the file of the failure.
///   - line: the line of the failure.
///   - column: the column of the failure under Swift Testing.
///
/// RAC: none. Rx: none (RxTest compares recorded events with `XCTAssertEqual`).
public func assertParity<each Element, RACOutput, RxOutput>(
    _ inputs: repeat ParityInput<each Element>,
    hot: Bool = true,
    scheduler makeScheduler: () -> TestScheduler = { TestScheduler(initialClock: 0) },
    disposed: TestTime = TestScheduler.Defaults.disposed,
    rac: @escaping (RACTestScheduler, repeat RACSignal<each Element>) -> RACSignal<RACOutput>,
    rx: @escaping (TestScheduler, repeat Observable<each Element>) -> Observable<RxOutput>,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let racRecording = ParityCheck.recordRAC(repeat each inputs, hot: hot, scheduler: makeScheduler, disposed: disposed, pipeline: rac)
    let rxRecording = ParityCheck.record(repeat each inputs, hot: hot, scheduler: makeScheduler, disposed: disposed, pipeline: rx)
    if let difference = Recording.difference(racRecording, rxRecording, lhsTitle: "RAC", rhsTitle: "Rx") {
        let marbles = ParityCheck.marbles(repeat each inputs).map { "\"\($0)\"" }.joined(separator: ", ")
        reportTestFailure("RAC and Rx pipelines differ on input\(marbles.contains(",") ? "s" : "") \(marbles):\n\(difference)", at: AssertionLocation(fileID: fileID, filePath: file, line: line, column: column))
    }
}

/// Asserts that a RAC pipeline and an Rx pipeline give the same recording on the same
/// marble input, whose elements are its characters as strings: the one-input form of
/// `assertParity(_:hot:scheduler:disposed:rac:rx:fileID:file:line:column:)`.
///
/// ```swift
/// assertParity(input: "-a-b-|", rac: { $0.map { $0.uppercased() } }, rx: { $0.map { $0.uppercased() } })
/// ```
/// On a mismatch the failure shows both recordings side by side.
///
/// - Parameters:
///   - input: the marble.
///   - hot: a hot source (the default) or a cold one.
///   - rac: the RAC pipeline.
///   - rx: the Rx pipeline.
///   - fileID: the file ID of the failure under Swift Testing.
///   - file: the file of the failure.
///   - line: the line of the failure.
///   - column: the column of the failure under Swift Testing.
///
/// RAC: none. Rx: none.
public func assertParity<Left, Right>(
    input: String,
    hot: Bool = true,
    rac: @escaping (RACSignal<String>) -> RACSignal<Left>,
    rx: @escaping (Observable<String>) -> Observable<Right>,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    assertParity(ParityInput(input), hot: hot, rac: { _, source in rac(source) }, rx: { _, source in rx(source) }, fileID: fileID, file: file, line: line, column: column)
}
