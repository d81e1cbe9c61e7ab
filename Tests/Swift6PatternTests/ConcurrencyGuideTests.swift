import XCTest
import TestSupport
import Foundation
import ReactiveTesting

/// Docs/Concurrency.md's ```swift blocks are compiled in this target (Swift 6 mode,
/// warnings as errors): Generated/ConcurrencySnippets.swift holds them, and this test
/// fails when it differs from the Markdown. As in MigrationTests' SnippetTests, a plain
/// `swift` block becomes the body of a function (here `async throws`, and the test runs
/// it); a `swift declarations` block is emitted at file scope, for types and functions.
final class ConcurrencyGuideTests: ReactiveTestCase {
    static let guide = "Docs/Concurrency.md"
    static let generatedPath = "Tests/Swift6PatternTests/Generated/ConcurrencySnippets.swift"

    struct Snippet {
        let number: Int
        let declarations: Bool
        let code: [String]
        var functionName: String { "concurrencySnippet\(number)" }
    }

    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Every ```swift block of the guide, in order.
    static func snippets() throws -> [Snippet] {
        let text = try String(contentsOf: root.appendingPathComponent(guide), encoding: .utf8)
        return MarkdownSwiftBlocks.blocks(in: text).enumerated().map { offset, block in
            Snippet(number: offset + 1, declarations: block.info.contains("declarations"), code: block.code)
        }
    }

    /// The generated Swift file for the snippets.
    static func generated(_ snippets: [Snippet]) -> String {
        var lines = [
            "// Generated from Docs/Concurrency.md's ```swift blocks by ConcurrencyGuideTests; do not edit.",
            "// Refresh: REGENERATE=1 swift test --filter ConcurrencyGuideTests",
            "import Foundation",
            "import RxBridge",
        ]
        for snippet in snippets {
            lines.append("")
            lines.append("// \(guide), swift block \(snippet.number)")
            if snippet.declarations {
                lines.append(contentsOf: snippet.code)
            } else {
                lines.append("func \(snippet.functionName)() async throws {")
                lines.append(contentsOf: snippet.code.map { $0.isEmpty ? "" : "    " + $0 })
                lines.append("}")
            }
        }
        let runnable = snippets.filter { !$0.declarations }.map(\.functionName)
        lines.append("")
        lines.append("/// The function-body snippets, which the test runs.")
        lines.append("let concurrencyGuideSnippets: [@Sendable () async throws -> Void] = [")
        lines.append(contentsOf: runnable.map { "    \($0)," })
        lines.append("]")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Generated/ConcurrencySnippets.swift matches the Markdown (so the compiled code is the guide's code).
    func testGeneratedSnippetsAreCurrent() throws {
        let snippets = try Self.snippets()
        XCTAssertGreaterThan(snippets.count, 5)
        let expected = Self.generated(snippets)
        let url = Self.root.appendingPathComponent(Self.generatedPath)
        if ProcessInfo.processInfo.environment["REGENERATE"] == "1" {
            try expected.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let committed = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        XCTAssertTrue(committed == expected, "\(Self.generatedPath) is stale: run REGENERATE=1 swift test --filter ConcurrencyGuideTests")
    }

    /// The guide's statement snippets run to the end without throwing.
    func testStatementSnippetsRun() async throws {
        XCTAssertFalse(concurrencyGuideSnippets.isEmpty)
        for snippet in concurrencyGuideSnippets { try await snippet() }
    }
}
