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

/// A name that looks like RxSwift / ReactiveObjC API but that the maps cannot vouch for:
/// an API the map does not list (`.rx.itemSelected`, `RACKVOChannel`, `rac_sequence`), or a
/// name the map lists as unavailable used on a receiver not known to be a stream (it may
/// be another library's method of the same name).
public struct UnrecognizedUse: Sendable {
    /// The file, as given to the scanner.
    public let file: String
    /// 1-based line number.
    public let line: Int
    /// The name as the report shows it (`Reactive.itemSelected`, `RxSwift.Foo`, `+foo:`, `rac_bar`).
    public let name: String
    /// Which library the name seems to belong to.
    public let dialect: APIMap.Dialect
    /// Why it is listed.
    public let reason: String
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
    /// Names that look like API but are not in the maps (not part of `total`).
    public var notRecognized = 0

    /// A count.
    public init(same: Int = 0, different: Int = 0, renamed: Int = 0, unsupported: Int = 0, notRecognized: Int = 0) {
        self.same = same
        self.different = different
        self.renamed = renamed
        self.unsupported = unsupported
        self.notRecognized = notRecognized
    }

    /// same + different.
    public var supported: Int { same + different }
    /// Every use of a mapped API.
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
                  renamed: lhs.renamed + rhs.renamed, unsupported: lhs.unsupported + rhs.unsupported,
                  notRecognized: lhs.notRecognized + rhs.notRecognized)
    }

    /// `N uses: supported S (same, different), renamed R, unsupported U[, not recognized K]`.
    public var description: String {
        "\(total) uses: supported \(supported) (same \(same), different \(different)), renamed \(renamed), unsupported \(unsupported)"
            + (notRecognized > 0 ? ", not recognized \(notRecognized)" : "")
    }
}

/// What the scanner found in one file.
public struct FileReport: Sendable {
    /// The path, as given.
    public let path: String
    /// Which maps applied (from the file's imports and the names it uses).
    public let dialects: [APIMap.Dialect]
    /// Every use of a mapped API, in line order.
    public let uses: [APIUse]
    /// Names that look like API but that the maps do not vouch for, in line order.
    public let unrecognized: [UnrecognizedUse]
    /// The file's language: an Objective-C file cannot call RACBridge and is to be rewritten in Swift.
    public let language: SourceLanguage
    /// Third-party modules built on RxSwift or ReactiveObjC that the file imports (`RxDataSources`):
    /// `--fix` leaves such a file alone.
    public let thirdPartyModules: [String]

    /// A report.
    public init(path: String, dialects: [APIMap.Dialect], uses: [APIUse], unrecognized: [UnrecognizedUse] = [],
                language: SourceLanguage? = nil, thirdPartyModules: [String] = []) {
        self.path = path
        self.dialects = dialects
        self.uses = uses
        self.unrecognized = unrecognized
        self.language = language ?? SourceLanguage(path: path) ?? .swift
        self.thirdPartyModules = thirdPartyModules
    }

    /// true for an Objective-C file: it is reported as "to rewrite in Swift", never as supported.
    public var needsRewriteInSwift: Bool { language == .objectiveC }

    /// Counts by status.
    public var counts: UseCounts {
        var counts = UseCounts()
        for use in uses { counts.add(use.entry.status) }
        counts.notRecognized = unrecognized.count
        return counts
    }
}

/// Scans sources for RxSwift / ReactiveObjC API uses by the API maps.
///
/// How it decides that a name is the library's API:
/// - Only code counts: comments and string literals are blanked first (`SourceText`).
/// - A Swift file uses RxSwift when it imports one of its modules (`import RxSwift`,
///   `@testable import RxCocoa`, `import class RxSwift.Observable`); it uses ReactiveObjC when
///   it imports it, or (through a bridging header) names a `RAC…` type or `rac_…` member. An
///   Objective-C file uses ReactiveObjC when it imports it or names a `RAC…`/`rac_…` symbol.
/// - A map entry's pattern (see `Matcher`) finds its uses; overlapping matches on a line
///   keep the longest. `RxSwift.Observable`/`RxCocoa.Driver` (module-qualified) count as
///   the entry of the unqualified name.
/// - Objective-C keyword selectors count only as the first keyword of a message
///   (`[x if:a then:b else:c]` is `+if:then:else:`, not also `-then:`); declarations and
///   `@selector(...)` do not count.
/// - A name the map lists as unavailable and that is only a member name (`.partition`)
///   counts as unavailable only when its receiver is evidently a stream (the chain holds a
///   mapped type, `.rx` or a stream operator); otherwise it is "not recognized".
/// - Not recognized: `.rx.name` extensions, module-qualified names and `RAC…`/`rac_…`
///   symbols, class messages to `RAC…` classes, that no entry covers and that the scanned
///   code does not declare itself (`extension Reactive { var title }`, `@interface RACMine`).
public struct SourceScanner: Sendable {
    private struct Rule: @unchecked Sendable {
        let entry: APIMapEntry
        let dialect: APIMap.Dialect
        let regex: NSRegularExpression
        /// How a member match checks its receiver.
        let check: ReceiverCheck
        /// Where the member's `.` is in a match (0 for `\.name`, 1 for `\w\.name`); nil when the
        /// pattern is not a member access.
        let dotOffset: Int?
        /// The entry is a type and its pattern matches just the name (`\bEvent\b`).
        var isTypeName = false
    }

    /// What a bare Swift member match (`.name`, no type in the pattern) asks of its receiver.
    private enum ReceiverCheck {
        /// Nothing (a type name, `.rx.member`, an explicit pattern, Objective-C).
        case none
        /// Not a member of another type (`ValidationResult.empty`) nor an enum case pattern (`case .retry:`).
        case member
        /// As `member`, and a name other types have too (`map`, `first`, `value`, `start`,
        /// `decode`, `error`, `enabled`): counted only on a receiver known to be the library's.
        case sharedName
        /// As `member`, and listed unavailable: on a receiver not known to be a stream it is
        /// reported as not recognized rather than unavailable.
        case unavailable
    }

    private let swiftRules: [APIMap.Dialect: [Rule]]
    private let objcRules: [Rule]
    /// Entries by their unqualified type name (`Observable`, `Driver`, `RACSignal`), per dialect.
    private let typeEntries: [APIMap.Dialect: [String: APIMapEntry]]
    /// `import M` entries per module name.
    private let importEntries: [String: (APIMapEntry, APIMap.Dialect)]
    /// Every name the maps mention (`rac_textSignal`, `RACSignal`, `setNameWithFormat`): where
    /// such a name does not count as a use (a declaration), it is not "unknown" either.
    private let mappedNames: Set<String>
    /// Member names whose presence in a receiver chain shows it is a stream.
    private let streamMembers: [APIMap.Dialect: Set<String>]

    /// Sequence, Optional and Collection methods that share names with stream operators, so
    /// they say nothing about a receiver.
    static let sharedMemberNames: Set<String> = [
        "map", "compactMap", "flatMap", "filter", "reduce", "first", "last", "enumerated", "forEach",
        "contains", "sorted", "prefix", "suffix", "dropFirst", "dropLast", "min", "max", "joined",
        "split", "zip", "lazy", "reversed", "count", "isEmpty", "error", "value", "values", "data", "single",
        "any", "not", "and", "or", "all", "collect",
    ]

    /// Member names that other common types have too (Thread's `start`, JSONDecoder's `decode`,
    /// NSOperation's `error` and `name`, UIControl's `enabled`): like `sharedMemberNames`, they
    /// count only on a receiver known to be the library's.
    static let ambiguousMemberNames: Set<String> = sharedMemberNames.union([
        "start", "stop", "decode", "encode", "merge", "debug", "delay", "timeout", "retry", "publish", "connect",
        "name", "enabled", "executing", "errors", "key", "queue", "signal", "disposable", "sequence", "bind",
        "element", "elements", "events", "then", "ignore", "skip", "take",
        "sample", "replay", "switchToLatest", "flatten", "concat", "deliverOn", "materialize",
    ])

    /// Module names that mean RxSwift / ReactiveObjC (and the bridge's own modules).
    static let rxModules: Set<String> = ["RxSwift", "RxCocoa", "RxRelay", "RxBlocking", "RxTest", "RxBridge", "RxBridgeBlocking"]
    static let racModules: Set<String> = ["ReactiveObjC", "RACBridge"]
    /// Modules whose names qualify types in code (`RxSwift.Observable`).
    static let sourceModules: [String: APIMap.Dialect] = [
        "RxSwift": .rxswift, "RxCocoa": .rxswift, "RxRelay": .rxswift, "RxBlocking": .rxswift, "RxTest": .rxswift,
        "ReactiveObjC": .reactiveobjc,
    ]

    /// A scanner over the given maps; fails on an invalid pattern.
    public init(maps: [APIMap.Dialect: APIMap]) throws {
        var swiftRules: [APIMap.Dialect: [Rule]] = [:]
        var objcRules: [Rule] = []
        var typeEntries: [APIMap.Dialect: [String: APIMapEntry]] = [:]
        var importEntries: [String: (APIMapEntry, APIMap.Dialect)] = [:]
        var streamMembers: [APIMap.Dialect: Set<String>] = [:]
        for dialect in APIMap.Dialect.allCases {
            guard let map = maps[dialect] else { continue }
            for entry in map.entries {
                let spelling = dialect == .reactiveobjc ? (entry.swift ?? "") : entry.api
                if spelling.hasPrefix("import ") {
                    importEntries[String(spelling.dropFirst(7))] = (entry, dialect)
                    if entry.match == nil { continue }
                }
                let head = String(spelling.prefix { $0 != "(" })
                if let first = head.first, first.isUppercase, !head.contains("."), !head.contains(" ") {
                    typeEntries[dialect, default: [:]][head] = entry
                }
                if head.contains(".") || head.first?.isLowercase == true {
                    let name = String(head.split(separator: ".").last ?? "")
                    if !Self.sharedMemberNames.contains(name), !name.isEmpty {
                        streamMembers[dialect, default: []].insert(name)
                    }
                }
                if let pattern = Matcher.swiftPattern(entry, dialect: dialect), !spelling.hasPrefix("import ") || entry.match != nil {
                    let (check, dot) = Self.receiverCheck(pattern: pattern, entry: entry, head: head)
                    swiftRules[dialect, default: []].append(Rule(entry: entry, dialect: dialect,
                        regex: try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]), check: check, dotOffset: dot,
                        isTypeName: pattern == "\\b" + NSRegularExpression.escapedPattern(for: head) + "\\b"))
                }
                if dialect == .reactiveobjc, let pattern = Matcher.objcPattern(entry) {
                    let (check, dot) = Self.receiverCheck(pattern: pattern, entry: entry, head: entry.api)
                    objcRules.append(Rule(entry: entry, dialect: dialect,
                        regex: try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]), check: check, dotOffset: dot))
                }
            }
        }
        self.swiftRules = swiftRules
        self.objcRules = objcRules
        self.typeEntries = typeEntries
        self.importEntries = importEntries
        self.streamMembers = streamMembers
        var mappedNames = Set<String>()
        for map in maps.values {
            for entry in map.entries {
                for spelling in [entry.api, entry.swift ?? "", entry.bridge] {
                    for word in spelling.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) { mappedNames.insert(String(word)) }
                }
            }
        }
        self.mappedNames = mappedNames
    }

    /// How a rule's matches check their receiver: a pattern that is a member access (`\\.name`,
    /// `\\w\\.name`) other than `.rx.name` and `rac_…` checks it; where its `.` is.
    private static func receiverCheck(pattern: String, entry: APIMapEntry, head: String) -> (ReceiverCheck, Int?) {
        let dot = pattern.hasPrefix("\\.") ? 0 : pattern.hasPrefix("\\w\\.") ? 1 : nil
        let name = String(head.split(separator: ".").last ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "+-"))
        guard let dot, !pattern.hasPrefix("\\.rx\\."), name != "rx", !head.contains("rac_") else { return (.none, nil) }
        if entry.status == .unavailable { return (.unavailable, dot) }
        return (ambiguousMemberNames.contains(name) ? .sharedName : .member, dot)
    }

    /// The modules a Swift file imports (`import M`, `@testable import M`, `import class M.T`).
    public static func importedModules(code: String) -> [String] {
        let ns = code as NSString
        return importLine.matches(in: code, range: NSRange(location: 0, length: ns.length))
            .map { ns.substring(with: $0.range(at: 1)) }
    }

    /// A Swift import statement, to the end of its line (group 1: the module).
    static let importLine = try! NSRegularExpression(
        pattern: "^[ \\t]*(?:@\\w+(?:\\([^)\\n]*\\))?\\s+)*import[ \\t]+(?:(?:class|struct|enum|protocol|typealias|func|let|var)[ \\t]+)?(\\w+)[^\\n]*",
        options: [.anchorsMatchLines])
    /// An Objective-C import of ReactiveObjC.
    static let objcRACImport = try! NSRegularExpression(
        pattern: "^[ \\t]*(?:#\\s*(?:import|include)\\s*<ReactiveObjC/|@import\\s+ReactiveObjC\\b)", options: [.anchorsMatchLines])
    /// A `RAC…` type or macro, or a `rac_…` member.
    static let racSymbol = try! NSRegularExpression(pattern: "\\b(?:RAC[A-Z]\\w*|rac_\\w+)")

    /// Which maps apply to a file, by its imports and (for ReactiveObjC) the symbols it names.
    public static func dialects(path: String, text: String) -> [APIMap.Dialect] {
        guard let language = SourceLanguage(path: path) else { return [] }
        return dialects(SourceText(text, language: language))
    }

    static func dialects(_ source: SourceText) -> [APIMap.Dialect] {
        let code = source.code
        let range = NSRange(location: 0, length: (code as NSString).length)
        let namesRAC = racSymbol.firstMatch(in: code, range: range) != nil
        switch source.language {
        case .objectiveC:
            return namesRAC || objcRACImport.firstMatch(in: code, range: range) != nil ? [.reactiveobjc] : []
        case .swift:
            let modules = importedModules(code: code)
            var result: [APIMap.Dialect] = []
            if modules.contains(where: rxModules.contains) { result.append(.rxswift) }
            if modules.contains(where: racModules.contains) || namesRAC { result.append(.reactiveobjc) }
            return result
        }
    }

    private enum Found {
        case use(APIMapEntry, APIMap.Dialect)
        case unrecognized(String, APIMap.Dialect, String)
    }

    private struct Candidate {
        let range: NSRange
        let found: Found
        /// Recognized candidates win over unrecognized ones regardless of length.
        let recognized: Bool
        /// Found by an entry's own `match` pattern.
        var explicit = false
    }

    /// Scans one file's text (see the type's documentation for the rules).
    public func scan(path: String, text: String) -> FileReport {
        guard let language = SourceLanguage(path: path) else { return FileReport(path: path, dialects: [], uses: []) }
        let source = SourceText(text, language: language)
        return scan(path: path, source: source, project: ProjectDeclarations(source))
    }

    /// Types, protocols and classes a file declares (`@interface X`, `class X`): names the
    /// scanned code owns are not reported as unknown library symbols, even with a `RAC` prefix.
    public static func declaredNames(_ source: SourceText) -> Set<String> {
        let regex = source.language == .objectiveC ? objcDeclaration : swiftDeclaration
        let ns = source.code as NSString
        var names = Set<String>()
        for match in regex.matches(in: source.code, range: NSRange(location: 0, length: ns.length)) {
            for group in 1..<match.numberOfRanges where match.range(at: group).location != NSNotFound {
                names.insert(ns.substring(with: match.range(at: group)))
            }
        }
        if source.language == .swift {
            // The code's own `.rx` members: `extension Reactive where Base: UILabel { var title: … }`.
            let units = Array(source.code.utf16)
            for match in reactiveExtension.matches(in: source.code, range: NSRange(location: 0, length: ns.length)) {
                let open = match.range.location + match.range.length - 1
                var depth = 0, close = open
                repeat {
                    if units[close] == 0x7B { depth += 1 } else if units[close] == 0x7D { depth -= 1 }
                    close += 1
                } while depth > 0 && close < units.count
                let body = NSRange(location: open, length: close - open)
                for member in memberDeclaration.matches(in: source.code, range: body) { names.insert(ns.substring(with: member.range(at: 1))) }
            }
        }
        return names
    }

    /// Objective-C: classes, protocols, categories, macros, constants, typedefs.
    static let objcDeclaration = try! NSRegularExpression(pattern: [
        "@(?:interface|implementation|protocol)\\s+(\\w+)(?:\\s*\\(\\s*(\\w+)\\s*\\))?",
        "\\bstatic\\b[^;=(){}]*?\\b(\\w+)\\s*[;=]",
        "^\\}\\s*(\\w+)\\s*;",
        "^[ \\t]*#\\s*define\\s+(\\w+)",
        "\\bconst\\s+(\\w+)\\s*(?:=|;)",
        "\\btypedef\\b[^;{]*?\\b(\\w+)\\s*;",
    ].map { "(?:\($0))" }.joined(separator: "|"), options: [.anchorsMatchLines])
    static let reactiveExtension = try! NSRegularExpression(pattern: "\\bextension\\s+(?:\\w+\\.)?Reactive\\b[^{]*\\{")
    static let memberDeclaration = try! NSRegularExpression(pattern: "\\b(?:var|let|func)\\s+(\\w+)")
    /// Swift: nominal types and type aliases.
    static let swiftDeclaration = try! NSRegularExpression(pattern: "\\b(?:class|struct|enum|protocol|typealias|actor)\\s+(\\w+)")
    /// Swift generic parameter lists (`func f<State, Event>`, `struct S<Element: Equatable>`).
    static let genericParameters = try! NSRegularExpression(
        pattern: "\\b(?:func|init|class|struct|enum|typealias|actor)\\b[^<{(=\\n]*<((?:[^<>]|<[^<>]*>)*)>")

    /// The generic parameter names a Swift file declares: inside the file they shadow the
    /// library's types of the same name (`Event`, `Element`).
    static func genericParameterNames(_ code: String) -> Set<String> {
        let ns = code as NSString
        var names = Set<String>()
        for match in genericParameters.matches(in: code, range: NSRange(location: 0, length: ns.length)) {
            var depth = 0, current = ""
            var parts: [String] = []
            for character in ns.substring(with: match.range(at: 1)) {
                if character == "<" { depth += 1 } else if character == ">" { depth -= 1 }
                if character == "," && depth == 0 { parts.append(current); current = "" } else { current.append(character) }
            }
            parts.append(current)
            for part in parts {
                let name = part.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty { names.insert(String(name)) }
            }
        }
        return names
    }
    /// Names never reported as unknown: the bridge's own modules, and NSObject's class
    /// methods sent to RAC classes (`[RACCommand alloc]`).
    static let knownNonAPI: Set<String> = ["RACBridge", "alloc", "new", "class", "allocWithZone", "self", "superclass", "description", "copy", "mutableCopy", "initialize", "load"]

    private func scan(path: String, source: SourceText, project: ProjectDeclarations) -> FileReport {
        let language = source.language
        let dialects = Self.dialects(source)
        let thirdParty = ThirdPartyModules.imported(source)
        guard !dialects.isEmpty || !thirdParty.isEmpty else { return FileReport(path: path, dialects: [], uses: [], language: language) }
        let declared = project.names
        let code = source.code
        let ns = code as NSString
        let text = CodeUnits(code)
        let units = text.units
        let whole = NSRange(location: 0, length: ns.length)
        var candidates: [Candidate] = []

        func add(_ regex: NSRegularExpression, group: Int = 0, _ make: (NSTextCheckingResult, NSRange) -> Found?) {
            for match in regex.matches(in: code, range: whole) {
                let range = match.range(at: group)
                guard range.location != NSNotFound, let found = make(match, range) else { continue }
                var recognized = false, explicit = false
                if case .use(let entry, _) = found { recognized = true; explicit = entry.match != nil }
                candidates.append(Candidate(range: range, found: found, recognized: recognized, explicit: explicit))
            }
        }

        let rules = dialects.isEmpty ? [] : language == .objectiveC ? objcRules : dialects.flatMap { swiftRules[$0] ?? [] }
        let shadowed = language == .swift ? Self.genericParameterNames(code) : []
        let streamVariables = language == .swift ? self.streamVariables(code, dialects: dialects) : []
        // The file's own declarations decide a name it declares: `artwork` may be a model
        // property elsewhere and a stream here.
        let local = LocalDeclarations(source)
        let lineStarts = Self.lineStarts(units)
        let preprocessorLines = language == .objectiveC
            ? Set(Self.preprocessorLine.matches(in: code, range: whole).map { Self.line(of: $0.range.location, lineStarts: lineStarts) }) : []
        for rule in rules {
            add(rule.regex) { _, range in
                if !shadowed.isEmpty, shadowed.contains(ns.substring(with: range)) { return nil }
                // A type the scanned code declares itself (SwiftHub's `struct Event`) is not the
                // library's; `RxSwift.Event` still counts, through the qualified-name rule.
                if rule.isTypeName, declared.contains(ns.substring(with: range)) { return nil }
                if language == .objectiveC, Self.isKeyword(units, range), !Self.startsMessage(text, at: range.location) {
                    return nil
                }
                // `[OCMArg any]`, `[NSArray array]`: a message to another library's class.
                if language == .objectiveC, let receiver = Self.messageReceiverClass(units, selectorAt: range.location), !isLibraryType(receiver) {
                    return nil
                }
                if rule.check != .none, let dotOffset = rule.dotOffset {
                    let dot = range.location + dotOffset
                    let receiver = Self.receiver(text, dot: dot)
                    var kind = receiverKind(receiver, units: units, dot: dot, streams: streamVariables, project: project, local: local,
                                            dialect: rule.dialect, language: language)
                    if kind == .unknown, Self.followingMembers(text, after: range.location + range.length).contains(where: { streamMembers[rule.dialect]?.contains($0) == true }) {
                        kind = .library
                    }
                    switch (rule.check, kind) {
                    case (_, .other): return nil
                    case (.sharedName, .unknown): return nil
                    case (.unavailable, .unknown):
                        return .unrecognized(Self.displayName(rule.entry, rule.dialect), rule.dialect,
                            "the map lists this name as unavailable, but the receiver is not known to be a stream (another library's method of the same name?)")
                    default: break
                    }
                }
                return .use(rule.entry, rule.dialect)
            }
        }
        if language == .swift, !dialects.isEmpty {
            // Imports: `import M`, `@testable import M`, `import class M.T`; the whole line is one use.
            add(Self.importLine) { match, _ in
                let module = ns.substring(with: match.range(at: 1))
                guard let (entry, dialect) = importEntries[module], dialects.contains(dialect) else { return nil }
                return .use(entry, dialect)
            }
            // Module-qualified names: `RxSwift.Observable`, `RxCocoa.Driver`.
            add(Self.qualifiedName) { match, _ in
                let module = ns.substring(with: match.range(at: 1)), name = ns.substring(with: match.range(at: 2))
                guard let dialect = Self.sourceModules[module], dialects.contains(dialect) else { return nil }
                if let entry = typeEntries[dialect]?[name] { return .use(entry, dialect) }
                return .unrecognized("\(module).\(name)", dialect, "a module-qualified name the map does not list")
            }
            if dialects.contains(.rxswift) {
                add(Self.rxExtension, group: 1) { match, _ in
                    declared.contains(ns.substring(with: match.range(at: 1))) ? nil : .unrecognized("Reactive." + ns.substring(with: match.range(at: 1)), .rxswift,
                                  "a .rx extension the map does not list (RxCocoa UIKit/AppKit, another library's, or the app's own)")
                }
            }
        }
        if dialects.contains(.reactiveobjc) {
            add(Self.racSymbol) { _, range in
                let name = ns.substring(with: range)
                guard !declared.contains(name), !Self.knownNonAPI.contains(name), !mappedNames.contains(name), !Self.facadeNames.contains(name),
                      !preprocessorLines.contains(Self.line(of: range.location, lineStarts: lineStarts)) else { return nil }
                return .unrecognized(name, .reactiveobjc, "a ReactiveObjC symbol the map does not list")
            }
            if language == .objectiveC {
                add(Self.racClassMessage, group: 2) { match, range in
                    let selector = ns.substring(with: range)
                    guard !Self.knownNonAPI.contains(selector), !declared.contains(ns.substring(with: match.range(at: 1))) else { return nil }
                    return .unrecognized("+" + selector + (match.range(at: 3).length > 0 ? ":" : ""), .reactiveobjc,
                                         "a message to \(ns.substring(with: match.range(at: 1))) the map does not list")
                }
            }
        }

        // Recognized uses first, longest first; then unrecognized names that overlap none. Each
        // kept range is filed under the lines it spans, so a candidate is checked only against
        // the ranges on its own lines (a whole-file list would make this quadratic in file size).
        candidates.sort {
            if $0.recognized != $1.recognized { return $0.recognized }
            if $0.range.length != $1.range.length { return $0.range.length > $1.range.length }
            if $0.range.location != $1.range.location { return $0.range.location < $1.range.location }
            return $0.explicit && !$1.explicit // the same text: an entry's own pattern is the more specific
        }
        var takenByLine: [Int: [NSRange]] = [:]
        var kept: [(line: Int, candidate: Candidate)] = []
        for candidate in candidates {
            let first = Self.line(of: candidate.range.location, lineStarts: lineStarts)
            let last = Self.line(of: candidate.range.location + max(0, candidate.range.length - 1), lineStarts: lineStarts)
            let overlaps = (first...last).contains { line in
                takenByLine[line]?.contains { NSIntersectionRange($0, candidate.range).length > 0 } == true
            }
            guard !overlaps else { continue }
            for line in first...last { takenByLine[line, default: []].append(candidate.range) }
            kept.append((first, candidate))
        }
        kept.sort { $0.candidate.range.location < $1.candidate.range.location }
        var uses: [APIUse] = []
        var unrecognized: [UnrecognizedUse] = []
        for (line, candidate) in kept {
            switch candidate.found {
            case .use(let entry, let dialect): uses.append(APIUse(file: path, line: line, entry: entry, dialect: dialect))
            case .unrecognized(let name, let dialect, let reason):
                unrecognized.append(UnrecognizedUse(file: path, line: line, name: name, dialect: dialect, reason: reason))
            }
        }
        return FileReport(path: path, dialects: dialects, uses: uses, unrecognized: unrecognized, language: language, thirdPartyModules: thirdParty)
    }

    /// `#import <ReactiveObjC/NSObject+RACSignalSupport.h>`: file names, not symbols.
    static let preprocessorLine = try! NSRegularExpression(pattern: "^[ \\t]*#\\s*(?:import|include)\\b.*$", options: [.anchorsMatchLines])
    static let qualifiedName = try! NSRegularExpression(pattern: "(?<![\\w.])(RxSwift|RxCocoa|RxRelay|RxBlocking|RxTest|ReactiveObjC)\\s*\\.\\s*([A-Za-z_]\\w*)")
    static let rxExtension = try! NSRegularExpression(pattern: "\\.rx\\s*\\.\\s*([A-Za-z_]\\w*)")
    static let racClassMessage = try! NSRegularExpression(pattern: "\\[\\s*(RAC[A-Z]\\w*)\\s+([A-Za-z_]\\w*)\\s*(:?)")

    /// How an entry shows in "not recognized": `ObservableType.partition` -> `.partition`.
    static func displayName(_ entry: APIMapEntry, _ dialect: APIMap.Dialect) -> String {
        let spelling = dialect == .reactiveobjc ? (entry.swift ?? entry.api) : entry.api
        let head = spelling.prefix { $0 != "(" }
        return "." + (head.split(separator: ".").last.map(String.init) ?? String(head))
    }

    /// Offsets where each line starts.
    static func lineStarts(_ units: [UInt16]) -> [Int] {
        var starts = [0]
        for (index, unit) in units.enumerated() where unit == 0x0A { starts.append(index + 1) }
        return starts
    }

    /// The 1-based line holding `offset`.
    static func line(of offset: Int, lineStarts: [Int]) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    // MARK: - Receivers

    private static func isIdentifier(_ unit: UInt16) -> Bool {
        (unit >= 0x30 && unit <= 0x39) || (unit >= 0x41 && unit <= 0x5A) || (unit >= 0x61 && unit <= 0x7A) || unit == 0x5F || unit == 0x24 || unit == 0x60 || unit > 0x7F
    }

    private static func isSpace(_ unit: UInt16) -> Bool { unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D }

    /// Whether a match is an Objective-C keyword (`name:`).
    static func isKeyword(_ units: [UInt16], _ range: NSRange) -> Bool {
        guard range.length > 1, units[range.location + range.length - 1] == 0x3A else { return false }
        return units[range.location..<range.location + range.length - 1].allSatisfy(isIdentifier)
    }

    /// Whether the Objective-C keyword at `offset` is the first one of a message: what
    /// precedes it is one receiver expression (`x`, `self.a`, `[y z]`, `(id)w`) and then `[`.
    static func startsMessage(_ text: CodeUnits, at offset: Int) -> Bool {
        let units = text.units
        var index = offset - 1
        while index >= 0, isSpace(units[index]) { index -= 1 }
        var sawOperand = false
        while index >= 0 {
            let unit = units[index]
            if unit == 0x29 || unit == 0x5D { // ) ]
                guard let open = text.opening(of: index) else { return false }
                index = open - 1
                sawOperand = true
            } else if isIdentifier(unit) || unit == 0x2E || unit == 0x3E && index > 0 && units[index - 1] == 0x2D {
                index -= unit == 0x3E ? 2 : 1
                sawOperand = true
            } else {
                break
            }
        }
        while index >= 0, isSpace(units[index]) { index -= 1 }
        return sawOperand && index >= 0 && units[index] == 0x5B
    }

    /// The class a message is sent to when its receiver is a bare capitalized name right after
    /// `[` (`[OCMArg any]` -> OCMArg), for the selector part starting at `offset`; else nil.
    static func messageReceiverClass(_ units: [UInt16], selectorAt offset: Int) -> String? {
        var index = offset - 1
        guard index >= 0, isSpace(units[index]) else { return nil }
        while index >= 0, isSpace(units[index]) { index -= 1 }
        let end = index
        while index >= 0, isIdentifier(units[index]) { index -= 1 }
        guard end > index else { return nil }
        var before = index
        while before >= 0, isSpace(units[before]) { before -= 1 }
        guard before >= 0, units[before] == 0x5B else { return nil }
        let name = String(decoding: units[(index + 1)...end], as: UTF16.self)
        return name.first?.isUppercase == true ? name : nil
    }

    private static let keywords: Set<String> = ["return", "in", "let", "var", "case", "try", "await", "if", "guard", "else", "throw", "where", "while", "for", "switch", "repeat", "defer"]

    /// The receiver chain of the member access whose `.` is at `dot`: back over identifiers,
    /// `.`, `?`, `!`, calls, subscripts and trailing closures (across lines). Each bracket
    /// group is crossed in one step (`CodeUnits` pairs them up front).
    static func receiver(_ text: CodeUnits, dot: Int) -> String {
        let units = text.units
        var start = dot, index = dot - 1
        while true {
            while index >= 0, isSpace(units[index]) { index -= 1 }
            var consumed = false
            while index >= 0 {
                let unit = units[index]
                if unit == 0x29 || unit == 0x5D || unit == 0x7D {
                    guard let open = text.opening(of: index) else { break }
                    index = open - 1
                    consumed = true
                    if unit == 0x7D { while index >= 0, isSpace(units[index]) { index -= 1 } }
                } else if unit == 0x3F || unit == 0x21 {
                    index -= 1
                } else if isIdentifier(unit) {
                    var wordStart = index
                    while wordStart > 0, isIdentifier(units[wordStart - 1]) { wordStart -= 1 }
                    let word = String(decoding: units[wordStart...index], as: UTF16.self)
                    if keywords.contains(word) { break }
                    index = wordStart - 1
                    consumed = true
                } else {
                    break
                }
            }
            guard consumed else { break }
            start = index + 1
            var previous = index
            while previous >= 0, isSpace(units[previous]) { previous -= 1 }
            guard previous >= 0, units[previous] == 0x2E else { break }
            index = previous - 1
        }
        return start < dot ? String(decoding: units[start..<dot], as: UTF16.self) : ""
    }

    /// The member names chained after the match ending at `end` (`.map { }.drive(x).disposed(by: bag)`
    /// -> drive, disposed): a result that a stream operator consumes is a stream.
    static func followingMembers(_ text: CodeUnits, after end: Int) -> [String] {
        let units = text.units
        var names: [String] = []
        var index = end
        while index < units.count, isIdentifier(units[index]) { index += 1 }
        while index < units.count {
            while index < units.count, isSpace(units[index]) { index += 1 }
            guard index < units.count else { break }
            let unit = units[index]
            if unit == 0x28 || unit == 0x7B || unit == 0x5B { // ( { [
                guard let close = text.closing(of: index) else { break }
                index = close + 1
            } else if unit == 0x3F || unit == 0x21 {
                index += 1
            } else if unit == 0x2E, index + 1 < units.count, isIdentifier(units[index + 1]) {
                let start = index + 1
                index = start
                while index < units.count, isIdentifier(units[index]) { index += 1 }
                names.append(String(decoding: units[start..<index], as: UTF16.self))
            } else {
                break
            }
        }
        return names
    }

    /// What a member's receiver is known to be.
    enum ReceiverKind {
        /// The library's type: a stream, a command, an event (by its type, a variable declared
        /// with one, `.rx`, or a stream operator in the chain).
        case library
        /// Known to be something else: another type (`JSONDecoder()`, `ValidationResult.empty`,
        /// a variable declared only with other types such as `let thread: Thread`), an array
        /// literal, or an enum case pattern (`case .retry:`).
        case other
        /// Nothing known either way (a property declared in code that was not scanned).
        case unknown
    }

    /// Classifies the receiver chain of the member whose `.` is at `dot`.
    func receiverKind(_ receiver: String, units: [UInt16], dot: Int, streams: Set<String>, project: ProjectDeclarations,
                      local: LocalDeclarations, dialect: APIMap.Dialect, language: SourceLanguage) -> ReceiverKind {
        if isOtherTypesMember(receiver: receiver, units: units, dot: dot, dialect: dialect) { return .other }
        if isStream(receiver: receiver, variables: streams, dialect: dialect, outsideBrackets: true) { return .library }
        // The words outside brackets: `self.viewModel.command` -> self, viewModel, command;
        // `JSONDecoder()` -> JSONDecoder (a call of it).
        var depth = 0, words: [String] = [], current = ""
        for character in receiver {
            if character == "(" || character == "[" || character == "{" {
                // A Swift array literal; in Objective-C a leading `[` is a message, whose result is unknown.
                if language == .swift, depth == 0, receiver.first == "[", words.isEmpty, current.isEmpty, character == "[" { return .other }
                depth += 1
            } else if character == ")" || character == "]" || character == "}" {
                depth -= 1
            } else if depth == 0, character.isLetter || character.isNumber || character == "_" {
                current.append(character)
                continue
            }
            if !current.isEmpty { words.append(current); current = "" }
        }
        if !current.isEmpty { words.append(current) }
        guard let last = words.last else { return .unknown }
        if last.first?.isUppercase == true {
            return isLibraryType(last) ? .library : .other
        }
        // `subject.bid(x)`, `.then { }`: the result of a call, whatever a variable of that name is.
        if let end = receiver.last(where: { $0 != "?" && $0 != "!" && !$0.isWhitespace }), end == ")" || end == "}" { return .unknown }
        if last == "self" || last == "super" { return .unknown }
        // `self.title` is a property even where a parameter `title: String` shadows it, so only
        // a bare name is looked up in the file first.
        let viaSelf = words.count >= 2 && words[words.count - 2] == "self"
        if !viaSelf, local.untyped.contains(last) { return .unknown }
        guard let types = (viaSelf ? nil : local.declarations.variableTypes[last]) ?? project.variableTypes[last], !types.isEmpty else { return .unknown }
        let library = types.filter(isLibraryType)
        if library.count == types.count { return .library }
        return library.isEmpty ? .other : .unknown
    }

    /// A type of either library or of the bridge (`Observable`, `RACCommand`, `RACEvent`, `TestScheduler`).
    func isLibraryType(_ name: String) -> Bool {
        typeEntries.values.contains { $0[name] != nil } || name.hasPrefix("RAC") || Self.facadeNames.contains(name)
            || Self.moreRxTypes.contains(name)
    }

    /// RxSwift and RxCocoa types the map has no entry of their own for (`Variable`, removed in
    /// RxSwift 6, is still common in older apps): a variable of one is a stream.
    static let moreRxTypes: Set<String> = [
        "Variable", "ControlProperty", "ControlEvent", "SharedSequence", "Infallible", "Completable", "Maybe", "Single",
        "ConnectableObservable", "GroupedObservable", "PublishRelay", "BehaviorRelay", "ReplayRelay", "AsyncSubject",
        "TestableObserver", "TestableObservable", "BlockingObservable", "Reactive", "Binder",
    ]

    /// Whether a receiver is another type's member access: a capitalized type name the map
    /// does not know (`ValidationResult.empty`), or an enum case pattern (`case .retry:`).
    private func isOtherTypesMember(receiver: String, units: [UInt16], dot: Int, dialect: APIMap.Dialect) -> Bool {
        if receiver.isEmpty {
            var index = dot - 1
            while index >= 0, Self.isSpace(units[index]) { index -= 1 }
            var start = index
            while start >= 0, Self.isIdentifier(units[start]) { start -= 1 }
            return index > start && String(decoding: units[(start + 1)...index], as: UTF16.self) == "case"
        }
        guard let first = receiver.first, first.isUppercase, receiver.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
        return typeEntries[dialect]?[receiver] == nil
    }

    /// Names a Swift file declares with a mapped type (`let taps: Observable<Void>`,
    /// `func f(_ input: Driver<String>)`) or initializes from a stream (`let x = PublishSubject<Int>()`,
    /// `let y = button.rx.tap.map { }`): a receiver rooted at one of them is a stream.
    private func streamVariables(_ code: String, dialects: [APIMap.Dialect]) -> Set<String> {
        let ns = code as NSString
        let whole = NSRange(location: 0, length: ns.length)
        var names = Set<String>()
        for match in Self.annotatedName.matches(in: code, range: whole) {
            let type = ns.substring(with: match.range(at: 2))
            if dialects.contains(where: { typeEntries[$0]?[type] != nil }) { names.insert(ns.substring(with: match.range(at: 1))) }
        }
        // `guard let self = self else { return Observable.just([]) }`: only what precedes `else` is the value.
        let initialized = Self.initializedName.matches(in: code, range: whole).map {
            (ns.substring(with: $0.range(at: 1)), ns.substring(with: $0.range(at: 2)).components(separatedBy: " else ")[0])
        }
        // A few passes, so `let accepted = queries.map { … }` follows `let queries = RACSubject<String>()`
        // (a fixed number, so the work stays linear in the file's size).
        for _ in 0..<3 {
            let known = names
            for (name, value) in initialized where name != "self" && !known.contains(name) {
                if dialects.contains(where: { isStream(receiver: value, variables: known, dialect: $0) }) { names.insert(name) }
            }
            if names.count == known.count { break }
        }
        names.remove("self")
        return names
    }

    static let annotatedName = try! NSRegularExpression(pattern: "\\b(\\w+)\\s*:\\s*(?:\\w+\\.)?([A-Z]\\w*)")
    static let initializedName = try! NSRegularExpression(pattern: "\\b(?:let|var)\\s+(\\w+)\\s*=([^\\n]*)")

    /// Whether a receiver chain is evidently a stream of `dialect`: it names a mapped type or
    /// a variable declared as one, goes through `.rx`, or calls an operator only streams have.
    /// With `outsideBrackets`, only the chain's own words count (`expect(signal).first` is not
    /// a stream because an argument is one).
    private func isStream(receiver: String, variables: Set<String>, dialect: APIMap.Dialect, outsideBrackets: Bool = false) -> Bool {
        if receiver.contains(".rx") { return true }
        var words: [String] = []
        var current = "", depth = 0
        for character in receiver {
            if character == "(" || character == "[" || character == "{" { depth += 1 }
            if character == ")" || character == "]" || character == "}" { depth -= 1 }
            if (character.isLetter || character.isNumber || character == "_") && (!outsideBrackets || depth == 0) { current.append(character) }
            else { if !current.isEmpty { words.append(current) }; current = "" }
        }
        if !current.isEmpty { words.append(current) }
        let types = typeEntries[dialect] ?? [:], members = streamMembers[dialect] ?? []
        return words.contains { types[$0] != nil || members.contains($0) || variables.contains($0) }
    }

    // MARK: - Files

    /// Directories never scanned: build products, version control, dependency checkouts.
    public static let skippedDirectories: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules"]

    /// Every `.swift`, `.m`, `.mm` and `.h` file under `path` (or `path` itself), sorted.
    public static func sourceFiles(at path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        if !isDirectory.boolValue { return [path] }
        let enumerator = FileManager.default.enumerator(atPath: path)
        var files: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { skippedDirectories.contains(String($0)) }) {
                enumerator?.skipDescendants()
                continue
            }
            if SourceLanguage(path: relative) != nil {
                files.append((path as NSString).appendingPathComponent(relative))
            }
        }
        return files.sorted()
    }

    /// Scans every source file under `path`, skipping files that use neither library nor a
    /// third-party module built on one. What any of the files declares (types, the types of
    /// properties) is known while scanning each of them. `progress` is called with the number
    /// of files done and the total, after reading each file and after scanning each file.
    public func scan(path: String, progress: ((_ phase: ScanPhase, _ done: Int, _ total: Int) -> Void)? = nil) throws -> [FileReport] {
        try scan(files: Self.sourceFiles(at: path), progress: progress)
    }

    /// Scans the given source files as one codebase (see `scan(path:progress:)`).
    public func scan(files: [String], progress: ((_ phase: ScanPhase, _ done: Int, _ total: Int) -> Void)? = nil) throws -> [FileReport] {
        var sources: [(String, SourceText)] = []
        var project = ProjectDeclarations()
        for file in files {
            guard let language = SourceLanguage(path: file) else { continue }
            let data = try Data(contentsOf: URL(fileURLWithPath: file))
            let source = SourceText(String(decoding: data, as: UTF8.self), language: language)
            project.formUnion(ProjectDeclarations(source))
            sources.append((file, source))
            progress?(.reading, sources.count, files.count)
        }
        var reports: [FileReport] = []
        for (index, (file, source)) in sources.enumerated() {
            let report = scan(path: file, source: source, project: project)
            if !report.dialects.isEmpty || !report.thirdPartyModules.isEmpty { reports.append(report) }
            progress?(.scanning, index + 1, sources.count)
        }
        return reports
    }

    /// The two passes of a scan, for progress reports.
    public enum ScanPhase: String, Sendable {
        /// Reading files and gathering what they declare.
        case reading
        /// Matching API uses.
        case scanning
    }
}
