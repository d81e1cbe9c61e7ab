/// Which combining operator a facade asks for: the operator variant, the same in both
/// dialects. When each one completes is where the dialects differ; the engine's
/// `combining` operators read it from their `dialect` (`CombiningMode(_:dialect:collection:)`).
@usableFromInline
package enum CombiningKind: Sendable {
    /// `zip`: the n-th element of every source makes the n-th combination.
    case zip
    /// `combineLatest`: the latest element of every source, at each element.
    case combineLatest
}

extension CombiningMode {
    /// The machine's mode for `kind` in `dialect`: the completion rule of the fixed
    /// arities (and parameter packs), or of a collection of sources, which differ in Rx's
    /// `zip` (Docs/Semantics.md#zip, Docs/Semantics.md#combine-latest).
    @inlinable
    package init(_ kind: CombiningKind, dialect: Dialect, collection: Bool) {
        switch kind {
        case .zip: self = .zip(collection ? dialect.zipCollectionCompletion : dialect.zipCompletion)
        case .combineLatest: self = .combineLatest(dialect.combineLatestCompletion)
        }
    }
}
