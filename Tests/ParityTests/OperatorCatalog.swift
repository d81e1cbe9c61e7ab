import Foundation

/// The engine's operators as the sources declare them, and where each one is spelled,
/// rowed, mapped and tested: what `OperatorCatalogTests` checks. Everything is read from
/// the package's files at test time; nothing is listed by hand except the documented
/// absences (`OperatorCatalog.tsv`).
///
/// - An **operator** is every `package func` / `package static func` declared directly in
///   an `extension Engine` under `Sources/ReactiveCore/Operators/`, named by its base
///   name and the label of its first parameter without a default (`take(until:)`,
///   `take`, `retry(maxAttempts:)`); overloads with the same name and label are one
///   operator, and a `<name>Run` form (the closure a RAC stage runs) belongs to `<name>`.
/// - A **call** of an operator is `engine.<name>` (or `Engine.<name>`, `Engine<T>.<name>`)
///   whose first argument label one of its signatures accepts (every parameter before it
///   has a default); a trailing closure or an unlabeled argument counts as `_`.
/// - A **facade spelling** is the declaration (`func`, `var`) around a call in
///   `Sources/RxBridge` or `Sources/RACBridge`; it is used where `.<name>` is called with a
///   first label its signature accepts.
struct OperatorCatalog {
    /// One parameter of a parsed signature.
    struct Parameter: Equatable {
        let label: String
        let hasDefault: Bool
        /// Whether its type is a function type (a trailing closure can fill it).
        var isClosure = false
    }

    /// A parsed `func` (or `var`, with no parameters and `isProperty`).
    struct Signature {
        let name: String
        let parameters: [Parameter]
        var isProperty = false

        /// `take(until:)`, or `take` when the first required parameter is unlabeled.
        var key: String {
            guard let first = parameters.first(where: { !$0.hasDefault }), first.label != "_" else { return name }
            return "\(name)(\(first.label):)"
        }

        /// `take(until:)`, `retry(_:)`, `retry()`: the name with every label.
        var fullName: String {
            isProperty ? name : "\(name)(\(parameters.map { "\($0.label):" }.joined()))"
        }

        /// Whether a call whose first argument has `label` (nil: unlabeled, or no argument;
        /// `empty`: `()`; `trailing`: only a trailing closure) can be this signature.
        func accepts(firstLabel label: String?, empty: Bool, trailing: Bool = false) -> Bool {
            if isProperty { return true }
            if empty { return parameters.allSatisfy(\.hasDefault) }
            // A lone trailing closure fills the one closure parameter without a default,
            // whatever its label.
            if trailing {
                let required = parameters.filter { !$0.hasDefault }
                return required.count == 1 && required[0].isClosure
            }
            for parameter in parameters {
                if parameter.label == (label ?? "_") { return true }
                if !parameter.hasDefault { return false }
            }
            return label == nil && parameters.allSatisfy(\.hasDefault)
        }
    }

    /// One engine operator and its overloads.
    struct Operator {
        let key: String
        var signatures: [Signature]
        /// `Sources/ReactiveCore/Operators/<Family>/<File>.swift`.
        let file: String
    }

    /// A facade declaration that calls an operator.
    struct Spelling: Hashable {
        let signature: String
        let file: String
        let line: Int
        static func == (a: Spelling, b: Spelling) -> Bool { a.signature == b.signature && a.file == b.file && a.line == b.line }
        func hash(into hasher: inout Hasher) { hasher.combine(file); hasher.combine(line) }
    }

    let root: URL
    private(set) var operators: [Operator] = []
    /// Each file's code lines and each folder's files, read once per catalog.
    private let cache = Cache()

    final class Cache {
        var lines: [String: [String]] = [:]
        var files: [String: [String]] = [:]
        var regexes: [String: NSRegularExpression] = [:]
    }

    /// The code lines of `file` (relative to `root`), read once.
    func lines(of file: String) throws -> [String] {
        if let lines = cache.lines[file] { return lines }
        let lines = try Self.codeLines(root.appendingPathComponent(file))
        cache.lines[file] = lines
        return lines
    }

    /// The `.swift` files under `folder`, listed once.
    func files(in folder: String) throws -> [String] {
        if let files = cache.files[folder] { return files }
        let files = try Self.swiftFiles(in: folder, root: root)
        cache.files[folder] = files
        return files
    }

    init(root: URL) throws {
        self.root = root
        var byKey: [String: Operator] = [:]
        var order: [String] = []
        for file in try Self.swiftFiles(in: "Sources/ReactiveCore/Operators", root: root) {
            for signature in try Self.engineFunctions(in: root.appendingPathComponent(file)) {
                if byKey[signature.key] == nil {
                    byKey[signature.key] = Operator(key: signature.key, signatures: [], file: file)
                    order.append(signature.key)
                }
                byKey[signature.key]!.signatures.append(signature)
            }
        }
        // `<name>Run` is the closure form of `<name>`: one operator.
        for key in order where key.hasSuffix("Run") || key.contains("Run(") {
            let base = key.replacingOccurrences(of: "Run", with: "", options: [], range: key.range(of: "Run"))
            guard byKey[base] != nil, let run = byKey.removeValue(forKey: key) else { continue }
            byKey[base]!.signatures += run.signatures
        }
        operators = order.compactMap { byKey[$0] }
    }

    // MARK: Reading sources

    /// The `.swift` files under `folder`, relative to `root`, sorted.
    static func swiftFiles(in folder: String, root: URL) throws -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        var files: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            files.append(String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1)))
        }
        return files.sorted()
    }

    /// The file's lines with comments removed (a line comment, or the rest of a line after
    /// ` //`), so that doc comments naming an operator do not count as code.
    static func codeLines(_ url: URL) throws -> [String] {
        try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n").map { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("//") { return "" }
            if let range = line.range(of: " //"), !line[..<range.lowerBound].contains("\"") { return String(line[..<range.lowerBound]) }
            return line
        }
    }

    /// The `package func`s declared directly in the file's `extension Engine` blocks.
    static func engineFunctions(in url: URL) throws -> [Signature] {
        let lines = try codeLines(url)
        var result: [Signature] = []
        var depth = 0
        var inEngine = false
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if depth == 0 && (trimmed.hasPrefix("extension Engine ") || trimmed.hasPrefix("extension Engine{")) {
                inEngine = true
            }
            if inEngine && depth == 1, let range = line.range(of: #"^\s*(@\w+\s+)*package\s+(static\s+)?func\s+"#, options: .regularExpression) {
                let text = lines[index...].prefix(12).joined(separator: "\n")
                let start = text.index(text.startIndex, offsetBy: line.distance(from: line.startIndex, to: range.upperBound))
                if let signature = parseSignature(String(text[start...])) { result.append(signature) }
            }
            for character in line {
                if character == "{" { depth += 1 }
                if character == "}" {
                    depth -= 1
                    if depth == 0 { inEngine = false }
                }
            }
        }
        return result
    }

    /// Parses `name<Generics>(label name: Type = default, …)` (the text after `func `).
    static func parseSignature(_ text: String) -> Signature? {
        var characters = Substring(text)
        let name = characters.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }
        guard !name.isEmpty else { return nil }
        characters = characters.dropFirst(name.count)
        if characters.first == "<" {
            var angle = 0
            var previous: Character = " "
            while let character = characters.first {
                characters = characters.dropFirst()
                if character == "<" { angle += 1 }
                if character == ">" && previous != "-" { angle -= 1 }
                previous = character
                if angle == 0 { break }
            }
        }
        guard characters.first == "(" else { return nil }
        characters = characters.dropFirst()
        var parameters: [String] = []
        var current = ""
        var depth = 0
        var previous: Character = " "
        while let character = characters.first {
            characters = characters.dropFirst()
            switch character {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                if depth == 0 {
                    if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { parameters.append(current) }
                    return Signature(name: name.replacingOccurrences(of: "`", with: ""), parameters: parameters.map(parseParameter))
                }
                depth -= 1
            case "<": depth += 1
            case ">": if previous != "-" { depth -= 1 }
            case "," where depth == 0:
                parameters.append(current)
                current = ""
                previous = character
                continue
            default: break
            }
            current.append(character)
            previous = character
        }
        return nil
    }

    static func parseParameter(_ text: String) -> Parameter {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let head = trimmed.prefix { $0 != ":" }
        let words = head.split(whereSeparator: { $0 == " " || $0 == "\n" })
        let label = words.first.map(String.init) ?? "_"
        // A default is an `=` at the top level of the type (not `==`, `->`, `>=`, `<=`).
        let type = trimmed.dropFirst(head.count)
        var depth = 0
        var hasDefault = false
        let scalars = Array(type)
        for (index, character) in scalars.enumerated() {
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) { depth -= 1 }
            if character == "=" && depth == 0 {
                let before = index > 0 ? scalars[index - 1] : " "
                let after = index + 1 < scalars.count ? scalars[index + 1] : " "
                if !"=!<>".contains(before) && after != "=" { hasDefault = true; break }
            }
        }
        return Parameter(label: label, hasDefault: hasDefault, isClosure: type.contains("->"))
    }

    // MARK: Calls

    /// A call of `name` in `line`: the first argument's label (nil when unlabeled), and
    /// whether the argument list is empty.
    static func calls(of name: String, after prefix: String, in line: String,
                      cache: Cache? = nil) -> [(label: String?, empty: Bool, trailing: Bool)] {
        let pattern = prefix + "`?" + NSRegularExpression.escapedPattern(for: name) + #"`?(?![\w])\s*(<[^()\n]*?>)?\s*"#
        let compiled = cache?.regexes[pattern] ?? (try? NSRegularExpression(pattern: pattern))
        guard let regex = compiled else { return [] }
        cache?.regexes[pattern] = regex
        let text = line as NSString
        return regex.matches(in: line, range: NSRange(location: 0, length: text.length)).map { match in
            let rest = text.substring(from: match.range.location + match.range.length)
            guard rest.hasPrefix("(") else { return (nil, false, rest.hasPrefix("{")) }
            let inside = rest.dropFirst()
            if inside.trimmingCharacters(in: .whitespaces).hasPrefix(")") { return (nil, true, false) }
            if let labelMatch = inside.range(of: #"^\s*[A-Za-z_]\w*\s*:(?!:)"#, options: .regularExpression) {
                let label = inside[labelMatch].trimmingCharacters(in: CharacterSet(charactersIn: " :"))
                return (label, false, false)
            }
            return (nil, false, false)
        }
    }

    /// Whether `line` calls `op` through an engine reference.
    func callsEngine(_ op: Operator, in line: String) -> Bool {
        guard line.contains("ngine") else { return false }
        let names = Set(op.signatures.map(\.name))
        for name in names where line.contains(name) {
            let signatures = op.signatures.filter { $0.name == name }
            for call in Self.calls(of: name, after: #"\b[Ee]ngine(<[^()\n]*?>)?\s*\.\s*"#, in: line, cache: cache)
            where signatures.contains(where: { $0.accepts(firstLabel: call.label, empty: call.empty, trailing: call.trailing) }) {
                return true
            }
        }
        return false
    }

    /// The facade declarations in `folder` whose bodies call `op`.
    func spellings(of op: Operator, in folder: String) throws -> [(Spelling, Signature)] {
        var result: [(Spelling, Signature)] = []
        for file in try files(in: folder) {
            let lines = try lines(of: file)
            for (index, line) in lines.enumerated() where callsEngine(op, in: line) {
                guard let (declarationLine, signature) = Self.enclosingDeclaration(lines, before: index) else { continue }
                result.append((Spelling(signature: signature.fullName, file: file, line: declarationLine + 1), signature))
            }
        }
        var seen = Set<Spelling>()
        return result.filter { seen.insert($0.0).inserted }
    }

    /// The nearest `func` or `var` declared at or above `index` (not `init`, whose name
    /// says nothing of the operator; nil when there is none).
    static func enclosingDeclaration(_ lines: [String], before index: Int) -> (Int, Signature)? {
        for candidate in stride(from: index, through: 0, by: -1) {
            let line = lines[candidate]
            if let range = line.range(of: #"^\s*(@[\w()., ]+\s+)*((public|open|package|internal|private|fileprivate)\s+)?((static|class|final|override|mutating|nonisolated)\s+)*func\s+"#,
                                      options: .regularExpression) {
                let text = lines[candidate...].prefix(12).joined(separator: "\n")
                let start = text.index(text.startIndex, offsetBy: line.distance(from: line.startIndex, to: range.upperBound))
                return parseSignature(String(text[start...])).map { (candidate, $0) }
            }
            if let range = line.range(of: #"^\s*(@[\w()., ]+\s+)*((public|open|package|internal)\s+)?((static|class|final|override)\s+)*var\s+"#,
                                      options: .regularExpression) {
                let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                // A stored `var` of a type is not a declaration that calls anything.
                guard line.contains("{") else { continue }
                return (candidate, Signature(name: String(name), parameters: [], isProperty: true))
            }
            if line.range(of: #"^\s*(@[\w()., ]+\s+)*((public|open|package|internal)\s+)?(convenience\s+)?(init|subscript)\b"#, options: .regularExpression) != nil {
                return nil
            }
        }
        return nil
    }

    /// Whether `line` uses the facade declaration `signature` (`.name(label:`).
    func uses(_ signature: Signature, in line: String) -> Bool {
        guard line.contains(signature.name) else { return false }
        return Self.calls(of: signature.name, after: #"\."#, in: line, cache: cache).contains {
            signature.accepts(firstLabel: $0.label, empty: $0.empty, trailing: $0.trailing)
        }
    }

    /// The first file (relative path and line) under `folders` where `matches` holds for
    /// a line, skipping `excluded`.
    func firstLine(in folders: [String], excluding excluded: Set<String> = [], where matches: (String) -> Bool) throws -> String? {
        for folder in folders {
            for file in try files(in: folder) where !excluded.contains(file) {
                let lines = try lines(of: file)
                if let index = lines.firstIndex(where: matches) { return "\(file):\(index + 1)" }
            }
        }
        return nil
    }

    // MARK: API maps

    /// The entries of `Migration/api-map/<file>` as (api, bridge) pairs.
    func apiMapEntries(_ file: String) throws -> [(api: String, bridge: String)] {
        let data = try Data(contentsOf: root.appendingPathComponent("Migration/api-map/\(file)"))
        let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let entries = json?["entries"] as? [[String: Any]] ?? []
        return entries.map { (($0["api"] as? String) ?? "", ($0["bridge"] as? String) ?? "") }
    }

    /// Whether `spelling` (as `name(labels:)`) is what `entry` (`Type.name(labels:)`, a
    /// bridge spelling `name(labels:)`, or a bare `Type.name`) names: the same base name,
    /// and the same labels where the entry lists them.
    static func names(_ entry: String, _ signature: Signature) -> Bool {
        let call = entry.split(separator: " ").first.map(String.init) ?? entry
        let withoutArguments = call.prefix { $0 != "(" }
        let base = withoutArguments.split(separator: ".").last.map(String.init) ?? ""
        guard base == signature.name else { return false }
        guard let open = call.firstIndex(of: "("), !signature.isProperty else { return true }
        let labels = call[open...]
        guard labels.hasSuffix(")"), labels.allSatisfy({ $0.isLetter || $0.isNumber || "_:()".contains($0) }) else { return true }
        return String(labels) == String(signature.fullName.dropFirst(signature.name.count))
    }
}
