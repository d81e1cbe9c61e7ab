import XCTest
import Foundation
import ReactiveTesting

/// The documentation is self-contained: every relative link and every path it names
/// resolves inside the repository (and a `#section` to a heading of that file), nothing
/// points outside it, and nothing cites development-process numbers ("P12"). Checked in
/// Docs/, the Markdown files of Migration/, README.md, CHANGELOG.md, the DocC catalogs,
/// and the comments of Sources/. Code blocks in Markdown are not checked.
final class DocLinkTests: ReactiveTestCase {
    // MARK: What is checked

    /// Markdown documents, relative to the package root.
    static func markdownFiles() -> [String] {
        var result = ["README.md", "CHANGELOG.md"].filter { FileManager.default.fileExists(atPath: Package.url($0).path) }
        result += files(under: "Docs", suffix: ".md")
        result += files(under: "Migration", suffix: ".md").filter { !$0.hasPrefix("Migration/Examples/") }
        result += files(under: "Sources", suffix: ".md").filter { $0.contains(".docc/") }
        return result.sorted()
    }

    /// Files under `directory` with `suffix`, relative to the package root.
    static func files(under directory: String, suffix: String) -> [String] {
        let names = FileManager.default.enumerator(atPath: Package.url(directory).path)?.allObjects as? [String] ?? []
        return names.filter { $0.hasSuffix(suffix) }.map { directory + "/" + $0 }
    }

    /// The lines of a Markdown file outside code blocks, with numbers.
    static func proseLines(_ file: String) throws -> [(number: Int, text: String)] {
        var result: [(Int, String)] = []
        var inCode = false
        for (index, line) in try Package.text(file).components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") { inCode.toggle(); continue }
            if inCode { continue }
            result.append((index + 1, line))
        }
        return result
    }

    /// The comment lines of the Swift sources, with numbers.
    static func sourceComments(_ file: String) throws -> [(number: Int, text: String)] {
        try Package.text(file).components(separatedBy: "\n").enumerated().compactMap { index, line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("//") ? (index + 1, trimmed) : nil
        }
    }

    // MARK: Anchors

    /// The anchors GitHub gives the headings of a Markdown file: lowercased, punctuation
    /// dropped, spaces as hyphens, repeats numbered.
    static func anchors(_ file: String) throws -> Set<String> {
        var seen: [String: Int] = [:]
        var result = Set<String>()
        var inCode = false
        for line in try Package.text(file).components(separatedBy: "\n") {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inCode.toggle(); continue }
            guard !inCode, line.hasPrefix("#") else { continue }
            let title = line.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces)
            let slug = String(title.lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                if character == "-" || character == "_" || character.isLetter || character.isNumber { return character }
                return nil
            })
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            result.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return result
    }

    // MARK: Checks

    static let citation = try! NSRegularExpression(pattern: #"\bP[0-9]+\b"#)
    static let link = try! NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
    static let rootPath = try! NSRegularExpression(
        pattern: #"(?<![\w./-])((?:Docs|Migration|Sources|Tests|scripts)/[\w+./-]*\.(?:md|swift|json))(#[\w-]+)?"#)
    static let outside = try! NSRegularExpression(pattern: #"(?<![\w.])(?:\.\./shared|/work/|\bSEMANTICS\b|DESIGN\.md|\bDESIGN Decision|STYLE\.md)"#)

    static func matches(_ regex: NSRegularExpression, _ text: String) -> [[String?]] {
        regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (0..<match.numberOfRanges).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } }
        }
    }

    /// The problem with `path` (relative to the root) and `anchor`, if any; `shown` is
    /// the reference as written.
    static func problem(path: String, anchor: String?, shown: String) throws -> String? {
        let standardized = Package.url(path).standardizedFileURL.path
        let root = Package.root.standardizedFileURL.path
        guard standardized.hasPrefix(root + "/") else { return "\(shown) leaves the repository" }
        let relative = standardized == root ? "" : String(standardized.dropFirst(root.count + 1))
        guard FileManager.default.fileExists(atPath: standardized) else { return "\(relative) does not exist" }
        if let anchor, relative.hasSuffix(".md"), try !anchors(relative).contains(anchor) {
            return "\(relative) has no section #\(anchor)"
        }
        return nil
    }

    /// The problems of one line of `file` (relative to the root).
    static func problems(in text: String, file: String, markdown: Bool) throws -> [String] {
        let directory = (file as NSString).deletingLastPathComponent
        var found: [String] = []
        if !matches(citation, text).isEmpty { found.append("cites a development number (P…)") }
        if !matches(outside, text).isEmpty { found.append("points outside the repository") }
        if markdown {
            // Links, outside inline code spans.
            let prose = text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map { String($0.element) }.joined(separator: " ")
            for groups in matches(link, prose) {
                guard let target = groups[1] else { continue }
                if target.contains("://") || target.hasPrefix("mailto:") {
                    found.append("links outside the repository: \(target)")
                    continue
                }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let anchor = parts.count > 1 ? parts[1] : nil
                // `#section` alone is a section of this file.
                let path = parts[0].isEmpty ? file : (directory.isEmpty ? parts[0] : directory + "/" + parts[0])
                if let problem = try problem(path: path, anchor: anchor, shown: target) { found.append(problem) }
            }
        }
        for groups in matches(rootPath, text) {
            guard let path = groups[1] else { continue }
            let anchor = groups[2].map { String($0.dropFirst()) }
            if let problem = try problem(path: path, anchor: anchor, shown: path) { found.append(problem) }
        }
        return found
    }

    func testMarkdownLinksAndCitationsResolveInsideTheRepository() throws {
        var failures: [String] = []
        let documents = Self.markdownFiles()
        XCTAssertTrue(documents.contains("Docs/Semantics.md"))
        for document in documents {
            for (number, text) in try Self.proseLines(document) {
                for problem in try Self.problems(in: text, file: document, markdown: true) {
                    failures.append("\(document):\(number): \(problem)")
                }
            }
        }
        XCTAssertEqual(failures, [], failures.joined(separator: "\n"))
    }

    func testSourceCommentsCiteOnlyWhatTheRepositoryHas() throws {
        var failures: [String] = []
        for file in Self.files(under: "Sources", suffix: ".swift").sorted() {
            for (number, text) in try Self.sourceComments(file) {
                for problem in try Self.problems(in: text, file: file, markdown: false) {
                    failures.append("\(file):\(number): \(problem)")
                }
            }
        }
        XCTAssertEqual(failures, [], failures.joined(separator: "\n"))
    }

    /// The checker itself: each kind of problem is found, and good references pass.
    func testTheCheckerFindsEachKindOfProblem() throws {
        func problems(_ text: String, in file: String = "Docs/Troubleshooting.md", markdown: Bool = true) throws -> [String] {
            try Self.problems(in: text, file: file, markdown: markdown)
        }
        XCTAssertEqual(try problems("see [throttle](Semantics.md#throttle) and Docs/Semantics.md#zip"), [])
        XCTAssertEqual(try problems("see [it](../Docs/Semantics.md#retry)", in: "Migration/FromRxSwift.md"), [])
        XCTAssertEqual(try problems("see [below](#deadlocks)"), [])
        XCTAssertEqual(try problems("see [below](#no-such-section)"), ["Docs/Troubleshooting.md has no section #no-such-section"])
        XCTAssertEqual(try problems("the call `f[0](x)` is code"), [])
        XCTAssertEqual(try problems("see [it](Missing.md)"), ["Docs/Missing.md does not exist"])
        XCTAssertEqual(try problems("see [it](Semantics.md#no-such-section)"), ["Docs/Semantics.md has no section #no-such-section"])
        XCTAssertEqual(try problems("/// (Docs/Semantics.md#nothing-here)", markdown: false), ["Docs/Semantics.md has no section #nothing-here"])
        XCTAssertEqual(try problems("see [it](../../elsewhere/README.md)"), ["../../elsewhere/README.md leaves the repository"])
        XCTAssertEqual(try problems("as P24 says"), ["cites a development number (P…)"])
        XCTAssertEqual(try problems("see `../shared/DESIGN.md`"), ["points outside the repository"])
        XCTAssertEqual(try problems("/// (SEMANTICS", markdown: false), ["points outside the repository"])
        XCTAssertEqual(try problems("see [it](https://example.com)"), ["links outside the repository: https://example.com"])
        XCTAssertTrue(try Self.anchors("Docs/Semantics.md").isSuperset(of: ["throttle", "values-and-tuples"]))
    }
}
