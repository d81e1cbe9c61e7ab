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
    /// The input marbles, for display.
    public let input: String
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

    /// A row.
    public init(_ name: String, input: String, rac: String, rx: String, expectation: Expectation = .same,
                runRAC: @escaping () -> Recording, runRx: @escaping () -> Recording) {
        self.name = name
        self.input = input
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

    /// The row.
    public let row: ParityRow
    /// What the RAC spelling recorded.
    public let racRecording: Recording
    /// What the Rx spelling recorded.
    public let rxRecording: Recording
    /// The verdict.
    public let verdict: Verdict

    /// Runs `row`.
    public init(running row: ParityRow) {
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
