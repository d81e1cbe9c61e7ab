/// The engine's operators over one observable: `source.engine.map(transform)`.
///
/// Each operator is written once here, in `Operators/<Family>/<Name>.swift`; the facades
/// give it its public names (`map` in RxBridge, `map:` in RACBridge). Where the two dialects
/// behave differently, the difference is a parameter of the engine operator.
///
/// Operators are `@inlinable` so that their per-event code is assembled where the
/// element types are concrete: each subscription runs closures specialized for them.
@usableFromInline
package struct Engine<Element> {
    @usableFromInline let source: Observable<Element>

    @inlinable init(_ source: Observable<Element>) { self.source = source }
}

extension ObservableConvertibleType {
    /// The engine operators over this sequence (for the facades and engine extensions).
    @inlinable package var engine: Engine<Element> { Engine(asObservable()) }
}
