// The benchmark suite: `swift run -c release benchmarks [--markdown] [filter]`.
let arguments = CommandLine.arguments.dropFirst()
let filter = arguments.first { !$0.hasPrefix("--") }
let harness = Harness()
for scenario in Scenarios.all where filter.map({ scenario.id == $0 || scenario.id.hasPrefix($0 + "-") }) ?? true {
    let result = harness.measure(scenario)
    let allocations = result.allocationsPerOperation.map { String(format: "%.2f", $0) } ?? "n/a"
    print("\(scenario.id)\t\(scenario.title)\t\(String(format: "%.1f", result.nanosecondsPerOperation)) ns/\(scenario.unit)\t\(allocations) allocs/\(scenario.unit)")
}
