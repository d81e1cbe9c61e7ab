import XCTest
import TestSupport
import Foundation
import ReactiveTesting

/// The `port-check` executable as a user runs it: from another directory (the maps are
/// compiled in), with --help, bad input, --format json and --fix.
final class PortCheckCLITests: ReactiveTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("port-check-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("App"), withIntermediateDirectories: true)
        try """
        import RxSwift
        import RxCocoa
        let o: RxSwift.Observable<Int> = .just(1)
        let text = "RxSwift.Observable"
        """.write(to: directory.appendingPathComponent("App/Model.swift"), atomically: true, encoding: .utf8)
        try "struct Plain {}\n".write(to: directory.appendingPathComponent("App/Plain.swift"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
        try super.tearDownWithError()
    }

    /// The `port-check` executable next to the test bundle (same build folder).
    private func executable() throws -> URL {
        guard let executable = BuiltExecutable.find("port-check") else {
            throw XCTSkip("port-check is not built next to the tests (searched \(BuiltExecutable.searchedFolders.map(\.path))); run `swift build` first")
        }
        return executable
    }

    /// Runs port-check in the temporary directory (not the package) and returns its results.
    private func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let run = try BuiltExecutable.run(try executable(), arguments, in: directory)
        return (run.status, run.stdout, run.stderr)
    }

    func testHelp() throws {
        let result = try run(["--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.out.hasPrefix("usage: port-check PATH"), result.out)
        XCTAssertTrue(result.out.contains("--format text|json"), result.out)
    }

    func testBadPathAndUnknownOptionExit2() throws {
        let missing = try run(["no/such/dir"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.err, "port-check: no such file or directory: no/such/dir\n")
        XCTAssertEqual(missing.out, "")
        let option = try run(["App", "--frobnicate"])
        XCTAssertEqual(option.status, 2)
        XCTAssertEqual(option.err, "port-check: unknown option --frobnicate (see --help)\n")
        XCTAssertEqual(try run(["App", "--format", "xml"]).status, 2)
        XCTAssertEqual(try run([]).status, 2)
    }

    /// Run outside the package, the compiled-in maps are used.
    func testScansFromAnotherDirectory() throws {
        let result = try run(["App"])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertTrue(result.out.contains("App/Model.swift [rxswift]: 4 uses: supported 2 (same 2, different 0), renamed 2, unsupported 0"), result.out)
        XCTAssertTrue(result.out.hasSuffix("total: 1 file (of 2 source files scanned), 4 uses: supported 2 (same 2, different 0), renamed 2, unsupported 0\n"), result.out)
    }

    func testJSONFormat() throws {
        let result = try run(["--format", "json", "App"])
        XCTAssertEqual(result.status, 0, result.err)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        XCTAssertEqual((object["totals"] as? [String: Int])?["total"], 4)
        XCTAssertEqual(object["scannedFiles"] as? Int, 2)
    }

    /// A path with no Swift or Objective-C file is an error, not an empty report.
    func testPathWithoutSourcesExitsNonZero() throws {
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Empty/.build"), withIntermediateDirectories: true)
        try "x".write(to: directory.appendingPathComponent("Empty/README.md"), atomically: true, encoding: .utf8)
        try "import RxSwift".write(to: directory.appendingPathComponent("Empty/.build/Skipped.swift"), atomically: true, encoding: .utf8)
        let result = try run(["App", "Empty"])
        XCTAssertEqual(result.status, 66)
        XCTAssertTrue(result.err.hasPrefix("port-check: no Swift or Objective-C source files (.swift, .m, .mm, .h) under Empty"), result.err)
        XCTAssertEqual(result.out, "")
    }

    /// --dry-run prints what --fix would change and writes nothing; the report is not mixed in.
    func testDryRunWritesNothing() throws {
        let model = directory.appendingPathComponent("App/Model.swift")
        let before = try String(contentsOf: model, encoding: .utf8)
        let result = try run(["App", "--dry-run"])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(try String(contentsOf: model, encoding: .utf8), before)
        XCTAssertFalse(FileManager.default.fileExists(atPath: model.path + ".orig"))
        XCTAssertEqual(result.out, """
        App/Model.swift:
          1: - import RxSwift
          1: + import RxBridge
          2: - import RxCocoa
          3: - let o: RxSwift.Observable<Int> = .just(1)
          3: + let o: RxBridge.Observable<Int> = .just(1)

        --dry-run (nothing written): would change 1 file (3 lines); 0 Swift files needed no change
        run port-check again (without --fix) for what is left to port

        """)
        XCTAssertEqual(try run(["App", "--dry-run", "--fix"]).status, 2)
    }

    /// --fix leaves Objective-C files and files importing a third-party Rx module alone and says so.
    func testFixLeavesObjectiveCAndThirdPartyFilesAlone() throws {
        let list = "import RxSwift\nimport RxDataSources\nlet o: RxSwift.Observable<Int> = .just(1)\n"
        let objc = "#import <ReactiveObjC/ReactiveObjC.h>\nRACSignal *s = [RACSignal empty];\n"
        try list.write(to: directory.appendingPathComponent("App/List.swift"), atomically: true, encoding: .utf8)
        try objc.write(to: directory.appendingPathComponent("App/Search.m"), atomically: true, encoding: .utf8)
        let result = try run(["App", "--fix", "--backup"])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("App/List.swift"), encoding: .utf8), list)
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("App/Search.m"), encoding: .utf8), objc)
        XCTAssertTrue(result.out.contains("--fix: changed 1 file (3 lines)"), result.out)
        XCTAssertTrue(result.out.contains("left alone: 1 file importing RxDataSources"), result.out)
        XCTAssertTrue(result.out.contains("left alone: 1 Objective-C file, to rewrite in Swift"), result.out)
        XCTAssertFalse(result.out.contains("per API"), "the report is not mixed into --fix's output")
    }

    /// A long run reports progress on standard error (every 500 files when it is not a
    /// terminal); standard output holds only the report, and --quiet silences it.
    func testProgressGoesToStandardErrorOnLongRuns() throws {
        let many = directory.appendingPathComponent("Many")
        try FileManager.default.createDirectory(at: many, withIntermediateDirectories: true)
        for index in 0..<500 {
            try "import RxSwift\nlet o\(index) = Observable.just(\(index))\n".write(
                to: many.appendingPathComponent("File\(index).swift"), atomically: false, encoding: .utf8)
        }
        let result = try run(["Many"])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(result.err, "port-check: reading 500/500 files\nport-check: scanning 500/500 files\n")
        XCTAssertFalse(result.out.contains("port-check:"), "progress stays out of the report")
        XCTAssertTrue(result.out.hasSuffix("total: 500 files (of 500 source files scanned), 1500 uses: supported 1000 (same 1000, different 0), renamed 500, unsupported 0\n"), String(result.out.suffix(300)))
        XCTAssertEqual(try run(["Many", "--quiet"]).err, "")
        XCTAssertTrue(try run(["Many", "Many/File1.swift"]).out.contains("(of 500 source files scanned)"), "a file named twice is scanned once")
    }

    /// --fix (with --backup, outside git) rewrites the qualified name and the imports, keeps the string.
    func testFixWithBackup() throws {
        let result = try run(["App", "--fix", "--backup"])
        XCTAssertEqual(result.status, 0, result.err)
        let fixed = try String(contentsOf: directory.appendingPathComponent("App/Model.swift"), encoding: .utf8)
        XCTAssertEqual(fixed, """
        import RxBridge
        let o: RxBridge.Observable<Int> = .just(1)
        let text = "RxSwift.Observable"
        """)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("App/Model.swift.orig").path))
        XCTAssertEqual(try run(["App", "--fix"]).status, 65, "outside a git tree --fix needs --backup")
    }
}
