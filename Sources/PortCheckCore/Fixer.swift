import Foundation

/// `port-check --fix`: rewrites module names (imports, qualified names) and renamed Swift RAC spellings.
public enum Fixer {
    /// Source module -> ReactiveBridge module.
    public static let moduleRenames: [(from: String, to: String)] = [
        ("RxSwift", "RxBridge"), ("RxCocoa", "RxBridge"), ("RxRelay", "RxBridge"),
        ("RxBlocking", "RxBridgeBlocking"), ("RxTest", "ReactiveTesting"), ("ReactiveObjC", "RACBridge"),
    ]

    /// The fixed text of a Swift file: module names rewritten in imports and in qualified names
    /// (`RxSwift.Observable` -> `RxBridge.Observable`), duplicate imports dropped and, when the
    /// ReactiveObjC map applies, its renamed Swift spellings respelled. Comments and string
    /// literals are left alone. Other files are returned as is.
    public static func fixedText(path: String, text: String, maps: [APIMap.Dialect: APIMap]) -> String {
        fix(path: path, text: text, maps: maps).text
    }

    /// `fixedText` and the lines it changed, in line order.
    public static func fix(path: String, text: String, maps: [APIMap.Dialect: APIMap]) -> (text: String, changes: [LineChange]) {
        guard SourceLanguage(path: path) == .swift else { return (text, []) }
        let source = SourceText(text, language: .swift)
        let code = source.code
        let ns = code as NSString
        let whole = NSRange(location: 0, length: ns.length)
        var edits: [(range: NSRange, text: String)] = []
        func overlapsAnEdit(_ range: NSRange) -> Bool { edits.contains { NSIntersectionRange($0.range, range).length > 0 } }
        func rename(_ range: NSRange) {
            guard let to = moduleRenames.first(where: { $0.from == ns.substring(with: range) })?.to, !overlapsAnEdit(range) else { return }
            edits.append((range, to))
        }
        for match in SourceScanner.importLine.matches(in: code, range: whole) { rename(match.range(at: 1)) }
        for match in SourceScanner.qualifiedName.matches(in: code, range: whole) { rename(match.range(at: 1)) }
        if SourceScanner.dialects(source).contains(.reactiveobjc), let map = maps[.reactiveobjc] {
            for entry in map.entries where entry.status == .renamed {
                if let swift = entry.swift, !swift.isEmpty, !swift.hasPrefix("import ") {
                    for (range, replacement) in respellings(in: code, from: swift, to: entry.bridge) where !overlapsAnEdit(range) {
                        edits.append((range, replacement))
                    }
                }
            }
        }
        let result = NSMutableString(string: text)
        for (range, replacement) in edits.sorted(by: { $0.range.location > $1.range.location }) {
            result.replaceCharacters(in: range, with: replacement)
        }
        // Edits stay within their line, so the lines still pair up one to one here.
        let before = text.components(separatedBy: "\n"), edited = (result as String).components(separatedBy: "\n")
        let (kept, dropped) = keepingFirstImports(edited)
        var changes: [LineChange] = []
        for index in before.indices where before[index] != edited[index] || dropped.contains(index) {
            changes.append(LineChange(line: index + 1, before: before[index], after: dropped.contains(index) ? nil : edited[index]))
        }
        return (kept.joined(separator: "\n"), changes)
    }

    /// Text ending in a declaration keyword: the next name is being declared, not used.
    static let declarationKeyword = try! NSRegularExpression(pattern: "\\b(?:let|var|func|case|class|struct|enum|protocol|typealias|actor)\\s+$")

    /// The lines without repeated import lines, and the indices of the lines dropped.
    static func keepingFirstImports(_ lines: [String]) -> (kept: [String], dropped: Set<Int>) {
        let codeLines = SourceText(lines.joined(separator: "\n"), language: .swift).codeLines
        var seen = Set<String>()
        var output: [String] = []
        var dropped = Set<Int>()
        for (index, (line, code)) in zip(lines, codeLines).enumerated() {
            let trimmed = code.trimmingCharacters(in: .whitespaces)
            let ns = trimmed as NSString
            if let match = SourceScanner.importLine.firstMatch(in: trimmed, range: NSRange(location: 0, length: ns.length)),
               match.range.length == ns.length {
                if !seen.insert(trimmed).inserted { dropped.insert(index); continue }
            }
            output.append(line)
        }
        return (output, dropped)
    }

    /// Edits respelling one renamed API in blanked code: a plain identifier (`RACStream` ->
    /// `RACSignal`), or a call whose base name and/or argument labels changed
    /// (`RACCommand(signal:)` -> `RACCommand(signalBlock:)`; labels by position, up to the
    /// closing paren).
    static func respellings(in code: String, from old: String, to new: String) -> [(NSRange, String)] {
        let ns = code as NSString
        let whole = NSRange(location: 0, length: ns.length)
        guard let oldParen = old.firstIndex(of: "("), let newParen = new.firstIndex(of: "(") else {
            guard !old.contains("("), !new.contains("("), !new.contains(" ") else { return [] }
            let regex = try! NSRegularExpression(pattern: "\\b" + NSRegularExpression.escapedPattern(for: old) + "\\b")
            // Not where the code declares the name itself (`public let RACCommandErrorNotEnabled = …`).
            return regex.matches(in: code, range: whole).filter { match in
                let start = max(0, match.range.location - 40)
                let before = ns.substring(with: NSRange(location: start, length: match.range.location - start))
                return declarationKeyword.firstMatch(in: before, range: NSRange(location: 0, length: (before as NSString).length)) == nil
            }.map { ($0.range, new) }
        }
        let oldBase = String(old[..<oldParen]), newBase = String(new[..<newParen])
        let oldLabels = old[old.index(after: oldParen)...].dropLast().split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
        let newLabels = new[new.index(after: newParen)...].dropLast().split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
        guard oldLabels.count == newLabels.count else { return [] }
        let name = oldBase.split(separator: ".").last.map(String.init) ?? oldBase
        let newName = newBase.split(separator: ".").last.map(String.init) ?? newBase
        let regex = try! NSRegularExpression(pattern: "\\b(" + NSRegularExpression.escapedPattern(for: name) + ")(<[^>]*>)?\\(")
        let units = Array(code.utf16)
        var edits: [(NSRange, String)] = []
        for match in regex.matches(in: code, range: whole) {
            guard let labels = relabel(units, from: match.range.location + match.range.length, old: oldLabels, new: newLabels) else { continue }
            if newName != name { edits.append((match.range(at: 1), newName)) }
            edits += labels
        }
        return edits
    }

    /// The label edits of a call whose arguments start at `start` (just after its "("); nil
    /// when the labels present do not match `old` in order.
    static func relabel(_ units: [UInt16], from start: Int, old: [String], new: [String]) -> [(NSRange, String)]? {
        func isName(_ unit: UInt16) -> Bool {
            (unit >= 0x30 && unit <= 0x39) || (unit >= 0x41 && unit <= 0x5A) || (unit >= 0x61 && unit <= 0x7A) || unit == 0x5F
        }
        var depth = 0, argument = 0, index = start
        var atArgumentStart = true
        var edits: [(NSRange, String)] = []
        while index < units.count {
            let unit = units[index]
            if depth == 0 && atArgumentStart && unit != 0x20 && unit != 0x0A && unit != 0x09 {
                atArgumentStart = false
                var end = index
                while end < units.count, isName(units[end]) { end += 1 }
                if end < units.count, end > index, units[end] == 0x3A {
                    let label = String(decoding: units[index..<end], as: UTF16.self)
                    guard argument < old.count, old[argument] == label else { return nil }
                    if new[argument] != label { edits.append((NSRange(location: index, length: end - index), new[argument])) }
                }
            }
            switch unit {
            case 0x28, 0x5B, 0x7B: depth += 1
            case 0x29, 0x5D, 0x7D:
                if depth == 0 { return edits }
                depth -= 1
            case 0x2C where depth == 0:
                argument += 1
                atArgumentStart = true
            default: break
            }
            index += 1
        }
        return edits
    }
}

/// One changed line of a `--fix`: the line number in the file before and the text before and
/// after (`after` is nil for a dropped line).
public struct LineChange: Sendable, Equatable {
    /// 1-based line in the original file.
    public let line: Int
    /// The line as it was.
    public let before: String
    /// The line as `--fix` writes it; nil when the line is dropped (a duplicate import).
    public let after: String?

    /// A change.
    public init(line: Int, before: String, after: String?) {
        self.line = line
        self.before = before
        self.after = after
    }
}

/// What `--fix` (or `--dry-run`) changes over a scan: the files it rewrites with their line
/// changes, and the files it leaves alone and why.
public struct FixPlan: Sendable {
    /// Files rewritten, with their changes.
    public var changed: [(path: String, changes: [LineChange])] = []
    /// Swift files with nothing to rewrite.
    public var unchanged = 0
    /// Objective-C files: to rewrite in Swift by hand.
    public var objectiveC: [String] = []
    /// Files importing a third-party module built on RxSwift/ReactiveObjC, with the modules.
    public var thirdParty: [(path: String, modules: [String])] = []

    /// An empty plan.
    public init() {}

    /// The changes, then the summary. With `dryRun` nothing was written and it says so.
    public func render(dryRun: Bool) -> String {
        var lines: [String] = []
        let verb = dryRun ? "would change" : "changed"
        for (path, changes) in changed {
            lines.append("\(path):")
            for change in changes {
                lines.append("  \(change.line): - \(change.before)")
                if let after = change.after { lines.append("  \(change.line): + \(after)") }
            }
        }
        if !changed.isEmpty { lines.append("") }
        let lineCount = changed.reduce(0) { $0 + $1.changes.count }
        lines.append("\(dryRun ? "--dry-run (nothing written)" : "--fix"): \(verb) \(changed.count) file\(changed.count == 1 ? "" : "s") (\(lineCount) line\(lineCount == 1 ? "" : "s")); \(unchanged) Swift file\(unchanged == 1 ? "" : "s") needed no change")
        if !thirdParty.isEmpty {
            let modules = Set(thirdParty.flatMap(\.modules)).sorted().joined(separator: ", ")
            lines.append("left alone: \(thirdParty.count) file\(thirdParty.count == 1 ? "" : "s") importing \(modules) (built on RxSwift/ReactiveObjC; see the report)")
        }
        if !objectiveC.isEmpty {
            lines.append("left alone: \(objectiveC.count) Objective-C file\(objectiveC.count == 1 ? "" : "s"), to rewrite in Swift (\(SourceScanner.objectiveCGuide))")
        }
        lines.append("run port-check again (without --fix) for what is left to port")
        return lines.joined(separator: "\n")
    }

    /// The same as JSON: `{"dryRun", "changed": [{"path", "changes": [{"line", "before", "after"}]}], "unchanged", "objectiveC", "thirdParty"}`.
    public func json(dryRun: Bool) throws -> String {
        struct Change: Encodable { let line: Int; let before: String; let after: String? }
        struct File: Encodable { let path: String; let changes: [Change] }
        struct Other: Encodable { let path: String; let modules: [String] }
        struct Document: Encodable { let dryRun: Bool; let changed: [File]; let unchanged: Int; let objectiveC: [String]; let thirdParty: [Other] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let document = Document(
            dryRun: dryRun,
            changed: changed.map { File(path: $0.path, changes: $0.changes.map { Change(line: $0.line, before: $0.before, after: $0.after) }) },
            unchanged: unchanged, objectiveC: objectiveC, thirdParty: thirdParty.map { Other(path: $0.path, modules: $0.modules) })
        return String(decoding: try encoder.encode(document), as: UTF8.self)
    }
}
