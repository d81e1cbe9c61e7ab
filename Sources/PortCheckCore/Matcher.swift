import Foundation

/// Turns map entries into regular expressions that find their uses in source text.
///
/// Derivation (an entry's `match` overrides it):
/// - `import M` -> an `import M` line.
/// - Objective-C selectors `-name:rest` / `+name` -> `name:` / `name]` in a message send, and
///   `.name` (dot syntax) for a `rac_` selector without arguments.
/// - `Reactive.member` (RxCocoa) -> `.rx.member`.
/// - `Type.member(labels)` or `member(label:)` -> `.member(label:` (or `.member` when the
///   first label is `_`); a capitalized name without a dot -> the word itself.
/// - `Macro(args)` -> `Macro(`; `@name` -> `@name`.
public enum Matcher {
    /// The pattern for an entry's uses in Swift sources, or nil if it has no Swift spelling.
    public static func swiftPattern(_ entry: APIMapEntry, dialect: APIMap.Dialect) -> String? {
        if let match = entry.match { return match }
        let spelling = dialect == .reactiveobjc ? (entry.swift ?? "") : entry.api
        return swiftPattern(spelling: spelling)
    }

    /// The pattern for an entry's uses in Objective-C sources (ReactiveObjC only).
    public static func objcPattern(_ entry: APIMapEntry) -> String? {
        if let match = entry.match { return match }
        let api = entry.api
        if api.hasPrefix("import ") { return nil }
        if api.hasPrefix("-") || api.hasPrefix("+") {
            let selector = String(api.dropFirst())
            if let colon = selector.firstIndex(of: ":") {
                return "\\b" + NSRegularExpression.escapedPattern(for: String(selector[..<colon])) + ":"
            }
            // A message (`[x name]`); for a `rac_` category property also dot syntax
            // (`object.rac_deallocDisposable`). Short names such as `first` stay message-only:
            // `tuple.first` is RACTuple's property, not RACSignal's -first.
            let name = NSRegularExpression.escapedPattern(for: selector)
            if selector.hasPrefix("rac_") { return "(\\." + name + "\\b(?!\\s*[(:])|\\b" + name + "\\s*\\])" }
            return "\\b" + name + "\\s*\\]"
        }
        if api.hasPrefix("@") { return NSRegularExpression.escapedPattern(for: api) + "\\b" }
        if let paren = api.firstIndex(of: "(") {
            return "\\b" + NSRegularExpression.escapedPattern(for: String(api[..<paren])) + "\\s*\\("
        }
        return "\\b" + NSRegularExpression.escapedPattern(for: api) + "\\b"
    }

    /// The pattern for a Swift spelling such as `RACSignal.createSignal(_:)`, `take(until:)`,
    /// `ObservableType.map`, `DisposeBag` or `import RxSwift`.
    public static func swiftPattern(spelling: String) -> String? {
        if spelling.isEmpty { return nil }
        if spelling.hasPrefix("import ") {
            return "^\\s*import\\s+" + NSRegularExpression.escapedPattern(for: String(spelling.dropFirst(7))) + "\\b"
        }
        let head: String
        var firstLabel: String?
        var isCall = false
        if let paren = spelling.firstIndex(of: "(") {
            head = String(spelling[..<paren])
            isCall = true
            let labels = spelling[spelling.index(after: paren)...].prefix { $0 != ")" }
            firstLabel = labels.split(separator: ":", omittingEmptySubsequences: false).first.map(String.init)
        } else {
            head = spelling
        }
        if head.hasPrefix("Reactive."), !head.dropFirst(9).contains(".") {
            // RxCocoa's extensions are reached through `.rx`: `label.rx.text`, never a bare `.text`.
            return "\\.rx\\." + NSRegularExpression.escapedPattern(for: String(head.dropFirst(9))) + "\\b"
        }
        let hasDot = head.contains(".")
        let name = hasDot ? String(head[head.index(after: head.lastIndex(of: ".")!)...]) : head
        let escaped = NSRegularExpression.escapedPattern(for: name)
        guard let first = name.first else { return nil }
        if !hasDot && first.isUppercase && !isCall { return "\\b" + escaped + "\\b" }
        if !hasDot && first.isUppercase { return "\\b" + escaped + "(<[^>]*>)?\\(" }
        if let label = firstLabel, !label.isEmpty, label != "_" {
            return "\\." + escaped + "\\(\\s*" + NSRegularExpression.escapedPattern(for: label) + ":"
        }
        return "\\." + escaped + "\\b"
    }
}
