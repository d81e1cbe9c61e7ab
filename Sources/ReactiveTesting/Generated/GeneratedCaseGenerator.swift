/// Makes random generated parity cases from a seed: the same seed and vocabulary give
/// the same cases on every platform (the generator draws only from `SplitMix64`).
///
/// Each case has 1–3 sources (mostly all hot or all cold, sometimes mixed) of up to five
/// values (1–5, so `distinctUntilChanged` and `filter` have something to do) at 10-tick
/// frames (one in ten on the tick of the one before), ending in a completion, an error or nothing; 1–6 stages drawn evenly from the
/// vocabulary; and, one time in four, an early disposal between 205 and 600.
///
/// ```swift
/// let generator = GeneratedCaseGenerator()
/// for generated in generator.generate(seed: 7, count: 1000) { … }
/// let again = generator.generate(seed: 7, index: 123)   // the 124th case alone
/// ```
///
/// Rx: none. RAC: none.
public struct GeneratedCaseGenerator: Sendable {
    /// The kinds stages are drawn from.
    public var vocabulary: GeneratedVocabulary
    /// The most stages a case has (at least 1).
    public var maxStages: Int
    /// The most sources a case has (at least 1).
    public var maxSources: Int

    /// A generator over `vocabulary`.
    ///
    /// - Parameters:
    ///   - vocabulary: the stage kinds; by default the standard kinds both dialects run.
    ///   - maxStages: the most stages per case (default 6, at least 1).
    ///   - maxSources: the most sources per case (default 3, at least 1).
    public init(vocabulary: GeneratedVocabulary = GeneratedVocabulary.standard.shared, maxStages: Int = 6, maxSources: Int = 3) {
        precondition(!vocabulary.kinds.isEmpty, "GeneratedCaseGenerator: the vocabulary has no stage kinds")
        self.vocabulary = vocabulary
        self.maxStages = max(1, maxStages)
        self.maxSources = max(1, maxSources)
    }

    /// `count` cases made from `seed`: case `i` is `generate(seed: seed, index: i)`.
    ///
    /// - Parameters:
    ///   - seed: the run's seed.
    ///   - count: how many cases.
    /// - Returns: the cases, in order.
    public func generate(seed: UInt64, count: Int) -> [GeneratedCase] {
        (0..<max(0, count)).map { generate(seed: seed, index: $0) }
    }

    /// The `index`th case made from `seed`, alone.
    ///
    /// - Parameters:
    ///   - seed: the run's seed.
    ///   - index: the case's position in the run (from 0).
    /// - Returns: the case.
    public func generate(seed: UInt64, index: Int) -> GeneratedCase {
        var random = SplitMix64.stream(seed: seed, index: index)
        let sourceCount = random.int(in: 1...maxSources)
        let allHot = random.chance(50)
        let sources = (0..<sourceCount).map { _ in
            makeSource(hot: random.chance(85) ? allHot : !allHot, using: &random)
        }
        let stages = (0..<random.int(in: 1...maxStages)).map { _ in
            let kind = random.pick(vocabulary.kinds)
            let arguments = kind.makeArguments(&random)
            return GeneratedStage(kind.name, arguments, source: kind.readsSource ? random.int(below: sourceCount) : nil)
        }
        let disposeAt = random.chance(25) ? TestScheduler.Defaults.subscribed + 5 * random.int(in: 1...80) : nil
        return GeneratedCase(sources: sources, stages: stages, disposeAt: disposeAt)
    }

    private func makeSource(hot: Bool, using random: inout SplitMix64) -> GeneratedSource {
        var tick = hot ? TestScheduler.Defaults.subscribed : 0
        var events: [GeneratedEvent] = []
        for _ in 0..<random.int(in: 0...5) {
            // One value in ten shares the previous one's tick (a marble group).
            tick += events.isEmpty || !random.chance(10) ? Marble.frame * random.int(in: 1...4) : 0
            events.append(.next(tick, random.int(in: 1...5)))
        }
        let ending = random.int(below: 10)
        if ending < 8 {
            tick += Marble.frame * random.int(in: events.isEmpty ? 1...4 : 0...3)
            events.append(ending < 6 ? .completed(tick) : .error(tick))
        }
        return GeneratedSource(hot: hot, events: events)
    }
}
