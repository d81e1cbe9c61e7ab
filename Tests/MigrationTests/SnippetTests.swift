import XCTest
import TestSupport
import Foundation
import ReactiveTesting

/// The guides' ```swift blocks are compiled: Generated/GuideSnippets.swift holds each one as
/// a function body, and this test fails when it differs from the Markdown.
/// A block whose info string is `swift pending` uses API still on other branches; it is
/// generated inside `#if MIGRATION_PENDING`. A block whose info string is `swift declarations`
/// (extensions, classes, `@Test` functions) is emitted at file scope instead of in a function.
/// Import lines are dropped (the file imports all modules).
final class SnippetTests: ReactiveTestCase {
    static let guides = [
        "Migration/FromRxSwift.md", "Migration/FromReactiveObjC.md", "Migration/RACtoRx.md",
        "Docs/Architecture.md", "Docs/HotAndCold.md", "Docs/Schedulers.md", "Docs/Disposal.md",
        "Docs/RACCommand.md", "Docs/Testing.md",
    ]

    struct Snippet {
        let guide: String
        let number: Int
        let line: Int
        let pending: Bool
        let declarations: Bool
        let code: [String]

        var functionName: String {
            let base = (guide as NSString).lastPathComponent.replacingOccurrences(of: ".md", with: "")
            return "snippet_\(base)_\(number)"
        }
    }

    /// Every ```swift block of the guides, in order.
    static func snippets() throws -> [Snippet] {
        try guides.flatMap { guide in
            MarkdownSwiftBlocks.blocks(in: try Package.text(guide)).enumerated().map { offset, block in
                Snippet(guide: guide, number: offset + 1, line: block.firstLine, pending: block.info.contains("pending"),
                        declarations: block.info.contains("declarations"), code: block.code)
            }
        }
    }

    /// The generated Swift file for the snippets.
    static func generated(_ snippets: [Snippet]) -> String {
        var lines = [
            "// Generated from the guides' ```swift blocks by SnippetTests; do not edit.",
            "// Refresh: REGENERATE=1 swift test --filter MigrationTests",
            "// swiftlint:disable all",
            "import Foundation",
            "import XCTest",
            "import RxBridge",
            "import RxBridgeBlocking",
            "import RACBridge",
            "import ReactiveTesting",
            "import Testing",
        ]
        func emit(_ snippet: Snippet) {
            lines.append("")
            lines.append("// \(snippet.guide), swift block \(snippet.number)")
            let code = snippet.code.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("import ") }
            if snippet.declarations {
                lines.append(contentsOf: code)
                return
            }
            lines.append("func \(snippet.functionName)() throws {")
            for line in code {
                lines.append(line.isEmpty ? "" : "    " + line)
            }
            lines.append("}")
        }
        snippets.filter { !$0.pending }.forEach(emit)
        let pending = snippets.filter(\.pending)
        if !pending.isEmpty {
            lines.append("")
            lines.append("#if MIGRATION_PENDING")
            pending.forEach(emit)
            lines.append("#endif")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Generated/GuideSnippets.swift matches the Markdown (so the compiled code is the guides' code).
    func testGeneratedSnippetsAreCurrent() throws {
        let snippets = try Self.snippets()
        XCTAssertFalse(snippets.isEmpty)
        if let problem = try Package.checkGenerated("Tests/MigrationTests/Generated/GuideSnippets.swift",
                                                    expected: Self.generated(snippets),
                                                    how: "run REGENERATE=1 swift test --filter MigrationTests") {
            XCTFail(problem)
        }
        print("guides: \(snippets.count) swift snippets, \(snippets.filter(\.pending).count) pending")
    }
}
