import RxBridge
import RACBridge
import ReactiveTesting

extension ParityRows {
    /// Subjects and multicasting. Subjects are fed by the first input from creation
    /// (tick 100); the recorded subscriber arrives at 200. Rows with a `first`
    /// subscriber subscribe it at 100 and dispose it at 150.
    static var multicast: [ParityRow] { [
        row("RACSubject / PublishSubject", "-1-2-|",
            rac: ("s[0].subscribe(subject)", { s, _ in
                let subject = RACSubject<Int>()
                s[0].subscribe(subject)
                return subject
            }),
            rx: ("s[0].subscribe(subject)", { s, _ in
                let subject = PublishSubject<Int>()
                _ = s[0].subscribe(subject)
                return subject.asObservable()
            })),
        row("RACSubject / PublishSubject (after completion)", "-1-2-|",
            differs: Difference("A completed RACSubject keeps no terminal state: a late subscriber gets later values and no completion; PublishSubject replays its completion.",
                                rac: ["1@220", "2@240"], racSubscriptions: [[Subscription(100, 260)]],
                                rx: ["|@200"], rxSubscriptions: [[Subscription(100, 260)]]),
            rac: ("sendCompleted(); s[0].subscribeNext(subject.sendNext)", { s, _ in
                let subject = RACSubject<Int>()
                subject.sendCompleted()
                s[0].subscribeNext(subject.sendNext)
                return subject
            }),
            rx: ("onCompleted(); s[0].subscribe(onNext: subject.onNext)", { s, _ in
                let subject = PublishSubject<Int>()
                subject.onCompleted()
                _ = s[0].subscribe(onNext: subject.onNext)
                return subject.asObservable()
            })),
        row("RACReplaySubject / ReplaySubject", "-1-2-3----4-|", cold: true,
            rac: ("RACReplaySubject(capacity: 2)", { s, _ in
                let subject = RACReplaySubject<Int>(capacity: 2)
                s[0].subscribe(subject)
                return subject
            }),
            rx: ("ReplaySubject.create(bufferSize: 2)", { s, _ in
                let subject = ReplaySubject<Int>.create(bufferSize: 2)
                _ = s[0].subscribe(subject)
                return subject.asObservable()
            })),
        row("RACReplaySubject / ReplaySubject (after completion)", "-1-2-3-|", cold: true,
            differs: Difference("RACReplaySubject still records values sent after its end; ReplaySubject ignores them.",
                                rac: ["3@200", "4@200", "|@200"], racSubscriptions: [[Subscription(100, 180)]],
                                rx: ["2@200", "3@200", "|@200"], rxSubscriptions: [[Subscription(100, 180)]]),
            rac: ("capacity 2; s[0] (1, 2, 3, |), then sendNext(4)", { s, scheduler in
                let subject = RACReplaySubject<Int>(capacity: 2)
                s[0].subscribe(subject)
                scheduler.testScheduler.scheduleAt(190) { subject.sendNext(4) }
                return subject
            }),
            rx: ("bufferSize 2; s[0] (1, 2, 3, |), then onNext(4)", { s, scheduler in
                let subject = ReplaySubject<Int>.create(bufferSize: 2)
                _ = s[0].subscribe(subject)
                scheduler.scheduleAt(190) { subject.onNext(4) }
                return subject.asObservable()
            })),
        row("RACBehaviorSubject / BehaviorSubject", "-1-2-|",
            rac: ("RACBehaviorSubject(defaultValue: 5)", { s, _ in
                let subject = RACBehaviorSubject<Int>(defaultValue: 5)
                s[0].subscribe(subject)
                return subject
            }),
            rx: ("BehaviorSubject(value: 5)", { s, _ in
                let subject = BehaviorSubject<Int>(value: 5)
                _ = s[0].subscribe(subject)
                return subject.asObservable()
            })),
        row("RACBehaviorSubject / BehaviorSubject (after completion)", "-1-2-|",
            differs: Difference("A completed RACBehaviorSubject gives a late subscriber its current value and later values, no completion; BehaviorSubject gives only the completion.",
                                rac: ["5@200", "1@220", "2@240"], racSubscriptions: [[Subscription(100, 260)]],
                                rx: ["|@200"], rxSubscriptions: [[Subscription(100, 260)]]),
            rac: ("sendCompleted(); s[0].subscribeNext(subject.sendNext)", { s, _ in
                let subject = RACBehaviorSubject<Int>(defaultValue: 5)
                subject.sendCompleted()
                s[0].subscribeNext(subject.sendNext)
                return subject
            }),
            rx: ("onCompleted(); s[0].subscribe(onNext: subject.onNext)", { s, _ in
                let subject = BehaviorSubject<Int>(value: 5)
                subject.onCompleted()
                _ = s[0].subscribe(onNext: subject.onNext)
                return subject.asObservable()
            })),
        row("publish + connect", "-1-2-|",
            rac: ("publish(); connect(); signal", { s, _ in
                let connection = s[0].publish()
                connection.connect()
                return connection.signal
            }),
            rx: ("publish(); connect()", { s, _ in
                let published = s[0].publish()
                _ = published.connect()
                return published.asObservable()
            })),
        row("multicast(replay subject) + connect", "-1-2-3----4-|", cold: true,
            rac: ("multicast(RACReplaySubject(capacity: 1)); connect()", { s, _ in
                let connection = s[0].multicast(RACReplaySubject(capacity: 1))
                connection.connect()
                return connection.signal
            }),
            rx: ("multicast(ReplaySubject.create(bufferSize: 1)); connect()", { s, _ in
                let connectable = s[0].multicast(ReplaySubject.create(bufferSize: 1))
                _ = connectable.connect()
                return connectable.asObservable()
            })),
        row("autoconnect / refCount", "-1-2-|",
            rac: ("publish().autoconnect()", { s, _ in s[0].publish().autoconnect() }),
            rx: ("publish().refCount()", { s, _ in s[0].publish().refCount() })),
        row("autoconnect / refCount (resubscribe)", "-1-2-|", cold: true,
            differs: Difference("RAC's connection is made once, so after everyone left a new subscriber sees a dead subject; refCount reconnects.",
                                rac: [], racSubscriptions: [[Subscription(100, 150)]],
                                rx: ["1@220", "2@240", "|@260"], rxSubscriptions: [[Subscription(100, 150), Subscription(200, 260)]]),
            rac: ("publish().autoconnect(); first subscriber leaves", { s, scheduler in
                let shared = s[0].publish().autoconnect()
                let first = shared.subscribeNext { _ in }
                scheduler.testScheduler.scheduleAt(150) { first.dispose() }
                return shared
            }),
            rx: ("publish().refCount(); first subscriber leaves", { s, scheduler in
                let shared = s[0].publish().refCount()
                let first = shared.subscribe()
                scheduler.scheduleAt(150) { first.dispose() }
                return shared
            })),
        row("replay / replayAll + connect", "-1-2-|",
            rac: ("replay()", { s, _ in s[0].replay() }),
            rx: ("replayAll(); connect()", { s, _ in
                let replayed = s[0].replayAll()
                _ = replayed.connect()
                return replayed.asObservable()
            })),
        row("replayLast / share(replay: 1)", "-1-2-|",
            differs: Difference("RAC's replayLast connects when it is called; share(replay:) connects at the first subscription.",
                                rac: ["1@220", "2@240", "|@260"], racSubscriptions: [[Subscription(100, 260)]],
                                rx: ["1@220", "2@240", "|@260"], rxSubscriptions: [[Subscription(200, 260)]]),
            rac: ("replayLast()", { s, _ in s[0].replayLast() }),
            rx: ("share(replay: 1)", { s, _ in s[0].share(replay: 1) })),
        row("replayLazily / share(replay:)", "-1-2-|",
            rac: ("replayLazily()", { s, _ in s[0].replayLazily() }),
            rx: ("share(replay: 1)", { s, _ in s[0].share(replay: 1) })),
        row("replayLazily / share(replay: 1, scope: .forever) (resubscribe)", "-1-2------3-4-", cold: true,
            differs: Difference("replayLazily never disconnects, so a later subscriber gets the whole buffer and the same subscription; share(replay:) disconnects and resubscribes.",
                                rac: ["1@200", "2@200", "3@210", "4@230"], racSubscriptions: [[Subscription(100)]],
                                rx: ["2@200", "1@220", "2@240", "3@310", "4@330"], rxSubscriptions: [[Subscription(100, 150), Subscription(200, 1000)]]),
            rac: ("replayLazily(); first subscriber leaves", { s, scheduler in
                let shared = s[0].replayLazily()
                let first = shared.subscribeNext { _ in }
                scheduler.testScheduler.scheduleAt(150) { first.dispose() }
                return shared
            }),
            rx: ("share(replay: 1, scope: .forever); first subscriber leaves", { s, scheduler in
                let shared = s[0].share(replay: 1, scope: .forever)
                let first = shared.subscribe()
                scheduler.scheduleAt(150) { first.dispose() }
                return shared
            })),
    ] }
}
