import XCTest
import Foundation
import RxBridge
import RACBridge
import ReactiveTesting

/// The generated-parity kit: the seeded generator, cases as data, the interpreters, the
/// rules and the shrinker (Docs/GeneratedParity.md).
final class GeneratedParityTests: ReactiveTestCase {
    // MARK: The generator

    func testSplitMix64IsTheReferenceSequence() {
        var random = SplitMix64(seed: 0)
        XCTAssertEqual(random.next(), 0xE220_A839_7B1D_CDAF)
        XCTAssertEqual(random.next(), 0x6E78_9E6A_A1B9_65F4)
        XCTAssertEqual(random.next(), 0x06C4_5D18_8009_454F)
    }

    func testTheSameSeedGivesTheSameCasesAndEachCaseCanBeRemadeAlone() {
        let generator = GeneratedCaseGenerator()
        let first = generator.generate(seed: 42, count: 200)
        XCTAssertEqual(first, generator.generate(seed: 42, count: 200))
        XCTAssertEqual(first[137], generator.generate(seed: 42, index: 137))
        XCTAssertNotEqual(first, generator.generate(seed: 43, count: 200))
        XCTAssertEqual(Set(first).count, first.count, "200 cases of one seed are all different")
    }

    func testASeedNamesTheSameCaseOnEveryPlatform() {
        // Pinned: the generator draws only from SplitMix64, so this text is the same
        // everywhere; a change here changes every published seed.
        XCTAssertEqual(GeneratedCaseGenerator().generate(seed: 1, index: 0).description, #"s[0] hot "-1---53--(42)", s[1] hot "|", s[2] hot "---2---3--52---3-|"; delay(5)"#)
    }

    func testGeneratedCasesHaveTheDocumentedShape() {
        let generator = GeneratedCaseGenerator()
        for generated in generator.generate(seed: 7, count: 500) {
            XCTAssertTrue((1...3).contains(generated.sources.count))
            XCTAssertTrue((1...6).contains(generated.stages.count))
            for stage in generated.stages {
                let kind = try? XCTUnwrap(generator.vocabulary[stage.name])
                XCTAssertEqual(stage.source != nil, kind?.readsSource, "\(stage)")
                if let source = stage.source { XCTAssertTrue(generated.sources.indices.contains(source)) }
            }
            for source in generated.sources {
                XCTAssertNotNil(source.marble, "every generated source is a marble: \(source)")
                XCTAssertLessThanOrEqual(source.events.filter { $0.kind != .next }.count, 1)
                XCTAssertEqual(source.events.map(\.tick), source.events.map(\.tick).sorted())
                if let terminal = source.events.firstIndex(where: { $0.kind != .next }) {
                    XCTAssertEqual(terminal, source.events.count - 1)
                }
            }
            if let disposeAt = generated.disposeAt { XCTAssertTrue((205...600).contains(disposeAt)) }
            XCTAssertTrue(generated.runsInBothDialects())
        }
    }

    func testACaseIsDataThatRoundTripsThroughJSON() throws {
        let cases = GeneratedCaseGenerator(vocabulary: .standard).generate(seed: 3, count: 50)
        let data = try JSONEncoder().encode(cases)
        XCTAssertEqual(try JSONDecoder().decode([GeneratedCase].self, from: data), cases)
        let written = GeneratedCase(
            sources: [GeneratedSource(hot: true, events: [.next(220, 3), .completed(250)])],
            stages: [GeneratedStage("map", [2]), GeneratedStage("merge", source: 0)], disposeAt: 455)
        let json = #"{"disposeAt":455,"sources":[{"events":[{"kind":"next","tick":220,"value":3},{"kind":"completed","tick":250}],"hot":true}],"stages":[{"arguments":[2],"name":"map"},{"arguments":[],"name":"merge","source":0}]}"#
        XCTAssertEqual(try JSONDecoder().decode(GeneratedCase.self, from: Data(json.utf8)), written)
        XCTAssertEqual(written.sources[0].marble, "-3--|")
        XCTAssertEqual(written.rxSpelling(), "Observable.merge(s[0].map { $0 + 2 }, s[0])")
        XCTAssertEqual(written.racSpelling(), "s[0].map { $0 + 2 }.merge(s[0])")
    }

    // MARK: Running a case

    func testACaseRecordsEventsAndSubscriptionWindowsInEachDialect() {
        let generated = GeneratedCase(
            sources: [GeneratedSource(hot: true, events: [.next(210, 1), .next(230, 2), .completed(250)]),
                      GeneratedSource(hot: false, events: [.next(10, 5), .error(20)])],
            stages: [GeneratedStage("map", [1]), GeneratedStage("concat", source: 1)])
        let expected = Recording(["2@210", "3@230", "5@260", "#e1@270"],
                                 subscriptions: [[Subscription(200, 250)], [Subscription(250, 270)]])
        for dialect in GeneratedDialect.allCases {
            let outcome = generated.record(dialect)
            XCTAssertEqual(outcome.recording, expected, "\(dialect)")
            XCTAssertEqual(outcome.problems, [], "\(dialect)")
        }
    }

    func testAStageThatNeverReleasesItsSourceIsAProblem() {
        // The stage keeps its upstream subscription for the test to dispose at the end.
        final class Kept: @unchecked Sendable { var subscriptions: [Disposable] = [] }
        let kept = Kept()
        let leaky = GeneratedStageKind(
            "leaky",
            rx: .init({ up, _ in "leaky(\(up))" }) { up, _, _ in
                Observable.create { observer in
                    kept.subscriptions.append(up.subscribe(observer))
                    return Disposables.create()
                }
            },
            rac: .init({ up, _ in up }) { up, _, _ in up })
        let check = GeneratedParityCheck(vocabulary: GeneratedVocabulary.standard.adding(leaky))
        let generated = GeneratedCase(sources: [GeneratedSource(hot: true, events: [.next(210, 1)])],
                                      stages: [GeneratedStage("leaky")], disposeAt: 300)
        let verdict = check.check(generated).verdict
        kept.subscriptions.forEach { $0.dispose() }
        guard case .problems(let problems) = verdict else {
            return XCTFail("a source still subscribed after the disposal must be a problem")
        }
        XCTAssertEqual(problems.count, 2, "\(problems)")
        XCTAssertTrue(problems[0].hasPrefix("Rx: ") && problems[0].hasSuffix(" engine resources still alive after the run"), "\(problems)")
        XCTAssertEqual(problems.last, "Rx: s[0] is still subscribed after the disposal")
    }

    // MARK: Rules

    /// A one-stage case over marbles (digits are values), hot unless `cold`.
    func marbleCase(_ stage: GeneratedStage, _ marbles: String..., cold: Bool = false, disposeAt: Int? = nil) -> GeneratedCase {
        let sources = marbles.map { marble -> GeneratedSource in
            let start = cold ? 0 : TestScheduler.Defaults.subscribed
            let events = Marble.events(marble, start: start, values: Dictionary(uniqueKeysWithValues: (0...9).map { (Character(String($0)), $0) }))
                .map { recorded -> GeneratedEvent in
                    switch recorded.value {
                    case .next(let value): return .next(recorded.time, value)
                    case .completed: return .completed(recorded.time)
                    case .error: return .error(recorded.time)
                    }
                }
            return GeneratedSource(hot: !cold, events: events)
        }
        return GeneratedCase(sources: sources, stages: [stage], disposeAt: disposeAt)
    }

    /// Checks that the rule `rule` explains the case and that each dialect recorded what
    /// the parity matrix's row documents.
    func assertExplained(_ generated: GeneratedCase, by rule: String, rac: [String], rx: [String],
                         file: StaticString = #filePath, line: UInt = #line) {
        let result = GeneratedParityCheck().check(generated)
        XCTAssertEqual(result.verdict, .explained(rules: [rule]), file: file, line: line)
        XCTAssertEqual(result.rac.recording.events, Recording(rac).events, "RAC", file: file, line: line)
        XCTAssertEqual(result.rx.recording.events, Recording(rx).events, "Rx", file: file, line: line)
    }

    func testTheRulesExplainTheMatrixRowsThatDifferByDesign() {
        // "retry(n) / retry(n + 1)": RAC resubscribes a tick later.
        assertExplained(marbleCase(GeneratedStage("retry", [2]), "-1-#", cold: true), by: "retry on the scheduler",
                        rac: ["1@220", "1@261", "#e0@281"], rx: ["1@220", "1@260", "#e0@280"])
        // "zip(with:) (one side done)": RAC completes when a done side has nothing waiting.
        assertExplained(marbleCase(GeneratedStage("zip", source: 1), "-1-|", "--5---6---|"), by: "zip completion",
                        rac: ["15@230", "|@240"], rx: ["15@230", "|@310"])
        // "combineLatest (one side completes empty)".
        assertExplained(marbleCase(GeneratedStage("combineLatest", source: 1), "-|", "---1---|"), by: "combineLatest completion",
                        rac: ["|@280"], rx: ["|@240"])
        // "sample": RAC repeats the latest value and completes with the source.
        assertExplained(marbleCase(GeneratedStage("sample", source: 1), "1---2--------------|", "---------0----0--------------0---------0"),
                        by: "sample repeats", rac: ["2@300", "2@350", "|@400"], rx: ["2@300", "|@500"])
        // "take(until:) (trigger completed)" and "(trigger error)".
        assertExplained(marbleCase(GeneratedStage("takeUntil", source: 1), "-1-2-3-4-|", "--|"), by: "take-until trigger end",
                        rac: ["1@220", "|@230"], rx: ["1@220", "2@240", "3@260", "4@280", "|@300"])
        assertExplained(marbleCase(GeneratedStage("takeUntil", source: 1), "-1-2-3-4-|", "--#"), by: "take-until trigger end",
                        rac: ["1@220", "2@240", "3@260", "4@280", "|@300"], rx: ["1@220", "#e1@230"])
        // "buffer(withTime:) / buffer(timeSpan:count:)" (each buffer summed).
        assertExplained(marbleCase(GeneratedStage("buffer", [100, 10]), "12------------------------|"), by: "buffer timer",
                        rac: ["3@310", "|@470"], rx: ["3@300", "0@400", "0@470", "|@470"])
        // "RACSubject / PublishSubject (after completion)", through share: the second
        // subscriber of an ended connection gets nothing in RAC, the end in Rx.
        assertExplained(marbleCase(GeneratedStage("take", [0]), "-", cold: true).appending(GeneratedStage("share")),
                        by: "autoconnect and subjects", rac: [], rx: ["|@200"])
    }

    func testDelayedValuesOfOneTickLeaveTogetherInRACAndOneTickApartInRx() {
        // RAC's -delay: gives every value its own timer; RxSwift's delay sends one per run.
        assertExplained(marbleCase(GeneratedStage("delay", [1]), "(12|)"), by: "delay timers",
                        rac: ["1@211", "2@211", "|@211"], rx: ["1@211", "2@212", "|@213"])
    }

    func testADifferenceNoRulePredictsIsAMismatch() {
        let generated = marbleCase(GeneratedStage("retry", [2]), "-1-#", cold: true)
        let verdict = GeneratedParityCheck(rules: []).check(generated).verdict
        guard case .mismatch(let text) = verdict else { return XCTFail("\(verdict)") }
        XCTAssertTrue(text.contains("≠ 1@261"), text)
    }

    // MARK: Shrinking

    func testShrinkingReducesAPlantedMismatchToItsCause() throws {
        // RAC's spelling of "planted" is wrong for the value 3 only.
        let planted = GeneratedStageKind(
            "planted",
            rx: .init({ up, _ in up }) { up, _, _ in up },
            rac: .init({ up, _ in "\(up).map { $0 == 3 ? 4 : $0 }" }) { up, _, _ in up.map { $0 == 3 ? 4 : $0 } })
        let vocabulary = GeneratedVocabulary.standard.shared.adding(planted)
        let check = GeneratedParityCheck(vocabulary: GeneratedVocabulary.standard.adding(planted))
        let generator = GeneratedCaseGenerator(vocabulary: vocabulary)
        let failing = try XCTUnwrap((0..<3000).lazy.map { generator.generate(seed: 9, index: $0) }.first {
            $0.stages.count >= 3 && check.check($0).verdict.isFailure
        })
        let shrunk = check.shrink(failing)
        XCTAssertTrue(check.check(shrunk).verdict.isFailure, "the shrunk case still fails")
        XCTAssertEqual(shrunk.stages, [GeneratedStage("planted")], "only the broken stage is left: \(shrunk)")
        XCTAssertEqual(shrunk.sources.count, 1)
        XCTAssertEqual(shrunk.sources.first?.events.map(\.value), [3], "one value, the one it breaks: \(shrunk)")
        XCTAssertEqual(shrunk.sources.first?.events.first?.tick, shrunk.sources[0].hot ? 210 : 10, "as early as it can be: \(shrunk)")
        XCTAssertNil(shrunk.disposeAt)
    }

    func testAPassingCaseDoesNotShrink() {
        let generated = marbleCase(GeneratedStage("map", [1]), "-1-2-|")
        XCTAssertEqual(GeneratedParityCheck().shrink(generated), generated)
    }

    func testFiveHundredGeneratedCasesAgreeOrDifferOnlyAsTheRulesSay() {
        let check = GeneratedParityCheck()
        for (index, generated) in GeneratedCaseGenerator().generate(seed: 2026, count: 500).enumerated() {
            let verdict = check.check(generated).verdict
            XCTAssertFalse(verdict.isFailure, "case \(index): \(generated)\n\(verdict)")
        }
    }
}

private extension GeneratedCase {
    func appending(_ stage: GeneratedStage) -> GeneratedCase {
        GeneratedCase(sources: sources, stages: stages + [stage], disposeAt: disposeAt)
    }
}
