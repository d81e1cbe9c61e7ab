// The benchmark suite: `swift run -c release benchmarks [--markdown] [filter]`.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
let writesMarkdown = arguments.contains("--markdown")
let filter = arguments.first { !$0.hasPrefix("--") }
let harness = Harness()
var results: [Measurement] = []
for scenario in Scenarios.all where filter.map({ scenario.id == $0 || scenario.id.hasPrefix($0 + "-") }) ?? true {
    let result = harness.measure(scenario)
    results.append(result)
    // Progress on stderr; the table goes to stdout once everything ran.
    FileHandle.standardError.write("\(scenario.id) done\n".data(using: .utf8)!)
}

let table = Report(results: results).table()
print(table)
if writesMarkdown {
    let document = Report(results: results).markdown(table: table)
    let url = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Docs/Performance.md")
    let existing = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    try document.merged(into: existing).write(to: url, atomically: true, encoding: .utf8)
    print("wrote \(url.path)")
}
