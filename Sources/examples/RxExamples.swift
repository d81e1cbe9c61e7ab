import RxBridge
import ReactiveTesting

/// Rx-dialect scenarios, each printed with what happens and why.
enum RxExamples {
    static func run() {
        section("Rx 1. Cold vs hot", why: "a cold observable does its work once per subscriber; a subject is hot") {
            var work = 0
            let cold = Observable<Int>.create { observer in
                work += 1
                observer.onNext(work)
                observer.onCompleted()
                return Disposables.create()
            }
            _ = cold.subscribe(onNext: { say("  cold, subscriber A got \($0)") })
            _ = cold.subscribe(onNext: { say("  cold, subscriber B got \($0)") })
            say("  the work ran \(work) times: once per subscriber")

            // A hot observable (a subject) sends each event to whoever listens now.
            let hot = PublishSubject<String>()
            let early = hot.subscribe(onNext: { say("  hot, early subscriber got \($0)") })
            hot.onNext("first")
            let late = hot.subscribe(onNext: { say("  hot, late subscriber got \($0)") })
            hot.onNext("second")
            say("  the late subscriber missed \"first\": it was not listening yet")
            early.dispose()
            late.dispose()
        }

        section("Rx 2. share, publish and refCount", why: "sharing runs the work once for many subscribers") {
            var subscriptions = 0
            let source = Observable<Int>.create { observer in
                subscriptions += 1
                observer.onNext(subscriptions * 100)
                return Disposables.create { say("  source disposed (nobody listens any more)") }
            }
            let shared = source.share(replay: 1)
            let first = shared.subscribe(onNext: { say("  first got \($0)") })
            let second = shared.subscribe(onNext: { say("  second got \($0) (replayed, no new work)") })
            say("  source subscriptions so far: \(subscriptions)")
            first.dispose()
            second.dispose()
            let third = shared.subscribe(onNext: { say("  third got \($0): a new connection, .whileConnected") })
            third.dispose()

            let published = source.publish()
            let listener = published.subscribe(onNext: { say("  publish: got \($0) only after connect()") })
            let connection = published.connect()
            connection.dispose()
            listener.dispose()
            say("  source subscriptions in all: \(subscriptions)")
        }

        section("Rx 3. Search as you type, on a virtual clock",
                why: "debounce waits for a pause in typing; flatMapLatest keeps only the newest search") {
            // Keystrokes at ticks; debounce waits for a 300-tick pause, then each query
            // starts a search that answers 600 ticks later; flatMapLatest drops a
            // search made stale by a newer query. Nothing waits: the clock is virtual.
            let scheduler = TestScheduler(initialClock: 0)
            let keystrokes = scheduler.createHotObservable([
                .next(100, "s"), .next(150, "sw"), .next(200, "swi"), .next(600, "swift"),
                .next(700, "swiftu"), .next(1_200, "swiftui"), .completed(2_000),
            ])
            func search(_ query: String) -> Observable<String> {
                Observable.just("results for \(query)").delay(.seconds(600), scheduler: scheduler)
            }
            let results = scheduler.createObserver(String.self)
            _ = keystrokes
                .debounce(.seconds(300), scheduler: scheduler)
                .flatMapLatest(search)
                .subscribe(results)
            scheduler.start()
            for recorded in results.events {
                say("  @\(recorded.time): \(recorded.value)")
            }
            say("  debounce let through only the queries followed by a 300-tick pause: \"swi\" at 500,")
            say("  \"swiftu\" at 1000 and \"swiftui\" at 1500 (\"s\", \"sw\" and \"swift\" were typed over).")
            say("  Each search answers 600 ticks after it starts, so the searches for \"swi\" and")
            say("  \"swiftu\" were still running when a newer query arrived: flatMapLatest dropped them.")
            say("  Only \"swiftui\" answered (at 2100); the results completed after it, although the")
            say("  keystrokes ended at 2000. The ticks are virtual: the scenario ran in no real time.")
        }
    }
}
