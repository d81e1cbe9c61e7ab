import Foundation

/// What the scanned code declares, gathered from every file before any is scanned: the types
/// it owns (never reported as unknown library symbols) and the types its variables and
/// properties are declared with (`RACCommand *loginCommand` in a header, `let thread: Thread`),
/// so a member's receiver declared in another file can still be told to be a stream or not.
public struct ProjectDeclarations: Sendable {
    /// Types, protocols, categories, macros and the code's own `.rx` members.
    public var names: Set<String> = []
    /// Variable and property names -> the type names they are declared with anywhere in the code.
    public var variableTypes: [String: Set<String>] = [:]

    /// Nothing declared.
    public init() {}

    /// The declarations of one file.
    public init(_ source: SourceText) {
        names = SourceScanner.declaredNames(source)
        let code = source.code
        let ns = code as NSString
        let whole = NSRange(location: 0, length: ns.length)
        // (pattern, group of the type, group of the name)
        let patterns = source.language == .objectiveC
            ? [(Self.objcTypedName, 1, 2), (Self.objcProtocolName, 1, 2)] : [(Self.swiftAnnotatedName, 2, 1), (Self.swiftConstructedName, 2, 1)]
        for (regex, typeGroup, nameGroup) in patterns {
            for match in regex.matches(in: code, range: whole) {
                let type = ns.substring(with: match.range(at: typeGroup)), name = ns.substring(with: match.range(at: nameGroup))
                variableTypes[name, default: []].insert(type)
            }
        }
    }

    /// Adds another file's declarations.
    public mutating func formUnion(_ other: ProjectDeclarations) {
        names.formUnion(other.names)
        variableTypes.merge(other.variableTypes) { $0.union($1) }
    }

    /// `RACSignal *signal`, `(RACCommand *)command`, `RACCommand<NSString *, NSArray<NSString *> *> *search`,
    /// `NSOperation * _Nullable operation` (group 1 type, 2 name; generics nest one level).
    static let objcTypedName = try! NSRegularExpression(
        pattern: "\\b([A-Z]\\w*)\\s*(?:<(?:[^<>;{}]|<[^<>;{}]*>)*>)?\\s*\\*+\\s*(?:\\)\\s*)?(?:(?:const|_Nullable|_Nonnull|__nullable|__nonnull|__weak|__strong|__block)\\s+)*([A-Za-z_]\\w*)")
    /// `id<RACSubscriber> subscriber` (group 1 protocol, 2 name).
    static let objcProtocolName = try! NSRegularExpression(pattern: "\\bid\\s*<\\s*([A-Z]\\w*)[^>]*>\\s*(?:\\)\\s*)?([A-Za-z_]\\w*)")
    /// `thread: Thread`, `let bag: RxSwift.DisposeBag` (group 1 name, 2 type).
    static let swiftAnnotatedName = try! NSRegularExpression(pattern: "\\b(\\w+)\\s*:\\s*(?:\\w+\\.)?([A-Z]\\w*)")
    /// `let decoder = JSONDecoder(…)` (group 1 name, 2 type).
    static let swiftConstructedName = try! NSRegularExpression(pattern: "\\b(?:let|var)\\s+(\\w+)\\s*=\\s*(?:\\w+\\.)?([A-Z]\\w*)\\s*(?:<[^<>\\n]*>)?\\s*\\(")
}

/// What one file declares, for the names it declares itself: typed declarations, and names
/// bound without a written type (`let artwork = bidDetails.map { … }`, `{ artwork in … }`),
/// whose type only the compiler knows.
public struct LocalDeclarations: Sendable {
    /// The file's own typed declarations.
    public let declarations: ProjectDeclarations
    /// Names the file binds without a type.
    public let untyped: Set<String>

    /// The declarations of one file.
    public init(_ source: SourceText) {
        declarations = ProjectDeclarations(source)
        guard source.language == .swift else { untyped = []; return }
        let code = source.code
        let ns = code as NSString
        var names = Set<String>()
        for match in Self.untypedBinding.matches(in: code, range: NSRange(location: 0, length: ns.length)) {
            if match.range(at: 1).location != NSNotFound { names.insert(ns.substring(with: match.range(at: 1))) }
            if match.range(at: 2).location != NSNotFound {
                for name in ns.substring(with: match.range(at: 2)).split(separator: ",") {
                    names.insert(name.trimmingCharacters(in: .whitespaces))
                }
            }
        }
        untyped = names
    }

    /// `let name =` / `var name =` / `if let name =` (group 1), or a closure's untyped
    /// parameters `{ a, b in` / `{ [weak self] (a) in` (group 2).
    static let untypedBinding = try! NSRegularExpression(
        pattern: "\\b(?:let|var)\\s+(\\w+)\\s*=|\\{\\s*(?:\\[[^\\]\\n]*\\]\\s*)?\\(?\\s*(\\w+(?:\\s*,\\s*\\w+)*)\\s*\\)?\\s+in\\b")
}
