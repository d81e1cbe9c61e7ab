import Foundation

/// One use of a mapped API found in a source file.
public struct APIUse: Sendable {
    /// The file, as given to the scanner.
    public let file: String
    /// 1-based line number.
    public let line: Int
    /// The map entry that matched.
    public let entry: APIMapEntry
    /// Which map it came from.
    public let dialect: APIMap.Dialect

    /// What to write instead: the bridge spelling, or the note when there is none.
    public var suggestion: String { entry.bridge.isEmpty ? entry.note : entry.bridge }
}

/// Per-status counts; "supported" is same + different.
public struct UseCounts: Equatable, Sendable, CustomStringConvertible {
    /// Uses that compile unchanged.
    public var same = 0
    /// Uses that compile but behave or look different (see the map's note).
    public var different = 0
    /// Uses to respell.
    public var renamed = 0
    /// Uses with no ReactiveBridge counterpart.
    public var unsupported = 0

    /// A count.
    public init(same: Int = 0, different: Int = 0, renamed: Int = 0, unsupported: Int = 0) {
        self.same = same
        self.different = different
        self.renamed = renamed
        self.unsupported = unsupported
    }

    /// same + different.
    public var supported: Int { same + different }
    /// Every use.
    public var total: Int { supported + renamed + unsupported }

    mutating func add(_ status: APIStatus) {
        switch status {
        case .same: same += 1
        case .different: different += 1
        case .renamed: renamed += 1
        case .unavailable: unsupported += 1
        }
    }

    static func + (lhs: UseCounts, rhs: UseCounts) -> UseCounts {
        UseCounts(same: lhs.same + rhs.same, different: lhs.different + rhs.different,
                  renamed: lhs.renamed + rhs.renamed, unsupported: lhs.unsupported + rhs.unsupported)
    }

    /// `N uses: supported S (same, different), renamed R, unsupported U`.
    public var description: String {
        "\(total) uses: supported \(supported) (same \(same), different \(different)), renamed \(renamed), unsupported \(unsupported)"
    }
}

/// What the scanner found in one file.
public struct FileReport: Sendable {
    /// The path, as given.
    public let path: String
    /// Which maps applied (from the file's extension and imports).
    public let dialects: [APIMap.Dialect]
    /// Every use, in line order.
    public let uses: [APIUse]

    /// Counts by status.
    public var counts: UseCounts {
        var counts = UseCounts()
        for use in uses { counts.add(use.entry.status) }
        return counts
    }
}

/// Scans sources for RxSwift / ReactiveObjC API uses by the API maps.
public struct SourceScanner: Sendable {
    private struct Rule: @unchecked Sendable {
        let entry: APIMapEntry
        let dialect: APIMap.Dialect
        let regex: NSRegularExpression
    }

    private let swiftRules: [APIMap.Dialect: [Rule]]
    private let objcRules: [Rule]

    /// A scanner over the given maps; fails on an invalid pattern.
    public init(maps: [APIMap.Dialect: APIMap]) throws {
        var swiftRules: [APIMap.Dialect: [Rule]] = [:]
        var objcRules: [Rule] = []
        for (dialect, map) in maps {
            for entry in map.entries {
                if let pattern = Matcher.swiftPattern(entry, dialect: dialect) {
                    swiftRules[dialect, default: []].append(Rule(entry: entry, dialect: dialect,
                        regex: try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])))
                }
                if dialect == .reactiveobjc, let pattern = Matcher.objcPattern(entry) {
                    objcRules.append(Rule(entry: entry, dialect: dialect,
                        regex: try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])))
                }
            }
        }
        self.swiftRules = swiftRules
        self.objcRules = objcRules
    }

    /// Which maps apply to a file: `.m`/`.h` -> ReactiveObjC; `.swift` by its imports.
    public static func dialects(path: String, text: String) -> [APIMap.Dialect] {
        if path.hasSuffix(".m") || path.hasSuffix(".h") { return [.reactiveobjc] }
        guard path.hasSuffix(".swift") else { return [] }
        var result: [APIMap.Dialect] = []
        let imports = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("import ") || $0.hasPrefix("@testable import ") || $0.hasPrefix("@_exported import ") }
            .compactMap { $0.split(separator: " ").last.map(String.init) }
        if imports.contains(where: { ["RxSwift", "RxCocoa", "RxRelay", "RxBlocking", "RxTest", "RxBridge", "RxBridgeBlocking"].contains($0) }) {
            result.append(.rxswift)
        }
        if imports.contains(where: { ["ReactiveObjC", "RACBridge"].contains($0) }) { result.append(.reactiveobjc) }
        return result
    }

    /// Scans one file's text. Per line, overlapping matches keep the longest (so
    /// `.subscribe(on:` counts once, as `subscribe(on:)`); `//` comments are skipped.
    public func scan(path: String, text: String) -> FileReport {
        let dialects = Self.dialects(path: path, text: text)
        let isObjC = path.hasSuffix(".m") || path.hasSuffix(".h")
        let rules = isObjC ? objcRules : dialects.flatMap { swiftRules[$0] ?? [] }
        var uses: [APIUse] = []
        for (index, rawLine) in text.components(separatedBy: "\n").enumerated() {
            let line = Self.stripLineComment(rawLine)
            let ns = line as NSString
            var found: [(range: NSRange, rule: Rule)] = []
            for rule in rules {
                for match in rule.regex.matches(in: line, range: NSRange(location: 0, length: ns.length)) {
                    found.append((match.range, rule))
                }
            }
            found.sort { $0.range.length != $1.range.length ? $0.range.length > $1.range.length : $0.range.location < $1.range.location }
            var taken: [NSRange] = []
            var kept: [(range: NSRange, rule: Rule)] = []
            for candidate in found where !taken.contains(where: { NSIntersectionRange($0, candidate.range).length > 0 }) {
                taken.append(candidate.range)
                kept.append(candidate)
            }
            kept.sort { $0.range.location < $1.range.location }
            uses += kept.map { APIUse(file: path, line: index + 1, entry: $0.rule.entry, dialect: $0.rule.dialect) }
        }
        return FileReport(path: path, dialects: dialects, uses: uses)
    }

    /// Removes a trailing `//` comment (not inside a string literal).
    static func stripLineComment(_ line: String) -> String {
        var inString = false
        var previous: Character = " "
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString && character == "/" && previous == "/" {
                return String(line[..<line.index(before: index)])
            }
            previous = character
            index = line.index(after: index)
        }
        return line
    }

    /// Every `.swift`, `.m` and `.h` file under `path` (or `path` itself), sorted.
    public static func sourceFiles(at path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        if !isDirectory.boolValue { return [path] }
        let enumerator = FileManager.default.enumerator(atPath: path)
        var files: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasPrefix(".build") || relative.contains("/.build/") || relative.hasPrefix(".git") { continue }
            if relative.hasSuffix(".swift") || relative.hasSuffix(".m") || relative.hasSuffix(".h") {
                files.append((path as NSString).appendingPathComponent(relative))
            }
        }
        return files.sorted()
    }

    /// Scans every source file under `path`, skipping files no map applies to.
    public func scan(path: String) throws -> [FileReport] {
        try Self.sourceFiles(at: path).compactMap { file in
            let report = scan(path: file, text: try String(contentsOfFile: file, encoding: .utf8))
            return report.dialects.isEmpty ? nil : report
        }
    }

    /// The printed report: per file a count line and each unsupported or renamed use with
    /// its file:line and suggestion, then the total.
    public static func render(_ reports: [FileReport]) -> String {
        var lines: [String] = []
        var total = UseCounts()
        for report in reports {
            total = total + report.counts
            lines.append("\(report.path) [\(report.dialects.map(\.rawValue).joined(separator: ", "))]: \(report.counts)")
            for use in report.uses where use.entry.status == .unavailable || use.entry.status == .renamed {
                let kind = use.entry.status == .renamed ? "renamed" : "unsupported"
                lines.append("  \(use.file):\(use.line): \(kind) \(use.entry.api) -> \(use.suggestion)")
            }
        }
        lines.append("total: \(reports.count) file\(reports.count == 1 ? "" : "s"), \(total)")
        return lines.joined(separator: "\n")
    }
}
