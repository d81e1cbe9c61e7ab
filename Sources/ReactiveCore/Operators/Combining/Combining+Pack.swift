/// `zip` / `combineLatest` over any number of sources of different types, as a
/// parameter pack: one typed slot per source and a `take` that reads them into a tuple,
/// exactly like the fixed arities in `Combining+Arity.swift`; `CombiningCore` does the rest.
/// An empty pack completes at once.
extension Engine {
    /// RAC: `+zip:` / `+combineLatest:` with signals of different types (a tuple per
    /// combination; `dialect: .rac`). Rx spells the same with the fixed arities, whose
    /// completion rule this one follows.
    @inlinable
    package static func combining<each Source>(
        _ kind: CombiningKind, dialect: Dialect = .rx, packed sources: repeat Observable<each Source>,
        select: @escaping ((repeat each Source)) throws -> Element
    ) -> Observable<Element> {
        let mode = CombiningMode(kind, dialect: dialect, collection: false)
        let latest = mode.keepsLatestOnly
        var count = 0
        for _ in repeat each sources { count += 1 }
        let sourceCount = count
        return Observable.make { sink, scope in
            // No sources (`zip()`): nothing to combine, so it completes at once, as the
            // empty collection does.
            if sourceCount == 0 { return sink.end(.completed) }
            let slots = (repeat CombiningSlot<each Source>(keepsLatestOnly: latest))
            let core = CombiningCore(count: sourceCount, mode: mode, sink: sink, scope: scope, select: select) {
                (repeat (each slots).take())
            }
            var index = 0
            func attach<Value>(_ source: Observable<Value>, _ slot: CombiningSlot<Value>) {
                core.attach(source, index, slot)
                index += 1
            }
            repeat attach(each sources, each slots)
        }
    }
}
