/// Scale: 1,000,000 live subscriptions of subject → map → filter: the time
/// to subscribe them all, to send one event to all, and to dispose them all, with the
/// heap each one holds meanwhile.
@MainActor
extension Scenarios {
    static let scaleCount = 1_000_000

    static let scale = [
        LiveScenario(id: "s-chain-floor", title: "hand-written: 1M × subject → map → filter", count: scaleCount,
                     body: handChains(scaleCount)),
        LiveScenario(id: "s-chain", title: "1M × PublishSubject → map → filter", count: scaleCount, floor: "s-chain-floor",
                     body: rxChains(scaleCount)),
        LiveScenario(id: "s-chain-rac", title: "RAC: 1M × RACSubject → map → filter", count: scaleCount, floor: "s-chain-floor",
                     rxSpelling: "s-chain", body: racChains(scaleCount)),
    ]
}
