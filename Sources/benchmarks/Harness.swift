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
    /// RxSwift 6.10's ns/op on this kind of machine (DESIGN, "Speed is designed in").
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
    let nanosecondsPerOperation: Double
    let allocationsPerOperation: Double?
}

/// Runs scenarios in release builds: one warm-up run, then `repetitions` timed runs
/// (the median is reported), then one run with allocation counting.
@MainActor
struct Harness {
    var repetitions = 7

    func measure(_ scenario: Scenario) -> Measurement {
        scenario.body()
        var samples: [Double] = []
        for _ in 0..<repetitions {
            let start = DispatchTime.now().uptimeNanoseconds
            scenario.body()
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            samples.append(Double(elapsed) / Double(scenario.operations))
        }
        samples.sort()
        var allocations: Double?
        if rb_allocation_counting_available() != 0 {
            rb_allocation_counting_start()
            scenario.body()
            allocations = Double(rb_allocation_counting_stop()) / Double(scenario.operations)
        }
        return Measurement(scenario: scenario, nanosecondsPerOperation: samples[samples.count / 2], allocationsPerOperation: allocations)
    }
}

/// Keeps results alive so the optimizer cannot remove the measured work.
nonisolated(unsafe) var blackHole = 0

@inline(never) func consume(_ value: Int) { blackHole &+= value }
