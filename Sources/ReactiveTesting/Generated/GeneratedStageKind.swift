import RACBridge

/// One kind of pipeline stage the generator can use: how to make its arguments, how it
/// is written and run in each dialect.
///
/// The built-in kinds are in `GeneratedVocabulary.standard`; add your own operators
/// (for example a custom operator of your app, with its RAC and Rx spellings) to a
/// vocabulary and generate over it:
///
/// ```swift
/// let double = GeneratedStageKind(
///     "double",
///     rx: .init({ up, _ in "\(up).map { $0 * 2 }" }) { up, _, _ in up.map { $0 * 2 } },
///     rac: .init({ up, _ in "\(up).map { $0 * 2 }" }) { up, _, _ in up.map { $0 * 2 } })
/// let generator = GeneratedCaseGenerator(vocabulary: .standard.adding(double))
/// ```
///
/// Spellings are Swift source over the parity matrix's names: `s[i]` is source `i`
/// and `sc` the scheduler, so a printed pipeline can be pasted into a parity row.
///
/// Rx: none. RAC: none.
public struct GeneratedStageKind: Sendable {
    /// How one dialect writes and runs a stage.
    public struct Dialect<Stream>: Sendable {
        /// The source text: given the upstream's text and the stage, the stage applied to it.
        public let spelling: @Sendable (_ upstream: String, _ stage: GeneratedStage) -> String
        /// The stage applied to the upstream stream, with the case's sources and scheduler.
        public let apply: @Sendable (_ upstream: Stream, _ stage: GeneratedStage, _ context: Context<Stream>) -> Stream

        /// A dialect's spelling and implementation of a stage.
        ///
        /// - Parameters:
        ///   - spelling: writes the stage after the upstream's text.
        ///   - apply: builds the stage on the upstream stream.
        public init(_ spelling: @escaping @Sendable (_ upstream: String, _ stage: GeneratedStage) -> String,
                    apply: @escaping @Sendable (_ upstream: Stream, _ stage: GeneratedStage, _ context: Context<Stream>) -> Stream) {
            self.spelling = spelling
            self.apply = apply
        }
    }

    /// What a stage may use besides its upstream: the case's sources and its clock.
    public struct Context<Stream> {
        /// The case's sources, as streams of the dialect, by index.
        public let sources: [Stream]
        /// The Rx clock (for Rx time operators; the RAC scheduler's clock in RAC).
        public let scheduler: TestScheduler
        /// The RAC scheduler on the same clock.
        public let racScheduler: RACTestScheduler

        /// The source a stage reads: `sources[stage.other]`, wrapped to the available sources.
        ///
        /// - Parameter stage: the stage.
        /// - Returns: the source the stage names.
        public func source(of stage: GeneratedStage) -> Stream {
            sources[stage.other % sources.count]
        }
    }

    /// The name stages use, unique in a vocabulary.
    public let name: String
    /// Whether the stage reads another source (its stages carry `source`).
    public let readsSource: Bool
    /// Makes the arguments of a new stage of this kind.
    public let makeArguments: @Sendable (inout SplitMix64) -> [Int]
    /// The smaller arguments the shrinker tries, from a stage's arguments (default: each
    /// argument lowered towards its smallest value, one at a time).
    public let shrinkArguments: @Sendable ([Int]) -> [[Int]]
    /// The Rx spelling and implementation.
    public let rx: Dialect<Observable<Int>>
    /// The RAC spelling and implementation, or nil when RAC has no such operator (cases
    /// using the kind then run in Rx only, e.g. against another Rx implementation).
    public let rac: Dialect<RACSignal<Int>>?

    /// A stage kind.
    ///
    /// - Parameters:
    ///   - name: the name stages use; unique in a vocabulary.
    ///   - readsSource: whether the stage reads another source of the case.
    ///   - arguments: makes a new stage's arguments from the generator (default: none).
    ///   - minimumArguments: the smallest value of each argument, for the shrinker
    ///     (default: 0 for every argument).
    ///   - rx: the Rx spelling and implementation.
    ///   - rac: the RAC spelling and implementation, or nil for an Rx-only kind.
    public init(_ name: String,
                readsSource: Bool = false,
                arguments: @escaping @Sendable (inout SplitMix64) -> [Int] = { _ in [] },
                minimumArguments: [Int] = [],
                rx: Dialect<Observable<Int>>,
                rac: Dialect<RACSignal<Int>>?) {
        self.name = name
        self.readsSource = readsSource
        self.makeArguments = arguments
        self.shrinkArguments = { arguments in
            arguments.indices.compactMap { index in
                let floor = minimumArguments.indices.contains(index) ? minimumArguments[index] : 0
                guard arguments[index] > floor else { return nil }
                var smaller = arguments
                smaller[index] = arguments[index] - 1 > floor ? floor : arguments[index] - 1
                return smaller
            }
        }
        self.rx = rx
        self.rac = rac
    }
}

/// The stage kinds a generator draws from, by name.
///
/// Rx: none. RAC: none.
public struct GeneratedVocabulary: Sendable {
    /// The kinds, in the order they were added.
    public private(set) var kinds: [GeneratedStageKind]

    /// A vocabulary of `kinds`; a later kind with the same name replaces an earlier one.
    ///
    /// - Parameter kinds: the stage kinds.
    public init(_ kinds: [GeneratedStageKind]) {
        self.kinds = []
        for kind in kinds { add(kind) }
    }

    /// Adds `kind`, replacing a kind of the same name.
    ///
    /// - Parameter kind: the stage kind to add.
    public mutating func add(_ kind: GeneratedStageKind) {
        if let index = kinds.firstIndex(where: { $0.name == kind.name }) {
            kinds[index] = kind
        } else {
            kinds.append(kind)
        }
    }

    /// This vocabulary with `kind` added (replacing a kind of the same name).
    ///
    /// - Parameter kind: the stage kind to add.
    /// - Returns: the larger vocabulary.
    public func adding(_ kind: GeneratedStageKind) -> GeneratedVocabulary {
        var copy = self
        copy.add(kind)
        return copy
    }

    /// This vocabulary without the kinds named in `names`.
    ///
    /// - Parameter names: the names of the kinds to drop.
    /// - Returns: the smaller vocabulary.
    public func removing(_ names: Set<String>) -> GeneratedVocabulary {
        GeneratedVocabulary(kinds.filter { !names.contains($0.name) })
    }

    /// The kinds both dialects can run.
    public var shared: GeneratedVocabulary {
        GeneratedVocabulary(kinds.filter { $0.rac != nil })
    }

    /// The kind named `name`, or nil.
    ///
    /// - Parameter name: a kind's name.
    /// - Returns: the kind, if the vocabulary has it.
    public subscript(name: String) -> GeneratedStageKind? {
        kinds.first { $0.name == name }
    }
}
