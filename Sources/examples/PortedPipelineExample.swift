import RxBridge
import RACBridge
import ReactiveTesting

/// Checking your own port: a ReactiveObjC search view model, its RxSwift port, and a
/// naive port, held against each other on one virtual clock with `ParityCheck`.
/// In a test target, `assertParity(_:scheduler:rac:rx:)` does the same in one call
/// (Docs/Testing.md, "Check your own ported pipelines").
enum PortedPipelineExample {
    /// The original view model, as written with ReactiveObjC: search once typing pauses
    /// for 0.3 s, for queries of two characters or more, showing only the newest answer.
    final class RACSearchViewModel {
        let results: RACSignal<String>

        init(query: RACSignal<String>, scheduler: RACScheduler, search: @escaping (String) -> RACSignal<String>) {
            // RAC's -throttle: sends a value once no newer one came for the interval.
            results = query
                .throttle(0.3, on: scheduler)
                .filter { $0.count >= 2 }
                .distinctUntilChanged()
                .map(search)
                .switchToLatest()
        }
    }

    /// The RxSwift port. RAC's -throttle: is Rx's `debounce`; `map` + `switchToLatest` is
    /// `flatMapLatest`.
    final class SearchViewModel {
        let results: Observable<String>

        init(query: Observable<String>, scheduler: SchedulerType, search: @escaping (String) -> Observable<String>) {
            results = query
                .debounce(.milliseconds(300), scheduler: scheduler)
                .filter { $0.count >= 2 }
                .distinctUntilChanged()
                .flatMapLatest(search)
        }
    }

    /// Keystrokes: one frame is 100 ms here (10 ticks of 10 ms). The user types "swi",
    /// pauses, then "swift", and the field closes.
    static let typing = ParityInput("-a-b-c-----d-e------|",
                                    values: ["a": "s", "b": "sw", "c": "swi", "d": "swif", "e": "swift"])

    /// Ticks of 10 ms, so the view models' real intervals (0.3 s) run unchanged.
    static func clock() -> TestScheduler {
        TestScheduler(initialClock: 0, resolution: 0.01)
    }

    static func run() {
        section("Port check. A view model's debounce pipeline held against the RAC original",
                why: "RAC's throttle: is Rx's debounce; a port that keeps the name changes the behavior,",
                     "and ParityCheck shows it on one virtual clock before a user does") {
            say("  keystrokes \"\(typing.marble)\" (a=s b=sw c=swi d=swif e=swift; a frame is 100 ms)")
            // The search service answers at once here (a stand-in for the app's service).
            let original = ParityCheck.recordRAC(typing, scheduler: clock) { scheduler, query in
                RACSearchViewModel(query: query, scheduler: scheduler) { text in
                    RACSignal.return("results for \(text)")
                }.results
            }
            let port = ParityCheck.record(typing, scheduler: clock) { scheduler, query in
                SearchViewModel(query: query, scheduler: scheduler) { text in
                    Observable.just("results for \(text)")
                }.results
            }
            say("  RAC original: \(original)")
            say("  Rx port:      \(port)")
            let difference = Recording.difference(original, port, lhsTitle: "RAC original", rhsTitle: "Rx port")
            say("  " + (difference == nil ? "the same events, ticks and subscriptions: the port holds" : "they differ:\n\(difference!)"))

            // A port that kept the name: Rx's throttle is rate limiting, not RAC's -throttle:.
            let naive = ParityCheck.record(typing, scheduler: clock) { scheduler, query in
                query.throttle(.milliseconds(300), scheduler: scheduler).filter { $0.count >= 2 }.distinctUntilChanged()
                    .flatMapLatest { Observable.just("results for \($0)") }
            }
            say("  the naive port (Rx throttle) against the original:")
            let naiveDifference = Recording.difference(original, naive, lhsTitle: "RAC original", rhsTitle: "Rx throttle port")
            for line in (naiveDifference ?? "no difference").split(separator: "\n") { say("    " + line) }
        }
    }
}
