import Foundation
import RxBridge
import RACBridge
import ReactiveTesting

extension ParityRows {
    /// Time and scheduling on the virtual clock (1 tick = 1 second; the
    /// differences are explained in Docs/Semantics.md).
    static var time: [ParityRow] { [
        row("throttle / debounce", "123------4|",
            rac: ("throttle(50, on: s)", { s, sc in s[0].throttle(50, on: sc) }),
            rx: ("debounce(.seconds(50), scheduler: s)", { s, sc in s[0].debounce(.seconds(50), scheduler: sc) })),
        row("throttle / throttle", "123------4|",
            differs: Difference(
                "RAC's -throttle: sends a value after a quiet interval (Rx's debounce); Rx's throttle sends the first at once and the latest per window.",
                rac: ["3@280", "4@310", "|@310"], racSubscriptions: [[Subscription(200, 310)]],
                rx: ["1@210", "3@260", "4@310", "|@310"], rxSubscriptions: [[Subscription(200, 310)]]),
            rac: ("throttle(50, on: s)", { s, sc in s[0].throttle(50, on: sc) }),
            rx: ("throttle(.seconds(50), scheduler: s)", { s, sc in s[0].throttle(.seconds(50), scheduler: sc) })),
        row("throttle (current scheduler) / debounce", "123------4|",
            rac: ("deliver(on: s).throttle(50)", { s, sc in s[0].deliver(on: sc).throttle(50) }),
            rx: ("observe(on: s).debounce(.seconds(50), scheduler: s)", { s, sc in s[0].observe(on: sc).debounce(.seconds(50), scheduler: sc) })),
        row("delay", "1-2--|",
            rac: ("delay(20, on: s)", { s, sc in s[0].delay(20, on: sc) }),
            rx: ("delay(.seconds(20), scheduler: s)", { s, sc in s[0].delay(.seconds(20), scheduler: sc) })),
        row("delay (current scheduler)", "1-2--|",
            rac: ("deliver(on: s).delay(20)", { s, sc in s[0].deliver(on: sc).delay(20) }),
            rx: ("observe(on: s).delay(.seconds(20), scheduler: s)", { s, sc in s[0].observe(on: sc).delay(.seconds(20), scheduler: sc) })),
        row("delay (error)", "1#",
            rac: ("delay(50, on: s)", { s, sc in s[0].delay(50, on: sc) }),
            rx: ("delay(.seconds(50), scheduler: s)", { s, sc in s[0].delay(.seconds(50), scheduler: sc) })),
        row("timeout", "---1---2---3",
            differs: Difference(
                "RAC's -timeout:onScheduler: is one deadline from the subscription; Rx's timeout is the gap before each element.",
                rac: ["1@240", "#timedOut@250"], racSubscriptions: [[Subscription(200, 250)]],
                rx: ["1@240", "2@280", "3@320", "#Sequence timeout.@370"], rxSubscriptions: [[Subscription(200, 370)]]),
            rac: ("timeout(50, on: s)", { s, sc in s[0].timeout(50, on: sc) }),
            rx: ("timeout(.seconds(50), scheduler: s)", { s, sc in s[0].timeout(.seconds(50), scheduler: sc) })),
        row("interval", disposed: 450,
            differs: Difference(
                "RAC's +interval:onScheduler: sends the scheduler's date (shown as seconds since 1970); Rx's interval sends 0, 1, 2 and so on.",
                rac: ["300@300", "400@400"], rx: ["0@300", "1@400"]),
            rac: ("RACSignal<Date>.interval(100, on: s)", { _, sc in RACSignal<Date>.interval(100, on: sc).map { Int($0.timeIntervalSince1970) } }),
            rx: ("Observable<Int>.interval(.seconds(100), scheduler: s)", { _, sc in Observable<Int>.interval(.seconds(100), scheduler: sc) })),
        row("buffer(withTime:) / buffer(timeSpan:count:)", "12------------------------|",
            differs: Difference(
                "RAC's -bufferWithTime: starts a one-shot timer at the first value and never sends an empty buffer; Rx's buffer is a periodic window.",
                rac: ["[1, 2]@310", "|@470"], racSubscriptions: [[Subscription(200, 470)]],
                rx: ["[1, 2]@300", "[]@400", "[]@470", "|@470"], rxSubscriptions: [[Subscription(200, 470)]]),
            rac: ("buffer(withTime: 100, on: s)", { s, sc in s[0].buffer(withTime: 100, on: sc) }),
            rx: ("buffer(timeSpan: .seconds(100), count: 10, scheduler: s)", { s, sc in s[0].buffer(timeSpan: .seconds(100), count: 10, scheduler: sc) })),
        row("deliver(on:) / observe(on:)", "-1-2-|",
            rac: ("deliver(on: s)", { s, sc in s[0].deliver(on: sc) }),
            rx: ("observe(on: s)", { s, sc in s[0].observe(on: sc) })),
        row("subscribe(on:) (disposed at 250)", "-1-2-3-|", disposed: 250,
            differs: Difference(
                "RAC's -subscribeOn: schedules only the subscription; Rx's subscribe(on:) schedules the disposal too, a step later.",
                rac: ["1@220", "2@240"], racSubscriptions: [[Subscription(201, 250)]],
                rx: ["1@220", "2@240"], rxSubscriptions: [[Subscription(201, 251)]]),
            rac: ("subscribe(on: s)", { s, sc in s[0].subscribe(on: sc) }),
            rx: ("subscribe(on: s)", { s, sc in s[0].subscribe(on: sc) })),
    ] }
}
