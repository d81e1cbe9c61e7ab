import RxBridge
import RACBridge
import ReactiveTesting

extension ParityRows {
    /// Flattening and switching: MergeCore, ConcatCore and SwitchCore under both names.
    /// In the cold rows the first input is the outer signal and value `k` stands for input `k`.
    static var flattening: [ParityRow] { [
        row("flattenMap / flatMap", "-1--2-----|", "-3-4|", "--5---6|", cold: true,
            rac: ("flattenMap { s[$0] }", { s, _ in s[0].flattenMap { s[$0] } }),
            rx: ("flatMap { s[$0] }", { s, _ in s[0].flatMap { s[$0] } })),
        row("flattenMap returning nil / flatMap to empty", "-1-2-1-|", "-3|", cold: true,
            rac: ("flattenMap { $0 == 1 ? s[1] : nil }", { s, _ in s[0].flattenMap { $0 == 1 ? s[1] : nil } }),
            rx: ("flatMap { $0 == 1 ? s[1] : .empty() }", { s, _ in s[0].flatMap { $0 == 1 ? s[1] : .empty() } })),
        row("flattenMap (inner error)", "-1--2---|", "-3-#", "-4-5-6|", cold: true,
            rac: ("flattenMap { s[$0] }", { s, _ in s[0].flattenMap { s[$0] } }),
            rx: ("flatMap { s[$0] }", { s, _ in s[0].flatMap { s[$0] } })),
        row("flatten / merge", "-1-2----|", "-3--4|", "--5|", cold: true,
            rac: ("map { s[$0] }.flatten()", { s, _ in s[0].map { s[$0] }.flatten() }),
            rx: ("map { s[$0] }.merge()", { s, _ in s[0].map { s[$0] }.merge() })),
        row("flatten(2) / merge(maxConcurrent: 2)", "(123)----|", "-1---|", "--2-|", "-3|", cold: true,
            rac: ("map { s[$0] }.flatten(2)", { s, _ in s[0].map { s[$0] }.flatten(2) }),
            rx: ("map { s[$0] }.merge(maxConcurrent: 2)", { s, _ in s[0].map { s[$0] }.merge(maxConcurrent: 2) })),
        row("flatten(0) / merge(maxConcurrent: 0)", "-1-2-|", "-3|", "-4|", cold: true,
            differs: Difference("RAC's 0 means no limit; Rx never subscribes an inner and completes with the outer.",
                                rac: ["3@240", "4@260", "|@270"],
                                racSubscriptions: [[Subscription(200, 260)], [Subscription(220, 250)], [Subscription(240, 270)]],
                                rx: ["|@260"],
                                rxSubscriptions: [[Subscription(200, 260)], [], []]),
            rac: ("map { s[$0] }.flatten(0)", { s, _ in s[0].map { s[$0] }.flatten(0) }),
            rx: ("map { s[$0] }.merge(maxConcurrent: 0)", { s, _ in s[0].map { s[$0] }.merge(maxConcurrent: 0) })),
        row("concat (signal of signals)", "-1-2----|", "-3--4|", "--5|", cold: true,
            rac: ("map { s[$0] }.concat()", { s, _ in s[0].map { s[$0] }.concat() }),
            rx: ("map { s[$0] }.concat()", { s, _ in s[0].map { s[$0] }.concat() })),
        row("concat", "-1-2|", "-3-4|", cold: true,
            rac: ("s[0].concat(s[1])", { s, _ in s[0].concat(s[1]) }),
            rx: ("s[0].concat(s[1])", { s, _ in s[0].concat(s[1]) })),
        row("concat (error stops)", "-1-#", "-3-4|", cold: true,
            rac: ("s[0].concat(s[1])", { s, _ in s[0].concat(s[1]) }),
            rx: ("s[0].concat(s[1])", { s, _ in s[0].concat(s[1]) })),
        row("+concat: / Observable.concat", "-1|", "-2|", "-3|", cold: true,
            rac: ("RACSignal.concat(s)", { s, _ in RACSignal.concat(s) }),
            rx: ("Observable.concat(s)", { s, _ in Observable.concat(s) })),
        row("merge", "-1---3-|", "--2-4-5|",
            rac: ("s[0].merge(s[1])", { s, _ in s[0].merge(s[1]) }),
            rx: ("Observable.merge(s[0], s[1])", { s, _ in Observable.merge(s[0], s[1]) })),
        row("+merge: / Observable.merge", "-1---|", "--2-#", "---3-|",
            rac: ("RACSignal.merge(s)", { s, _ in RACSignal.merge(s) }),
            rx: ("Observable.merge(s)", { s, _ in Observable.merge(s) })),
        row("switchToLatest / switchLatest", "-1---2---|", "-3-4-5-|", "--6--7|", cold: true,
            rac: ("map { s[$0] }.switchToLatest()", { s, _ in s[0].map { s[$0] }.switchToLatest() }),
            rx: ("map { s[$0] }.switchLatest()", { s, _ in s[0].map { s[$0] }.switchLatest() })),
        row("switchToLatest with a nil inner / flatMapLatest to empty", "-1-0-2---|", "3---4|", "--5|", cold: true,
            rac: ("map { $0 == 0 ? nil : s[$0] }.switchToLatest()", { s, _ in s[0].map { $0 == 0 ? nil : s[$0] }.switchToLatest() }),
            rx: ("flatMapLatest { $0 == 0 ? .empty() : s[$0] }", { s, _ in s[0].flatMapLatest { $0 == 0 ? .empty() : s[$0] } })),
        row("flatten with nil values / compactMap + merge", "-1-0-2-|", "-3-4|", "-5|", cold: true,
            rac: ("map { $0 == 0 ? nil : s[$0] }.flatten()", { s, _ in s[0].map { $0 == 0 ? nil : s[$0] }.flatten() }),
            rx: ("compactMap { $0 == 0 ? nil : s[$0] }.merge()", { s, _ in s[0].compactMap { $0 == 0 ? nil : s[$0] }.merge() })),
        row("switchToLatest (order)", "-1-2-|", "--------|", "--------|",
            differs: Difference("RAC subscribes the new inner before it disposes the old one; Rx disposes first.",
                                rac: ["sub1@220", "sub2@240", "dispose1@240", "dispose2@290"],
                                racSubscriptions: [[Subscription(200, 260)], [Subscription(220, 240)], [Subscription(240, 290)]],
                                rx: ["sub1@220", "dispose1@240", "sub2@240", "dispose2@290"],
                                rxSubscriptions: [[Subscription(200, 260)], [Subscription(220, 240)], [Subscription(240, 290)]]),
            rac: ("map { logged(s[$0]) }.switchToLatest()", { s, _ in
                let log = RACSubject<String>()
                let switched = s[0].map { k in RACSignal(logged(s[k], k, log.sendNext)) }.switchToLatest()
                return RACSignal.merge([log, switched.map { "\($0)" }])
            }),
            rx: ("map { logged(s[$0]) }.switchLatest()", { s, _ in
                let log = PublishSubject<String>()
                let switched = s[0].map { k in logged(s[k], k, log.onNext) }.switchLatest()
                return Observable.merge(log, switched.map { "\($0)" })
            })),
        row("+switch:cases:default: / flatMapLatest", "-1-2-3-|", "-4-5|", "-6|", cold: true,
            rac: ("switch(s[0], cases: [1: s[1], 2: s[2]], default: nil)", { s, _ in
                RACSignal.switch(s[0], cases: [1: s[1], 2: s[2]], default: nil)
            }),
            rx: ("flatMapLatest { [1: s[1], 2: s[2]][$0] ?? .error(…) }", { s, _ in
                s[0].flatMapLatest { [1: s[1], 2: s[2]][$0] ?? .error(RACSignalError.noMatchingCase) }
            })),
        row("+if:then:else: / flatMapLatest", "-1-0-|", "-4-5-6|", "-7|", cold: true,
            rac: ("if(s[0].map { $0 == 1 }, then: s[1], else: s[2])", { s, _ in
                RACSignal.if(s[0].map { $0 == 1 }, then: s[1], else: s[2])
            }),
            rx: ("map { $0 == 1 }.flatMapLatest { $0 ? s[1] : s[2] }", { s, _ in
                s[0].map { $0 == 1 }.flatMapLatest { $0 ? s[1] : s[2] }
            })),
        row("groupBy / groupBy + flatMap", "-1-2-3-4-|",
            rac: ("groupBy { $0 % 2 }.flattenMap { g in g.map { g.key * 10 + $0 } }", { s, _ in
                s[0].groupBy { $0 % 2 }.flattenMap { group in group.map { group.key * 10 + $0 } }
            }),
            rx: ("groupBy { $0 % 2 }.flatMap { g in g.map { g.key * 10 + $0 } }", { s, _ in
                s[0].groupBy { $0 % 2 }.flatMap { group in group.map { group.key * 10 + $0 } }
            })),
        row("groupBy (end order: each group's key, 99 for the result)", "-1-2-|",
            differs: Difference(
                "RAC completes the result first, then the groups in the order they were made; Rx completes the groups first, then the result.",
                rac: ["99@260", "1@260", "0@260", "|@260"], racSubscriptions: [[Subscription(200, 260)]],
                rx: ["1@260", "0@260", "99@260", "|@260"], rxSubscriptions: [[Subscription(200, 260)]]),
            rac: ("groupBy { $0 % 2 }: log completions, take(3)", { s, _ in
                RACSignal<Int>.createSignal { subscriber in
                    s[0].groupBy { $0 % 2 }.subscribeNext({ group in
                        group.subscribeCompleted { subscriber.sendNext(group.key) }
                    }, completed: { subscriber.sendNext(99) })
                }.take(3)
            }),
            rx: ("groupBy { $0 % 2 }: log completions, take(3)", { s, _ in
                Observable<Int>.create { observer in
                    s[0].groupBy { $0 % 2 }.subscribe(onNext: { group in
                        _ = group.subscribe(onCompleted: { observer.onNext(group.key) })
                    }, onCompleted: { observer.onNext(99) })
                }.take(3)
            })),
    ] }
}

/// `source` reporting its subscription (`sub<k>`) and disposal (`dispose<k>`) to `log`.
private func logged(_ source: Observable<Int>, _ k: Int, _ log: @escaping (String) -> Void) -> Observable<Int> {
    source.do(onSubscribe: { log("sub\(k)") }, onDispose: { log("dispose\(k)") })
}
