// OpenCombine's spellings of the peer scenarios; run.sh adds OpenCombine to the package
// only when --opencombine names a checkout, and without it these lists are empty.
#if canImport(OpenCombine)
import OpenCombine

let openCombineTimed: [Scenario] = [
    scenario("subscribe-send-dispose", "opencombine", cycles) {
        let subject = PassthroughSubject<Int, Never>()
        let chain = subject.map { $0 &+ 1 }.filter { $0 > 0 }
        for value in 0..<cycles {
            let subscription = chain.sink(receiveValue: consume)
            subject.send(value)
            subscription.cancel()
        }
    },
    scenario("just-subscribe-dispose", "opencombine", cycles) {
        for value in 0..<cycles { Just(value).map { $0 &+ 1 }.filter { $0 > 0 }.sink(receiveValue: consume).cancel() }
    },
    scenario("flatmap-just", "opencombine", outerValues) {
        let subject = PassthroughSubject<Int, Never>()
        let subscription = subject.flatMap { Just($0) }.sink(receiveValue: consume)
        for value in 0..<outerValues { subject.send(value) }
        subscription.cancel()
    },
    scenario("flatmap-of", "opencombine", outerValues) {
        let subject = PassthroughSubject<Int, Never>()
        let subscription = subject.flatMap { [$0, $0 &+ 1, $0 &+ 2].publisher }.sink(receiveValue: consume)
        for value in 0..<outerValues { subject.send(value) }
        subscription.cancel()
    },
]

func openCombineLive(_ row: String, _ count: Int, subscribers: Bool) -> [LiveScenario] {
    [
        liveScenario(row, "opencombine", count) { clock in
            let subject = PassthroughSubject<Int, Never>()
            let subscribe: () -> AnyCancellable = subscribers
                ? { subject.sink(receiveValue: consume) }
                : { subject.map { $0 &+ 1 }.filter { $0 > 0 }.sink(receiveValue: consume) }
            live(clock, count, subscribe: subscribe, send: { subject.send(1) }, dispose: { $0.cancel() })
        },
    ]
}
#else
let openCombineTimed: [Scenario] = []
func openCombineLive(_ row: String, _ count: Int, subscribers: Bool) -> [LiveScenario] { [] }
#endif
