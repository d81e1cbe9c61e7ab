import XCTest
import Foundation
import ReactiveTesting

/// The manifest's `swift-tools-version` is a promise: every compiler from that version on
/// builds the package. Day to day the package is compiled with one newer compiler, which
/// accepts language features the oldest promised one rejects (`weak let`, Swift 6.2,
/// reached the package that way while it claimed 6.0), so this lint lists the features
/// newer than Swift 6.0 that a line of source can show, and fails on those newer than the
/// manifest's tools version in the package's Swift files. `.ci/run`'s "oldest compiler"
/// step then builds the package with that oldest compiler itself
/// (`Tools/oldest-compiler`), which sees what a line pattern cannot.
final class ToolsVersionLintTests: ReactiveTestCase {
    /// A language feature newer than Swift 6.0, as a line of source shows it.
    struct Feature {
        let name: String
        /// The first Swift release that accepts it.
        let since: String
        /// Text every match contains: lines without it skip the regular expression.
        let hint: String
        let pattern: String
    }

    static let features: [Feature] = [
        Feature(name: "weak let (SE-0481)", since: "6.2", hint: "weak", pattern: #"\bweak\s+let\b"#),
        Feature(name: "nonisolated(nonsending) (SE-0461)", since: "6.2", hint: "nonsending", pattern: #"\bnonisolated\(nonsending\)"#),
        Feature(name: "@concurrent (SE-0461)", since: "6.2", hint: "@concurrent", pattern: #"@concurrent\b"#),
        Feature(name: "isolated deinit (SE-0371)", since: "6.2", hint: "deinit", pattern: #"\bisolated\s+deinit\b"#),
        Feature(name: "an isolated conformance (SE-0470)", since: "6.2", hint: "@MainActor", pattern: #":\s*@MainActor\s+[A-Z]\w*\s*[{,]"#),
        Feature(name: "an unsafe expression (SE-0458)", since: "6.2", hint: "unsafe", pattern: #"(^\s*|[=(,]\s*|\breturn\s+)unsafe\s+[a-z_(]"#),
        Feature(name: "InlineArray (SE-0453)", since: "6.2", hint: "InlineArray", pattern: #"\bInlineArray\s*<"#),
        Feature(name: "an inline array type sugar (SE-0483)", since: "6.2", hint: " of ", pattern: #"\[\s*\d+\s+of\s+\w+\s*\]"#),
        Feature(name: "an integer generic parameter (SE-0452)", since: "6.2", hint: "let", pattern: #"<\s*let\s+\w+\s*:\s*Int\b"#),
        Feature(name: "a raw identifier (SE-0451)", since: "6.2", hint: "`", pattern: #"(func|var|let|case)\s+`[^`]*[^A-Za-z0-9_`][^`]*`"#),
        Feature(name: "an interpolation default (SE-0477)", since: "6.2", hint: "default:", pattern: #"\\\([^)]*,\s*default:"#),
        Feature(name: "Span (SE-0447)", since: "6.2", hint: "Span", pattern: #"\b(Mutable|Raw|MutableRaw|Output)?Span\s*<|\bRawSpan\b"#),
        Feature(name: "@abi (SE-0476)", since: "6.2", hint: "@abi", pattern: #"@abi\("#),
        Feature(name: "nonisolated on a type or extension (SE-0449)", since: "6.1", hint: "nonisolated", pattern: #"\bnonisolated\s+(extension|struct|class|enum|protocol|actor)\b"#),
        Feature(name: "@c (SE-0495)", since: "6.3", hint: "@c", pattern: #"@c(\(|\s)"#),
        Feature(name: "a module selector (SE-0491)", since: "6.3", hint: "::", pattern: #"\b[A-Z]\w*::[a-zA-Z_]"#),
        Feature(name: "@specialize (SE-0460)", since: "6.3", hint: "@specialize", pattern: #"@specialize\("#),
        Feature(name: "@inline(always) (SE-0496)", since: "6.3", hint: "@inline(always)", pattern: #"@inline\(always\)"#),
    ]

    /// Whether Swift `version` is newer than `other` ("6.2" > "6.0").
    static func isNewer(_ version: String, than other: String) -> Bool {
        let left = version.split(separator: ".").compactMap { Int($0) }
        let right = other.split(separator: ".").compactMap { Int($0) }
        return right.lexicographicallyPrecedes(left)
    }

    /// The features newer than Swift `toolsVersion` that `source` uses, as
    /// `line: feature, Swift since`; comment lines and string literals on one line are
    /// left out.
    static func findings(in source: String, toolsVersion: String) -> [String] {
        let newer = features.filter { isNewer($0.since, than: toolsVersion) }
        var found: [String] = []
        for (index, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = code(of: String(rawLine))
            guard !line.isEmpty else { continue }
            for feature in newer where line.contains(feature.hint) && line.range(of: feature.pattern, options: .regularExpression) != nil {
                found.append("\(index + 1): \(feature.name), Swift \(feature.since)")
            }
        }
        return found
    }

    /// The code of one line: nothing from a `//` comment, string literals emptied.
    private static func code(of line: String) -> String {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("//") || trimmed.hasPrefix("*") || trimmed.hasPrefix("/*") { return "" }
        var result = "", inString = false, previous: Character = " "
        for character in line {
            if character == "\"" && previous != "\\" { inString.toggle(); result.append(character) }
            else if !inString {
                if character == "/" && previous == "/" { result.removeLast(); break }
                result.append(character)
            }
            previous = character
        }
        return result
    }

    func testTheLintFindsEachFeatureAndSkipsCommentsAndStrings() {
        let source = """
        weak let owner = object
        // weak let in a comment
        let text = "weak let in a string"
        func run() async { @concurrent func work() {} }
        nonisolated(nonsending) func later() async {}
        struct Grid<let count: Int> {}
        let word = \\(value, default: "none")
        let first = Swift::min(1, 2)
        @inline(always) func hot() {}
        weak var fine = object
        """
        let found = Self.findings(in: source, toolsVersion: "6.0")
        let lines = found.map { $0.split(separator: ":").first.map(String.init) ?? "" }
        XCTAssertEqual(lines, ["1", "4", "5", "6", "7", "8", "9"], found.joined(separator: "\n"))
        let newerThan62 = Self.findings(in: source, toolsVersion: "6.2")
        XCTAssertEqual(newerThan62.map { $0.split(separator: ":").first.map(String.init) ?? "" }, ["8", "9"],
                       "only 6.3's features are newer than 6.2: \(newerThan62)")
        XCTAssertTrue(Self.isNewer("6.3", than: "6.2"))
        XCTAssertFalse(Self.isNewer("6.2", than: "6.2"))
        XCTAssertFalse(Self.isNewer("6.0", than: "6.2"))
    }

    func testNoFileUsesAFeatureNewerThanTheManifestsToolsVersion() throws {
        let manifest = try Package.text("Package.swift")
        let prefix = "// swift-tools-version:"
        let firstLine = manifest.split(separator: "\n").first.map(String.init) ?? ""
        XCTAssertTrue(firstLine.hasPrefix(prefix), "Package.swift does not start with its tools version")
        let toolsVersion = String(firstLine.dropFirst(prefix.count))
        XCTAssertEqual(toolsVersion, "6.2",
                       "the tools version changed: update README's Toolchain line and .ci/run's oldest-compiler step (Tools/oldest-compiler)")
        var offenders: [String] = []
        for directory in ["Sources", "Tests", "Tools", "scripts", ".ci/consumer"] {
            for file in Package.swiftFiles(in: directory) {
                let relative = "\(directory)/\(file)"
                guard !relative.hasSuffix("/ToolsVersionLintTests.swift"), !relative.hasPrefix("Tools/apple-check/must-reject") else { continue }
                offenders += Self.findings(in: try Package.text(relative), toolsVersion: toolsVersion).map { "\(relative):\($0)" }
            }
        }
        XCTAssertEqual(offenders, [], "newer than the manifest's swift-tools-version \(toolsVersion):\n" + offenders.joined(separator: "\n"))
    }
}
