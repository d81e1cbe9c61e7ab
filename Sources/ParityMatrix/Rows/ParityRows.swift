import RxBridge
import RACBridge
import ReactiveTesting

/// The families of rows, in display order. Each family file adds one array here.
enum ParityRows {
    static var all: [ParityRow] {
        basics + flattening + combining + aggregating + filtering + errorHandling
            + time + sideEffects + multicast + interop + dialect + headerCompletions
    }
}

/// Marble values for rows: digits are the numbers 0–9, letters `a`–`z` are 10–35.
let rowValues: [Character: Int] = {
    var values: [Character: Int] = [:]
    for (offset, character) in "0123456789abcdefghijklmnopqrstuvwxyz".enumerated() { values[character] = offset }
    return values
}()

/// A deliberate difference: why (one sentence) and what each library documents.
struct Difference {
    let note: String
    let rac: Recording
    let rx: Recording

    /// `["1@210", "|@300"]`-style recordings, with the sources' subscription windows.
    init(_ note: String, rac: [String], racSubscriptions: [[Subscription]] = [], rx: [String], rxSubscriptions: [[Subscription]] = []) {
        self.note = note
        self.rac = Recording(rac, subscriptions: racSubscriptions)
        self.rx = Recording(rx, subscriptions: rxSubscriptions)
    }
}

/// A row over one or more marble inputs (`Int` elements, see `rowValues`).
///
/// `rac` and `rx` pair the spelling shown in the table with the pipeline that runs;
/// each pipeline gets the input sources and the scheduler of its dialect.
func row<RACOutput, RxOutput>(
    _ name: String,
    _ inputs: String...,
    cold: Bool = false,
    disposed: TestTime = TestScheduler.Defaults.disposed,
    differs difference: Difference? = nil,
    rac: (String, ([RACSignal<Int>], RACTestScheduler) -> RACSignal<RACOutput>),
    rx: (String, ([Observable<Int>], TestScheduler) -> Observable<RxOutput>)
) -> ParityRow {
    let expectation: ParityRow.Expectation = difference.map { .differsByDesign(note: $0.note, rac: $0.rac, rx: $0.rx) } ?? .same
    let racPipeline = rac.1, rxPipeline = rx.1
    return ParityRow(
        name,
        inputs: inputs,
        hot: !cold,
        rac: rac.0,
        rx: rx.0,
        expectation: expectation,
        runRAC: { ParityCheck.recordRAC(inputs: inputs, values: rowValues, hot: !cold, disposed: disposed, racPipeline) },
        runRx: { ParityCheck.record(inputs: inputs, values: rowValues, hot: !cold, disposed: disposed, rxPipeline) }
    )
}

/// A row over one input whose pipeline is spelled the same in both dialects: `spelling`
/// is shown for both, and each closure receives the input's source.
func row<RACOutput, RxOutput>(
    _ name: String,
    _ input: String,
    same spelling: String,
    rac: @escaping (RACSignal<Int>) -> RACSignal<RACOutput>,
    rx: @escaping (Observable<Int>) -> Observable<RxOutput>
) -> ParityRow {
    row(name, input, rac: (spelling, { s, _ in rac(s[0]) }), rx: (spelling, { s, _ in rx(s[0]) }))
}
