// The benchmark suite: `swift run -c release benchmarks [--markdown] [--live-rounds=N] [id ...]`,
// or the allocation guard: `benchmarks --allocation-guard Tools/allocation-guard/limits.tsv [id ...]`
// (an id selects every scenario whose id starts with it: `e` runs e, e-floor and e-rac;
// `d` runs d1, d1-rac, d2 and d2-rac; `m` the memory scenarios, `s` the scale ones; `n`, `o`, `q`, `r`
// the subscribe and flatMap scenarios; `=o` runs o alone, for profiling one scenario).
import Foundation

let arguments = CommandLine.arguments.dropFirst()
let writesMarkdown = arguments.contains("--markdown")
let filters = arguments.filter { !$0.hasPrefix("--") }
/// Whether the command line selects the scenario with this id: by prefix, or exactly with a leading `=`.
func isSelected(_ id: String) -> Bool {
    filters.isEmpty || filters.contains { $0.hasPrefix("=") ? id == $0.dropFirst() : id.hasPrefix($0) }
}
if let flag = arguments.first(where: { $0.hasPrefix("--allocation-guard") }) {
    // `--allocation-guard LIMITS [id ...]` checks the limits; `--allocation-guard=write [id ...]`
    // prints today's counts in the limits file's form.
    let writes = flag == "--allocation-guard=write"
    let path = writes ? "" : (filters.first ?? "")
    let ids = writes ? filters : Array(filters.dropFirst())
    let suite = Scenarios.all + Scenarios.subscribing
    let scenarios = suite.filter { scenario in
        ids.isEmpty || ids.contains { $0.hasPrefix("=") ? scenario.id == $0.dropFirst() : scenario.id.hasPrefix($0) }
    }
    exit(AllocationGuard.run(limitsPath: path, scenarios: scenarios, suiteIDs: suite.map(\.id), write: writes))
}
let harness = Harness()
let selected = (Scenarios.all + Scenarios.subscribing).filter { isSelected($0.id) }
// Progress on stderr; the table goes to stdout once everything ran.
let results = harness.measure(selected) { scenario in
    FileHandle.standardError.write("\(scenario.id) done\n".data(using: .utf8)!)
}
// Scenarios holding many subscriptions at once (memory, scale) report per phase, in a table of their own,
// from 3 rounds by default (`--live-rounds=N`; each run is long: subscribing 100,000 or 1,000,000 times).
let selectedLive = Scenarios.liveScenarios.filter { isSelected($0.id) }
let liveRounds = arguments.first { $0.hasPrefix("--live-rounds=") }.flatMap { Int($0.dropFirst("--live-rounds=".count)) } ?? 3
let liveResults = Harness(repetitions: liveRounds).measure(selectedLive) { scenario in
    FileHandle.standardError.write("\(scenario.id) done\n".data(using: .utf8)!)
}

var table = selected.isEmpty ? "" : Report(results: results).table()
if !liveResults.isEmpty {
    table += (table.isEmpty ? "" : "\n\n") + LiveReport(results: liveResults).table() + "\n\n" + LiveReport.legend
}
print(table)
if writesMarkdown {
    let document = Report(results: results).markdown(table: table)
    let url = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Docs/Performance.md")
    let existing = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    try document.merged(into: existing).write(to: url, atomically: true, encoding: .utf8)
    print("wrote \(url.path)")
}
