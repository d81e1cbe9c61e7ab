import ReactiveTesting

/// One row of the cross-facade parity matrix: one scenario on marble input, spelled in
/// both dialects, run on the virtual clock.
///
/// A row passes when both recordings are equal (`.same`), or, for a deliberate
/// difference, when each recording equals the one its own library documents.
public struct ParityRow {
    /// What the row expects.
    public enum Expectation {
        /// Both dialects record the same events, ticks and subscription windows.
        case same
        /// The dialects differ on purpose: each keeps its library's behavior.
        /// `note` says why in one sentence; `rac` and `rx` are the documented recordings.
        case differsByDesign(note: String, rac: Recording, rx: Recording)
    }

    /// The operator or scenario, e.g. `flattenMap / flatMap`.
    public let name: String
    /// The input marbles, one per source (`s[0]`, `s[1]`, … in the spellings).
    public let inputs: [String]
    /// Whether the inputs are hot (absolute ticks) or cold (ticks from each subscription).
    public let hot: Bool
    /// The input marbles joined for display, two spaces apart.
    public var input: String { inputs.joined(separator: "  ") }
    /// The RAC spelling, for display.
    public let rac: String
    /// The Rx spelling, for display.
    public let rx: String
    /// What the row expects.
    public let expectation: Expectation
    /// Runs the RAC spelling and records it.
    public let runRAC: () -> Recording
    /// Runs the Rx spelling and records it.
    public let runRx: () -> Recording

    /// Why the dialects differ (one sentence), or nil when the row expects the same recording.
    ///
    /// This is the one place the reason lives: the terminal table, `--format json`,
    /// `Docs/Parity.md` and `Migration/RACtoRx.md` all print it from here.
    public var why: String? {
        if case .differsByDesign(let note, _, _) = expectation { return note }
        return nil
    }

    /// A row over `inputs` (hot by default).
    public init(_ name: String, inputs: [String], hot: Bool = true, rac: String, rx: String, expectation: Expectation = .same,
                runRAC: @escaping () -> Recording, runRx: @escaping () -> Recording) {
        self.name = name
        self.inputs = inputs
        self.hot = hot
        self.rac = rac
        self.rx = rx
        self.expectation = expectation
        self.runRAC = runRAC
        self.runRx = runRx
    }
}

/// The outcome of running one row.
public struct ParityResult {
    /// How a row came out.
    public enum Verdict: Equatable {
        /// Both dialects recorded the same thing.
        case same
        /// Each dialect recorded its library's documented behavior.
        case differsByDesign
        /// Something is wrong; the text says what.
        case mismatch(String)
    }

    /// Whether the row failed.
    public var isMismatch: Bool {
        if case .mismatch = verdict { return true }
        return false
    }

    /// The row's number in the whole matrix (1-based; stable under filters).
    public let number: Int
    /// The row.
    public let row: ParityRow
    /// What the RAC spelling recorded.
    public let racRecording: Recording
    /// What the Rx spelling recorded.
    public let rxRecording: Recording
    /// The verdict.
    public let verdict: Verdict

    /// Runs `row`, the `number`th of the matrix.
    public init(running row: ParityRow, number: Int = 0) {
        self.number = number
        self.row = row
        racRecording = row.runRAC()
        rxRecording = row.runRx()
        switch row.expectation {
        case .same:
            if let difference = Recording.difference(racRecording, rxRecording, lhsTitle: "RAC", rhsTitle: "Rx") {
                verdict = .mismatch(difference)
            } else {
                verdict = .same
            }
        case .differsByDesign(_, let rac, let rx):
            var problems: [String] = []
            if let difference = Recording.difference(racRecording, rac, lhsTitle: "RAC recorded", rhsTitle: "RAC documented") {
                problems.append(difference)
            }
            if let difference = Recording.difference(rxRecording, rx, lhsTitle: "Rx recorded", rhsTitle: "Rx documented") {
                problems.append(difference)
            }
            verdict = problems.isEmpty ? .differsByDesign : .mismatch(problems.joined(separator: "\n"))
        }
    }
}
