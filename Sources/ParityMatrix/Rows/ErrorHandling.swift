import RxBridge
import RACBridge
import ReactiveTesting

/// The error thrown by the `try` / `tryMap` rows.
struct RowError: Swift.Error, CustomStringConvertible {
    var description: String { "row error" }
}

extension ParityRows {
    /// Why RAC's retry and repeat lag Rx's by a tick at each resubscription.
    static let resubscriptionNote = "RAC resubscribes in a block scheduled on the current scheduler (here the test scheduler, one tick later); Rx resubscribes at once, through the trampoline."

    /// A cold `-1-` source that ends (`#` for retry, `|` for repeat) and is resubscribed until
    /// 300: each RAC resubscription comes a tick after Rx's.
    static var resubscribedTwiceBy300: Difference {
        Difference(resubscriptionNote,
                   rac: ["1@220", "1@261"], racSubscriptions: [[Subscription(200, 240), Subscription(241, 281), Subscription(282, 300)]],
                   rx: ["1@220", "1@260"], rxSubscriptions: [[Subscription(200, 240), Subscription(240, 280), Subscription(280, 300)]])
    }

    /// Errors: catch, retry counts, throwing blocks, repeat (Docs/Semantics.md#catch, Docs/Semantics.md#retry); RAC's
    /// retry and repeat resubscribe on the current scheduler, a tick later on this clock.
    static var errorHandling: [ParityRow] { [
        row("catch", "-1-2-#", "------7-8-|",
            rac: ("catch { _ in other }", { s, _ in s[0].catch { _ in s[1] } }),
            rx: ("catch { _ in other }", { s, _ in s[0].catch { _ in s[1] } })),
        row("catch(to:) / catch", "-1-2-#", "------7-8-|",
            rac: ("catch(to: other)", { s, _ in s[0].catch(to: s[1]) }),
            rx: ("catch { _ in other }", { s, _ in s[0].catch { _ in s[1] } })),
        row("catch(to:) / catchAndReturn", "-1-2-#", "-----(7|)",
            differs: Difference(
                "RAC's -catchTo: subscribes a signal; Rx's catchAndReturn takes a value, so nothing is subscribed.",
                rac: ["1@220", "2@240", "7@260", "|@260"], racSubscriptions: [[Subscription(200, 260)], [Subscription(260, 260)]],
                rx: ["1@220", "2@240", "7@260", "|@260"], rxSubscriptions: [[Subscription(200, 260)], []]),
            rac: ("catch(to: other)", { s, _ in s[0].catch(to: s[1]) }),
            rx: ("catchAndReturn(7)", { s, _ in s[0].catchAndReturn(7) })),
        row("retry(n) / retry(n + 1)", "-1-#", cold: true,
            differs: Difference(
                resubscriptionNote,
                rac: ["1@220", "1@261", "#marble error@281"], racSubscriptions: [[Subscription(200, 240), Subscription(241, 281)]],
                rx: ["1@220", "1@260", "#marble error@280"], rxSubscriptions: [[Subscription(200, 240), Subscription(240, 280)]]),
            rac: ("retry(1)", { s, _ in s[0].retry(1) }),
            rx: ("retry(2)", { s, _ in s[0].retry(2) })),
        row("retry(2)", "-1-#", cold: true,
            differs: Difference(
                "RAC's -retry:n resubscribes n times (n + 1 subscriptions); Rx's retry(n) subscribes n times in all. " + resubscriptionNote,
                rac: ["1@220", "1@261", "1@302", "#marble error@322"],
                racSubscriptions: [[Subscription(200, 240), Subscription(241, 281), Subscription(282, 322)]],
                rx: ["1@220", "1@260", "#marble error@280"],
                rxSubscriptions: [[Subscription(200, 240), Subscription(240, 280)]]),
            rac: ("retry(2)", { s, _ in s[0].retry(2) }),
            rx: ("retry(2)", { s, _ in s[0].retry(2) })),
        row("retry(0)", "-1-#", cold: true, disposed: 300,
            differs: Difference(
                "RAC's -retry:0 retries forever, resubscribing on the current scheduler; Rx's retry(0) completes without subscribing.",
                rac: ["1@220", "1@261"],
                racSubscriptions: [[Subscription(200, 240), Subscription(241, 281), Subscription(282, 300)]],
                rx: ["|@200"], rxSubscriptions: [[]]),
            rac: ("retry(0)", { s, _ in s[0].retry(0) }),
            rx: ("retry(0)", { s, _ in s[0].retry(0) })),
        row("retry()", "-1-#", cold: true, disposed: 300,
            differs: resubscribedTwiceBy300,
            rac: ("retry()", { s, _ in s[0].retry() }),
            rx: ("retry()", { s, _ in s[0].retry() })),
        row("try / map with throw", "-1-2-3-4-|",
            rac: ("try { if $0 == 3 { throw e } }", { s, _ in s[0].try { if $0 == 3 { throw RowError() } } }),
            rx: ("map { if $0 == 3 { throw e }; return $0 }", { s, _ in s[0].map { if $0 == 3 { throw RowError() }; return $0 } })),
        row("tryMap / map with throw", "-1-2-3-4-|",
            rac: ("tryMap { … throw at 3 …; $0 * 10 }", { s, _ in s[0].tryMap { if $0 == 3 { throw RowError() }; return $0 * 10 } }),
            rx: ("map { … throw at 3 …; $0 * 10 }", { s, _ in s[0].map { if $0 == 3 { throw RowError() }; return $0 * 10 } })),
        row("repeat / concat(repeatElement)", "-1-|", cold: true, disposed: 300,
            differs: resubscribedTwiceBy300,
            rac: ("repeat()", { s, _ in s[0].repeat() }),
            rx: ("Observable.concat(repeatElement(source, count: .max))", { s, _ in Observable.concat(repeatElement(s[0], count: .max)) })),
    ] }
}
