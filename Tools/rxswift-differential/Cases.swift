// Writes generated parity cases as JSON lines (cases.jsonl) and, for reading a
// difference, one line per case with its description and Rx spelling (cases.txt).
// Usage: cases SEED COUNT DIRECTORY [FIRST]: the cases FIRST..<FIRST+COUNT of SEED's
// sequence (FIRST defaults to 0), so that one case can be rerun by its index.

import Foundation
import ReactiveTesting
import RxBridge

let arguments = CommandLine.arguments
guard (4...5).contains(arguments.count), let seed = UInt64(arguments[1]), let count = Int(arguments[2]),
      let first = arguments.count == 5 ? Int(arguments[4]) : 0 else {
    FileHandle.standardError.write(Data("usage: cases SEED COUNT DIRECTORY [FIRST]\n".utf8))
    exit(2)
}
let directory = URL(fileURLWithPath: arguments[3])
// The whole Rx vocabulary, the kinds without a RAC spelling included (this run has no
// RAC side), and two Rx-only kinds only this tool draws: `throttle` (its `latest`
// argument 0 or 1) and `shareReplay` (`share(replay:scope: .whileConnected)`).
let extraKinds = [
    GeneratedStageKind("throttle", arguments: { [$0.pick([5, 10, 20, 30]), $0.int(in: 0...1)] }, minimumArguments: [1, 0],
        rx: .init({ up, stage in
            "\(up).throttle(.seconds(\(stage.argument(0))), latest: \(stage.argument(1, default: 1) != 0), scheduler: sc)"
        }) { up, stage, context in
            up.throttle(.seconds(stage.argument(0)), latest: stage.argument(1, default: 1) != 0, scheduler: context.scheduler)
        }, rac: nil),
    GeneratedStageKind("shareReplay", arguments: { [$0.int(in: 1...2)] }, minimumArguments: [1],
        rx: .init({ up, stage in
            "{ (p: Observable<Int>) in Observable.merge(p, p.map { $0 + 100 }) }(\(up).share(replay: \(stage.argument(0)), scope: .whileConnected))"
        }) { up, stage, _ in
            let shared = up.share(replay: stage.argument(0), scope: .whileConnected)
            return Observable.merge(shared, shared.map { $0 + 100 })
        }, rac: nil),
]
let vocabulary = extraKinds.reduce(GeneratedVocabulary.standard) { $0.adding($1) }
let generator = GeneratedCaseGenerator(vocabulary: vocabulary)
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
var json = ""
var text = ""
for index in first..<(first + count) {
    let generated = generator.generate(seed: seed, index: index)
    json += String(decoding: try encoder.encode(generated), as: UTF8.self) + "\n"
    text += "\(index)\t\(generated)\t\(generated.rxSpelling(vocabulary: vocabulary))\n"
}
try json.write(to: directory.appendingPathComponent("cases.jsonl"), atomically: true, encoding: .utf8)
try text.write(to: directory.appendingPathComponent("cases.txt"), atomically: true, encoding: .utf8)
