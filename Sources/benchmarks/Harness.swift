import BenchmarkSupport
import Dispatch

/// One measured scenario: a body that performs `operations` operations (events,
/// subscriptions…) per run, and what its figures are compared with.
struct Scenario {
    let id: String
    let title: String
    let unit: String
    let operations: Int
    /// The scenario whose figures are the hand-written floor of this one.
    var floor: String?
    /// Allocations per operation the work needs at least (0 for per-event paths).
    var allocationFloor: Double?
    /// RxSwift 6.10's ns/op on this kind of machine (Docs/Performance.md).
    var rxSwift: Double?
    /// For a RAC spelling: the Rx scenario doing the same work.
    var rxSpelling: String?
    let body: () -> Void

    init(id: String, title: String, unit: String, operations: Int, floor: String? = nil, allocationFloor: Double? = nil,
         rxSwift: Double? = nil, rxSpelling: String? = nil, body: @escaping () -> Void) {
        self.id = id
        self.title = title
        self.unit = unit
        self.operations = operations
        self.floor = floor
        self.allocationFloor = allocationFloor
        self.rxSwift = rxSwift
        self.rxSpelling = rxSpelling
        self.body = body
    }
}

/// What one scenario measured: the median time and the allocations per operation.
struct Measurement {
    let scenario: Scenario
    /// ns per operation of each timed round, in round order (rounds are interleaved
    /// across scenarios, so sample `i` of two scenarios ran moments apart).
    let samples: [Double]
    let allocationsPerOperation: Double?

    var nanosecondsPerOperation: Double { Measurement.median(samples) }

    /// `self / other`, as the median of the per-round ratios: both ran in the same
    /// round, so a load spike on the shared machine inflates both and cancels out.
    func ratio(to other: Measurement) -> Double {
        guard samples.count == other.samples.count else { return nanosecondsPerOperation / other.nanosecondsPerOperation }
        return Measurement.median(zip(samples, other.samples).map { $0 / $1 })
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}

/// Runs scenarios in release builds: one warm-up run each, then `repetitions` rounds in
/// which every scenario runs once, back to back (interleaved, as peers are compared:
/// drift in the machine's load hits every scenario of a round alike), then one run each
/// with allocation counting.
@MainActor
struct Harness {
    var repetitions = 7

    func measure(_ scenarios: [Scenario], progress: (Scenario) -> Void) -> [Measurement] {
        for scenario in scenarios { scenario.body() }
        var samples = Array(repeating: [Double](), count: scenarios.count)
        for _ in 0..<repetitions {
            for (index, scenario) in scenarios.enumerated() {
                let start = DispatchTime.now().uptimeNanoseconds
                scenario.body()
                let elapsed = DispatchTime.now().uptimeNanoseconds - start
                samples[index].append(Double(elapsed) / Double(scenario.operations))
            }
        }
        return scenarios.enumerated().map { index, scenario in
            var allocations: Double?
            if rb_allocation_counting_available() != 0 {
                rb_allocation_counting_start()
                scenario.body()
                allocations = Double(rb_allocation_counting_stop()) / Double(scenario.operations)
            }
            progress(scenario)
            return Measurement(scenario: scenario, samples: samples[index], allocationsPerOperation: allocations)
        }
    }
}

/// Keeps results alive so the optimizer cannot remove the measured work.
nonisolated(unsafe) var blackHole = 0

@inline(never) func consume(_ value: Int) { blackHole &+= value }
