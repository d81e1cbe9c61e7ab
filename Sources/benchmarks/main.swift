import RxBridge
import Dispatch

let filter = CommandLine.arguments.dropFirst().first
@inline(never) func measure(_ name: String, events: Int, _ body: () -> Void) {
    if let filter, !name.contains(filter) { return }
    var best = Double.infinity
    for _ in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        let ns = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(events)
        best = min(best, ns)
    }
    print("\(name): \(best) ns/event")
}
let n = 1_000_000
var sink = 0
measure("floor", events: n) {
    var handlers: [(Int) -> Void] = []
    let f3: (Int) -> Void = { sink &+= $0 }
    let f2: (Int) -> Void = { x in let y = x + 1; f3(y) }
    let f1: (Int) -> Void = { x in if x % 2 == 0 { f2(x) } }
    let f0: (Int) -> Void = { x in f1(x * 2) }
    handlers.append(f0)
    for i in 0..<n { for h in handlers { h(i) } }
}
measure("subject->map->filter->map", events: n) {
    let subject = PublishSubject<Int>()
    let d = subject.map { $0 * 2 }.filter { $0 % 2 == 0 }.map { $0 + 1 }.subscribe(onNext: { sink &+= $0 })
    for i in 0..<n { subject.onNext(i) }
    d.dispose()
}
measure("range->map->filter->map", events: n) {
    _ = Observable.range(start: 0, count: n).map { $0 * 2 }.filter { $0 % 2 == 0 }.map { $0 + 1 }.subscribe(onNext: { sink &+= $0 })
}
let chain = PublishSubject<Int>().map { $0 * 2 }.filter { $0 % 2 == 0 }.map { $0 + 1 }
measure("subscribe+dispose 3-op chain", events: 100_000) {
    for _ in 0..<100_000 { chain.subscribe(onNext: { sink &+= $0 }).dispose() }
}
print(sink)
