import XCTest
import Foundation
import ReactiveTesting

/// The doc comments of the public modules: every `public`/`open` declaration has one;
/// every public function, initializer and subscript documents each named parameter
/// (`- Parameter x:` or a `- x:` item under `- Parameters:`; a parameter written `_ x`
/// is documented as `x`) and, unless it returns nothing or `Void`, its result
/// (`- Returns:`), checked per module with no exemptions; and no public doc comment
/// narrates performance history.
final class DocCommentLintTests: ReactiveTestCase {
    static let modules = ["ReactiveCore", "RxBridge", "RxBridgeBlocking", "RACBridge", "ReactiveTesting"]

    /// Declarations (path:line: text) that lack a doc comment.
    static func undocumented() throws -> [String] {
        var missing: [String] = []
        for module in modules {
            let directory = Package.url("Sources/\(module)")
            for file in Package.swiftFiles(in: "Sources/\(module)") {
                let lines = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                    .components(separatedBy: "\n")
                for index in undocumentedLines(lines) {
                    missing.append("Sources/\(module)/\(file):\(index + 1): \(lines[index].trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        return missing
    }

    /// Indexes of lines declaring a public symbol without a doc comment.
    static func undocumentedLines(_ lines: [String]) -> [Int] {
        publicDeclarations(lines).map(\.index).filter { !hasDocComment(lines, above: $0) }
    }

    /// The lines declaring a public symbol: `public`/`open` declarations, and the members
    /// that are public without the keyword — cases of a public enum and requirements of a
    /// public protocol. `context` is the innermost type or extension around the line
    /// (`ObservableType`), empty at file level.
    static func publicDeclarations(_ lines: [String]) -> [(index: Int, context: String)] {
        var result: [(index: Int, context: String)] = []
        var depth = 0
        var publicBodies: [Int: String] = [:]   // body depth -> "enum" / "protocol"
        var contexts: [(depth: Int, name: String)] = []
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let code = stripAttributes(Substring(trimmed))
            var isPublic = isPublicDeclaration(line)
            if let kind = publicBodies[depth] {
                if kind == "enum", code.hasPrefix("case ") || code.hasPrefix("indirect case ") { isPublic = true }
                if kind == "protocol", ["func ", "var ", "static ", "associatedtype ", "init", "subscript", "mutating "].contains(where: { code.hasPrefix($0) }) {
                    isPublic = true
                }
            }
            if isPublic { result.append((index, contexts.last?.name ?? "")) }
            let opens = braceDelta(trimmed)
            if opens.open > 0, !trimmed.hasPrefix("//") {
                let words = code.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" || $0 == "{" }).map(String.init)
                if isPublicDeclaration(line) {
                    if words.contains("enum") { publicBodies[depth + 1] = "enum" }
                    if words.contains("protocol") { publicBodies[depth + 1] = "protocol" }
                }
                let typeKinds: Set<String> = ["extension", "class", "struct", "enum", "protocol", "actor"]
                if let kind = words.firstIndex(where: { typeKinds.contains($0) }), kind + 1 < words.count,
                   !words[..<kind].contains("func"), !words[..<kind].contains("var") {
                    contexts.append((depth + 1, words[kind + 1]))
                }
            }
            depth += opens.open - opens.close
            publicBodies = publicBodies.filter { $0.key <= depth }
            contexts = contexts.filter { $0.depth <= depth }
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

    // MARK: Parameter and return docs

    /// A function, initializer or subscript signature, read from its (possibly multi-line)
    /// declaration.
    struct Signature: Equatable {
        /// `func`, `init` or `subscript`.
        var kind: String
        /// The function's name (`map`, `==`); `init` / `subscript` for those.
        var name: String
        /// Each parameter's argument label (`_` for none) and the name its doc uses.
        var parameters: [(label: String, name: String)]
        /// The return type as written; nil when there is none (or it is `Void`).
        var returnType: String?

        /// `map(_:)`, `init(scheduler:)`: the declaration's name with its labels.
        var key: String { "\(name)(" + parameters.map { $0.label + ":" }.joined() + ")" }

        static func == (lhs: Signature, rhs: Signature) -> Bool {
            lhs.kind == rhs.kind && lhs.name == rhs.name && lhs.returnType == rhs.returnType
                && lhs.parameters.map(\.label) == rhs.parameters.map(\.label) && lhs.parameters.map(\.name) == rhs.parameters.map(\.name)
        }
    }

    /// The signature declared at `lines[index]` if it is a function, initializer or
    /// subscript, reading on through the following lines until the body's `{` (or, for a
    /// protocol requirement, the end of the declaration).
    static func signature(_ lines: [String], at index: Int) -> Signature? {
        guard declaresFunction(lines[index]) else { return nil }
        var text = ""
        var current = index
        while current < lines.count, current < index + 40 {
            text += " " + stripComment(lines[current])
            if let (signature, complete) = parseSignature(text) {
                if complete { return signature }
                let next = current + 1 < lines.count ? lines[current + 1].trimmingCharacters(in: .whitespaces) : ""
                let continues = ["->", "where", "throws", "rethrows", "async", "&", ",", ":"].contains { next.hasPrefix($0) }
                if !continues { return signature }
            }
            current += 1
        }
        return nil
    }

    /// Whether `line` declares a function, initializer or subscript (the keyword before
    /// the first parenthesis).
    static func declaresFunction(_ line: String) -> Bool {
        let head = stripAttributes(Substring(line.trimmingCharacters(in: .whitespaces))).prefix { $0 != "(" }
        let words = head.split(whereSeparator: { $0 == " " || $0 == "<" }).map(String.init)
        return words.contains { ["func", "init", "init?", "init!", "subscript"].contains($0) }
    }

    /// `line` without a trailing `//` comment (outside string literals).
    static func stripComment(_ line: String) -> String {
        var inString = false
        var previous: Character = " "
        var result = ""
        for character in line {
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString && character == "/" && previous == "/" { result.removeLast(); break }
            result.append(character)
            previous = character
        }
        return result
    }

    /// Parses a declaration's text; nil when it is not a function, initializer or
    /// subscript or its parameter clause is not closed yet. `complete` is true once the
    /// body's `{` has been seen.
    static func parseSignature(_ text: String) -> (Signature, complete: Bool)? {
        let characters = Array(text)
        // Find the keyword as a whole word outside parentheses and brackets.
        var position = 0
        var kind = ""
        var depth = 0
        while position < characters.count {
            let character = characters[position]
            if character == "(" || character == "[" { depth += 1 }
            if character == ")" || character == "]" { depth -= 1 }
            if depth == 0, position == 0 || !(characters[position - 1].isLetter || characters[position - 1].isNumber || characters[position - 1] == "_" || characters[position - 1] == "@") {
                for word in ["func", "init", "subscript"] {
                    let end = position + word.count
                    guard end <= characters.count, String(characters[position..<end]) == word else { continue }
                    if end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { continue }
                    kind = word
                    position = end
                    break
                }
                if !kind.isEmpty { break }
            }
            position += 1
        }
        guard !kind.isEmpty else { return nil }
        var name = kind
        if kind == "func" {
            while position < characters.count, characters[position] == " " { position += 1 }
            var nameCharacters = ""
            if position < characters.count, characters[position] == "`" {
                position += 1
                while position < characters.count, characters[position] != "`" { nameCharacters.append(characters[position]); position += 1 }
                position += 1
            } else if position < characters.count, characters[position].isLetter || characters[position] == "_" {
                while position < characters.count, characters[position].isLetter || characters[position].isNumber || characters[position] == "_" {
                    nameCharacters.append(characters[position]); position += 1
                }
            } else {
                while position < characters.count, "=<>!&|^~+-*/%?.".contains(characters[position]) {
                    nameCharacters.append(characters[position]); position += 1
                }
            }
            name = nameCharacters
        } else if position < characters.count, characters[position] == "?" || characters[position] == "!" {
            position += 1
        }
        while position < characters.count, characters[position] == " " { position += 1 }
        // A generic parameter clause.
        if position < characters.count, characters[position] == "<" {
            var angle = 0
            while position < characters.count {
                if characters[position] == "<" { angle += 1 }
                if characters[position] == ">", characters[position - 1] != "-" { angle -= 1; if angle == 0 { position += 1; break } }
                position += 1
            }
            while position < characters.count, characters[position] == " " { position += 1 }
        }
        guard position < characters.count, characters[position] == "(" else { return nil }
        // The parameter clause, split at top-level commas.
        var pieces: [String] = []
        var piece = ""
        var nesting = 0
        var inString = false
        var closed = false
        position += 1
        while position < characters.count {
            let character = characters[position]
            position += 1
            if character == "\"" && characters[position - 2] != "\\" { inString.toggle() }
            if inString { piece.append(character); continue }
            if "([{".contains(character) { nesting += 1 }
            if ")]}".contains(character) {
                if nesting == 0 { closed = true; break }
                nesting -= 1
            }
            if character == "<" { nesting += 1 }
            if character == ">", characters[position - 2] != "-" { nesting -= 1 }
            if character == "," && nesting == 0 { pieces.append(piece); piece = ""; continue }
            piece.append(character)
        }
        guard closed else { return nil }
        if !piece.trimmingCharacters(in: .whitespaces).isEmpty { pieces.append(piece) }
        var parameters: [(label: String, name: String)] = []
        for piece in pieces {
            guard let colon = piece.firstIndex(of: ":") else { continue }
            let names = piece[..<colon].split(separator: " ").filter { !$0.hasPrefix("@") }.map { $0.replacingOccurrences(of: "`", with: "") }
            guard let last = names.last else { continue }
            let label = kind == "subscript" ? (names.count > 1 ? names[0] : "_") : names[0]
            parameters.append((label, last))
        }
        // The rest: effects, the return type, a where clause, then the body.
        var rest = ""
        var complete = false
        nesting = 0
        while position < characters.count {
            let character = characters[position]
            if "([".contains(character) { nesting += 1 }
            if ")]".contains(character) { nesting -= 1 }
            if character == "{" && nesting == 0 { complete = true; break }
            rest.append(character)
            position += 1
        }
        var returnType: String?
        if let arrow = rest.range(of: "->") {
            var type = String(rest[arrow.upperBound...])
            if let whereClause = type.range(of: " where ") { type = String(type[..<whereClause.lowerBound]) }
            type = type.trimmingCharacters(in: .whitespaces)
            if !["Void", "()", "Swift.Void"].contains(type) { returnType = type }
        }
        if kind == "init" { returnType = nil }
        return (Signature(kind: kind, name: name, parameters: parameters, returnType: returnType), complete)
    }

    /// The text of the doc comment above `lines[index]` (without the `///`), skipping
    /// attribute-only lines; empty when there is none.
    static func docComment(_ lines: [String], above index: Int) -> [String] {
        var current = index - 1
        while current >= 0 {
            let text = lines[current].trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("@") && stripAttributes(Substring(text)).isEmpty { current -= 1; continue }
            break
        }
        var result: [String] = []
        if current >= 0, lines[current].trimmingCharacters(in: .whitespaces).hasSuffix("*/") {
            while current >= 0 {
                let text = lines[current].trimmingCharacters(in: .whitespaces)
                result.insert(text.replacingOccurrences(of: "/**", with: "").replacingOccurrences(of: "*/", with: ""), at: 0)
                if text.hasPrefix("/**") { break }
                current -= 1
            }
            return result
        }
        while current >= 0 {
            let text = lines[current].trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("///") else { break }
            result.insert(String(text.dropFirst(3)), at: 0)
            current -= 1
        }
        return result
    }

    /// What a signature's doc comment leaves out or gets wrong: `parameter x` for each
    /// named parameter without `- Parameter x:` (or a `- x:` item under `- Parameters:`),
    /// `returns` when a non-Void result has no `- Returns:`, and `stale parameter x` for a
    /// documented parameter the signature does not have.
    static func missingDocs(_ signature: Signature, doc: [String]) -> [String] {
        let items = doc.map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("- ") }
            .map { String($0.dropFirst(2)).trimmingCharacters(in: .whitespaces) }
        let hasList = items.contains { $0.lowercased().hasPrefix("parameters:") }
        func documents(_ name: String) -> Bool {
            items.contains { item in
                let lowered = item.lowercased()
                if lowered.hasPrefix("parameter "), item.dropFirst("parameter ".count).trimmingCharacters(in: .whitespaces).hasPrefix(name + ":") { return true }
                return hasList && item.hasPrefix(name + ":")
            }
        }
        var missing: [String] = []
        for parameter in signature.parameters where parameter.name != "_" && !documents(parameter.name) {
            missing.append("parameter \(parameter.name)")
        }
        // A parameter with no internal name (`label _: T`) may be documented by its label.
        let names = Set(signature.parameters.map { $0.name == "_" ? $0.label : $0.name })
        for name in documentedParameterNames(doc) where !names.contains(name) {
            missing.append("stale parameter \(name)")
        }
        if signature.returnType != nil, !items.contains(where: { $0.lowercased().hasPrefix("returns:") }) {
            missing.append("returns")
        }
        return missing
    }

    /// The parameter names a doc comment documents: `- Parameter x:` lines and the items
    /// of a `- Parameters:` list (the `- x:` lines indented under it).
    static func documentedParameterNames(_ doc: [String]) -> [String] {
        var names: [String] = []
        var listIndent: Int?
        for line in doc {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("- ") else { continue }
            let indent = line.prefix { $0 == " " }.count
            let item = trimmed.dropFirst(2)
            if let level = listIndent, indent > level, let colon = item.firstIndex(of: ":") {
                names.append(String(item[..<colon]).trimmingCharacters(in: .whitespaces))
                continue
            }
            listIndent = nil
            if item.lowercased().hasPrefix("parameters:") { listIndent = indent; continue }
            if item.lowercased().hasPrefix("parameter "), let colon = item.firstIndex(of: ":") {
                names.append(String(item[item.index(item.startIndex, offsetBy: "parameter ".count)..<colon]).trimmingCharacters(in: .whitespaces))
            }
        }
        return names
    }

    /// Each public function, initializer and subscript's missing parameter and return docs
    /// in one module, each with a key naming it: `RxBridge ObservableType.map(_:) parameter transform`.
    static func missingParameterDocs(module: String) throws -> [(key: String, location: String)] {
        var result: [(key: String, location: String)] = []
        for (file, lines) in try sources(of: module) {
            for declaration in publicDeclarations(lines) {
                guard let signature = signature(lines, at: declaration.index) else { continue }
                let owner = declaration.context.isEmpty ? "" : declaration.context + "."
                for item in missingDocs(signature, doc: docComment(lines, above: declaration.index)) {
                    result.append(("\(module) \(owner)\(signature.key) \(item)", "Sources/\(module)/\(file):\(declaration.index + 1)"))
                }
            }
        }
        return result
    }

    /// The Swift files of a module, relative to its folder, with their lines.
    static func sources(of module: String) throws -> [(file: String, lines: [String])] {
        let directory = Package.url("Sources/\(module)")
        return try Package.swiftFiles(in: "Sources/\(module)").map { file in
            (file, try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8).components(separatedBy: "\n"))
        }
    }

    /// Fails listing the declarations of `module` whose parameter or return docs are
    /// missing.
    func checkParameterDocs(module: String) throws {
        let missing = try Self.missingParameterDocs(module: module)
        print("DocCommentLint \(module): \(missing.count) missing parameter/return docs")
        if !missing.isEmpty {
            XCTFail("\(module): \(missing.count) public declarations lack `- Parameter`/`- Returns` docs "
                    + "(document each named parameter and a non-Void result):\n"
                    + missing.map { "\($0.location): \($0.key)" }.joined(separator: "\n"))
        }
    }

    /// The parameter check sees every public function: each declaration line with
    /// `func`, `init` or `subscript` parses into a signature (a shape the parser does not
    /// know would otherwise go unchecked).
    func testEveryPublicFunctionSignatureParses() throws {
        var unparsed: [String] = []
        for module in Self.modules {
            for (file, lines) in try Self.sources(of: module) {
                for declaration in Self.publicDeclarations(lines)
                where Self.declaresFunction(lines[declaration.index]) && Self.signature(lines, at: declaration.index) == nil {
                    unparsed.append("Sources/\(module)/\(file):\(declaration.index + 1): \(lines[declaration.index].trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        XCTAssertEqual(unparsed, [], "declarations the parameter-doc lint cannot parse")
    }

    func testParameterDocsReactiveCore() throws { try checkParameterDocs(module: "ReactiveCore") }
    func testParameterDocsRxBridge() throws { try checkParameterDocs(module: "RxBridge") }
    func testParameterDocsRxBridgeBlocking() throws { try checkParameterDocs(module: "RxBridgeBlocking") }
    func testParameterDocsRACBridge() throws { try checkParameterDocs(module: "RACBridge") }
    func testParameterDocsReactiveTesting() throws { try checkParameterDocs(module: "ReactiveTesting") }

    // MARK: No performance history in public docs

    /// Phrases that narrate performance history or measurements, which belong in
    /// Docs/Performance.md, not in the doc comment of a public symbol: a numbered or named
    /// optimization round ("round 3", "the second round"), a comparison ("faster than",
    /// "2x faster", "30% fewer"), a dated property ("allocation-free since"), a state
    /// change ("now faster"), and measured costs ("12 ns", "ns/op", "allocs/op").
    static let performanceHistory: [NSRegularExpression] = [
        #"\brounds? ?\d+\b"#,
        #"\b(?:optimi[sz]ation|performance|speed|benchmark|earlier|previous|last|later|first|second|third|fourth|latest) rounds?\b(?![- ]trip)"#,
        #"\b(?:faster|slower|cheaper|quicker|leaner) than\b"#,
        #"(?<![\w.])\d+(?:\.\d+)? ?[x×] (?:faster|slower|cheaper|quicker|fewer|less|more|smaller|larger|the)\b"#,
        #"\b\d+(?:\.\d+)? ?% (?:faster|slower|cheaper|quicker|fewer|less|more|smaller|larger)\b"#,
        #"\b[a-z]+-free since\b"#,
        #"\b(?:is now|are now|now|became|become|made it|makes it) (?:faster|slower|cheaper|allocation-free|lock-free)\b"#,
        #"\b\d+(?:\.\d+)? ?ns\b"#,
        #"\b(?:ns|allocs?)/(?:op|event|element|value)\b"#,
    ].map { try! NSRegularExpression(pattern: $0, options: [.caseInsensitive]) }

    /// The performance-history phrase in `text`, if any.
    static func performanceHistoryPhrase(_ text: String) -> String? {
        let range = NSRange(text.startIndex..., in: text)
        for expression in performanceHistory {
            if let match = expression.firstMatch(in: text, range: range), let found = Range(match.range, in: text) {
                return String(text[found])
            }
        }
        return nil
    }

    /// Each doc comment of a public declaration (path:line: phrase) that narrates
    /// performance history. Lines are checked joined, so a phrase split over two lines counts.
    static func performanceHistoryInPublicDocs() throws -> [String] {
        var found: [String] = []
        for module in modules {
            for (file, lines) in try sources(of: module) {
                for declaration in publicDeclarations(lines) {
                    let doc = docComment(lines, above: declaration.index)
                        .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
                    if let phrase = performanceHistoryPhrase(doc) {
                        found.append("Sources/\(module)/\(file):\(declaration.index + 1): \"\(phrase)\"")
                    }
                }
            }
        }
        return found
    }

    /// Public doc comments say what a symbol does; how fast it got, and when, goes to
    /// Docs/Performance.md.
    func testPublicDocsHaveNoPerformanceHistory() throws {
        let found = try Self.performanceHistoryInPublicDocs()
        if !found.isEmpty {
            XCTFail("\(found.count) public doc comments narrate performance history (move it to Docs/Performance.md):\n"
                    + found.joined(separator: "\n"))
        }
    }

    /// The performance-history rule on sentences it must and must not flag.
    func testPerformanceHistoryRule() {
        for flagged in ["Round 3 made this path allocation-free.", "since the second round it batches",
                        "2x faster than the old gate", "~1.35x the Rx subject's cost", "This is faster than a lock.",
                        "allocation-free since the hub rewrite", "30% fewer allocations", "costs 12 ns per event",
                        "now faster: one lock", "measured at 80 ns/op"] {
            XCTAssertNotNil(Self.performanceHistoryPhrase(flagged), flagged)
        }
        for clean in ["Runs side effects around each event.", "a round trip through the scheduler",
                      "rounds the interval down to whole nanoseconds", "`<RACSignal<Int>: 0x…>`",
                      "result: ---1x---2y----3z|", "emits elements since the previous tick", "a `Result` since RxSwift 6",
                      "The interval for a number of seconds, at nanosecond resolution.", "`.never` is `Int.max`",
                      "Waits 300 ms of silence", "capturing is slow", "the first element"] {
            XCTAssertNil(Self.performanceHistoryPhrase(clean), clean)
        }
    }

    /// The signature parser and the parameter check on the shapes they must handle.
    func testParameterDocRule() {
        let multiLine = ["    /// Doc.", "    /// - Parameters:", "    ///   - onNext: Called per element.",
                         "    /// - Returns: The subscription.", "    @discardableResult",
                         "    public func subscribe<Object: AnyObject>(", "        with object: Object,",
                         "        @Builder onNext: ((Object, Element) -> Void)? = { _, _ in },", "        _ onError: ((Swift.Error) -> Void)? = nil,",
                         "        _ _: Int = 0", "    ) -> Disposable", "        where Object: Sendable {", "    }"]
        let signature = Self.signature(multiLine, at: 5)
        XCTAssertEqual(signature?.key, "subscribe(with:onNext:_:_:)")
        XCTAssertEqual(signature?.parameters.map(\.name), ["object", "onNext", "onError", "_"])
        XCTAssertEqual(signature?.returnType, "Disposable")
        XCTAssertEqual(signature.map { Self.missingDocs($0, doc: Self.docComment(multiLine, above: 5)) }, ["parameter object", "parameter onError"])

        let single = ["/// Doc.", "/// - Parameter transform: The function.", "/// - Returns: The mapped sequence.",
                      "public func map<R>(_ transform: @escaping (Element) throws -> R) -> Observable<R> where R: Equatable { engine.map(transform) }"]
        XCTAssertEqual(Self.signature(single, at: 3).map { Self.missingDocs($0, doc: Self.docComment(single, above: 3)) }, [])
        XCTAssertEqual(Self.signature(single, at: 3)?.returnType, "Observable<R>")
        XCTAssertEqual(Self.signature(["public func dispose() -> Void {"], at: 0)?.returnType, nil)
        XCTAssertEqual(Self.signature(["public func run() async throws {"], at: 0)?.returnType, nil)
        XCTAssertEqual(Self.signature(["public init?(rawValue value: Int) -> Foo {"], at: 0)?.returnType, nil)
        XCTAssertEqual(Self.signature(["public init?(rawValue value: Int) {"], at: 0)?.key, "init(rawValue:)")
        XCTAssertEqual(Self.signature(["public subscript(index: Int) -> Element {"], at: 0)?.key, "subscript(_:)")
        XCTAssertEqual(Self.signature(["public static func == (lhs: Self, rhs: Self) -> Bool {"], at: 0)?.key, "==(lhs:rhs:)")
        XCTAssertEqual(Self.signature(["public func `do`(onNext: (() -> Void)? = nil) -> Self {"], at: 0)?.key, "do(onNext:)")
        XCTAssertNil(Self.signature(["public var onNext: (Int) -> Void", "/// Doc.", "public func f(x: Int) {"], at: 0))
        // A protocol requirement ends with its line unless the next one continues it.
        let requirement = ["    func on(_ event: Event<Element>)", "    /// Doc.", "    func g()"]
        XCTAssertEqual(Self.signature(requirement, at: 0)?.key, "on(_:)")
        XCTAssertEqual(Self.signature(["    func f(_ x: Int)", "        -> Int", "}"], at: 0)?.returnType, "Int")
        // `- Parameter x:` and `- Parameters:` items; a bare `- x:` needs the list.
        let sig = Self.Signature(kind: "func", name: "f", parameters: [("_", "x"), ("y", "y")], returnType: "Int")
        XCTAssertEqual(Self.missingDocs(sig, doc: [" - Parameter x: X.", " - parameter y: Y.", " - Returns: Z."]), [])
        XCTAssertEqual(Self.missingDocs(sig, doc: [" - x: X.", " - Returns: Z."]), ["parameter x", "parameter y"])
        XCTAssertEqual(Self.missingDocs(sig, doc: [" - Parameters:", "   - x: X.", "   - y: Y."]), ["returns"])
        // A documented parameter the signature does not have is stale.
        XCTAssertEqual(Self.missingDocs(sig, doc: [" - Parameter x: X.", " - Parameter y: Y.", " - Parameter z: Z.", " - Returns: R."]), ["stale parameter z"])
        XCTAssertEqual(Self.documentedParameterNames([" - Parameters:", "   - a: A,", "     continued.", "   - b: B.", " - Returns: R.", " - Note: N."]), ["a", "b"])
        // Keys name the enclosing type.
        let lines = ["extension ObservableType where Element: Equatable {", "    /// Doc.", "    public func f(x: Int) -> Int { x }", "}",
                     "/// Doc.", "public func g() {}"]
        XCTAssertEqual(Self.publicDeclarations(lines).map(\.context), ["ObservableType", ""])
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
