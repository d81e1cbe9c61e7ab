import XCTest
import RACBridge

extension ParityCheck {
    /// The recording of a RAC pipeline over sources made from `inputs`, on a
    /// `RACTestScheduler` whose clock is a standard `TestScheduler` (so RAC
    /// subscriptions made by the scenario run synchronously, as inside a RAC scheduler).
    public static func recordRAC<Element, Output>(
        inputs: [String],
        values: [Character: Element],
        hot: Bool = true,
        disposed: TestTime = TestScheduler.Defaults.disposed,
        _ pipeline: @escaping ([RACSignal<Element>], RACTestScheduler) -> RACSignal<Output>
    ) -> Recording {
        let scheduler = RACTestScheduler(testScheduler: TestScheduler(initialClock: 0))
        let clock = scheduler.testScheduler
        let sources = inputs.map { marble -> TestableObservable<Element> in
            if hot {
                return clock.createHotObservable(Marble.events(marble, start: TestScheduler.Defaults.subscribed, values: values))
            }
            return clock.createColdObservable(Marble.events(marble, start: 0, values: values))
        }
        let observer = scheduler.start(disposed: disposed) {
            pipeline(sources.map { RACSignal($0.asObservable()) }, scheduler)
        }
        return Recording(observer.events, subscriptions: sources.map(\.subscriptions))
    }
}

/// Asserts that a RAC pipeline and an Rx pipeline give the same recording on the same
/// marble input: the safe way to port a view model from one dialect to the other.
///
/// ```swift
/// assertParity(input: "-a-b-|", rac: { $0.map { $0.uppercased() } }, rx: { $0.map { $0.uppercased() } })
/// ```
/// On a mismatch the failure shows both recordings side by side.
public func assertParity<Left, Right>(
    input: String,
    hot: Bool = true,
    rac: @escaping (RACSignal<String>) -> RACSignal<Left>,
    rx: @escaping (Observable<String>) -> Observable<Right>,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let values = ParityCheck.characterValues(of: [input])
    let racRecording = ParityCheck.recordRAC(inputs: [input], values: values, hot: hot) { sources, _ in rac(sources[0]) }
    let rxRecording = ParityCheck.record(inputs: [input], values: values, hot: hot) { sources, _ in rx(sources[0]) }
    if let difference = Recording.difference(racRecording, rxRecording, lhsTitle: "RAC", rhsTitle: "Rx") {
        XCTFail("RAC and Rx pipelines differ on input \"\(input)\":\n\(difference)", file: file, line: line)
    }
}
