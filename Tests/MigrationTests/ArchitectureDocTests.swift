import XCTest
import Foundation
import ReactiveTesting

/// A reader who follows the design documents finds what they name: every file name or
/// path written in backticks in `Docs/*.md` exists in the repository, and every type
/// or folder name written in backticks in the three documents that explain the code
/// (Architecture, Engine, RACFacade) is declared in `Sources/` or `Tests/` or is a
/// folder or file there. `DocLinkTests` checks the links and full `Docs/…`/`Sources/…` paths; this
/// test adds bare file names (`SerialHub.swift`), folder-relative paths
/// (`Core/Subscribe.swift`), folders and type names, which go stale when code moves.
/// Code blocks are not checked; a path with a placeholder (`<Family>`) is a pattern,
/// not a file.
final class ArchitectureDocTests: ReactiveTestCase {
    /// The documents whose backticked type and folder names must exist in `Sources/` or `Tests/`.
    static let codeDocuments: Set<String> = ["Docs/Architecture.md", "Docs/Engine.md", "Docs/RACFacade.md"]

    /// Names the documents cite on purpose that are not this package's: the standard
    /// library's and Foundation's types, and the peer library's for comparison.
    static let foreignNames: Set<String> = [
        "Atomic", "Bool", "Builtin", "BuiltinModule", "CocoaError", "DispatchSemaphore", "Int", "Mutex", "NSCondition",
        "NSLock", "RawLayout", "Sendable", "SinkDisposer", "Synchronization", "Unmanaged",
    ]

    /// Paths the documents cite in the peer libraries' repositories, not in this one.
    static let foreignPaths: Set<String> = ["Tests/RxSwiftTests"]

    /// Every file and folder of the repository, relative to the root (build products and
    /// git metadata left out).
    static let repositoryPaths: [String] = {
        let root = Package.root.standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var result: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasPrefix(".build") || path == ".git" || path.hasPrefix(".git/") || path.hasPrefix(".swiftpm") {
                enumerator.skipDescendants()
                continue
            }
            result.append(path)
        }
        return result
    }()

    /// The names declared in `Sources/` and `Tests/` (types, cases, functions,
    /// properties), and the base names of their files and folders.
    static let sourceNames: Set<String> = {
        let declaration = try! NSRegularExpression(
            pattern: #"\b(?:class|struct|enum|protocol|typealias|actor|associatedtype|case|func|var|let)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
        var names = Set<String>()
        for path in repositoryPaths where path.hasPrefix("Sources/") || path.hasPrefix("Tests/") {
            let base = (path as NSString).lastPathComponent
            names.insert(base)
            names.insert((base as NSString).deletingPathExtension)
            guard path.hasSuffix(".swift"), let text = try? Package.text(path) else { continue }
            for groups in DocLinkTests.matches(declaration, text) {
                if let name = groups[1] { names.insert(name) }
            }
        }
        return names
    }()

    static let fileName = try! NSRegularExpression(pattern: #"^[\w+./-]+\.(?:swift|md|json|c|h|yml|sh|py)$"#)
    static let folderPath = try! NSRegularExpression(pattern: #"^(?:Sources|Tests|Docs|Migration|scripts)/[\w+./-]*$"#)
    static let typeName = try! NSRegularExpression(pattern: #"^[A-Z][A-Za-z0-9]+$"#)

    /// The backticked spans of the prose of `document` (code blocks skipped), with line numbers.
    static func spans(_ document: String) throws -> [(line: Int, text: String)] {
        try DocLinkTests.proseLines(document).flatMap { number, text in
            text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { (number, String($0.element)) }
        }
    }

    /// Whether some file or folder of the repository is `name` or ends with `/name`.
    static func exists(_ name: String) -> Bool {
        let trimmed = name.hasSuffix("/") ? String(name.dropLast()) : name
        return repositoryPaths.contains { $0 == trimmed || $0.hasSuffix("/" + trimmed) }
    }

    /// What is wrong with one backticked span of `document`, if anything.
    static func problem(_ span: String, in document: String) -> String? {
        if span.contains("<") || span.contains("*") || foreignPaths.contains(span) { return nil }  // a pattern, or not ours
        let whole = NSRange(span.startIndex..., in: span)
        if fileName.firstMatch(in: span, range: whole) != nil || folderPath.firstMatch(in: span, range: whole) != nil {
            return exists(span) ? nil : "`\(span)` names no file or folder of the repository"
        }
        if codeDocuments.contains(document), typeName.firstMatch(in: span, range: whole) != nil {
            if sourceNames.contains(span) || foreignNames.contains(span) { return nil }
            return "`\(span)` is declared nowhere in Sources/ or Tests/ (renamed or removed?)"
        }
        return nil
    }

    func testEveryFileAndTypeTheDocsNameExists() throws {
        let documents = DocLinkTests.files(under: "Docs", suffix: ".md").sorted()
        XCTAssertTrue(documents.contains("Docs/Architecture.md"))
        var failures: [String] = []
        for document in documents {
            for (line, span) in try Self.spans(document) {
                if let problem = Self.problem(span, in: document) { failures.append("\(document):\(line): \(problem)") }
            }
        }
        XCTAssertEqual(failures, [], failures.joined(separator: "\n"))
    }

    /// The checker on the shapes it must accept and reject.
    func testTheCheckerFindsMissingNames() {
        XCTAssertNil(Self.problem("Primitives.swift", in: "Docs/Engine.md"))
        XCTAssertNil(Self.problem("Core/Subscribe.swift", in: "Docs/Engine.md"))
        XCTAssertNil(Self.problem("Sources/ReactiveCore/Operators/", in: "Docs/Engine.md"))
        XCTAssertNil(Self.problem("Sources/ReactiveCore/Operators/<Family>/<Name>.swift", in: "Docs/Engine.md"))
        XCTAssertNil(Self.problem("SubscriptionScope", in: "Docs/Architecture.md"))
        XCTAssertNil(Self.problem("Mutex", in: "Docs/Engine.md"))
        XCTAssertNil(Self.problem("DocCommentLintTests", in: "Docs/Engine.md"))
        XCTAssertNil(Self.problem("NoSuchType", in: "Docs/Semantics.md"))  // only the code documents
        XCTAssertNotNil(Self.problem("NoSuchFile.swift", in: "Docs/Semantics.md"))
        XCTAssertNotNil(Self.problem("Core/NoSuchFile.swift", in: "Docs/Engine.md"))
        XCTAssertNotNil(Self.problem("Sources/ReactiveCore/NoSuchFolder", in: "Docs/Engine.md"))
        XCTAssertNotNil(Self.problem("NoSuchType", in: "Docs/Architecture.md"))
    }
}
