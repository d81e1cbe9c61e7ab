/// A small, fast, seeded pseudo-random generator (SplitMix64) with the same output on
/// every platform and Swift version, so a seed names the same generated cases
/// everywhere.
///
/// The standard library's `Int.random(in:using:)` may change how it draws from a
/// generator between releases; the generator of generated parity cases draws only
/// through `next()`, `int(below:)`, `int(in:)` and `chance(_:)`, which are defined here.
///
/// Rx: none. RAC: none.
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
    /// The state, advanced by every draw.
    public private(set) var state: UInt64

    /// A generator whose sequence is determined by `seed`.
    ///
    /// - Parameter seed: any number; equal seeds give equal sequences.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    ///
    /// - Returns: a number that depends only on the seed and on how many draws came before.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number from `0` up to, not including, `bound`.
    ///
    /// - Parameter bound: the number of possible results; it must be positive.
    /// - Returns: a number in `0..<bound` (by remainder: the tiny bias does not matter
    ///   for test generation, and the result stays the same on every platform).
    public mutating func int(below bound: Int) -> Int {
        precondition(bound > 0, "SplitMix64.int(below:): the bound must be positive (got \(bound))")
        return Int(next() % UInt64(bound))
    }

    /// A number in `range`.
    ///
    /// - Parameter range: the possible results; it must not be empty.
    /// - Returns: a number in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + int(below: range.count)
    }

    /// Whether an event with the given chance happens.
    ///
    /// - Parameter percent: the chance in percent, 0 (never) to 100 (always).
    /// - Returns: true about `percent` times in a hundred.
    public mutating func chance(_ percent: Int) -> Bool {
        int(below: 100) < percent
    }

    /// An element of `elements`.
    ///
    /// - Parameter elements: the choices; it must not be empty.
    /// - Returns: one of them, each equally likely.
    public mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(below: elements.count)]
    }

    /// The generator for the `index`th item made from `seed`: each item of a run gets its
    /// own stream, so item 1234 of a seed can be remade alone.
    ///
    /// - Parameters:
    ///   - seed: the run's seed.
    ///   - index: the item's position in the run.
    /// - Returns: a generator determined by both.
    public static func stream(seed: UInt64, index: Int) -> SplitMix64 {
        var mixer = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        return SplitMix64(seed: mixer.next())
    }
}
