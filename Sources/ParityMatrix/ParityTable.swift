import Foundation
import ReactiveTesting

/// Renders parity results for people (a terminal report that fits a given width), for
/// `Docs/Parity.md` (Markdown) and for tools (JSON).
///
/// Every format prints the same facts from the rows themselves: the input marbles, both
/// spellings, both recordings and, for a deliberate difference, the row's `why`.
public enum ParityTable {
    /// The word for a verdict.
    public static func word(_ verdict: ParityResult.Verdict) -> String {
        switch verdict {
        case .same: return "same"
        case .differsByDesign: return "differs by design"
        case .mismatch: return "MISMATCH"
        }
    }

    /// `N rows: S same, D differ by design, M mismatches`.
    public static func summary(_ results: [ParityResult]) -> String {
        let same = results.filter { $0.verdict == .same }.count
        let differs = results.filter { $0.verdict == .differsByDesign }.count
        let mismatches = results.count - same - differs
        return "\(results.count) rows: \(same) same, \(differs) differ by design, \(mismatches) mismatch\(mismatches == 1 ? "" : "es")"
    }

    /// What the notation of the report means, term by term: printed above the terminal
    /// report and in `Docs/Parity.md`, from this one list.
    public static let legend: [(term: String, meaning: String)] = [
        ("input", "marbles, one character per frame of 10 ticks; the recorded subscription is at 200, "
            + "so a hot input's first frame is at 210 (a cold input's frames count from its own subscription). "
            + "`-` nothing, `0`-`9` the values 0-9, `a`-`z` the values 10-35, `|` completed, `#` an error, "
            + "`(12)` several events in one frame; `s[0]`, `s[1]`… are the inputs in the spellings."),
        ("output", "`10@220` the value 10 at tick 220, `|@280` completed at 280, `#marble error@260` "
            + "an error at 260; `(1, 10)` is a tuple, `[1, 2]` an array."),
        ("subscriptions", "when each input was subscribed and released: `200-280`; `200-` was never released."),
        ("result", "`same`: both dialects send the same events at the same ticks, with the same subscriptions. "
            + "`differs by design`: each dialect records what its own library documents, and `why` says how they differ. "
            + "`MISMATCH`: a bug; the command then exits with status 1."),
    ]

    // MARK: Terminal

    /// The terminal report: a legend, then one block per row, every line at most `width`
    /// characters (long cells wrap, nothing is cut), then the summary.
    ///
    /// A block shows the row's input marbles and output (both dialects' outputs when they
    /// differ), the subscription windows when they differ, and the `why` of a deliberate
    /// difference; `verbose` adds both spellings and every subscription window.
    public static func text(_ results: [ParityResult], verbose: Bool = false, legend showLegend: Bool = true, width: Int = 100) -> String {
        var lines: [String] = []
        if showLegend {
            lines += wrap("Each row runs its input marbles through the RAC spelling and the Rx spelling on one "
                          + "virtual clock and compares the events, their ticks and the inputs' subscriptions.", width: width)
            lines.append("")
            let termWidth = legend.map(\.term.count).max()! + 2
            for (term, meaning) in legend {
                lines += labeled(term, plain(meaning), indent: 0, labelWidth: termWidth, width: width)
            }
            lines.append("")
        }
        for result in results {
            lines += block(result, verbose: verbose, width: width)
        }
        lines.append("")
        lines += wrap(summary(results), width: width)
        if showLegend {
            lines += wrap("Options (filter by operator, --differs, --verbose, --format markdown|json): swift run parity --help", width: width)
        }
        return lines.joined(separator: "\n")
    }

    /// Markdown code spans as plain text: one-character symbols in double quotes
    /// (`"-"`, `"|"`), longer ones bare.
    static func plain(_ markdown: String) -> String {
        markdown.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { index, part in
            index % 2 == 1 && part.count == 1 ? "\"\(part)\"" : String(part)
        }.joined()
    }

    /// The lines of one row.
    static func block(_ result: ParityResult, verbose: Bool, width: Int) -> [String] {
        let row = result.row
        let indent = 5, labelWidth = 8
        let number = String(result.number)
        let head = String(repeating: " ", count: max(0, 3 - number.count)) + number + "  "
        let verdict = word(result.verdict)
        // The name, wrapped so that the verdict fits at the right of its first line.
        var nameLines = wrap(row.name, width: width - head.count - verdict.count - 2)
        let first = head + nameLines.removeFirst()
        var lines = [first + String(repeating: " ", count: width - first.count - verdict.count) + verdict]
        lines += nameLines.map { String(repeating: " ", count: head.count) + $0 }

        func add(_ label: String, _ units: [String], separator: String = " ") {
            lines += labeled(label, units, separator: separator, indent: indent, labelWidth: labelWidth, width: width)
        }
        let inputs = row.inputs.count == 1 ? row.inputs : row.inputs.enumerated().map { "s[\($0)] \($1)" }
        add("input", inputs.isEmpty ? ["(none)"] : inputs, separator: "  ")
        if verbose && !row.hot { add("", ["(cold: each input starts at its subscription)"]) }

        let rac = result.racRecording, rx = result.rxRecording
        let sameEvents = rac.events == rx.events, sameSubscriptions = rac.subscriptions == rx.subscriptions
        if verbose { add("RAC", words(row.rac)) }
        if !sameEvents { add(verbose ? "" : "RAC", events(rac)) }
        if !sameEvents && (verbose || !sameSubscriptions) { add("", subscriptions("subscriptions:", rac), separator: "  ") }
        if verbose { add("Rx", words(row.rx)) }
        if !sameEvents { add(verbose ? "" : "Rx", events(rx)) }
        if !sameEvents && (verbose || !sameSubscriptions) { add("", subscriptions("subscriptions:", rx), separator: "  ") }
        if sameEvents {
            add("output", events(rac))
            if !sameSubscriptions {
                add("", subscriptions("RAC subscriptions:", rac), separator: "  ")
                add("", subscriptions("Rx subscriptions:", rx), separator: "  ")
            } else if verbose {
                add("", subscriptions("subscriptions:", rac), separator: "  ")
            }
        }
        if let why = row.why { add("why", words(why)) }
        if case .mismatch(let detail) = result.verdict {
            add("problem", ["(each side's events in order; ≠ marks where they part)"])
            for detailLine in detail.split(separator: "\n", omittingEmptySubsequences: false) {
                lines += hardWrap(String(repeating: " ", count: indent + labelWidth) + detailLine, width: width)
            }
        }
        return lines
    }

    /// The events of a recording as display units.
    static func events(_ recording: Recording) -> [String] {
        recording.events.isEmpty ? ["(no events)"] : recording.events.map(\.description)
    }

    /// `label s[0] 200-280` and one more unit per input (windows of one input joined by
    /// commas; `none` for an input never subscribed).
    static func subscriptions(_ label: String, _ recording: Recording) -> [String] {
        var units = recording.subscriptions.enumerated().map { index, windows in
            let text = windows.isEmpty ? "none" : windows.map(window).joined(separator: ",")
            return recording.subscriptions.count == 1 ? text : "s[\(index)] \(text)"
        }
        if units.isEmpty { units = ["(no inputs)"] }
        units[0] = label + " " + units[0]
        return units
    }

    /// `200-280`, or `200-` while subscribed.
    static func window(_ subscription: Subscription) -> String {
        subscription.unsubscribe == Int.max ? "\(subscription.subscribe)-" : "\(subscription.subscribe)-\(subscription.unsubscribe)"
    }

    static func words(_ text: String) -> [String] {
        text.split(separator: " ").map(String.init)
    }

    /// `label` in a column of `labelWidth` after `indent` spaces, then `units` wrapped.
    static func labeled(_ label: String, _ text: String, indent: Int, labelWidth: Int, width: Int) -> [String] {
        labeled(label, words(text), indent: indent, labelWidth: labelWidth, width: width)
    }

    static func labeled(_ label: String, _ units: [String], separator: String = " ", indent: Int, labelWidth: Int, width: Int) -> [String] {
        precondition(label.count < labelWidth, "ParityTable: label \"\(label)\" is wider than its column")
        let prefix = String(repeating: " ", count: indent) + label.padding(toLength: labelWidth, withPad: " ", startingAt: 0)
        let body = wrap(units, separator: separator, width: width - prefix.count)
        let blank = String(repeating: " ", count: prefix.count)
        return body.enumerated().map { index, line in
            (index == 0 ? prefix : blank) + line
        }
    }

    /// `text` wrapped at spaces into lines of at most `width` characters.
    static func wrap(_ text: String, width: Int) -> [String] {
        wrap(words(text), width: width)
    }

    /// `units` placed greedily on lines of at most `width` characters, `separator`
    /// between them; a unit too long for a line is split at its spaces, and a word too
    /// long for a line is split anywhere.
    static func wrap(_ units: [String], separator: String = " ", width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for unit in units {
            if current.isEmpty, unit.count <= width {
                current = unit
            } else if !current.isEmpty, current.count + separator.count + unit.count <= width {
                current += separator + unit
            } else if unit.count <= width {
                lines.append(current)
                current = unit
            } else {
                // Too long for any line: continue it word by word.
                for word in words(unit) {
                    for piece in hardWrap(word, width: width) {
                        if current.isEmpty {
                            current = piece
                        } else if current.count + 1 + piece.count <= width {
                            current += " " + piece
                        } else {
                            lines.append(current)
                            current = piece
                        }
                    }
                }
            }
        }
        lines.append(current)
        return lines
    }

    /// `text` cut into pieces of at most `width` characters.
    static func hardWrap(_ text: String, width: Int) -> [String] {
        var pieces: [String] = []
        var rest = Substring(text)
        while rest.count > width {
            pieces.append(String(rest.prefix(width)))
            rest = rest.dropFirst(width)
        }
        pieces.append(String(rest))
        return pieces
    }

    // MARK: Markdown

    /// The Markdown document `Docs/Parity.md` (and `parity --format markdown`).
    public static func markdown(_ results: [ParityResult]) -> String {
        var lines = [
            "# Parity matrix",
            "",
            "Generated by `swift run parity --markdown` (the same text as `swift run parity --format markdown`);",
            "a test fails when this file is stale. Each row runs its input marbles through the RAC spelling",
            "and the Rx spelling on one virtual clock and compares the events, their ticks and the inputs'",
            "subscription windows. How to add a row: `Docs/Parity-rows.md`; how to check your own ported",
            "pipelines the same way: `Docs/Testing.md`.",
            "",
            summary(results),
            "",
            "## Legend",
            "",
        ]
        lines += legend.map { "- **\($0.term)**: \($0.meaning)" }
        lines += [
            "",
            "## Rows",
            "",
            "| # | row | input | RAC | Rx | output | result |",
            "| ---: | --- | --- | --- | --- | --- | --- |",
        ]
        for result in results {
            let cells = [String(result.number), result.row.name, "`\(result.row.input)`", "`\(result.row.rac)`", "`\(result.row.rx)`", output(result), word(result.verdict)]
            lines.append("| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
        }
        let notes = results.compactMap { result -> String? in
            result.row.why.map { "- **\(result.number). \(result.row.name)** — \($0)" }
        }
        if !notes.isEmpty {
            lines += ["", "## Deliberate differences", ""] + notes
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The output column: the recording, or both when the dialects differ.
    static func output(_ result: ParityResult) -> String {
        let rac = result.racRecording.events.map(\.description).joined(separator: " ")
        let rx = result.rxRecording.events.map(\.description).joined(separator: " ")
        return rac == rx ? rac : "RAC: \(rac) · Rx: \(rx)"
    }

    // MARK: JSON

    /// The results as JSON (`parity --format json`): a summary and one object per row.
    ///
    /// Each row has `number`, `name`, `inputs` (marbles), `hot`, `rac` and `rx` (the
    /// spellings), `result` (`same`, `differs`, `mismatch`), `why` (deliberate
    /// differences only), `racRecording` and `rxRecording` (`events`: `tick` and `event`,
    /// written as in the output column; `subscriptions`: per input, `subscribed` and
    /// `released`, absent while still subscribed) and `problem` (mismatches only).
    public static func json(_ results: [ParityResult]) -> String {
        let document = JSONReport(
            summary: .init(rows: results.count,
                           same: results.filter { $0.verdict == .same }.count,
                           differsByDesign: results.filter { $0.verdict == .differsByDesign }.count,
                           mismatches: results.filter(\.isMismatch).count),
            rows: results.map(JSONReport.Row.init))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail.
        let data = try! encoder.encode(document)
        return String(decoding: data, as: UTF8.self)
    }
}

/// The shape of `parity --format json`.
struct JSONReport: Encodable {
    struct Summary: Encodable {
        let rows: Int, same: Int, differsByDesign: Int, mismatches: Int
    }

    struct Window: Encodable {
        let subscribed: Int
        let released: Int?
    }

    struct Event: Encodable {
        let tick: Int
        let event: String
    }

    struct RecordingJSON: Encodable {
        let events: [Event]
        let subscriptions: [[Window]]

        init(_ recording: Recording) {
            events = recording.events.map { Event(tick: $0.time, event: $0.event) }
            subscriptions = recording.subscriptions.map { windows in
                windows.map { Window(subscribed: $0.subscribe, released: $0.unsubscribe == Int.max ? nil : $0.unsubscribe) }
            }
        }
    }

    struct Row: Encodable {
        let number: Int
        let name: String
        let inputs: [String]
        let hot: Bool
        let rac: String
        let rx: String
        let result: String
        let why: String?
        let racRecording: RecordingJSON
        let rxRecording: RecordingJSON
        let problem: String?

        init(_ result: ParityResult) {
            number = result.number
            name = result.row.name
            inputs = result.row.inputs
            hot = result.row.hot
            rac = result.row.rac
            rx = result.row.rx
            switch result.verdict {
            case .same: self.result = "same"; problem = nil
            case .differsByDesign: self.result = "differs"; problem = nil
            case .mismatch(let detail): self.result = "mismatch"; problem = detail
            }
            why = result.row.why
            racRecording = RecordingJSON(result.racRecording)
            rxRecording = RecordingJSON(result.rxRecording)
        }
    }

    let summary: Summary
    let rows: [Row]
}
