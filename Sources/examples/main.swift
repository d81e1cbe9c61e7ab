// `swift run examples`: short, headless scenarios in both dialects. Everything timed
// runs on a virtual clock, so the whole run takes milliseconds.
import RxBridge
import RACBridge

print("ReactiveBridge examples: one engine, two dialects (RxSwift and ReactiveObjC)")
RxExamples.run()
RACExamples.run()
PortedPipelineExample.run()
if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) { RACExamples.twoWayBinding() }

/// Prints a section header and why the scenario matters (`why`'s first line after
/// "why:", the others under it), then runs the scenario.
func section(_ title: String, why: String..., body: () -> Void) {
    print("\n== \(title)")
    for (index, line) in why.enumerated() { say((index == 0 ? "  why: " : "  ") + line) }
    body()
}

/// Runs a scenario built on Swift Observation where it reports changes at once; on Apple
/// platforms, which report them on the main queue, says the scenario is skipped.
func whereObservationIsSynchronous(_ body: () -> Void) {
    #if canImport(Darwin)
    say("  (on Apple platforms Observation reports changes on the main queue; skipped here)")
    #else
    body()
    #endif
}

/// One line of a scenario's narration.
func say(_ line: String) {
    print(line)
}
