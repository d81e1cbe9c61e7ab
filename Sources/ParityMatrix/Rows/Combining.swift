import RxBridge
import RACBridge
import ReactiveTesting

extension ParityRows {
    /// zip, combineLatest and sample: CombiningCore and SampleCore with each dialect's
    /// completion rule (Docs/Semantics.md).
    static var combining: [ParityRow] {
        // The two-source pipelines that several rows run over different inputs.
        let zipRAC = ("s[0].zip(with: s[1])", { (s: [RACSignal<Int>], _: RACTestScheduler) in s[0].zip(with: s[1]) })
        let zipRx = ("Observable.zip(s[0], s[1])", { (s: [Observable<Int>], _: TestScheduler) in Observable.zip(s[0], s[1]) })
        let combineLatestRAC = ("s[0].combineLatest(with: s[1])", { (s: [RACSignal<Int>], _: RACTestScheduler) in s[0].combineLatest(with: s[1]) })
        let combineLatestRx = ("Observable.combineLatest(s[0], s[1])", { (s: [Observable<Int>], _: TestScheduler) in Observable.combineLatest(s[0], s[1]) })
        let sampleRAC = ("s[0].sample(s[1])", { (s: [RACSignal<Int>], _: RACTestScheduler) in s[0].sample(s[1]) })
        let sampleRx = ("s[0].sample(s[1])", { (s: [Observable<Int>], _: TestScheduler) in s[0].sample(s[1]) })
        return [
        row("zip(with:) / zip", "-1-2--|", "--a-b-|", rac: zipRAC, rx: zipRx),
        row("zip(with:) (one side done)", "-1-|", "--a---b---|",
            differs: Difference("RAC completes when a completed side has nothing left to pair; Rx's zip waits for every side.",
                                rac: ["(1, 10)@230", "|@240"],
                                racSubscriptions: [[Subscription(200, 240)], [Subscription(200, 240)]],
                                rx: ["(1, 10)@230", "|@310"],
                                rxSubscriptions: [[Subscription(200, 240)], [Subscription(200, 310)]]),
            rac: zipRAC, rx: zipRx),
        row("+zip: / zip(collection) (one side done)", "-1-|", "--a---b---|",
            differs: Difference("RAC completes when a completed side is drained; Rx's collection zip when the last side sends a value that cannot be paired.",
                                rac: ["[1, 10]@230", "|@240"],
                                racSubscriptions: [[Subscription(200, 240)], [Subscription(200, 240)]],
                                rx: ["[1, 10]@230", "|@270"],
                                rxSubscriptions: [[Subscription(200, 240)], [Subscription(200, 270)]]),
            rac: ("RACSignal.zip(s)", { s, _ in RACSignal.zip(s) }),
            rx: ("Observable.zip(s)", { s, _ in Observable.zip(s) })),
        row("+zip: [] / zip([])", "-|",
            rac: ("RACSignal<Int>.zip([])", { _, _ in RACSignal<Int>.zip([]) }),
            rx: ("Observable<Int>.zip([])", { _, _ in Observable<Int>.zip([Observable<Int>]()) })),
        row("+zip:reduce: / zip(_:resultSelector:)", "-1-2-3-|", "--a-b--|",
            rac: ("RACSignal.zip(s) { $0.reduce(0, +) }", { s, _ in RACSignal.zip(s) { $0.reduce(0, +) } }),
            rx: ("Observable.zip(s) { $0.reduce(0, +) }", { s, _ in Observable.zip(s) { $0.reduce(0, +) } })),
        row("+zip: (3 signals) / zip(_:_:_:)", "-1-2-|", "-a-b-|", "-c-d-|",
            rac: ("RACSignal.zip(s[0], s[1], s[2])", { s, _ in RACSignal.zip(s[0], s[1], s[2]) }),
            rx: ("Observable.zip(s[0], s[1], s[2])", { s, _ in Observable.zip(s[0], s[1], s[2]) })),
        row("combineLatest(with:) / combineLatest", "-1---2-|", "--a-b---|", rac: combineLatestRAC, rx: combineLatestRx),
        row("combineLatest (error)", "-1---#", "--a-b---|", rac: combineLatestRAC, rx: combineLatestRx),
        row("combineLatest (one side completes empty)", "-|", "---1---|",
            differs: Difference("RAC completes only when every side completed; Rx completes once a value arrives that can never be combined.",
                                rac: ["|@280"],
                                racSubscriptions: [[Subscription(200, 220)], [Subscription(200, 280)]],
                                rx: ["|@240"],
                                rxSubscriptions: [[Subscription(200, 220)], [Subscription(200, 240)]]),
            rac: combineLatestRAC, rx: combineLatestRx),
        row("+combineLatest: [] / combineLatest([])", "-|",
            differs: Difference("RAC's +combineLatest:@[] is empty; Rx's collection form sends [] first.",
                                rac: ["|@200"], racSubscriptions: [[]],
                                rx: ["[]@200", "|@200"], rxSubscriptions: [[]]),
            rac: ("RACSignal<Int>.combineLatest([])", { _, _ in RACSignal<Int>.combineLatest([]) }),
            rx: ("Observable<Int>.combineLatest([])", { _, _ in Observable<Int>.combineLatest([Observable<Int>]()) })),
        row("+combineLatest: / combineLatest(collection)", "-1---2-|", "--a-b---|", "---c---|",
            rac: ("RACSignal.combineLatest(s)", { s, _ in RACSignal.combineLatest(s) }),
            rx: ("Observable.combineLatest(s)", { s, _ in Observable.combineLatest(s) })),
        row("+combineLatest:reduce: / combineLatest(_:_:resultSelector:)", "-1---2-|", "--a-b---|",
            rac: ("RACSignal.combineLatest(s[0], s[1]) { $0 * 100 + $1 }", { s, _ in RACSignal.combineLatest(s[0], s[1]) { $0 * 100 + $1 } }),
            rx: ("Observable.combineLatest(s[0], s[1]) { $0 * 100 + $1 }", { s, _ in Observable.combineLatest(s[0], s[1]) { $0 * 100 + $1 } })),
        row("reduceEach / map over the tuple", "-1---2-|", "--a-b---|",
            rac: ("combineLatest(with: s[1]).reduceEach { $0 + $1 }", { s, _ in s[0].combineLatest(with: s[1]).reduceEach { $0 + $1 } }),
            rx: ("combineLatest(s[0], s[1]).map { $0 + $1 }", { s, _ in Observable.combineLatest(s[0], s[1]).map { $0 + $1 } })),
        row("sample", "1---2--------------|", "---------0----0--------------0---------0",
            differs: Difference("RAC repeats the latest value on every tick and completes with the source; Rx sends only new values and completes at the next tick.",
                                rac: ["2@300", "2@350", "|@400"],
                                racSubscriptions: [[Subscription(200, 400)], [Subscription(200, 400)]],
                                rx: ["2@300", "|@500"],
                                rxSubscriptions: [[Subscription(200, 400)], [Subscription(200, 500)]]),
            rac: sampleRAC, rx: sampleRx),
        row("sample (sampler error)", "-1-2----|", "--0--#", rac: sampleRAC, rx: sampleRx),
        ]
    }
}
