// Writes generated RAC cases as JSON lines (cases.jsonl) and, for reading a difference,
// one line per case with its description and RAC spelling (cases.txt).
// Usage: cases SEED COUNT DIRECTORY [FIRST]: the cases FIRST..<FIRST+COUNT of SEED's
// sequence (FIRST defaults to 0), so that one case can be rerun by its index.

import Foundation
import RACBridge
import ReactiveTesting

let arguments = CommandLine.arguments
guard (4...5).contains(arguments.count), let seed = UInt64(arguments[1]), let count = Int(arguments[2]),
      let first = arguments.count == 5 ? Int(arguments[4]) : 0 else {
    FileHandle.standardError.write(Data("usage: cases SEED COUNT DIRECTORY [FIRST]\n".utf8))
    exit(2)
}
let directory = URL(fileURLWithPath: arguments[3])

/// A kind only this tool draws: RAC only, so its Rx side is a spelling that is never
/// run (this tool runs RAC pipelines alone; the interpreters implement the kinds).
func racOnly(_ name: String, readsSource: Bool = false, arguments: @escaping @Sendable (inout SplitMix64) -> [Int] = { _ in [] },
             minimum: [Int] = [], _ spelling: @escaping @Sendable (String, GeneratedStage) -> String) -> GeneratedStageKind {
    GeneratedStageKind(name, readsSource: readsSource, arguments: arguments, minimumArguments: minimum,
        rx: .init({ up, _ in "\(up) /* \(name): RAC only */" }) { up, _, _ in up },
        rac: .init(spelling) { up, _, _ in up })
}

// The shared vocabulary (its RAC spellings; delay and throttle run on the current
// scheduler, as ReactiveObjC's do) plus the multicast, subject, scheduler and error
// kinds of RAC that the cross-dialect vocabulary cannot write.
let extraKinds = [
    racOnly("subscribeOn") { up, _ in "\(up).subscribe(on: sc)" },
    racOnly("replay") { up, _ in "twice(\(up).replay())" },
    racOnly("replayLast") { up, _ in "twice(\(up).replayLast())" },
    racOnly("replayLazily") { up, _ in "twice(\(up).replayLazily())" },
    racOnly("publishConnected") { up, _ in "{ let c = \(up).publish(); c.connect(); return twice(c.signal) }()" },
    racOnly("behavior", arguments: { [$0.int(in: 0...9)] }) { up, stage in
        "twice(\(up).multicast(RACBehaviorSubject(defaultValue: \(stage.argument(0, default: 0)))).autoconnect())"
    },
    racOnly("replaySubject", arguments: { [$0.int(in: 1...2)] }, minimum: [1]) { up, stage in
        "twice(\(up).multicast(RACReplaySubject(capacity: \(stage.argument(0)))).autoconnect())"
    },
    racOnly("takeUntilReplacement", readsSource: true) { up, stage in "\(up).take(untilReplacement: s[\(stage.other)])" },
    racOnly("then", readsSource: true) { up, stage in "\(up).then { s[\(stage.other)] }" },
    racOnly("ignoreValues") { up, _ in "\(up).ignoreValues().concat(RACSignal.return(0))" },
    racOnly("flatten2", readsSource: true) { up, stage in "\(up).map { x in s[\(stage.other)].map { $0 + x } }.flatten(2)" },
    racOnly("collect") { up, _ in "\(up).collect().map { $0.reduce(0, +) }" },
    racOnly("combinePrevious", arguments: { [$0.int(in: 0...5)] }) { up, stage in
        "\(up).combinePrevious(withStart: \(stage.argument(0, default: 0)), reduce: { $0 * 10 + $1 })"
    },
    racOnly("takeUntilBlock", arguments: { [$0.int(in: 2...5)] }) { up, stage in "\(up).take(untilBlock: { $0 >= \(stage.argument(0)) })" },
    racOnly("skipUntilBlock", arguments: { [$0.int(in: 2...5)] }) { up, stage in "\(up).skip(untilBlock: { $0 >= \(stage.argument(0)) })" },
    racOnly("any", arguments: { [$0.int(in: 2...5)] }) { up, stage in "\(up).any { $0 >= \(stage.argument(0)) }.map { $0 ? 1 : 0 }" },
    racOnly("finally") { up, _ in "\(up).finally { log(\"F\") }" },
    racOnly("initially") { up, _ in "\(up).initially { log(\"I\") }" },
    racOnly("doCompleted") { up, _ in "\(up).doCompleted { log(\"C\") }.doError { _ in log(\"E\") }" },
    racOnly("all", arguments: { [$0.int(in: 2...5)] }) { up, stage in "\(up).all { $0 < \(stage.argument(0)) }.map { $0 ? 1 : 0 }" },
    racOnly("ignore", arguments: { [$0.int(in: 1...5)] }) { up, stage in "\(up).ignore(\(stage.argument(0)))" },
    racOnly("tryMap", arguments: { [$0.int(in: 1...5)] }) { up, stage in
        "\(up).tryMap { x in if x == \(stage.argument(0)) { throw e9 }; return x * 2 }"
    },
    racOnly("throttleWhere", arguments: { [$0.pick([5, 10, 20, 30])] }, minimum: [1]) { up, stage in
        "\(up).throttle(\(stage.argument(0)), valuesPassingTest: { $0 % 2 == 0 })"
    },
    racOnly("timeout", arguments: { [$0.pick([10, 20, 40])] }, minimum: [1]) { up, stage in
        "\(up).timeout(\(stage.argument(0)), on: sc)"
    },
]
let vocabulary = extraKinds.reduce(GeneratedVocabulary.standard.shared) { $0.adding($1) }
let generator = GeneratedCaseGenerator(vocabulary: vocabulary)
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
var json = ""
var text = ""
for index in first..<(first + count) {
    let generated = generator.generate(seed: seed, index: index)
    json += String(decoding: try encoder.encode(generated), as: UTF8.self) + "\n"
    text += "\(index)\t\(generated)\t\(generated.racSpelling(vocabulary: vocabulary) ?? "?")\n"
}
try json.write(to: directory.appendingPathComponent("cases.jsonl"), atomically: true, encoding: .utf8)
try text.write(to: directory.appendingPathComponent("cases.txt"), atomically: true, encoding: .utf8)
