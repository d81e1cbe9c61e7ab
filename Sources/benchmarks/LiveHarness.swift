import BenchmarkSupport
import Dispatch
import Foundation

/// The phases of a scenario that holds many subscriptions at once.
enum Phase: Int, CaseIterable {
    /// Subscribing every one of them (they stay live).
    case subscribe
    /// One event, delivered to all of them.
    case send
    /// Disposing all of them and dropping what held them.
    case dispose
}

/// Measures the phases of one run of a `LiveScenario`: the time of each, and the heap
/// bytes in use after it minus before the run (allocator statistics, so chunk headers
/// and rounding count, as they do in a real process).
final class PhaseClock {
    private(set) var nanoseconds: [Double?] = Array(repeating: nil, count: Phase.allCases.count)
    private(set) var allocations: [Double?] = Array(repeating: nil, count: Phase.allCases.count)
    /// Heap bytes in use after each phase, less those in use when the run started.
    private(set) var bytes: [Double?] = Array(repeating: nil, count: Phase.allCases.count)
    private let countsAllocations: Bool
    private let start = Double(rb_heap_bytes_in_use())

    init(countsAllocations: Bool) {
        self.countsAllocations = countsAllocations
    }

    /// Runs `body` as `phase` and records what it cost.
    func measure(_ phase: Phase, _ body: () -> Void) {
        if countsAllocations { rb_allocation_counting_start() }
        let begin = DispatchTime.now().uptimeNanoseconds
        body()
        let elapsed = DispatchTime.now().uptimeNanoseconds - begin
        if countsAllocations { allocations[phase.rawValue] = Double(rb_allocation_counting_stop()) }
        nanoseconds[phase.rawValue] = Double(elapsed)
        if rb_heap_statistics_available() != 0 { bytes[phase.rawValue] = Double(rb_heap_bytes_in_use()) - start }
    }
}

/// A scenario that holds `count` subscriptions live at once (memory and scale): its body
/// sets up, then runs `.subscribe`, `.send` (where the source can be sent to) and
/// `.dispose` through the clock. The body must allocate what holds the subscriptions
/// (an array with its capacity reserved) before `.subscribe`, so only the
/// subscriptions' own memory is counted.
struct LiveScenario {
    let id: String
    let title: String
    let count: Int
    /// The scenario whose figures are the hand-written floor of this one.
    var floor: String?
    /// For a RAC spelling: the Rx scenario doing the same work.
    var rxSpelling: String?
    let body: (PhaseClock) -> Void
}

/// What a `LiveScenario` measured, per phase and per subscription.
struct LiveMeasurement {
    let scenario: LiveScenario
    /// ns per subscription of each phase, one sample per round (rounds are interleaved).
    let samples: [[Double]]
    /// Heap bytes per subscription in use after each phase (median over the rounds).
    let bytes: [Double?]
    /// Allocations per subscription in each phase (one counting run).
    let allocations: [Double?]

    func time(_ phase: Phase) -> Double? {
        samples[phase.rawValue].isEmpty ? nil : Measurement.median(samples[phase.rawValue])
    }

    /// `self / other` for one phase, as the median of the per-round ratios.
    func ratio(_ phase: Phase, to other: LiveMeasurement) -> Double? {
        let mine = samples[phase.rawValue], theirs = other.samples[phase.rawValue]
        guard !mine.isEmpty, mine.count == theirs.count else { return nil }
        return Measurement.median(zip(mine, theirs).map { $0 / $1 })
    }
}

extension Harness {
    /// Runs live scenarios as `measure` runs the others: a warm-up each, then
    /// `repetitions` interleaved rounds, then one run each counting allocations.
    func measure(_ scenarios: [LiveScenario], progress: (LiveScenario) -> Void) -> [LiveMeasurement] {
        for scenario in scenarios { scenario.body(PhaseClock(countsAllocations: false)) }
        let phases = Phase.allCases.count
        var samples = Array(repeating: Array(repeating: [Double](), count: phases), count: scenarios.count)
        var bytes = Array(repeating: Array(repeating: [Double](), count: phases), count: scenarios.count)
        for _ in 0..<repetitions {
            for (index, scenario) in scenarios.enumerated() {
                let clock = PhaseClock(countsAllocations: false)
                scenario.body(clock)
                for phase in 0..<phases {
                    if let time = clock.nanoseconds[phase] { samples[index][phase].append(time / Double(scenario.count)) }
                    if let held = clock.bytes[phase] { bytes[index][phase].append(held / Double(scenario.count)) }
                }
            }
        }
        return scenarios.enumerated().map { index, scenario in
            var allocations: [Double?] = Array(repeating: nil, count: phases)
            if rb_allocation_counting_available() != 0 {
                let clock = PhaseClock(countsAllocations: true)
                scenario.body(clock)
                allocations = clock.allocations.map { $0.map { $0 / Double(scenario.count) } }
            }
            progress(scenario)
            return LiveMeasurement(scenario: scenario, samples: samples[index],
                                   bytes: bytes[index].map { $0.isEmpty ? nil : Measurement.median($0) },
                                   allocations: allocations)
        }
    }
}

/// Formats live measurements as one markdown table: per subscription, the time of each
/// phase, the allocations and heap bytes of subscribing, and what disposing left behind.
struct LiveReport {
    let results: [LiveMeasurement]

    private func result(_ id: String?) -> LiveMeasurement? {
        id.flatMap { id in results.first { $0.scenario.id == id } }
    }

    private func format(_ value: Double?, _ digits: Int = 1) -> String {
        value.map { String(format: "%.\(digits)f", $0) } ?? "—"
    }

    private func ratios(_ measured: LiveMeasurement) -> String {
        var notes: [String] = []
        if let floor = result(measured.scenario.floor) {
            for phase in Phase.allCases {
                if let ratio = measured.ratio(phase, to: floor) { notes.append("\(phase) \(format(ratio, 2))×") }
            }
            if let mine = measured.bytes[Phase.subscribe.rawValue], let theirs = floor.bytes[Phase.subscribe.rawValue], theirs > 0 {
                notes.append("bytes \(format(mine / theirs, 2))×")
            }
            if !notes.isEmpty { notes[0] = "floor: " + notes[0] }
        }
        if let rx = result(measured.scenario.rxSpelling), let ratio = measured.ratio(.subscribe, to: rx) {
            notes.append("RAC/Rx subscribe \(format(ratio, 2))")
        }
        return notes.joined(separator: ", ")
    }

    func table() -> String {
        var lines = [
            "| id | scenario | N | subscribe ns | allocs | bytes | send ns | dispose ns | bytes left | ratios |",
            "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
        ]
        for measured in results {
            let scenario = measured.scenario
            let cells = [
                scenario.id, scenario.title, "\(scenario.count)",
                format(measured.time(.subscribe)), format(measured.allocations[Phase.subscribe.rawValue], 2),
                format(measured.bytes[Phase.subscribe.rawValue]), format(measured.time(.send)),
                format(measured.time(.dispose)), format(measured.bytes[Phase.dispose.rawValue]), ratios(measured),
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }

    /// What the columns mean, printed under the table.
    static let legend = """
        Live subscriptions, all figures per subscription: `subscribe ns`, `allocs` and `bytes` (heap bytes in use \
        after subscribing all N, allocator overhead included) for subscribing; `send ns` for one event delivered to \
        all N; `dispose ns` for disposing all and dropping them; `bytes left` still in use after that. Ratios are \
        medians of per-round ratios to the hand-written floor (`bytes` from the medians).
        """
}
