import Foundation
import RACBridge

extension GeneratedVocabulary {
    /// The built-in kinds: the operators both dialects share, with their arguments as
    /// data (ticks are virtual seconds: 1 tick = 1 second on the standard clock).
    ///
    /// | name | arguments | Rx | RAC |
    /// |---|---|---|---|
    /// | map | k | `map { $0 + k }` | `map { $0 + k }` |
    /// | filter | m, r | `filter { $0 % m == r }` | the same |
    /// | scan | k | `scan(k) { $0 + $1 }` | `scan(withStart: k, reduce:)` |
    /// | take, skip, takeLast | n | `take(n)`… | the same |
    /// | takeWhile, skipWhile | k | `take(while: { $0 < k })`… | `take(whileBlock:)`… |
    /// | reduce | k | `reduce(k) { $0 + $1 }` | `aggregate(withStart: k, reduce:)` |
    /// | observeOn | | `observe(on: sc)` | `deliver(on: sc)` |
    /// | distinctUntilChanged | | | |
    /// | startWith | k | `startWith(k)` | `startWith(k)` |
    /// | merge, concat | source | `Observable.merge(up, s[i])`, `concat` | `merge`, `concat` |
    /// | flatMap | source | `flatMap { x in s[i].map { $0 + x } }` | `flattenMap` |
    /// | concatMap | source | `concatMap { x in s[i].map { $0 + x } }` | `map { … }.concat()` |
    /// | switchLatest | source | `map { x in s[i]… }.switchLatest()` | `switchToLatest()` |
    /// | combineLatest, zip | source | `{ $0 * 10 + $1 }` of both | the same |
    /// | withLatestFrom | source | `withLatestFrom(s[i]) { $0 * 10 + $1 }` | none (Rx only) |
    /// | sample, takeUntil | source | `sample(s[i])`, `take(until: s[i])` | the same |
    /// | catch | source | `catch { _ in s[i] }` | the same |
    /// | retry | n subscriptions in all | `retry(n)` | `retry(n - 1)` |
    /// | materialize | | `materialize().dematerialize()` | the same |
    /// | delay | ticks | `delay(.seconds(t), scheduler: sc)` | `delay(t, on: sc)` |
    /// | debounce | ticks | `debounce(.seconds(t), scheduler: sc)` | `throttle(t, on: sc)` |
    /// | buffer | ticks, count | `buffer(timeSpan:count:scheduler:)`, summed | `buffer(withTime:on:)`, summed |
    /// | share | | `share()`, subscribed twice (merged, the second `+ 100`) | `publish().autoconnect()` |
    public static let standard = GeneratedVocabulary([
        unary("map", arguments: { [$0.int(in: 1...9)] }, minimum: [1],
              spelling: { up, stage in "\(up).map { $0 + \(stage.argument(0)) }" },
            rx: { up, stage, _ in let k = stage.argument(0); return up.map { $0 + k } },
            rac: { up, stage, _ in let k = stage.argument(0); return up.map { $0 + k } }),
        unary("filter", arguments: { random in let m = random.int(in: 2...3); return [m, random.int(below: m)] }, minimum: [1, 0],
              spelling: { up, stage in "\(up).filter { $0 % \(max(1, stage.argument(0))) == \(stage.argument(1, default: 0)) }" },
              rx: { up, stage, _ in
                  let m = max(1, stage.argument(0)), r = stage.argument(1, default: 0); return up.filter { $0 % m == r }
              },
              rac: { up, stage, _ in
                  let m = max(1, stage.argument(0)), r = stage.argument(1, default: 0); return up.filter { $0 % m == r }
              }),
        GeneratedStageKind("scan", arguments: { [$0.int(in: 0...5)] },
            rx: .init({ up, stage in "\(up).scan(\(stage.argument(0, default: 0))) { $0 + $1 }" }) { up, stage, _ in
                up.scan(stage.argument(0, default: 0)) { $0 + $1 }
            },
            rac: .init({ up, stage in "\(up).scan(withStart: \(stage.argument(0, default: 0)), reduce: { $0 + $1 })" }) { up, stage, _ in
                up.scan(withStart: stage.argument(0, default: 0), reduce: { $0 + $1 })
            }),
        unary("take", arguments: { [$0.int(in: 0...3)] }, spelling: { up, stage in "\(up).take(\(stage.argument(0)))" },
            rx: { up, stage, _ in up.take(stage.argument(0)) },
            rac: { up, stage, _ in up.take(stage.argument(0)) }),
        unary("skip", arguments: { [$0.int(in: 0...3)] }, spelling: { up, stage in "\(up).skip(\(stage.argument(0)))" },
            rx: { up, stage, _ in up.skip(stage.argument(0)) },
            rac: { up, stage, _ in up.skip(stage.argument(0)) }),
        unary("takeLast", arguments: { [$0.int(in: 0...3)] }, spelling: { up, stage in "\(up).takeLast(\(stage.argument(0)))" },
            rx: { up, stage, _ in up.takeLast(stage.argument(0)) },
            rac: { up, stage, _ in up.takeLast(stage.argument(0)) }),
        unary("takeWhile", arguments: { [$0.int(in: 2...5)] }, spelling: { up, stage in "\(up).take(while: { $0 < \(stage.argument(0)) })" },
            rx: { up, stage, _ in let k = stage.argument(0); return up.take(while: { $0 < k }) },
            rac: { up, stage, _ in let k = stage.argument(0); return up.take(whileBlock: { $0 < k }) }),
        unary("skipWhile", arguments: { [$0.int(in: 2...5)] }, spelling: { up, stage in "\(up).skip(while: { $0 < \(stage.argument(0)) })" },
            rx: { up, stage, _ in let k = stage.argument(0); return up.skip(while: { $0 < k }) },
            rac: { up, stage, _ in let k = stage.argument(0); return up.skip(whileBlock: { $0 < k }) }),
        GeneratedStageKind("reduce", arguments: { [$0.int(in: 0...5)] },
            rx: .init({ up, stage in "\(up).reduce(\(stage.argument(0, default: 0))) { $0 + $1 }" }) { up, stage, _ in
                up.reduce(stage.argument(0, default: 0)) { $0 + $1 }
            },
            rac: .init({ up, stage in "\(up).aggregate(withStart: \(stage.argument(0, default: 0)), reduce: { $0 + $1 })" }) { up, stage, _ in
                up.aggregate(withStart: stage.argument(0, default: 0), reduce: { $0 + $1 })
            }),
        GeneratedStageKind("observeOn",
            rx: .init({ up, _ in "\(up).observe(on: sc)" }) { up, _, context in up.observe(on: context.scheduler) },
            rac: .init({ up, _ in "\(up).deliver(on: sc)" }) { up, _, context in up.deliver(on: context.racScheduler) }),
        unary("distinctUntilChanged", spelling: { up, _ in "\(up).distinctUntilChanged()" },
            rx: { up, _, _ in up.distinctUntilChanged() },
            rac: { up, _, _ in up.distinctUntilChanged() }),
        unary("startWith", arguments: { [$0.int(in: 0...9)] }, spelling: { up, stage in "\(up).startWith(\(stage.argument(0)))" },
            rx: { up, stage, _ in up.startWith(stage.argument(0)) },
            rac: { up, stage, _ in up.startWith(stage.argument(0)) }),
        GeneratedStageKind("merge", readsSource: true,
            rx: .init({ up, stage in "Observable.merge(\(up), s[\(stage.other)])" }) { up, stage, context in
                Observable.merge(up, context.source(of: stage))
            },
            rac: .init({ up, stage in "\(up).merge(s[\(stage.other)])" }) { up, stage, context in
                up.merge(context.source(of: stage))
            }),
        binary("concat", same: { up, other in "\(up).concat(\(other))" },
            rx: { up, other, _ in up.concat(other) },
            rac: { up, other, _ in up.concat(other) }),
        GeneratedStageKind("flatMap", readsSource: true,
            rx: .init({ up, stage in "\(up).flatMap { x in s[\(stage.other)].map { $0 + x } }" }) { up, stage, context in
                let inner = context.source(of: stage); return up.flatMap { x in inner.map { $0 + x } }
            },
            rac: .init({ up, stage in "\(up).flattenMap { x in s[\(stage.other)].map { $0 + x } }" }) { up, stage, context in
                let inner = context.source(of: stage); return up.flattenMap { x in inner.map { $0 + x } }
            }),
        GeneratedStageKind("concatMap", readsSource: true,
            rx: .init({ up, stage in "\(up).concatMap { x in s[\(stage.other)].map { $0 + x } }" }) { up, stage, context in
                let inner = context.source(of: stage); return up.concatMap { x in inner.map { $0 + x } }
            },
            rac: .init({ up, stage in "\(up).map { x in s[\(stage.other)].map { $0 + x } }.concat()" }) { up, stage, context in
                let inner = context.source(of: stage); return up.map { x in inner.map { $0 + x } }.concat()
            }),
        GeneratedStageKind("switchLatest", readsSource: true,
            rx: .init({ up, stage in "\(up).map { x in s[\(stage.other)].map { $0 + x } }.switchLatest()" }) { up, stage, context in
                let inner = context.source(of: stage); return up.map { x in inner.map { $0 + x } }.switchLatest()
            },
            rac: .init({ up, stage in "\(up).map { x in s[\(stage.other)].map { $0 + x } }.switchToLatest()" }) { up, stage, context in
                let inner = context.source(of: stage); return up.map { x in inner.map { $0 + x } }.switchToLatest()
            }),
        GeneratedStageKind("combineLatest", readsSource: true,
            rx: .init({ up, stage in "Observable.combineLatest(\(up), s[\(stage.other)]) { $0 * 10 + $1 }" }) { up, stage, context in
                Observable.combineLatest(up, context.source(of: stage)) { $0 * 10 + $1 }
            },
            rac: .init({ up, stage in "RACSignal<Int>.combineLatest(\(up), s[\(stage.other)], reduce: { $0 * 10 + $1 })" }) { up, stage, context in
                RACSignal<Int>.combineLatest(up, context.source(of: stage), reduce: { $0 * 10 + $1 })
            }),
        GeneratedStageKind("zip", readsSource: true,
            rx: .init({ up, stage in "Observable.zip(\(up), s[\(stage.other)]) { $0 * 10 + $1 }" }) { up, stage, context in
                Observable.zip(up, context.source(of: stage)) { $0 * 10 + $1 }
            },
            rac: .init({ up, stage in "RACSignal<Int>.zip(\(up), s[\(stage.other)], reduce: { $0 * 10 + $1 })" }) { up, stage, context in
                RACSignal<Int>.zip(up, context.source(of: stage), reduce: { $0 * 10 + $1 })
            }),
        GeneratedStageKind("withLatestFrom", readsSource: true,
            rx: .init({ up, stage in "\(up).withLatestFrom(s[\(stage.other)]) { $0 * 10 + $1 }" }) { up, stage, context in
                up.withLatestFrom(context.source(of: stage)) { $0 * 10 + $1 }
            },
            rac: nil),
        binary("sample", same: { up, other in "\(up).sample(\(other))" },
            rx: { up, other, _ in up.sample(other) },
            rac: { up, other, _ in up.sample(other) }),
        binary("takeUntil", same: { up, other in "\(up).take(until: \(other))" },
            rx: { up, other, _ in up.take(until: other) },
            rac: { up, other, _ in up.take(until: other) }),
        binary("catch", same: { up, other in "\(up).catch { _ in \(other) }" },
            rx: { up, other, _ in up.catch { _ in other } },
            rac: { up, other, _ in up.catch { _ in other } }),
        GeneratedStageKind("retry", arguments: { [$0.int(in: 2...3)] }, minimumArguments: [2],
            rx: .init({ up, stage in "\(up).retry(\(max(2, stage.argument(0))))" }) { up, stage, _ in
                up.retry(max(2, stage.argument(0)))
            },
            rac: .init({ up, stage in "\(up).retry(\(max(2, stage.argument(0)) - 1))" }) { up, stage, _ in
                up.retry(max(2, stage.argument(0)) - 1)
            }),
        unary("materialize", spelling: { up, _ in "\(up).materialize().dematerialize()" },
            rx: { up, _, _ in up.materialize().dematerialize() },
            rac: { up, _, _ in up.materialize().dematerialize() }),
        GeneratedStageKind("delay", arguments: { [$0.pick([5, 10, 20, 30])] }, minimumArguments: [1],
            rx: .init({ up, stage in "\(up).delay(.seconds(\(stage.argument(0))), scheduler: sc)" }) { up, stage, context in
                up.delay(.seconds(stage.argument(0)), scheduler: context.scheduler)
            },
            rac: .init({ up, stage in "\(up).delay(\(stage.argument(0)), on: sc)" }) { up, stage, context in
                up.delay(TimeInterval(stage.argument(0)), on: context.racScheduler)
            }),
        GeneratedStageKind("debounce", arguments: { [$0.pick([5, 10, 20, 30])] }, minimumArguments: [1],
            rx: .init({ up, stage in "\(up).debounce(.seconds(\(stage.argument(0))), scheduler: sc)" }) { up, stage, context in
                up.debounce(.seconds(stage.argument(0)), scheduler: context.scheduler)
            },
            rac: .init({ up, stage in "\(up).throttle(\(stage.argument(0)), on: sc)" }) { up, stage, context in
                up.throttle(TimeInterval(stage.argument(0)), on: context.racScheduler)
            }),
        GeneratedStageKind("buffer", arguments: { [$0.pick([20, 30, 50]), $0.int(in: 1...3)] }, minimumArguments: [1, 1],
            rx: .init({ up, stage in
                "\(up).buffer(timeSpan: .seconds(\(stage.argument(0))), count: \(stage.argument(1)), scheduler: sc).map { $0.reduce(0, +) }"
            }) { up, stage, context in
                up.buffer(timeSpan: .seconds(stage.argument(0)), count: max(1, stage.argument(1)), scheduler: context.scheduler).map { $0.reduce(0, +) }
            },
            rac: .init({ up, stage in "\(up).buffer(withTime: \(stage.argument(0)), on: sc).map { $0.reduce(0, +) }" }) { up, stage, context in
                up.buffer(withTime: TimeInterval(stage.argument(0)), on: context.racScheduler).map { $0.reduce(0, +) }
            }),
        GeneratedStageKind("share",
            rx: .init({ up, _ in "{ (p: Observable<Int>) in Observable.merge(p, p.map { $0 + 100 }) }(\(up).share())" }) { up, _, _ in
                let shared = up.share(); return Observable.merge(shared, shared.map { $0 + 100 })
            },
            rac: .init({ up, _ in "{ (p: RACSignal<Int>) in RACSignal.merge([p, p.map { $0 + 100 }]) }(\(up).publish().autoconnect())" }) { up, _, _ in
                let shared = up.publish().autoconnect(); return RACSignal.merge([shared, shared.map { $0 + 100 }])
            }),
    ])

    /// A kind without another source whose two dialects read the same.
    private static func unary(
        _ name: String,
        arguments: @escaping @Sendable (inout SplitMix64) -> [Int] = { _ in [] },
        minimum: [Int] = [],
        spelling: @escaping @Sendable (String, GeneratedStage) -> String,
        rx: @escaping @Sendable (Observable<Int>, GeneratedStage, GeneratedStageKind.Context<Observable<Int>>) -> Observable<Int>,
        rac: @escaping @Sendable (RACSignal<Int>, GeneratedStage, GeneratedStageKind.Context<RACSignal<Int>>) -> RACSignal<Int>
    ) -> GeneratedStageKind {
        GeneratedStageKind(name, arguments: arguments, minimumArguments: minimum,
                           rx: .init(spelling, apply: rx), rac: .init(spelling, apply: rac))
    }

    /// A kind reading another source whose two dialects read the same.
    private static func binary(
        _ name: String,
        same spelling: @escaping @Sendable (_ upstream: String, _ other: String) -> String,
        rx: @escaping @Sendable (Observable<Int>, Observable<Int>, GeneratedStage) -> Observable<Int>,
        rac: @escaping @Sendable (RACSignal<Int>, RACSignal<Int>, GeneratedStage) -> RACSignal<Int>
    ) -> GeneratedStageKind {
        GeneratedStageKind(name, readsSource: true,
                           rx: .init({ up, stage in spelling(up, "s[\(stage.other)]") }) { up, stage, context in rx(up, context.source(of: stage), stage) },
                           rac: .init({ up, stage in spelling(up, "s[\(stage.other)]") }) { up, stage, context in rac(up, context.source(of: stage), stage) })
    }
}
