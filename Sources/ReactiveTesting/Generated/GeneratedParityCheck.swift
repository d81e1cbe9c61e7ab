/// A deliberate difference between the dialects, as a rule in code: for some stage
/// kinds, an Rx implementation of what RAC documents for them (a model of RAC's
/// behavior). A generated case whose RAC recording differs from its Rx one is explained
/// when running the case in Rx with every modeled stage replaced by its model records
/// exactly what RAC recorded; any other difference is a mismatch.
///
/// The standard rules (`GeneratedParityRule.standard`) are the deliberate differences
/// the parity matrix's "differs by design" rows pin down, for the operators of the
/// standard vocabulary.
///
/// Rx: none. RAC: none.
public struct GeneratedParityRule: Sendable {
    /// A short name, e.g. `"retry on the scheduler"`.
    public let name: String
    /// Why the dialects differ, one sentence.
    public let why: String
    /// For each stage kind the rule covers, an Rx implementation of RAC's behavior.
    public let racModels: [String: GeneratedStageKind.Dialect<Observable<Int>>]

    /// A rule modeling RAC's behavior for the kinds named in `racModels`.
    ///
    /// - Parameters:
    ///   - name: a short name, printed in reports.
    ///   - why: why the dialects differ, one sentence.
    ///   - racModels: for each covered kind, an Rx spelling and implementation that
    ///     records what RAC's operator records.
    public init(_ name: String, why: String, racModels: [String: GeneratedStageKind.Dialect<Observable<Int>>]) {
        self.name = name
        self.why = why
        self.racModels = racModels
    }
}

/// How a generated case came out.
///
/// Rx: none. RAC: none.
public enum GeneratedVerdict: Equatable, Sendable {
    /// Both dialects recorded the same thing.
    case same
    /// The recordings differ as the named rules predict.
    case explained(rules: [String])
    /// A difference no rule predicts; the text shows both recordings side by side.
    case mismatch(String)
    /// A run broke the grammar, kept a source subscribed or leaked engine resources.
    case problems([String])

    /// Whether the verdict is a failure (a mismatch or problems).
    public var isFailure: Bool {
        switch self {
        case .same, .explained: return false
        case .mismatch, .problems: return true
        }
    }
}

/// The outcome of checking one generated case in both dialects.
///
/// Rx: none. RAC: none.
public struct GeneratedResult: Sendable {
    /// The case.
    public let generatedCase: GeneratedCase
    /// What RAC did.
    public let rac: GeneratedOutcome
    /// What Rx did.
    public let rx: GeneratedOutcome
    /// What RAC was predicted to do by the rules, when the recordings differ.
    public let predictedRAC: Recording?
    /// The verdict.
    public let verdict: GeneratedVerdict
}

/// Checks generated cases across the dialects, explains differences with rules, and
/// shrinks failures to a minimal case.
///
/// ```swift
/// let check = GeneratedParityCheck()
/// for generated in GeneratedCaseGenerator().generate(seed: 1, count: 500) {
///     let result = check.check(generated)
///     if result.verdict.isFailure { print(check.shrink(generated)) }
/// }
/// ```
///
/// Rx: none. RAC: none.
public struct GeneratedParityCheck: Sendable {
    /// The kinds the cases' stages name.
    public var vocabulary: GeneratedVocabulary
    /// The deliberate differences.
    public var rules: [GeneratedParityRule]

    /// A check over `vocabulary` with `rules`.
    ///
    /// - Parameters:
    ///   - vocabulary: the stage kinds (default: the standard vocabulary).
    ///   - rules: the deliberate differences (default: the standard rules).
    public init(vocabulary: GeneratedVocabulary = .standard, rules: [GeneratedParityRule] = GeneratedParityRule.standard) {
        self.vocabulary = vocabulary
        self.rules = rules
    }

    /// Runs `generatedCase` in both dialects and compares the recordings, explaining a
    /// difference with the rules.
    ///
    /// - Parameter generatedCase: a case whose stages all have RAC spellings.
    /// - Returns: both outcomes, the prediction if one was needed, and the verdict.
    public func check(_ generatedCase: GeneratedCase) -> GeneratedResult {
        let rac = generatedCase.record(.rac, vocabulary: vocabulary)
        let rx = generatedCase.record(.rx, vocabulary: vocabulary)
        let problems = rac.problems.map { "RAC: \($0)" } + rx.problems.map { "Rx: \($0)" }
        if !problems.isEmpty {
            return GeneratedResult(generatedCase: generatedCase, rac: rac, rx: rx, predictedRAC: nil, verdict: .problems(problems))
        }
        if rac.recording == rx.recording {
            return GeneratedResult(generatedCase: generatedCase, rac: rac, rx: rx, predictedRAC: nil, verdict: .same)
        }
        let applicable = applicableRules(generatedCase)
        guard !applicable.isEmpty else {
            return GeneratedResult(generatedCase: generatedCase, rac: rac, rx: rx, predictedRAC: nil,
                                   verdict: .mismatch(Recording.difference(rac.recording, rx.recording, lhsTitle: "RAC", rhsTitle: "Rx") ?? ""))
        }
        let predicted = predictRAC(generatedCase, rules: applicable)
        if predicted == rac.recording {
            return GeneratedResult(generatedCase: generatedCase, rac: rac, rx: rx, predictedRAC: predicted,
                                   verdict: .explained(rules: applicable.map(\.name)))
        }
        let difference = Recording.difference(rac.recording, predicted, lhsTitle: "RAC", rhsTitle: "RAC as the rules predict") ?? ""
        let plain = Recording.difference(rac.recording, rx.recording, lhsTitle: "RAC", rhsTitle: "Rx") ?? ""
        return GeneratedResult(generatedCase: generatedCase, rac: rac, rx: rx, predictedRAC: predicted,
                               verdict: .mismatch(plain + "\n" + difference))
    }

    /// The rules that model a stage of `generatedCase`.
    ///
    /// - Parameter generatedCase: the case.
    /// - Returns: the rules, in order.
    public func applicableRules(_ generatedCase: GeneratedCase) -> [GeneratedParityRule] {
        let names = Set(generatedCase.stages.map(\.name))
        return rules.filter { !names.isDisjoint(with: $0.racModels.keys) }
    }

    /// What RAC should record by the rules: the case run in Rx with each stage a rule
    /// models replaced by its model.
    ///
    /// - Parameters:
    ///   - generatedCase: the case.
    ///   - rules: the rules to apply (default: all of this check's).
    /// - Returns: the predicted recording.
    public func predictRAC(_ generatedCase: GeneratedCase, rules: [GeneratedParityRule]? = nil) -> Recording {
        var modeled = vocabulary
        for rule in rules ?? self.rules {
            for (name, model) in rule.racModels {
                guard let kind = vocabulary[name] else { continue }
                modeled.add(GeneratedStageKind(name, readsSource: kind.readsSource, rx: model, rac: kind.rac))
            }
        }
        return generatedCase.record(.rx, vocabulary: modeled).recording
    }

    /// A smaller case that fails the same way (a mismatch stays a mismatch, problems stay
    /// problems): fewer stages, sources and events, another source first, earlier ticks,
    /// smaller arguments and values, no early disposal, tried one change at a time until
    /// none helps.
    ///
    /// - Parameters:
    ///   - generatedCase: a failing case.
    ///   - limit: the most candidate cases to run (default 2,000).
    /// - Returns: the smallest failing case found (the case itself if it does not fail).
    public func shrink(_ generatedCase: GeneratedCase, limit: Int = 2_000) -> GeneratedCase {
        let failsLike = failureKind(check(generatedCase).verdict)
        guard failsLike != 0 else { return generatedCase }
        var current = generatedCase
        var budget = limit
        var progress = true
        while progress, budget > 0 {
            progress = false
            for candidate in GeneratedShrinker(vocabulary: vocabulary).candidates(current) {
                budget -= 1
                if budget <= 0 { break }
                if failureKind(check(candidate).verdict) == failsLike {
                    current = candidate
                    progress = true
                    break
                }
            }
        }
        return current
    }

    private func failureKind(_ verdict: GeneratedVerdict) -> Int {
        switch verdict {
        case .same, .explained: return 0
        case .mismatch: return 1
        case .problems: return 2
        }
    }
}

/// The one-step simplifications of a case, smallest-effect last.
struct GeneratedShrinker {
    let vocabulary: GeneratedVocabulary

    func candidates(_ base: GeneratedCase) -> [GeneratedCase] {
        var result: [GeneratedCase] = []
        // Fewer stages.
        if base.stages.count > 1 {
            for index in base.stages.indices {
                var smaller = base
                smaller.stages.remove(at: index)
                result.append(smaller)
            }
        }
        // Fewer sources (those no stage reads), renumbering the others.
        for index in base.sources.indices.dropFirst() where !base.stages.contains(where: { $0.source == index }) {
            var smaller = base
            smaller.sources.remove(at: index)
            for stage in smaller.stages.indices {
                if let source = smaller.stages[stage].source, source > index { smaller.stages[stage].source = source - 1 }
            }
            result.append(smaller)
        }
        // Another source first (the pipeline starts from it), so that the stages that
        // only brought it in can go.
        for index in base.sources.indices.dropFirst() {
            var swapped = base
            swapped.sources.swapAt(0, index)
            for stage in swapped.stages.indices {
                if swapped.stages[stage].source == index {
                    swapped.stages[stage].source = 0
                } else if (swapped.stages[stage].source ?? -1) == 0 {
                    swapped.stages[stage].source = index
                }
            }
            result.append(swapped)
        }
        // Stages reading source 0 instead of another.
        for index in base.stages.indices where (base.stages[index].source ?? 0) > 0 {
            var simpler = base
            simpler.stages[index].source = 0
            result.append(simpler)
        }
        // No early disposal.
        if base.disposeAt != nil {
            var simpler = base
            simpler.disposeAt = nil
            result.append(simpler)
        }
        // Fewer events.
        for source in base.sources.indices {
            for event in base.sources[source].events.indices {
                var smaller = base
                smaller.sources[source].events.remove(at: event)
                result.append(smaller)
            }
        }
        // Earlier ticks: an event and everything after it on its source, one frame earlier.
        for source in base.sources.indices {
            let events = base.sources[source].events
            let floor = base.sources[source].hot ? TestScheduler.Defaults.subscribed : 0
            for event in events.indices {
                let previous = event == 0 ? floor : events[event - 1].tick
                guard events[event].tick - Marble.frame >= previous, events[event].tick - Marble.frame > floor else { continue }
                var earlier = base
                for later in event..<events.count { earlier.sources[source].events[later].tick -= Marble.frame }
                result.append(earlier)
            }
        }
        // Smaller arguments and values.
        for index in base.stages.indices {
            guard let kind = vocabulary[base.stages[index].name] else { continue }
            for arguments in kind.shrinkArguments(base.stages[index].arguments) {
                var simpler = base
                simpler.stages[index].arguments = arguments
                result.append(simpler)
            }
        }
        for source in base.sources.indices {
            for event in base.sources[source].events.indices where (base.sources[source].events[event].value ?? 0) > 1 {
                var simpler = base
                simpler.sources[source].events[event].value = 1
                result.append(simpler)
            }
        }
        if let disposeAt = base.disposeAt, disposeAt - Marble.frame > TestScheduler.Defaults.subscribed {
            var earlier = base
            earlier.disposeAt = disposeAt - Marble.frame
            result.append(earlier)
        }
        return result
    }
}
