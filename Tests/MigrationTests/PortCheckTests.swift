import XCTest
import Foundation
import PortCheckCore
import ReactiveTesting

/// port-check's scanner and fixer on Migration/Examples and on small inputs.
final class PortCheckTests: ReactiveTestCase {
    private func scanner() throws -> SourceScanner { try SourceScanner(maps: Package.maps()) }

    /// A file's counts when its folder is scanned as one codebase, as `port-check DIR` does
    /// (the header's `RACCommand *searchCommand` makes `self.searchCommand.executing` a use).
    private func counts(_ relative: String) throws -> UseCounts {
        let folder = Package.url(relative).deletingLastPathComponent()
        let report = try scanner().scan(path: folder.path).first { $0.path.hasSuffix("/" + relative) }
        return try XCTUnwrap(report, "\(relative) not reported").counts
    }

    /// Exact counts on the examples (update them with the examples or the maps, on purpose).
    func testCountsOnExamples() throws {
        XCTAssertEqual(try counts("Migration/Examples/RxSwift/LoginViewModel.swift"), UseCounts(same: 22, renamed: 1))
        XCTAssertEqual(try counts("Migration/Examples/ReactiveObjC/RACSearchViewModel.h"), UseCounts(same: 3, renamed: 1))
        XCTAssertEqual(try counts("Migration/Examples/ReactiveObjC/RACSearchViewModel.m"),
                       UseCounts(same: 21, different: 5, renamed: 1, unsupported: 3))
        XCTAssertEqual(try counts("Migration/Examples/ReactiveObjC/SearchViewModel.swift"), UseCounts(same: 11, different: 1))
    }

    /// The report names each unsupported use with file:line and the suggestion.
    func testReportListsUnsupportedUses() throws {
        let path = "Migration/Examples/ReactiveObjC/RACSearchViewModel.m"
        let report = try scanner().scan(path: path, text: Package.text(path))
        let unsupported = report.uses.filter { $0.entry.status == .unavailable }.map { "\($0.line) \($0.entry.api)" }
        XCTAssertEqual(unsupported, ["13 @weakify", "33 -rac_willDeallocSignal", "34 @weakify"])
        let text = SourceScanner.render([report])
        XCTAssertTrue(text.contains("\(path):33: unsupported -rac_willDeallocSignal -> on Apple platforms RACBridge adds it to NSObject"), text)
        XCTAssertTrue(text.hasPrefix("\(path) [reactiveobjc]: to rewrite in Swift, 29 ReactiveObjC uses to port (\(SourceScanner.objectiveCGuide))"), text)
        XCTAssertTrue(text.hasSuffix("objective-c: 1 file to rewrite in Swift (RACBridge cannot be called from Objective-C), 29 ReactiveObjC uses listed above; how: \(SourceScanner.objectiveCGuide)\n"
            + "total: 0 Swift files, 0 uses: supported 0 (same 0, different 0), renamed 0, unsupported 0"), text)
    }

    /// Files that import neither dialect are not scanned; comments do not count.
    func testDialectDetectionAndComments() throws {
        let scanner = try scanner()
        XCTAssertTrue(scanner.scan(path: "a.swift", text: "import Foundation\nlet x = [1].map { $0 }").uses.isEmpty)
        let report = scanner.scan(path: "b.swift", text: "import RxSwift\n// Observable.just(1)\nlet o = Observable.just(1) // .map")
        XCTAssertEqual(report.uses.map(\.entry.api), ["import RxSwift", "Observable", "Observable.just"])
        XCTAssertEqual(report.uses.map(\.line), [1, 3, 3])
    }

    /// The longest overlapping match wins: `.subscribe(on:` is one use of subscribe(on:).
    func testLongestMatchWins() throws {
        let report = try scanner().scan(path: "c.swift", text: "import RxSwift\n_ = o.subscribe(on: s).subscribe(onNext: nil)")
        XCTAssertEqual(report.uses.map(\.entry.api), ["import RxSwift", "ObservableType.subscribe(on:)", "ObservableType.subscribe"])
    }

    /// --fix rewrites imports (dropping duplicates) and leaves the rest alone.
    func testFixRewritesImports() throws {
        let text = "import Foundation\nimport RxSwift\nimport RxCocoa\nimport RxRelay\n@testable import App\n@testable import RxBlocking\nimport RxTest\nlet x = 1 // import RxSwift"
        XCTAssertEqual(Fixer.fixedText(path: "a.swift", text: text, maps: try Package.maps()),
                       "import Foundation\nimport RxBridge\n@testable import App\n@testable import RxBridgeBlocking\nimport ReactiveTesting\nlet x = 1 // import RxSwift")
        XCTAssertEqual(Fixer.fixedText(path: "a.m", text: text, maps: try Package.maps()), text, "only Swift files are rewritten")
    }

    /// --fix respells renamed Swift RAC spellings, labels by position, and nothing else.
    func testFixRespellsRenamedRACSpellings() throws {
        let text = """
        import ReactiveObjC
        let a = RACCommand<NSString, NSString>(signal: { input in RACSignal.empty() })
        let b = RACCommand(enabled: valid, signal: { _ in work(f(x: 1), y: 2) })
        let c = RACCommand(enabled: valid) { _ in work() }
        let s: RACStream = stream
        """
        let fixed = Fixer.fixedText(path: "vm.swift", text: text, maps: try Package.maps())
        XCTAssertEqual(fixed, """
        import RACBridge
        let a = RACCommand<NSString, NSString>(signalBlock: { input in RACSignal.empty() })
        let b = RACCommand(enabled: valid, signalBlock: { _ in work(f(x: 1), y: 2) })
        let c = RACCommand(enabled: valid) { _ in work() }
        let s: RACSignal = stream
        """)
    }

    /// The git check: a path outside any repository cannot be called clean.
    func testGitTreeOutsideRepository() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("port-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        XCTAssertNotEqual(GitTree.isClean(path: directory.path), true)
    }
}

extension PortCheckTests {
    /// Prints every use found in the examples (run with `--filter testListUses` to review counts).
    func testListUses() throws {
        for path in ["Migration/Examples/ReactiveObjC/RACSearchViewModel.m", "Migration/Examples/ReactiveObjC/SearchViewModel.swift", "Migration/Examples/RxSwift/LoginViewModel.swift"] {
            let report = try scanner().scan(path: path, text: Package.text(path))
            XCTAssertFalse(report.uses.isEmpty)
            if ProcessInfo.processInfo.environment["LIST_USES"] == "1" {
                print(report.uses.map { "\($0.line) \($0.entry.api) \($0.entry.status)" }.joined(separator: "\n"))
            }
        }
    }
}
