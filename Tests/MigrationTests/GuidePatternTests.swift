import XCTest
import RACBridge

/// The guides' own code, run: types the guides declare (compiled from their ```swift
/// declarations blocks into Generated/GuideSnippets.swift) do what the guide says.
final class GuidePatternTests: XCTestCase {
    /// FromReactiveObjC.md, "subject subclasses": `RecordingSubject`, the wrapper written
    /// instead of a RACSubject subclass that overrode -sendNext: and -subscribe:.
    func testTheSubjectWrapperSeesEverySendAndEverySubscription() {
        let recording = RecordingSubject<Int>()
        var seen: [Int] = []
        var completed = false
        _ = recording.signal.subscribeNext({ seen.append($0) }, completed: { completed = true })
        let source = RACSubject<Int>()
        let feeding = source.subscribe(recording)       // a signal sends into it, as into a subject
        source.sendNext(1)
        recording.sendNext(2)
        XCTAssertEqual(recording.history, [1, 2], "sends from a signal and by hand both go through the wrapper")
        XCTAssertEqual(seen, [1, 2])
        XCTAssertEqual(recording.subscriptionCount, 1)
        recording.sendCompleted()
        XCTAssertTrue(completed)
        XCTAssertTrue(feeding.isDisposed, "ending the wrapped subject disposes the subscription feeding it")
    }
}
