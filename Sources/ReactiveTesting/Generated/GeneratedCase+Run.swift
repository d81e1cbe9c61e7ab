import RACBridge

/// What one dialect did with a generated case: the recording (events with ticks and each
/// source's subscription windows) and the problems seen while running it.
///
/// Rx: none. RAC: none.
public struct GeneratedOutcome: Sendable, Equatable {
    /// The events and subscription windows.
    public var recording: Recording
    /// Grammar violations (an event after a terminal event, after the disposal, or
    /// overlapping another), source subscriptions never released, and engine resources
    /// still alive after the run; empty when the run was clean.
    public var problems: [String]
}

/// The two dialects a generated case runs in.
///
/// Rx: none. RAC: none.
public enum GeneratedDialect: String, Codable, Sendable, CaseIterable {
    /// RxBridge on `TestScheduler`.
    case rx
    /// RACBridge on `RACTestScheduler`.
    case rac
}

extension GeneratedCase {
    /// The Rx pipeline as source text over `s` (the sources) and `sc` (the scheduler).
    ///
    /// - Parameter vocabulary: the kinds the stages name.
    /// - Returns: e.g. `s[0].map { $0 + 3 }.take(2)`.
    public func rxSpelling(vocabulary: GeneratedVocabulary = .standard) -> String {
        stages.reduce("s[0]") { text, stage in kind(of: stage, in: vocabulary).rx.spelling(text, stage) }
    }

    /// The RAC pipeline as source text over `s` and `sc`, or nil when a stage has no RAC
    /// spelling.
    ///
    /// - Parameter vocabulary: the kinds the stages name.
    /// - Returns: e.g. `s[0].map { $0 + 3 }.take(2)`.
    public func racSpelling(vocabulary: GeneratedVocabulary = .standard) -> String? {
        var text = "s[0]"
        for stage in stages {
            guard let rac = kind(of: stage, in: vocabulary).rac else { return nil }
            text = rac.spelling(text, stage)
        }
        return text
    }

    /// Whether every stage has a RAC spelling, so the case runs in both dialects.
    ///
    /// - Parameter vocabulary: the kinds the stages name.
    /// - Returns: true when `record(.rac, vocabulary:)` can run.
    public func runsInBothDialects(vocabulary: GeneratedVocabulary = .standard) -> Bool {
        stages.allSatisfy { kind(of: $0, in: vocabulary).rac != nil }
    }

    /// Runs the case in `dialect` on a fresh virtual clock, subscribing through a
    /// `GrammarChecker` and counting the engine's live resources before and after.
    ///
    /// Rx runs on a `TestScheduler`; RAC on a `RACTestScheduler` over one, with the
    /// scenario's steps run as that scheduler (as `RACTestScheduler.start` does). Hot
    /// sources are `createHotObservable`s, cold ones `createColdObservable`s (RAC reads
    /// them as `RACSignal`s).
    ///
    /// - Parameters:
    ///   - dialect: which facade runs the case.
    ///   - vocabulary: the kinds the stages name; a name it lacks stops the run with a
    ///     precondition message naming it, and so does a RAC run of an Rx-only kind.
    /// - Returns: the recording and the problems seen.
    public func record(_ dialect: GeneratedDialect, vocabulary: GeneratedVocabulary = .standard) -> GeneratedOutcome {
        let before = Resources.total
        var outcome = dialect == .rx ? runRx(vocabulary) : runRAC(vocabulary)
        let leaked = Resources.total - before
        if leaked != 0 { outcome.problems.append("\(leaked) engine resources still alive after the run") }
        for (index, windows) in outcome.recording.subscriptions.enumerated() where windows.contains(where: { $0.unsubscribe == Int.max }) {
            outcome.problems.append("s[\(index)] is still subscribed after the disposal")
        }
        return outcome
    }

    func kind(of stage: GeneratedStage, in vocabulary: GeneratedVocabulary) -> GeneratedStageKind {
        guard let kind = vocabulary[stage.name] else {
            preconditionFailure("GeneratedCase: no stage kind named \"\(stage.name)\" in the vocabulary")
        }
        return kind
    }

    private func testSources(on scheduler: TestScheduler) -> [TestableObservable<Int>] {
        sources.enumerated().map { index, source in
            source.hot
                ? scheduler.createHotObservable(source.recordedEvents(index: index))
                : scheduler.createColdObservable(source.recordedEvents(index: index))
        }
    }

    private func runRx(_ vocabulary: GeneratedVocabulary) -> GeneratedOutcome {
        let scheduler = TestScheduler(initialClock: 0)
        let racScheduler = RACTestScheduler(testScheduler: scheduler)
        let testables = testSources(on: scheduler)
        let context = GeneratedStageKind.Context(sources: testables.map { $0.asObservable() }, scheduler: scheduler, racScheduler: racScheduler)
        let (observer, checker, problems) = makeChecker(on: scheduler)
        scheduler.runStandardScenario(
            created: TestScheduler.Defaults.created, subscribed: TestScheduler.Defaults.subscribed, disposed: disposed,
            create: { stages.reduce(context.sources[0]) { up, stage in kind(of: stage, in: vocabulary).rx.apply(up, stage, context) } },
            subscribe: { checker.subscribe(to: $0) })
        return GeneratedOutcome(recording: Recording(observer.events, subscriptions: testables.map(\.subscriptions)), problems: problems.all)
    }

    private func runRAC(_ vocabulary: GeneratedVocabulary) -> GeneratedOutcome {
        let scheduler = TestScheduler(initialClock: 0)
        let racScheduler = RACTestScheduler(testScheduler: scheduler)
        let testables = testSources(on: scheduler)
        let context = GeneratedStageKind.Context(sources: testables.map { RACSignal($0.asObservable()) }, scheduler: scheduler, racScheduler: racScheduler)
        let (observer, checker, problems) = makeChecker(on: scheduler)
        var signal: RACSignal<Int>?
        var subscription: RACDisposable?
        scheduler.scheduleAt(TestScheduler.Defaults.created) {
            racScheduler.performAsCurrentScheduler {
                signal = stages.reduce(context.sources[0]) { up, stage in
                    guard let rac = kind(of: stage, in: vocabulary).rac else {
                        preconditionFailure("GeneratedCase: the stage kind \"\(stage.name)\" has no RAC spelling")
                    }
                    return rac.apply(up, stage, context)
                }
            }
        }
        scheduler.scheduleAt(TestScheduler.Defaults.subscribed) {
            racScheduler.performAsCurrentScheduler { subscription = signal.map { checker.subscribe(to: $0) } }
        }
        scheduler.scheduleAt(disposed) { racScheduler.performAsCurrentScheduler { subscription?.dispose() } }
        racScheduler.runClock()
        return GeneratedOutcome(recording: Recording(observer.events, subscriptions: testables.map(\.subscriptions)), problems: problems.all)
    }

    /// A recording observer on `scheduler` behind a grammar checker whose violations are
    /// collected (not reported to XCTest: the caller decides what a violation means).
    private func makeChecker(on scheduler: TestScheduler) -> (TestableObserver<Int>, GrammarChecker<Int>, ProblemLog) {
        let observer = scheduler.createObserver(Int.self)
        let log = ProblemLog()
        let checker = GrammarChecker<Int>(forwardingTo: { observer.on($0) }, onViolation: { log.all.append("grammar: \($0)") }, allowingReentrancy: true)
        return (observer, checker, log)
    }
}

/// The problems of one run, appended to from the checker's callback (virtual time runs
/// on one thread, so no lock is needed).
private final class ProblemLog {
    var all: [String] = []
}
