/// The one decision of `amb`: which source won, as a value its owner (`AmbCore`) keeps
/// under its lock.
///
/// States (`Lifecycle`) and transitions:
/// - `undecided` (the start): no source has sent anything. The first event of any kind
///   from source `i` elects it (`won(by: i)`).
/// - `won(by:)`: final; the winner's events pass, every other source's are dropped.
@frozen @usableFromInline
package struct AmbStateMachine: Sendable {
    /// Whether a source has won yet.
    @frozen @usableFromInline
    package enum Lifecycle: Sendable, Equatable {
        /// No source has sent anything yet.
        case undecided
        /// The source at this index sent first.
        case won(by: Int)
    }

    /// What the owner does with the first event a source sends, outside the lock.
    @frozen @usableFromInline
    package enum FirstEventAction: Sendable, Equatable {
        /// The source wins now: dispose every other source, then forward the event.
        case win
        /// The source had already won: forward the event.
        case forward
        /// Another source won: drop the event.
        case drop
    }

    @usableFromInline package private(set) var lifecycle = Lifecycle.undecided

    /// A machine in `undecided`.
    @inlinable package init() {}

    /// Source `index` sends its first event (each source asks once; its later events
    /// pass on the answer).
    @inlinable
    package mutating func firstEvent(from index: Int) -> FirstEventAction {
        switch lifecycle {
        case .undecided:
            lifecycle = .won(by: index)
            return .win
        case .won(let winner):
            return winner == index ? .forward : .drop
        }
    }
}
