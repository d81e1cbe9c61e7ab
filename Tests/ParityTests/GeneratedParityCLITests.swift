import XCTest
import TestSupport
import Foundation
import RxBridge
import RACBridge
import ParityMatrix
import ReactiveTesting

/// `swift run parity --generate N [--seed S]`: its options, its report, and the parity
/// row it prints for a failure.
final class GeneratedParityCLITests: ReactiveTestCase {
    /// The usage error of `arguments`, or nil when they parse.
    func usageError(_ arguments: String...) -> String? {
        do throws(ParityCommand.UsageError) { _ = try ParityCommand.parse(arguments) } catch { return error.description }
        return nil
    }

    func testGenerateAndSeedAreParsed() throws {
        let options = try ParityCommand.parse(["--generate", "2000", "--seed=42"])
        XCTAssertEqual(options.generate, 2000)
        XCTAssertEqual(options.seed, 42)
        XCTAssertNil(try ParityCommand.parse(["--generate=5"]).seed, "no seed: the tool draws one and prints it")
        for option in ["--generate", "--seed"] {
            XCTAssertTrue(ParityCommand.usage.contains(option), "the help does not mention \(option)")
        }
    }

    func testBadGenerateCommandLinesSayWhy() {
        XCTAssertEqual(usageError("--generate", "0"), "--generate needs a number of cases, at least 1 (got \"0\")")
        XCTAssertEqual(usageError("--generate", "2000", "--seed", "-1"), "--seed needs a whole number from 0 to \(UInt64.max) (got \"-1\")")
        XCTAssertEqual(usageError("--seed", "3"), "--seed needs --generate N")
        XCTAssertEqual(usageError("--generate", "10", "map"),
                       "--generate checks generated cases, not rows: drop the filters, --differs, --markdown, --racToRx and --format")
    }

    func testARunCountsEachVerdictAndIsRepeatable() {
        let run = GeneratedParityRun(count: 300, seed: 5)
        XCTAssertFalse(run.failed, run.report())
        XCTAssertEqual(run.same + run.explainedCases, 300)
        XCTAssertGreaterThan(run.explainedCases, 0)
        let again = GeneratedParityRun(count: 300, seed: 5)
        XCTAssertEqual(again.same, run.same)
        XCTAssertEqual(again.explained, run.explained)
        XCTAssertTrue(run.report().hasPrefix("generated parity: 300 cases, seed 5: \(run.same) same, \(run.explainedCases) differ as the rules explain, 0 unexplained"))
    }

    func testAFailureIsShrunkAndPrintedAsAParityRow() {
        let planted = GeneratedStageKind(
            "planted",
            rx: .init({ up, _ in up }) { up, _, _ in up },
            rac: .init({ up, _ in "\(up).map { $0 == 3 ? 4 : $0 }" }) { up, _, _ in up.map { $0 == 3 ? 4 : $0 } })
        let run = GeneratedParityRun(
            count: 100, seed: 9,
            generator: GeneratedCaseGenerator(vocabulary: GeneratedVocabulary.standard.shared.adding(planted)),
            check: GeneratedParityCheck(vocabulary: GeneratedVocabulary.standard.adding(planted)))
        XCTAssertTrue(run.failed)
        let report = run.report(shown: 1)
        XCTAssertTrue(report.contains("FAILURE: case \(run.failures[0].index) of seed 9, shrunk to: s[0]"), report)
        XCTAssertTrue(report.contains("JSON: {"), report)
        XCTAssertTrue(report.contains("    rac: (\"s[0].map { $0 == 3 ? 4 : $0 }\", { s, sc in s[0].map { $0 == 3 ? 4 : $0 } }),"), report)
        XCTAssertTrue(report.contains("    rx: (\"s[0]\", { s, sc in s[0] })),"), report)
    }

    func testTheRowOfACaseUsesTheMatrixNotation() {
        let generated = GeneratedCase(
            sources: [GeneratedSource(hot: false, events: [.next(10, 1), .error(30)]),
                      GeneratedSource(hot: false, events: [.next(20, 7), .completed(20)])],
            stages: [GeneratedStage("retry", [2]), GeneratedStage("catch", source: 1)], disposeAt: 450)
        XCTAssertEqual(GeneratedParityRun.row(for: generated, name: "retry then catch"), """
            row("retry then catch", "1-#", "-(7|)", cold: true, disposed: 450,
                rac: ("s[0].retry(1).catch { _ in s[1] }", { s, sc in s[0].retry(1).catch { _ in s[1] } }),
                rx: ("s[0].retry(2).catch { _ in s[1] }", { s, sc in s[0].retry(2).catch { _ in s[1] } })),
            """)
    }

    func testTheExecutablePrintsTheSeedAndExitsZeroWhenEveryCasePasses() throws {
        guard let executable = BuiltExecutable.find("parity") else {
            return XCTFail("parity not found next to the test bundle (searched \(BuiltExecutable.searchedFolders.map(\.path))); build it with `swift build`")
        }
        let run = try BuiltExecutable.run(executable, ["--generate", "50", "--seed", "17"])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("generated parity: seed 17 (repeat with --generate 50 --seed 17)\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("generated parity: 50 cases, seed 17: "), run.stdout)
        let unseeded = try BuiltExecutable.run(executable, ["--generate", "5"])
        XCTAssertEqual(unseeded.status, 0)
        XCTAssertTrue(unseeded.stdout.hasPrefix("generated parity: seed "), unseeded.stdout)
    }
}
