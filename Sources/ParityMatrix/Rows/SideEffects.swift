import RxBridge
import RACBridge
import ReactiveTesting

/// Subscribes to `source` and releases it at once: a side effect that shows in the
/// recording as a zero-length subscription window of that input at the tick it ran.
func mark<Source: ObservableConvertibleType>(_ source: Source) {
    source.asObservable().subscribe { _ in }.dispose()
}

extension ParityRows {
    /// Side effects and event plumbing: initially/finally, doNext, ignoreValues,
    /// materialize, then (Docs/Semantics.md#finally-and-do, Docs/Semantics.md#materialize). `mark(probe)` records when a block ran.
    static var sideEffects: [ParityRow] { [
        row("initially / do(onSubscribe:)", "-1-2-|", "-",
            rac: ("initially { mark(probe) }", { s, _ in s[0].initially { mark(s[1]) } }),
            rx: ("do(onSubscribe: { mark(probe) })", { s, _ in s[0].do(onSubscribe: { mark(s[1]) }) })),
        row("finally / do(onError:onCompleted:)", "-1-|", "-",
            rac: ("finally { mark(probe) }", { s, _ in s[0].finally { mark(s[1]) } }),
            rx: ("do(onError: { _ in mark(probe) }, onCompleted: { mark(probe) })",
                 { s, _ in s[0].do(onError: { _ in mark(s[1]) }, onCompleted: { mark(s[1]) }) })),
        row("finally / do(onDispose:) (disposed at 250)", "-1-2-3-|", "-", disposed: 250,
            differs: Difference(
                "RAC's -finally: runs before an error or completion only, not on disposal; Rx's do(onDispose:) runs on disposal too.",
                rac: ["1@220", "2@240"], racSubscriptions: [[Subscription(200, 250)], []],
                rx: ["1@220", "2@240"], rxSubscriptions: [[Subscription(200, 250)], [Subscription(250, 250)]]),
            rac: ("finally { mark(probe) }", { s, _ in s[0].finally { mark(s[1]) } }),
            rx: ("do(onDispose: { mark(probe) })", { s, _ in s[0].do(onDispose: { mark(s[1]) }) })),
        row("doNext / do(onNext:)", "-1-2-|", "-",
            rac: ("doNext { _ in mark(probe) }", { s, _ in s[0].doNext { _ in mark(s[1]) } }),
            rx: ("do(onNext: { _ in mark(probe) })", { s, _ in s[0].do(onNext: { _ in mark(s[1]) }) })),
        row("ignoreValues / ignoreElements", "-1-2-|",
            rac: ("ignoreValues()", { s, _ in s[0].ignoreValues() }),
            rx: ("ignoreElements()", { s, _ in s[0].ignoreElements() })),
        row("materialize", "-1-#",
            differs: Difference(
                "Same events; RAC's values are RACEvent, Rx's are Event.",
                rac: ["<RACEvent next: 1>@220", "<RACEvent error: marble error>@240", "|@240"], racSubscriptions: [[Subscription(200, 240)]],
                rx: ["next(1)@220", "error(marble error)@240", "|@240"], rxSubscriptions: [[Subscription(200, 240)]]),
            rac: ("materialize()", { s, _ in s[0].materialize() }),
            rx: ("materialize()", { s, _ in s[0].materialize() })),
        row("materialize / dematerialize", "-1-2-#", same: "materialize().dematerialize()", rac: { $0.materialize().dematerialize() }, rx: { $0.materialize().dematerialize() }),
        row("then / ignoreElements().andThen", "-1-2-|", "-------8-9-|",
            rac: ("then { other }", { s, _ in s[0].then { s[1] } }),
            rx: ("ignoreElements().asCompletable().andThen(other)", { s, _ in s[0].ignoreElements().asCompletable().andThen(s[1]) })),
    ] }
}
