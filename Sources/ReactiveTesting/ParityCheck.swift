import XCTest

/// Runs a pipeline over marble inputs on a fresh virtual clock and records what it does,
/// so that two spellings of the same pipeline (a RAC one and an Rx one, or the old and
/// the new version of ported code) can be compared with `Recording.difference`.
///
/// The standard scenario: sources are created at 0, the pipeline at 100, subscribed at
/// 200 and disposed at 1000. Marble frames are 10 ticks (see `Marble`), one tick is one
/// second unless the scheduler says otherwise.
///
/// Two families of recorders:
/// - typed inputs, each its own element type, the sources passed one by one:
///   `record(_:hot:scheduler:disposed:pipeline:)` and `recordRAC(_:hot:scheduler:disposed:pipeline:)`;
/// - marbles sharing one value table, the sources passed as an array:
///   `record(inputs:values:…)` and `recordRAC(inputs:values:…)` (the parity matrix's rows).
///
/// `assertParity` wraps them for XCTest. Rx: RxTest has no parity check. RAC: none.
public enum ParityCheck {
    /// The recording of `pipeline` over sources made from `inputs`, all with the element
    /// type of `values` (hot sources by default; cold ones are subscribed by the pipeline
    /// and replay relative to that).
    ///
    /// - Parameters:
    ///   - inputs: the marbles, one source each, passed to `pipeline` in this order.
    ///   - values: the element each value character stands for.
    ///   - hot: hot sources (absolute ticks) or cold ones (ticks from each subscription).
    ///   - makeScheduler: makes the clock; e.g. `TestScheduler(initialClock: 0, resolution: 0.01)`
    ///     for 10 ms ticks.
    ///   - disposed: when the subscription is disposed.
    ///   - pipeline: builds the pipeline from the sources and the clock.
    /// - Returns: the events with their ticks and each source's subscription windows.
    ///
    /// Rx: `TestScheduler.start` over test observables. RAC: `recordRAC(inputs:values:hot:scheduler:disposed:_:)`.
    public static func record<Element, Output>(
        inputs: [String],
        values: [Character: Element],
        hot: Bool = true,
        scheduler makeScheduler: () -> TestScheduler = { TestScheduler(initialClock: 0) },
        disposed: TestTime = TestScheduler.Defaults.disposed,
        _ pipeline: @escaping ([Observable<Element>], TestScheduler) -> Observable<Output>
    ) -> Recording {
        let scheduler = makeScheduler()
        return recordScenario(inputs: inputs, values: values, hot: hot, on: scheduler) { sources in
            scheduler.start(disposed: disposed) { pipeline(sources.map { $0.asObservable() }, scheduler) }
        }
    }

    /// The recording of a scenario over sources made from `inputs` on `clock`: `start`
    /// runs it and returns its observer; the sources' windows are read afterwards.
    static func recordScenario<Element, Output>(
        inputs: [String], values: [Character: Element], hot: Bool, on clock: TestScheduler,
        _ start: ([TestableObservable<Element>]) -> TestableObserver<Output>
    ) -> Recording {
        let sources = inputs.map { ParityInput($0, values: values).source(on: clock, hot: hot) }
        return Recording(start(sources).events, subscriptions: sources.map(\.subscriptions))
    }

    /// Records `pipeline` over marbles whose elements are their own characters as
    /// one-character strings, as `record(inputs:values:hot:scheduler:disposed:_:)` does
    /// with `characterValues(of: inputs)` for `values`.
    ///
    /// - Parameters:
    ///   - inputs: the marbles, one source each, passed to `pipeline` in this order; a
    ///     malformed marble stops the test with a precondition failure naming it.
    ///   - hot: hot sources (absolute ticks, the default) or cold ones (ticks from each
    ///     subscription).
    ///   - makeScheduler: makes the clock, called once (default: tick 0, one second per
    ///     tick).
    ///   - disposed: the tick the subscription is disposed at (default 1000).
    ///   - pipeline: builds the pipeline from the sources and the clock; called once, at
    ///     tick 100.
    /// - Returns: the events with their ticks and each source's subscription windows.
    ///
    /// Rx: RxTest `TestScheduler.start(disposed:create:)` over test observables. RAC:
    /// `recordRAC(inputs:values:hot:scheduler:disposed:_:)` with `characterValues(of:)`.
    public static func record<Output>(
        inputs: [String],
        hot: Bool = true,
        scheduler makeScheduler: () -> TestScheduler = { TestScheduler(initialClock: 0) },
        disposed: TestTime = TestScheduler.Defaults.disposed,
        _ pipeline: @escaping ([Observable<String>], TestScheduler) -> Observable<Output>
    ) -> Recording {
        record(inputs: inputs, values: characterValues(of: inputs), hot: hot, scheduler: makeScheduler, disposed: disposed, pipeline)
    }

    /// Builds the value table of marbles whose elements are their own characters: each
    /// element character mapped to itself as a one-character string.
    ///
    /// - Parameter marbles: the marbles to scan; the symbols `-`, `|`, `#`, `(`, `)` and
    ///   spaces are skipped.
    /// - Returns: the table, e.g. `["a": "a", "b": "b"]` for `["-a-|", "-b-|"]` (empty
    ///   for marbles without elements).
    ///
    /// Rx: none. RAC: none.
    public static func characterValues(of marbles: [String]) -> [Character: String] {
        var values: [Character: String] = [:]
        for marble in marbles {
            for character in marble where !"-|#() ".contains(character) { values[character] = String(character) }
        }
        return values
    }
}

/// Asserts that two Rx pipelines give the same recording on the same marble input: the
/// way to refactor a pipeline safely (old spelling on the left, new on the right).
///
/// ```swift
/// assertParity(input: "-a-b-|", { $0.map { $0.uppercased() } }, { $0.map { $0.uppercased() } })
/// ```
/// On a mismatch the failure shows both recordings side by side. For typed values,
/// several inputs or a scheduler, record both with `ParityCheck.record(_:hot:scheduler:disposed:pipeline:)`
/// and compare them with `Recording.difference`.
///
/// - Parameters:
///   - input: the marble; its elements are its characters as strings.
///   - hot: a hot source (the default) or a cold one.
///   - lhs: the first pipeline.
///   - rhs: the second pipeline.
///   - fileID: the file ID of the failure under Swift Testing.
///   - file: the file of the failure.
///   - line: the line of the failure.
///   - column: the column of the failure under Swift Testing.
///
/// Rx: none (RxTest compares recorded events with `XCTAssertEqual`). RAC: none.
public func assertParity<Left, Right>(
    input: String,
    hot: Bool = true,
    _ lhs: @escaping (Observable<String>) -> Observable<Left>,
    _ rhs: @escaping (Observable<String>) -> Observable<Right>,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let left = ParityCheck.record(ParityInput(input), hot: hot) { _, source in lhs(source) }
    let right = ParityCheck.record(ParityInput(input), hot: hot) { _, source in rhs(source) }
    if let difference = Recording.difference(left, right, lhsTitle: "left", rhsTitle: "right") {
        reportTestFailure("Pipelines differ on input \"\(input)\":\n\(difference)", at: AssertionLocation(fileID: fileID, filePath: file, line: line, column: column))
    }
}
