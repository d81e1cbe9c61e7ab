import BenchmarkSupport
import Foundation

/// The allocation guard (`benchmarks --allocation-guard LIMITS`): runs every scenario of
/// the suite once with heap allocations counted and fails when a run allocates more than
/// the committed limit for it (`Tools/allocation-guard/limits.tsv`).
///
/// A limit is a whole run's count, set-up included, because that is what is exact: a
/// per-event scenario sends a million events, so one allocation per event would add a
/// million, and its limit (the set-up's few) says "none per event"; a subscription or
/// flatMap scenario's limit is its per-subscription (per-inner) count times the
/// subscriptions, plus the set-up, so one more allocation per subscription exceeds it.
/// Counting needs glibc (`BenchmarkSupport`'s interposer); elsewhere the guard says so
/// and checks nothing.
@MainActor
enum AllocationGuard {
    /// One line of the limits file: a scenario and the most allocations one run may make;
    /// `isBound` when the count varies from run to run (a bound, not today's exact count).
    struct Limit {
        let id: String
        let allocations: Int
        let isBound: Bool
    }

    /// Reads `id<TAB>allocations[<TAB>bound]` lines; `#` starts a comment.
    static func limits(at path: String) throws -> [Limit] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try text.split(separator: "\n").compactMap { line in
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let fields = content.split(whereSeparator: { $0 == "\t" || $0 == " " })
            if fields.isEmpty { return nil }
            guard fields.count == 2 || (fields.count == 3 && fields[2] == "bound"), let allocations = Int(fields[1]) else {
                throw GuardError("\(path): expected 'id<TAB>allocations[<TAB>bound]', got '\(line)'")
            }
            return Limit(id: String(fields[0]), allocations: allocations, isBound: fields.count == 3)
        }
    }

    struct GuardError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Counts one run of each scenario (after a warm-up run) against its limit; returns
    /// the process's exit status. With `write`, prints the measured counts as a limits
    /// file instead of checking.
    /// `suiteIDs` are every scenario's id, so a limit naming none of them is reported
    /// even when only some scenarios were selected.
    static func run(limitsPath: String, scenarios: [Scenario], suiteIDs: [String], write: Bool) -> Int32 {
        guard rb_allocation_counting_available() != 0 else {
            print("allocation guard: allocation counting is unavailable on this platform (glibc only); nothing checked")
            return 0
        }
        let checked = scenarios.filter { !$0.id.hasSuffix("-floor") }
        if write {
            for scenario in checked { print("\(scenario.id)\t\(count(scenario))") }
            return 0
        }
        let limits: [Limit]
        do { limits = try self.limits(at: limitsPath) } catch {
            print("allocation guard: \(error)")
            return 1
        }
        var failures = 0
        for scenario in checked {
            guard let limit = limits.first(where: { $0.id == scenario.id }) else {
                print("allocation guard: \(scenario.id) has no limit in \(limitsPath); add the line '\(scenario.id)\t\(count(scenario))'")
                failures += 1
                continue
            }
            let measured = count(scenario)
            let perOperation = Double(measured) / Double(scenario.operations)
            let verdict: String
            if measured > limit.allocations {
                verdict = "OVER the limit of \(limit.allocations)"
                failures += 1
            } else if limit.isBound {
                verdict = "within the bound of \(limit.allocations)"
            } else if measured < limit.allocations {
                verdict = "under the limit of \(limit.allocations): lower it to \(measured)"
            } else {
                verdict = "at the limit"
            }
            print("\(scenario.id): \(measured) allocations (\(String(format: "%.3f", perOperation)) per \(scenario.unit)) — \(verdict)")
        }
        for limit in limits where !suiteIDs.contains(limit.id) {
            print("allocation guard: \(limitsPath) names '\(limit.id)', which is no scenario of the suite")
            failures += 1
        }
        print(failures == 0 ? "allocation guard: every scenario within its limit" : "allocation guard: \(failures) failure(s)")
        return failures == 0 ? 0 : 1
    }

    /// Allocations of one run of `scenario`, after a warm-up run (lazy globals, the
    /// trampoline's thread-local and first-use caches are not the scenario's).
    static func count(_ scenario: Scenario) -> Int {
        scenario.body()
        rb_allocation_counting_start()
        scenario.body()
        return Int(rb_allocation_counting_stop())
    }
}
