import Foundation
import ReactiveTesting

/// `swift run parity --generate N [--seed S]`: checks N generated cases across the
/// dialects (Docs/GeneratedParity.md), shrinks the failures and prints each as a parity
/// row ready to paste into `Rows/`.
public struct GeneratedParityRun {
    /// The seed of the run.
    public let seed: UInt64
    /// How many cases were checked.
    public let count: Int
    /// Cases whose dialects recorded the same thing.
    public private(set) var same = 0
    /// Cases whose difference the rules explain, by rule (a case may count for several).
    public private(set) var explained: [String: Int] = [:]
    /// Cases whose difference the rules explain, in all.
    public private(set) var explainedCases = 0
    /// The failing cases (mismatches and problems), in order, with their index in the run.
    public private(set) var failures: [(index: Int, result: GeneratedResult)] = []
    /// Wall-clock seconds the cases took (without shrinking).
    public private(set) var seconds: Double = 0

    /// The check the cases go through.
    public let check: GeneratedParityCheck

    /// Checks `count` cases generated from `seed` with `generator`.
    ///
    /// - Parameters:
    ///   - count: how many cases.
    ///   - seed: the run's seed.
    ///   - generator: makes the cases (default: the standard shared vocabulary).
    ///   - check: compares the dialects (default: the standard rules).
    public init(count: Int, seed: UInt64,
                generator: GeneratedCaseGenerator = GeneratedCaseGenerator(),
                check: GeneratedParityCheck = GeneratedParityCheck()) {
        self.seed = seed
        self.count = count
        self.check = check
        let start = Date()
        for index in 0..<count {
            let result = check.check(generator.generate(seed: seed, index: index))
            switch result.verdict {
            case .same: same += 1
            case .explained(let rules):
                explainedCases += 1
                for rule in rules { explained[rule, default: 0] += 1 }
            case .mismatch, .problems: failures.append((index, result))
            }
        }
        seconds = Date().timeIntervalSince(start)
    }

    /// Whether any case failed.
    public var failed: Bool { !failures.isEmpty }

    /// The report: one summary line, the explained differences by rule, then each of the
    /// first `shown` failures shrunk, with both recordings, its JSON and a parity row.
    ///
    /// - Parameter shown: how many failures to shrink and print (default 3).
    /// - Returns: several lines.
    public func report(shown: Int = 3) -> String {
        var lines = ["generated parity: \(count) cases, seed \(seed): \(same) same, \(explainedCases) differ as the rules explain, "
            + "\(failures.count) unexplained (\(String(format: "%.1f", seconds)) s)"]
        for (rule, cases) in explained.sorted(by: { $0.key < $1.key }) {
            lines.append("  rule \"\(rule)\": \(cases) cases")
        }
        for (index, result) in failures.prefix(shown) {
            let shrunk = check.shrink(result.generatedCase)
            let again = check.check(shrunk)
            lines.append("")
            lines.append("FAILURE: case \(index) of seed \(seed), shrunk to: \(shrunk)")
            switch again.verdict {
            case .mismatch(let text): lines.append(text)
            case .problems(let problems): lines += problems
            case .same, .explained: lines.append("(the shrunk case passes; the original:) \(result.verdict)")
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            if let json = try? encoder.encode(shrunk), let text = String(data: json, encoding: .utf8) {
                lines.append("JSON: \(text)")
            }
            lines.append("Parity row (Sources/ParityMatrix/Rows/):")
            lines.append(Self.row(for: shrunk, name: "generated (seed \(seed), case \(index))", vocabulary: check.vocabulary))
        }
        if failures.count > shown { lines.append("… and \(failures.count - shown) more failures") }
        return lines.joined(separator: "\n")
    }

    /// A parity row (in the `row(...)` form of `Rows/`) that runs `generatedCase`.
    ///
    /// - Parameters:
    ///   - generatedCase: the case; its sources should all be hot or all cold and
    ///     writable as marbles (values 0–35 at 10-tick frames).
    ///   - name: the row's name.
    ///   - vocabulary: the kinds its stages name.
    /// - Returns: Swift source, one row followed by a comma.
    public static func row(for generatedCase: GeneratedCase, name: String, vocabulary: GeneratedVocabulary = .standard) -> String {
        let marbles = generatedCase.sources.map { "\"\($0.marble ?? "?")\"" }.joined(separator: ", ")
        let cold = generatedCase.sources.allSatisfy { !$0.hot }
        var options = cold ? ", cold: true" : ""
        if let disposeAt = generatedCase.disposeAt { options += ", disposed: \(disposeAt)" }
        var text = ""
        if Set(generatedCase.sources.map(\.hot)).count > 1 {
            text += "// Mixed hot and cold sources: this row runs them all hot; the JSON above replays the case exactly.\n"
        }
        let rac = generatedCase.racSpelling(vocabulary: vocabulary) ?? "?"
        let rx = generatedCase.rxSpelling(vocabulary: vocabulary)
        text += """
            row("\(name)", \(marbles)\(options),
                rac: ("\(escaped(rac))", { s, sc in \(rac) }),
                rx: ("\(escaped(rx))", { s, sc in \(rx) })),
            """
        return text
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
