/// One generated parity case: marble sources, a pipeline of stages over them, and when
/// the subscription is disposed. It is plain data (`Codable`), so a case can be saved,
/// printed as JSON, shrunk, and replayed by another tool (for example against another
/// Rx implementation) without any code of this library.
///
/// The scenario is the standard one of `TestScheduler.start`: sources made at 0, the
/// pipeline at 100, subscribed at 200, disposed at `disposed` (1000 unless the case
/// disposes early). Elements are `Int`s; the pipeline starts from `sources[0]` and each
/// stage transforms what the previous one produced, reading other sources by index.
///
/// ```swift
/// let cases = GeneratedCaseGenerator().generate(seed: 42, count: 100)
/// let json = try JSONEncoder().encode(cases[0])
/// ```
///
/// Rx: none. RAC: none.
public struct GeneratedCase: Codable, Sendable, Hashable, CustomStringConvertible {
    /// The inputs; the pipeline starts from the first.
    public var sources: [GeneratedSource]
    /// The stages, applied in order to `sources[0]`.
    public var stages: [GeneratedStage]
    /// The tick at which the subscription is disposed; nil is the standard 1000.
    public var disposeAt: Int?

    /// A case over `sources` running `stages`.
    ///
    /// - Parameters:
    ///   - sources: the inputs (at least one); stages name them by index.
    ///   - stages: the pipeline, first stage first.
    ///   - disposeAt: the tick of the early disposal, or nil for the standard 1000.
    public init(sources: [GeneratedSource], stages: [GeneratedStage], disposeAt: Int? = nil) {
        self.sources = sources
        self.stages = stages
        self.disposeAt = disposeAt
    }

    /// The tick of the disposal: `disposeAt`, or 1000.
    public var disposed: Int { disposeAt ?? TestScheduler.Defaults.disposed }

    /// One line: the sources as marbles, the stages, the disposal.
    public var description: String {
        let inputs = sources.enumerated().map { "s[\($0)] \($1.hot ? "hot" : "cold") \"\($1.marble ?? $1.description)\"" }
        let pipeline = stages.map(\.description).joined(separator: " → ")
        return inputs.joined(separator: ", ") + "; " + pipeline + (disposeAt.map { "; disposed at \($0)" } ?? "")
    }
}

/// One input of a generated case: its events at ticks, hot or cold.
///
/// A hot source sends at absolute ticks whoever listens (ticks after 200, the
/// subscription); a cold one sends at ticks counted from each subscription, once per
/// subscriber. Errors are `GeneratedError`s naming the source.
///
/// Rx: `TestScheduler.createHotObservable` / `createColdObservable`. RAC: none.
public struct GeneratedSource: Codable, Sendable, Hashable, CustomStringConvertible {
    /// Whether the ticks are absolute (hot) or relative to each subscription (cold).
    public var hot: Bool
    /// The events in time order; at most one terminal event, last.
    public var events: [GeneratedEvent]

    /// A source sending `events`.
    ///
    /// - Parameters:
    ///   - hot: true for absolute ticks, false for ticks from each subscription.
    ///   - events: the events in time order, a terminal one (if any) last.
    public init(hot: Bool, events: [GeneratedEvent]) {
        self.hot = hot
        self.events = events
    }

    /// `1@210 2@230 |@250`.
    public var description: String {
        events.isEmpty ? "(silent)" : events.map(\.description).joined(separator: " ")
    }

    /// The events as a marble of 10-tick frames (hot: from 200, cold: from 0), with
    /// digits for 0–9 and letters for 10–35, or nil when a tick or value cannot be
    /// written that way.
    public var marble: String? {
        let start = hot ? TestScheduler.Defaults.subscribed : 0
        var frames: [[String]] = []
        for event in events {
            let offset = event.tick - start
            guard offset > 0, offset % Marble.frame == 0 else { return nil }
            let frame = offset / Marble.frame - 1
            guard frame >= frames.count - 1 || frames.isEmpty else { return nil }
            while frames.count <= frame { frames.append([]) }
            switch event.kind {
            case .next:
                let digits = Array("0123456789abcdefghijklmnopqrstuvwxyz")
                guard let value = event.value, digits.indices.contains(value) else { return nil }
                frames[frame].append(String(digits[value]))
            case .completed: frames[frame].append("|")
            case .error: frames[frame].append("#")
            }
        }
        return frames.map { $0.isEmpty ? "-" : ($0.count == 1 ? $0[0] : "(" + $0.joined() + ")") }.joined()
    }

    /// The events as recorded test events, on the ticks they are sent at.
    ///
    /// - Parameter index: the source's position in its case, named by its errors.
    /// - Returns: one recorded event per event.
    public func recordedEvents(index: Int) -> [Recorded<Event<Int>>] {
        events.map { event in
            switch event.kind {
            case .next: return .next(event.tick, event.value ?? 0)
            case .completed: return .completed(event.tick)
            case .error: return .error(event.tick, GeneratedError(source: index))
            }
        }
    }
}

/// One event of a generated source.
///
/// Rx: `Recorded<Event<Int>>`. RAC: none.
public struct GeneratedEvent: Codable, Sendable, Hashable, CustomStringConvertible {
    /// What the event is.
    public enum Kind: String, Codable, Sendable, Hashable {
        /// A value (`value`).
        case next
        /// Completion.
        case completed
        /// An error (a `GeneratedError` naming the source).
        case error
    }

    /// The tick: absolute for a hot source, from the subscription for a cold one.
    public var tick: Int
    /// What the event is.
    public var kind: Kind
    /// The value of a `next` event; nil otherwise.
    public var value: Int?

    /// `value` at `tick`.
    ///
    /// - Parameters:
    ///   - tick: when it is sent.
    ///   - value: the element.
    /// - Returns: a `next` event.
    public static func next(_ tick: Int, _ value: Int) -> GeneratedEvent {
        GeneratedEvent(tick: tick, kind: .next, value: value)
    }

    /// Completion at `tick`.
    ///
    /// - Parameter tick: when it is sent.
    /// - Returns: a `completed` event.
    public static func completed(_ tick: Int) -> GeneratedEvent {
        GeneratedEvent(tick: tick, kind: .completed, value: nil)
    }

    /// An error at `tick`.
    ///
    /// - Parameter tick: when it is sent.
    /// - Returns: an `error` event.
    public static func error(_ tick: Int) -> GeneratedEvent {
        GeneratedEvent(tick: tick, kind: .error, value: nil)
    }

    /// `3@210`, `|@250` or `#@250`.
    public var description: String {
        switch kind {
        case .next: return "\(value ?? 0)@\(tick)"
        case .completed: return "|@\(tick)"
        case .error: return "#@\(tick)"
        }
    }
}

/// The error a generated source sends: `e0` for source 0, `e1` for source 1…
///
/// Rx: none. RAC: none.
public struct GeneratedError: Swift.Error, Hashable, Sendable, CustomStringConvertible {
    /// The index of the source that sent it.
    public let source: Int

    /// The error of source `source`.
    ///
    /// - Parameter source: the index of the source.
    public init(source: Int) {
        self.source = source
    }

    /// `e` followed by the source index.
    public var description: String { "e\(source)" }
}

/// One stage of a generated pipeline: the name of a stage kind (a
/// `GeneratedStageKind` of the vocabulary), its integer arguments, and the other source
/// it reads, if any.
///
/// Arguments are data, so a stage is fully serializable: `map` with `[3]` is "add 3",
/// `filter` with `[3, 1]` is "keep values whose remainder by 3 is 1". Each kind
/// documents its arguments.
///
/// Rx: none. RAC: none.
public struct GeneratedStage: Codable, Sendable, Hashable, CustomStringConvertible {
    /// The kind's name, e.g. `"map"`.
    public var name: String
    /// The kind's arguments.
    public var arguments: [Int]
    /// The index of the other source the stage reads (`merge`, `zip`, `flatMap`…), or nil.
    public var source: Int?

    /// A stage of kind `name`.
    ///
    /// - Parameters:
    ///   - name: the kind's name in the vocabulary.
    ///   - arguments: the kind's arguments (see the kind).
    ///   - source: the other source it reads, for kinds that read one.
    public init(_ name: String, _ arguments: [Int] = [], source: Int? = nil) {
        self.name = name
        self.arguments = arguments
        self.source = source
    }

    /// The argument at `index`, or `fallback` when there is none (a hand-written or
    /// shrunk stage may carry fewer arguments).
    ///
    /// - Parameters:
    ///   - index: the argument's position.
    ///   - fallback: the value used when the stage has no such argument.
    /// - Returns: the argument or the fallback.
    public func argument(_ index: Int, default fallback: Int = 1) -> Int {
        arguments.indices.contains(index) ? arguments[index] : fallback
    }

    /// The other source's index (0 when the stage names none).
    public var other: Int { source ?? 0 }

    /// `map(3)`, `merge(s[1])`, `filter(3, 1)`.
    public var description: String {
        var parts = arguments.map(String.init)
        if let source { parts.append("s[\(source)]") }
        return parts.isEmpty ? name : "\(name)(\(parts.joined(separator: ", ")))"
    }
}
