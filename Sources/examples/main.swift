// `swift run examples`: short, headless scenarios in both dialects. Everything timed
// runs on a virtual clock, so the whole run takes milliseconds.
import RxBridge
import RACBridge

print("ReactiveBridge examples: one engine, two dialects (RxSwift and ReactiveObjC)")
RxExamples.run()
RACExamples.run()
PortedPipelineExample.run()
if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) { RACExamples.twoWayBinding() }

/// Prints a section header, then runs the scenario.
func section(_ title: String, _ body: () -> Void) {
    print("\n== \(title)")
    body()
}

/// One line of a scenario's narration.
func say(_ line: String) {
    print(line)
}
