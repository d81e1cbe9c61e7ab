import RxBridge
import RACBridge

extension ParityRows {
    /// Interop: a `RACSignal` is an `Observable`, and an `Observable` wraps as a
    /// `RACSignal` without copying events. Mixed spellings record the same as native ones.
    static var interop: [ParityRow] { [
        row("RACSignal fed to Rx operators", "-1-2-3-|",
            rac: ("RACSignal → Rx map → .racSignal", { s, _ in s[0].map { $0 * 10 }.filter { $0 != 20 }.racSignal }),
            rx: ("map { $0 * 10 }.filter { $0 != 20 }", { s, _ in s[0].map { $0 * 10 }.filter { $0 != 20 } })),
        row("Observable wrapped as RACSignal", "-1-2-3-|",
            rac: ("RACSignal(observable).map { $0 + 1 }", { s, _ in RACSignal(s[0].asObservable()).map { $0 + 1 } }),
            rx: ("map { $0 + 1 }", { s, _ in s[0].map { $0 + 1 } })),
        row("RAC flattenMap over Rx inners", "-1--2--|", "-a-b|",
            rac: ("flattenMap { _ in inner.racSignal }", { s, _ in s[0].flattenMap { _ in s[1].racSignal } }),
            rx: ("flatMap { _ in inner }", { s, _ in s[0].flatMap { _ in s[1] } })),
        row("Rx combineLatest of RAC signals", "-1--2--|", "--3--4-|",
            rac: ("Observable.combineLatest(racA, racB) { … }.racSignal", { s, _ in Observable.combineLatest(s[0], s[1]) { $0 * 10 + $1 }.racSignal }),
            rx: ("Observable.combineLatest(a, b) { $0 * 10 + $1 }", { s, _ in Observable.combineLatest(s[0], s[1]) { $0 * 10 + $1 } })),
        row("RAC take(until:) an Rx trigger", "-1-2-3-4-|", "----x-|",
            rac: ("take(until: rxTrigger.racSignal)", { s, _ in s[0].take(until: s[1].racSignal) }),
            rx: ("take(until: trigger)", { s, _ in s[0].take(until: s[1]) })),
    ] }
}
