// Writes generated parity cases as JSON lines (cases.jsonl) and, for reading a
// difference, one line per case with its description and Rx spelling (cases.txt).
// Usage: cases SEED COUNT DIRECTORY

import Foundation
import ReactiveTesting

let arguments = CommandLine.arguments
guard arguments.count == 4, let seed = UInt64(arguments[1]), let count = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: cases SEED COUNT DIRECTORY\n".utf8))
    exit(2)
}
let directory = URL(fileURLWithPath: arguments[3])
// The whole Rx vocabulary, the kinds without a RAC spelling included: this run has no
// RAC side.
let generator = GeneratedCaseGenerator(vocabulary: .standard)
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
var json = ""
var text = ""
for index in 0..<count {
    let generated = generator.generate(seed: seed, index: index)
    json += String(decoding: try encoder.encode(generated), as: UTF8.self) + "\n"
    text += "\(index)\t\(generated)\t\(generated.rxSpelling())\n"
}
try json.write(to: directory.appendingPathComponent("cases.jsonl"), atomically: true, encoding: .utf8)
try text.write(to: directory.appendingPathComponent("cases.txt"), atomically: true, encoding: .utf8)
