import RxBridge
import RACBridge
import ReactiveTesting

extension ParityRows {
    /// Filtering: counts, predicates, triggers (Docs/Semantics.md#take-until, Docs/Semantics.md#expected-parity).
    static var filtering: [ParityRow] { [
        row("skip", "-1-2-3-|", same: "skip(1)", rac: { $0.skip(1) }, rx: { $0.skip(1) }),
        row("take", "-1-2-3-4-|", same: "take(2)", rac: { $0.take(2) }, rx: { $0.take(2) }),
        row("take(0)", "-1-2-|", same: "take(0)", rac: { $0.take(0) }, rx: { $0.take(0) }),
        row("takeLast", "-1-2-3-|", same: "takeLast(2)", rac: { $0.takeLast(2) }, rx: { $0.takeLast(2) }),
        row("take(until:) (trigger next)", "-1-2-3-4-|", "----0-",
            rac: ("take(until: trigger)", { s, _ in s[0].take(until: s[1]) }),
            rx: ("take(until: trigger)", { s, _ in s[0].take(until: s[1]) })),
        row("take(until:) (trigger completed)", "-1-2-3-4-|", "--|",
            differs: Difference(
                "RAC's -takeUntil: completes when the trigger completes; Rx only releases the trigger and goes on.",
                rac: ["1@220", "|@230"], racSubscriptions: [[Subscription(200, 230)], [Subscription(200, 230)]],
                rx: ["1@220", "2@240", "3@260", "4@280", "|@300"], rxSubscriptions: [[Subscription(200, 300)], [Subscription(200, 230)]]),
            rac: ("take(until: trigger)", { s, _ in s[0].take(until: s[1]) }),
            rx: ("take(until: trigger)", { s, _ in s[0].take(until: s[1]) })),
        row("take(until:) (trigger error)", "-1-2-3-4-|", "--#",
            differs: Difference(
                "RAC's -takeUntil: subscribes the trigger without an error block, so its error is ignored; Rx forwards it.",
                rac: ["1@220", "2@240", "3@260", "4@280", "|@300"], racSubscriptions: [[Subscription(200, 300)], [Subscription(200, 230)]],
                rx: ["1@220", "#marble error@230"], rxSubscriptions: [[Subscription(200, 230)], [Subscription(200, 230)]]),
            rac: ("take(until: trigger)", { s, _ in s[0].take(until: s[1]) }),
            rx: ("take(until: trigger)", { s, _ in s[0].take(until: s[1]) })),
        row("take(untilBlock:) / take(until: predicate)", "-1-2-5-1-|",
            rac: ("take(untilBlock: { $0 > 3 })", { s, _ in s[0].take(untilBlock: { $0 > 3 }) }),
            rx: ("take(until: { $0 > 3 })", { s, _ in s[0].take(until: { $0 > 3 }) })),
        row("take(whileBlock:) / take(while:)", "-1-2-5-1-|",
            rac: ("take(whileBlock: { $0 < 3 })", { s, _ in s[0].take(whileBlock: { $0 < 3 }) }),
            rx: ("take(while: { $0 < 3 })", { s, _ in s[0].take(while: { $0 < 3 }) })),
        row("skip(untilBlock:) / skip(while: !)", "-1-2-5-1-|",
            rac: ("skip(untilBlock: { $0 > 3 })", { s, _ in s[0].skip(untilBlock: { $0 > 3 }) }),
            rx: ("skip(while: { $0 <= 3 })", { s, _ in s[0].skip(while: { $0 <= 3 }) })),
        row("skip(whileBlock:) / skip(while:)", "-1-2-5-1-|",
            rac: ("skip(whileBlock: { $0 < 3 })", { s, _ in s[0].skip(whileBlock: { $0 < 3 }) }),
            rx: ("skip(while: { $0 < 3 })", { s, _ in s[0].skip(while: { $0 < 3 }) })),
        row("distinctUntilChanged", "-1-1-2-2-1-|", same: "distinctUntilChanged()", rac: { $0.distinctUntilChanged() }, rx: { $0.distinctUntilChanged() }),
    ] }
}
