import RxBridge
import RACBridge

extension ParityRows {
    /// Elementwise operators: the facade plumbing over one engine.
    static var basics: [ParityRow] { [
        row("map", "-1-2-3-|", same: "map { $0 * 10 }", rac: { s in s.map { $0 * 10 } }, rx: { s in s.map { $0 * 10 } }),
        row("map (error)", "-1-2-#", same: "map { $0 + 1 }", rac: { s in s.map { $0 + 1 } }, rx: { s in s.map { $0 + 1 } }),
        row("filter", "-1-2-3-4-|", same: "filter { $0 % 2 == 0 }", rac: { s in s.filter { $0 % 2 == 0 } }, rx: { s in s.filter { $0 % 2 == 0 } }),
        row("mapReplace / map to constant", "-1-2-|",
            rac: ("mapReplace(7)", { s, _ in s[0].mapReplace(7) }),
            rx: ("map { _ in 7 }", { s, _ in s[0].map { _ in 7 } })),
        row("ignore / filter !=", "-1-2-1-|",
            rac: ("ignore(1)", { s, _ in s[0].ignore(1) }),
            rx: ("filter { $0 != 1 }", { s, _ in s[0].filter { $0 != 1 } })),
    ] }
}
