import RxBridge
import RACBridge
import ReactiveTesting

extension ParityRows {
    /// startWith, scan, combinePrevious, aggregate and collect: one engine stage each.
    static var aggregating: [ParityRow] { [
        row("startWith", "-1-2-|", same: "startWith(9)", rac: { $0.startWith(9) }, rx: { $0.startWith(9) }),
        row("startWith (subject source)", "-1-2-|",
            rac: ("subject.startWith(9)", { s, _ in
                let subject = RACSubject<Int>()
                s[0].subscribe(subject)
                return subject.startWith(9)
            }),
            rx: ("subject.startWith(9)", { s, _ in
                let subject = PublishSubject<Int>()
                _ = s[0].subscribe(subject)
                return subject.startWith(9)
            })),
        row("scan(withStart:reduce:) / scan", "-1-2-3-|",
            rac: ("scan(withStart: 0, reduce: +)", { s, _ in s[0].scan(withStart: 0, reduce: +) }),
            rx: ("scan(0, accumulator: +)", { s, _ in s[0].scan(0, accumulator: +) })),
        row("scan(withStart:reduceWithIndex:) / enumerated + scan", "-1-2-3-#",
            rac: ("scan(withStart: 0) { $0 + $1 * $2 }", { s, _ in s[0].scan(withStart: 0, reduceWithIndex: { $0 + $1 * $2 }) }),
            rx: ("enumerated().scan(0) { $0 + $1.element * $1.index }", { s, _ in
                s[0].enumerated().scan(0) { $0 + $1.element * $1.index }
            })),
        row("combinePrevious / scan over a pair", "-1-2-3-|",
            rac: ("combinePrevious(withStart: 0, reduce: +)", { s, _ in s[0].combinePrevious(withStart: 0, reduce: +) }),
            rx: ("scan((0, 0)) { ($1, $0.0 + $1) }.map { $0.1 }", { s, _ in
                s[0].scan((0, 0)) { ($1, $0.0 + $1) }.map { $0.1 }
            })),
        row("aggregate / reduce", "-1-2-3-|",
            rac: ("aggregate(withStart: 0, reduce: +)", { s, _ in s[0].aggregate(withStart: 0, reduce: +) }),
            rx: ("reduce(0, accumulator: +)", { s, _ in s[0].reduce(0, accumulator: +) })),
        row("aggregate / reduce (empty)", "---|",
            rac: ("aggregate(withStart: 7, reduce: +)", { s, _ in s[0].aggregate(withStart: 7, reduce: +) }),
            rx: ("reduce(7, accumulator: +)", { s, _ in s[0].reduce(7, accumulator: +) })),
        row("aggregate / reduce (error)", "-1-2-#",
            rac: ("aggregate(withStart: 0, reduce: +)", { s, _ in s[0].aggregate(withStart: 0, reduce: +) }),
            rx: ("reduce(0, accumulator: +)", { s, _ in s[0].reduce(0, accumulator: +) })),
        row("collect / toArray", "-1-2-3-|",
            rac: ("collect()", { s, _ in s[0].collect() }),
            rx: ("reduce(into: []) { $0.append($1) }", { s, _ in s[0].reduce(into: [Int]()) { $0.append($1) } })),
        row("collect / toArray (empty)", "--|",
            rac: ("collect()", { s, _ in s[0].collect() }),
            rx: ("reduce(into: []) { $0.append($1) }", { s, _ in s[0].reduce(into: [Int]()) { $0.append($1) } })),
    ] }
}
