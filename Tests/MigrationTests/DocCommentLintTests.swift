import XCTest
import Foundation
import ReactiveTesting

/// Every `public`/`open` declaration of the public modules has a `///` doc comment.
final class DocCommentLintTests: ReactiveTestCase {
    static let modules = ["ReactiveCore", "RxBridge", "RxBridgeBlocking", "RACBridge", "ReactiveTesting"]

    /// Declarations (path:line: text) that lack a doc comment.
    static func undocumented() throws -> [String] {
        var missing: [String] = []
        for module in modules {
            let directory = Package.url("Sources/\(module)")
            let files = (FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".swift") }.sorted()
            for file in files {
                let lines = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                    .components(separatedBy: "\n")
                for index in undocumentedLines(lines) {
                    missing.append("Sources/\(module)/\(file):\(index + 1): \(lines[index].trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        return missing
    }

    /// Indexes of lines declaring a public symbol without a doc comment: `public`/`open`
    /// declarations, and the members that are public without the keyword — cases of a
    /// public enum and requirements of a public protocol.
    static func undocumentedLines(_ lines: [String]) -> [Int] {
        var result: [Int] = []
        var depth = 0
        var publicBodies: [Int: String] = [:]   // body depth -> "enum" / "protocol"
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let code = stripAttributes(Substring(trimmed))
            var needsDoc = isPublicDeclaration(line)
            if let kind = publicBodies[depth] {
                if kind == "enum", code.hasPrefix("case ") || code.hasPrefix("indirect case ") { needsDoc = true }
                if kind == "protocol", ["func ", "var ", "static ", "associatedtype ", "init", "subscript", "mutating "].contains(where: { code.hasPrefix($0) }) {
                    needsDoc = true
                }
            }
            if needsDoc && !hasDocComment(lines, above: index) { result.append(index) }
            let opens = braceDelta(trimmed)
            if isPublicDeclaration(line), opens.open > 0 {
                let words = code.split(separator: " ")
                if words.contains("enum") { publicBodies[depth + 1] = "enum" }
                if words.contains("protocol") { publicBodies[depth + 1] = "protocol" }
            }
            depth += opens.open - opens.close
            publicBodies = publicBodies.filter { $0.key <= depth }
        }
        return result
    }

    /// Counts `{` and `}` outside string literals and `//` comments.
    static func braceDelta(_ line: String) -> (open: Int, close: Int) {
        var open = 0, close = 0, inString = false
        var previous: Character = " "
        for character in line {
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString {
                if character == "/" && previous == "/" { break }
                if character == "{" { open += 1 }
                if character == "}" { close += 1 }
            }
            previous = character
        }
        return (open, close)
    }

    /// A line that declares a public or open symbol (extensions and imports are not symbols).
    static func isPublicDeclaration(_ line: String) -> Bool {
        var rest = Substring(line.trimmingCharacters(in: .whitespaces))
        if rest.hasPrefix("//") { return false }
        rest = stripAttributes(rest)
        guard rest.hasPrefix("public ") || rest.hasPrefix("open ") else { return false }
        let words = rest.split(separator: " ").map { $0.split(separator: "(").first.map(String.init) ?? "" }
        if words.contains("extension") || words.contains("import") { return false }
        let kinds: Set<String> = ["func", "var", "let", "init", "init?", "class", "struct", "enum", "protocol",
                                  "typealias", "subscript", "actor", "case", "associatedtype", "macro"]
        return words.contains { kinds.contains($0) || $0.hasPrefix("init<") || $0.hasPrefix("subscript<") }
    }

    /// Drops leading attributes (`@inlinable`, `@available(...)`, `@discardableResult`...).
    static func stripAttributes(_ text: Substring) -> Substring {
        var rest = text
        while rest.hasPrefix("@") {
            var index = rest.index(after: rest.startIndex)
            while index < rest.endIndex, rest[index].isLetter || rest[index].isNumber || rest[index] == "_" { index = rest.index(after: index) }
            if index < rest.endIndex, rest[index] == "(" {
                var depth = 0
                while index < rest.endIndex {
                    if rest[index] == "(" { depth += 1 }
                    if rest[index] == ")" { depth -= 1; if depth == 0 { index = rest.index(after: index); break } }
                    index = rest.index(after: index)
                }
            }
            rest = rest[index...].drop { $0 == " " }
        }
        return rest
    }

    /// A `///` line (or the end of a `/** */` block) right above, skipping attribute-only lines.
    static func hasDocComment(_ lines: [String], above index: Int) -> Bool {
        var current = index - 1
        while current >= 0 {
            let text = lines[current].trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("///") || text.hasSuffix("*/") { return true }
            if text.hasPrefix("@") && stripAttributes(Substring(text)).isEmpty { current -= 1; continue }
            return false
        }
        return false
    }

    /// The lint itself: fails listing each undocumented declaration.
    func testEveryPublicDeclarationHasADocComment() throws {
        let missing = try Self.undocumented()
        if !missing.isEmpty {
            XCTFail("\(missing.count) public declarations lack a /// doc comment:\n" + missing.joined(separator: "\n"))
        }
    }

    /// The lint's parser on the shapes it must handle.
    func testLintRecognizesDeclarations() {
        XCTAssertTrue(Self.isPublicDeclaration("    @inlinable public func map<R>(_ f: (Int) -> R)"))
        XCTAssertTrue(Self.isPublicDeclaration("@available(*, deprecated, renamed: \"x\") public static var x: Int"))
        XCTAssertTrue(Self.isPublicDeclaration("    public init<T>(_ t: T) {"))
        XCTAssertTrue(Self.isPublicDeclaration("open class RACScheduler: SchedulerType {"))
        XCTAssertTrue(Self.isPublicDeclaration("    public var description: String { \"\" }"))
        XCTAssertFalse(Self.isPublicDeclaration("extension Observable {"))
        XCTAssertFalse(Self.isPublicDeclaration("public extension Observable {"))
        XCTAssertFalse(Self.isPublicDeclaration("@_exported public import ReactiveCore"))
        XCTAssertFalse(Self.isPublicDeclaration("    // public func old()"))
        XCTAssertFalse(Self.isPublicDeclaration("    let x = publicValue"))
        XCTAssertTrue(Self.hasDocComment(["/// Doc.", "@inlinable", "@discardableResult", "public func f()"], above: 3))
        XCTAssertFalse(Self.hasDocComment(["/// Doc.", "", "public func f()"], above: 2))
        XCTAssertFalse(Self.hasDocComment(["// Not a doc comment.", "public func f()"], above: 1))
        let enumLines = ["/// E.", "public enum E {", "    /// A.", "    case a", "    case b", "    func f() { switch x { case .a: break } }", "}",
                         "/// P.", "public protocol P {", "    func g()", "}", "enum Internal {", "    case c", "}"]
        XCTAssertEqual(Self.undocumentedLines(enumLines), [4, 9])
    }
}
