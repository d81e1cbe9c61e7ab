import Foundation
import RxBridge
import RACBridge
import ReactiveTesting

extension ParityRows {
    /// The ReactiveObjC header spellings that complete the map: `+try:` and
    /// `+interval:onScheduler:withLeeway:`.
    static var headerCompletions: [ParityRow] { [
        row("RACSignal.try / deferred + just", "-1-2-|",
            rac: ("flattenMap { v in RACSignal.try { v * 10 } }", { s, _ in s[0].flattenMap { v in RACSignal<Int>.try { v * 10 } } }),
            rx: ("flatMap { v in .deferred { .just(v * 10) } }", { s, _ in s[0].flatMap { v in Observable<Int>.deferred { .just(v * 10) } } })),
        row("RACSignal.try (throws) / deferred (throws)", "-1-2-|",
            rac: ("flattenMap { _ in RACSignal.try { throw e } }", { s, _ in s[0].flattenMap { _ in RACSignal<Int>.try { throw RowError() } } }),
            rx: ("flatMap { _ in .deferred { throw e } }", { s, _ in s[0].flatMap { _ in Observable<Int>.deferred { throw RowError() } } })),
        row("interval(_:on:withLeeway:) / interval", disposed: 450,
            differs: Difference(
                "RAC's +interval:onScheduler:withLeeway: sends the scheduler's date (shown as seconds since 1970) at the times +interval:onScheduler: does; Rx's interval sends 0, 1, 2, ….",
                rac: ["300@300", "400@400"], rx: ["0@300", "1@400"]),
            rac: ("RACSignal<Date>.interval(100, on: s, withLeeway: 10)", { _, sc in
                RACSignal<Date>.interval(100, on: sc, withLeeway: 10).map { Int($0.timeIntervalSince1970) }
            }),
            rx: ("Observable<Int>.interval(.seconds(100), scheduler: s)", { _, sc in Observable<Int>.interval(.seconds(100), scheduler: sc) })),
    ] }
}
