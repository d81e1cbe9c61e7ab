import Foundation

/// `port-check --fix`: rewrites import lines and renamed Swift RAC spellings.
public enum Fixer {
    /// Source module -> ReactiveBridge module.
    public static let moduleRenames: [(from: String, to: String)] = [
        ("RxSwift", "RxBridge"), ("RxCocoa", "RxBridge"), ("RxRelay", "RxBridge"),
        ("RxBlocking", "RxBridgeBlocking"), ("RxTest", "ReactiveTesting"), ("ReactiveObjC", "RACBridge"),
    ]

    /// `import M`, `@testable import M`, `@_exported import M` (group 2 is the module).
    static let importLine = try! NSRegularExpression(pattern: "^(\\s*(?:@\\w+\\s+)*import\\s+)(\\w+)\\s*$")

    /// The fixed text of a Swift file: imports rewritten (duplicates dropped) and, when the
    /// ReactiveObjC map applies, its renamed Swift spellings respelled. Other files are returned as is.
    public static func fixedText(path: String, text: String, maps: [APIMap.Dialect: APIMap]) -> String {
        guard path.hasSuffix(".swift") else { return text }
        let usesRAC = SourceScanner.dialects(path: path, text: text).contains(.reactiveobjc)
        var seenImports = Set<String>()
        var output: [String] = []
        for line in text.components(separatedBy: "\n") {
            var line = line
            let ns = line as NSString
            if let match = importLine.firstMatch(in: line, range: NSRange(location: 0, length: ns.length)) {
                let module = ns.substring(with: match.range(at: 2))
                if let rename = moduleRenames.first(where: { $0.from == module }) {
                    line = ns.replacingCharacters(in: match.range(at: 2), with: rename.to)
                }
                let key = line.trimmingCharacters(in: .whitespaces)
                if seenImports.contains(key) { continue }
                seenImports.insert(key)
            } else if usesRAC, let map = maps[.reactiveobjc] {
                for entry in map.entries where entry.status == .renamed {
                    if let swift = entry.swift, !swift.hasPrefix("import ") {
                        line = respell(line, from: swift, to: entry.bridge)
                    }
                }
            }
            output.append(line)
        }
        return output.joined(separator: "\n")
    }

    /// Respells one use: a plain identifier (`RACStream` -> `RACSignal`), a dotted name, or a
    /// call whose base name and/or argument labels changed (`RACCommand(signal:)` ->
    /// `RACCommand(signalBlock:)`; labels are rewritten by position, up to the closing paren).
    static func respell(_ line: String, from old: String, to new: String) -> String {
        guard let oldParen = old.firstIndex(of: "("), let newParen = new.firstIndex(of: "(") else {
            guard !old.contains("("), !new.contains("("), !new.contains(" ") else { return line }
            let pattern = "\\b" + NSRegularExpression.escapedPattern(for: old) + "\\b"
            return line.replacingOccurrences(of: pattern, with: NSRegularExpression.escapedTemplate(for: new), options: .regularExpression)
        }
        let oldBase = String(old[..<oldParen]), newBase = String(new[..<newParen])
        let oldLabels = old[old.index(after: oldParen)...].dropLast().split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
        let newLabels = new[new.index(after: newParen)...].dropLast().split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
        guard oldLabels.count == newLabels.count else { return line }
        let name = oldBase.split(separator: ".").last.map(String.init) ?? oldBase
        let newName = newBase.split(separator: ".").last.map(String.init) ?? newBase
        let regex = try! NSRegularExpression(pattern: "\\b" + NSRegularExpression.escapedPattern(for: name) + "(<[^>]*>)?\\(")
        var result = line
        // Work from the last match backwards so earlier ranges stay valid.
        for match in regex.matches(in: line, range: NSRange(location: 0, length: (line as NSString).length)).reversed() {
            let ns = result as NSString
            let open = match.range.location + match.range.length // just after "("
            let generic = match.range(at: 1).location == NSNotFound ? "" : ns.substring(with: match.range(at: 1))
            guard let callText = relabel(ns.substring(from: open), from: oldLabels, to: newLabels) else { continue }
            result = ns.substring(to: match.range.location) + newName + generic + "(" + callText
        }
        return result
    }

    /// Rewrites the argument labels at the top level of a call's text (starting after its
    /// "("); nil when the labels present do not match `from` in order.
    static func relabel(_ text: String, from old: [String], to new: [String]) -> String? {
        var characters = Array(text)
        var depth = 0, argument = 0, index = 0, inString = false
        var atArgumentStart = true
        var edits: [(Range<Int>, String)] = []
        while index < characters.count {
            let character = characters[index]
            if inString {
                if character == "\"" && characters[max(0, index - 1)] != "\\" { inString = false }
                index += 1
                continue
            }
            if depth == 0 && atArgumentStart && !character.isWhitespace {
                atArgumentStart = false
                var end = index
                while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
                if end < characters.count, end > index, characters[end] == ":" {
                    let label = String(characters[index..<end])
                    guard argument < old.count, old[argument] == label else { return nil }
                    if new[argument] != label { edits.append((index..<end, new[argument])) }
                }
            }
            switch character {
            case "\"": inString = true
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                if depth == 0 { index = characters.count; continue }
                depth -= 1
            case "," where depth == 0:
                argument += 1
                atArgumentStart = true
            default: break
            }
            index += 1
        }
        for (range, label) in edits.reversed() { characters.replaceSubrange(range, with: Array(label)) }
        return String(characters)
    }
}
