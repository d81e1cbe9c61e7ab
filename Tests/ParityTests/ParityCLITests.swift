import XCTest
import TestSupport
import Foundation
import ParityMatrix
import ReactiveTesting

/// `swift run parity`'s command line: parsing, the width of the report, filters and the
/// machine-readable formats.
final class ParityCLITests: ReactiveTestCase {
    typealias Options = ParityCommand.Options

    func parse(_ arguments: String...) throws -> Options {
        try ParityCommand.parse(arguments)
    }

    func usageError(_ arguments: String...) -> String? {
        do {
            _ = try ParityCommand.parse(arguments)
            return nil
        } catch {
            return error.description
        }
    }

    // MARK: Parsing

    func testNoArgumentsRunEveryRowAsTextWithTheLegend() throws {
        XCTAssertEqual(try parse(), Options())
        let options = try parse()
        XCTAssertEqual(options.format, .text)
        XCTAssertEqual(options.width, 100)
        XCTAssertTrue(options.legend)
        XCTAssertEqual(ParityCommand.run(options).count, ParityMatrix.rows.count)
    }

    func testFlagsAndValuedOptions() throws {
        let options = try parse("-v", "--differs", "--format", "json", "--width=120", "--no-legend", "throttle", "72")
        XCTAssertTrue(options.verbose)
        XCTAssertTrue(options.differsOnly)
        XCTAssertEqual(options.format, .json)
        XCTAssertEqual(options.width, 120)
        XCTAssertFalse(options.legend)
        XCTAssertEqual(options.filters, ["throttle", "72"])
        XCTAssertEqual(try parse("--format=markdown").format, .markdown)
        XCTAssertTrue(try parse("--help").help)
        XCTAssertTrue(try parse("-h").help)
        XCTAssertEqual(try parse("--", "--differs").filters, ["--differs"], "after --, every argument is a filter")
    }

    func testBadCommandLinesAreUsageErrorsThatSayWhy() {
        XCTAssertEqual(usageError("--bogus"), "unknown option --bogus")
        XCTAssertEqual(usageError("-x"), "unknown option -x")
        XCTAssertEqual(usageError("--format"), "--format needs a value")
        XCTAssertEqual(usageError("--format", "html"), "unknown format \"html\" (use text, markdown or json)")
        XCTAssertEqual(usageError("--width", "20"), "--width needs a number of columns, at least 60 (got \"20\")")
        XCTAssertEqual(usageError("--verbose=yes"), "--verbose takes no value")
        XCTAssertEqual(usageError("--markdown", "map"), "--markdown and --racToRx write the whole matrix: drop the filters")
        XCTAssertNil(usageError("--markdown", "--racToRx"))
    }

    func testTheHelpFitsAndNamesEveryOption() {
        for line in ParityCommand.usage.split(separator: "\n") {
            XCTAssertLessThanOrEqual(line.count, 100, "help line too wide: \(line)")
        }
        for option in ["--differs", "--verbose", "--format", "--width", "--no-legend", "--markdown", "--racToRx", "--help"] {
            XCTAssertTrue(ParityCommand.usage.contains(option), "the help does not mention \(option)")
        }
    }

    // MARK: The text report

    func testTheWholeReportFitsTheWidthInBothModes() {
        let results = ParityMatrix.run()
        for verbose in [false, true] {
            for width in [100, 60] {
                let text = ParityTable.text(results, verbose: verbose, width: width)
                for line in text.split(separator: "\n") {
                    XCTAssertLessThanOrEqual(line.count, width, "verbose \(verbose): \(line)")
                }
            }
        }
    }

    func testTheReportShowsEachRowsInputAndTheWhyOfEveryDeliberateDifference() {
        let results = ParityMatrix.run()
        // Wrapping splits a sentence over lines: compare with the line breaks and indents folded.
        let folded = ParityTable.text(results).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for result in results {
            for input in result.row.inputs {
                XCTAssertTrue(folded.contains(input), "row \(result.number): input \(input) missing")
            }
            if let why = result.row.why {
                XCTAssertTrue(folded.contains(why.split(whereSeparator: \.isWhitespace).joined(separator: " ")),
                              "row \(result.number): the why is missing")
            }
        }
        XCTAssertTrue(folded.contains("10@220 the value 10 at tick 220"), "the legend explains the output notation")
        XCTAssertTrue(folded.hasSuffix(ParityTable.summary(results) + " Options (filter by operator, --differs, --verbose, --format markdown|json): swift run parity --help"))
    }

    func testVerboseAddsBothSpellings() {
        let row = ParityMatrix.run { _, row in row.name == "throttle / throttle" }
        XCTAssertEqual(row.count, 1)
        let brief = ParityTable.text(row, legend: false)
        let verbose = ParityTable.text(row, verbose: true, legend: false)
        XCTAssertFalse(brief.contains(row[0].row.rx))
        XCTAssertTrue(verbose.contains(row[0].row.rac))
        XCTAssertTrue(verbose.contains(row[0].row.rx))
        XCTAssertTrue(verbose.contains("subscriptions: 200-310"))
    }

    func testAMismatchIsShownWithBothRecordings() {
        let broken = ParityRow("broken", inputs: ["-1-|"], rac: "a", rx: "b",
                               runRAC: { Recording(["1@220", "|@240"]) }, runRx: { Recording(["|@240"]) })
        let result = ParityResult(running: broken, number: 7)
        XCTAssertTrue(result.isMismatch)
        let text = ParityTable.text([result], legend: false)
        XCTAssertTrue(text.contains("MISMATCH"))
        XCTAssertTrue(text.contains("≠ 1@220"))
        XCTAssertTrue(text.hasSuffix("1 rows: 0 same, 0 differ by design, 1 mismatch"))
    }

    // MARK: Filters

    func testAnOperatorNameSelectsRowsByNameOrSpellingInAnyCase() throws {
        let results = ParityCommand.run(try parse("DEBOUNCE"))
        XCTAssertFalse(results.isEmpty)
        for result in results {
            let text = [result.row.name, result.row.rac, result.row.rx].joined(separator: " ").lowercased()
            XCTAssertTrue(text.contains("debounce"), "row \(result.number) does not mention debounce")
        }
        let expected = ParityMatrix.rows.filter { "\($0.name) \($0.rac) \($0.rx)".lowercased().contains("debounce") }.count
        XCTAssertEqual(results.count, expected)
    }

    func testARowNumberSelectsThatRowAndNumbersStayThoseOfTheWholeMatrix() throws {
        let results = ParityCommand.run(try parse("72", "3"))
        XCTAssertEqual(results.map(\.number), [3, 72])
        XCTAssertEqual(results[1].row.name, ParityMatrix.rows[71].name)
    }

    func testDiffersKeepsOnlyRowsWhoseDialectsDiffer() throws {
        let results = ParityCommand.run(try parse("--differs"))
        XCTAssertEqual(results.count, ParityMatrix.rows.filter { $0.why != nil }.count)
        XCTAssertTrue(results.allSatisfy { $0.verdict != .same })
        XCTAssertTrue(ParityCommand.run(try parse("--differs", "map")).allSatisfy { $0.row.why != nil })
    }

    func testFiltersThatMatchNothingAreReported() throws {
        XCTAssertEqual(ParityCommand.unmatchedFilters(try parse("map", "xyzzy", "9999")), ["xyzzy", "9999"])
        XCTAssertEqual(ParityCommand.unmatchedFilters(try parse()), [])
    }

    // MARK: Formats

    func testJSONParsesAndCarriesEveryRowWithItsWhy() throws {
        let results = ParityMatrix.run()
        let json = ParityCommand.report(results, try parse("--format", "json"))
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let summary = try XCTUnwrap(document["summary"] as? [String: Int])
        XCTAssertEqual(summary["rows"], results.count)
        XCTAssertEqual(summary["mismatches"], 0)
        let rows = try XCTUnwrap(document["rows"] as? [[String: Any]])
        XCTAssertEqual(rows.count, results.count)
        for (row, result) in zip(rows, results) {
            XCTAssertEqual(row["number"] as? Int, result.number)
            XCTAssertEqual(row["inputs"] as? [String], result.row.inputs)
            XCTAssertEqual(row["why"] as? String, result.row.why)
            XCTAssertEqual(row["result"] as? String, result.row.why == nil ? "same" : "differs")
            let rac = try XCTUnwrap(row["racRecording"] as? [String: Any])
            let events = try XCTUnwrap(rac["events"] as? [[String: Any]])
            XCTAssertEqual(events.map { "\($0["event"] as? String ?? "?")@\($0["tick"] as? Int ?? -1)" },
                           result.racRecording.events.map(\.description))
        }
    }

    func testMarkdownFormatIsTheParityDocument() throws {
        let results = ParityMatrix.run()
        let markdown = ParityCommand.report(results, try parse("--format", "markdown"))
        XCTAssertEqual(markdown, ParityTable.markdown(results))
        XCTAssertTrue(markdown.contains("## Legend"))
        for (term, meaning) in ParityTable.legend {
            XCTAssertTrue(markdown.contains("- **\(term)**: \(meaning)"))
        }
    }

    // MARK: The executable

    /// Runs the built `parity` executable (next to the test bundle) with `arguments`.
    func runParity(_ arguments: String...) throws -> (status: Int32, stdout: String, stderr: String)? {
        guard let executable = BuiltExecutable.find("parity") else {
            XCTFail("parity not found next to the test bundle (searched \(BuiltExecutable.searchedFolders.map(\.path))); build it with `swift build`")
            return nil
        }
        let run = try BuiltExecutable.run(executable, arguments)
        return (run.status, run.stdout, run.stderr)
    }

    func testTheExecutableExitsTwoOnUsageErrorsAndZeroOnHelpAndPassingRows() throws {
        guard let unknown = try runParity("--bogus") else { return }
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("parity: unknown option --bogus"), unknown.stderr)
        XCTAssertEqual(unknown.stdout, "")

        let unmatched = try XCTUnwrap(try runParity("xyzzy"))
        XCTAssertEqual(unmatched.status, 2)
        XCTAssertTrue(unmatched.stderr.contains("no row matches \"xyzzy\""), unmatched.stderr)

        let help = try XCTUnwrap(try runParity("--help"))
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.hasPrefix("USAGE: swift run parity"))

        let one = try XCTUnwrap(try runParity("1", "--no-legend"))
        XCTAssertEqual(one.status, 0)
        XCTAssertTrue(one.stdout.hasPrefix("  1  map"), one.stdout)
    }
}
