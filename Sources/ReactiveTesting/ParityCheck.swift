import XCTest

/// Runs a pipeline over marble inputs on a fresh virtual clock and records what it does,
/// so that two spellings of the same pipeline (a RAC one and an Rx one, or the old and
/// the new version of ported code) can be compared.
///
/// The standard scenario: sources are created at 0, the pipeline at 100, subscribed at
/// 200 and disposed at 1000. Marble frames are 10 ticks (see `Marble`).
public enum ParityCheck {
    /// The recording of `pipeline` over sources made from `inputs` (hot sources by
    /// default; cold ones are subscribed by the pipeline and replay relative to that).
    public static func record<Element, Output>(
        inputs: [String],
        values: [Character: Element],
        hot: Bool = true,
        scheduler makeScheduler: () -> TestScheduler = { TestScheduler(initialClock: 0) },
        disposed: TestTime = TestScheduler.Defaults.disposed,
        _ pipeline: @escaping ([Observable<Element>], TestScheduler) -> Observable<Output>
    ) -> Recording {
        let scheduler = makeScheduler()
        let sources = inputs.map { marble -> TestableObservable<Element> in
            if hot {
                return scheduler.createHotObservable(Marble.events(marble, start: TestScheduler.Defaults.subscribed, values: values))
            }
            return scheduler.createColdObservable(Marble.events(marble, start: 0, values: values))
        }
        let observer = scheduler.start(disposed: disposed) {
            pipeline(sources.map { $0.asObservable() }, scheduler)
        }
        return Recording(observer.events, subscriptions: sources.map(\.subscriptions))
    }

    /// `record(inputs:values:…)` for marbles whose elements are their characters as strings.
    public static func record<Output>(
        inputs: [String],
        hot: Bool = true,
        scheduler makeScheduler: () -> TestScheduler = { TestScheduler(initialClock: 0) },
        disposed: TestTime = TestScheduler.Defaults.disposed,
        _ pipeline: @escaping ([Observable<String>], TestScheduler) -> Observable<Output>
    ) -> Recording {
        record(inputs: inputs, values: characterValues(of: inputs), hot: hot, scheduler: makeScheduler, disposed: disposed, pipeline)
    }

    /// Each element character of `marbles` mapped to itself as a string.
    public static func characterValues(of marbles: [String]) -> [Character: String] {
        var values: [Character: String] = [:]
        for marble in marbles {
            for character in marble where !"-|#() ".contains(character) { values[character] = String(character) }
        }
        return values
    }
}

/// Asserts that two pipelines give the same recording on the same marble input: the
/// way to port a pipeline safely (old spelling on the left, new on the right).
///
/// ```swift
/// assertParity(input: "-a-b-|", { $0.map { $0.uppercased() } }, { $0.map { $0.uppercased() } })
/// ```
/// On a mismatch the failure shows both recordings side by side.
public func assertParity<Left, Right>(
    input: String,
    hot: Bool = true,
    _ lhs: @escaping (Observable<String>) -> Observable<Left>,
    _ rhs: @escaping (Observable<String>) -> Observable<Right>,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let left = ParityCheck.record(inputs: [input], hot: hot) { sources, _ in lhs(sources[0]) }
    let right = ParityCheck.record(inputs: [input], hot: hot) { sources, _ in rhs(sources[0]) }
    if let difference = Recording.difference(left, right, lhsTitle: "left", rhsTitle: "right") {
        XCTFail("Pipelines differ on input \"\(input)\":\n\(difference)", file: file, line: line)
    }
}
