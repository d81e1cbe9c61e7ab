extension GeneratedParityRule {
    /// The deliberate differences of the standard vocabulary, one rule per section of
    /// Docs/Semantics.md that its operators meet. Each rule is a small Rx implementation
    /// of what the RAC operator does by design; the parity matrix's "differs by design"
    /// rows show the same differences on hand-written marbles.
    public static let standard: [GeneratedParityRule] = [
        modeling("retry", name: "retry on the scheduler",
                 why: "RAC resubscribes in a block scheduled on the current scheduler (one tick later on the test clock); Rx resubscribes at once (Semantics.md#retry).") { up, stage, context in
            RACModels.retry(up, attempts: max(2, stage.argument(0)), scheduler: context.scheduler)
        },
        modeling("delay", name: "delay timers",
                 why: "RAC's -delay: schedules each value on its own timer, so values received on one tick are sent on one tick; Rx's delay sends one value per timer run, each later one a tick after the previous on the test clock (Semantics.md#delay).") { up, stage, context in
            RACModels.delay(up, ticks: stage.argument(0), scheduler: context.scheduler)
        },
        modeling("observeOn", name: "deliver-on steps",
                 why: "RAC's -deliverOn: schedules each event when it arrives, so events received on one tick are delivered on one tick; Rx's observe(on:) schedules the next step after delivering one, each later event a tick after the previous on the test clock (Semantics.md#deliver-on).") { up, _, context in
            RACModels.deliverOn(up, scheduler: context.scheduler)
        },
        modeling("takeUntil", name: "take-until trigger end",
                 why: "RAC's take(until:) completes when the trigger completes and ignores its error; Rx's goes on after the trigger completes and fails with its error (Semantics.md#take-until).") { up, stage, context in
            up.take(until: context.source(of: stage).map { _ in 0 }.catch { _ in Observable<Int>.never() }.concat(Observable.just(0)))
        },
        modeling("zip", name: "zip completion",
                 why: "RAC's zip completes as soon as one source has completed with no value waiting for a partner; Rx's fixed-arity zip waits for every source (Semantics.md#zip).") { up, stage, context in
            RACModels.zip(up, context.source(of: stage))
        },
        modeling("combineLatest", name: "combineLatest completion",
                 why: "RAC's combineLatest completes only when every source has completed; Rx's also completes when a source that never sent is done (Semantics.md#combine-latest).") { up, stage, context in
            RACModels.combineLatest(up, context.source(of: stage))
        },
        modeling("sample", name: "sample repeats",
                 why: "RAC's sample sends the latest value on every sampler tick and completes with either input; Rx's sends only new values and completes at the tick after the source ends (Semantics.md#sample).") { up, stage, context in
            RACModels.sample(up, context.source(of: stage))
        },
        modeling("buffer", name: "buffer timer",
                 why: "RAC's buffer(withTime:) starts a one-shot timer at the first value of an empty buffer and never sends an empty one; Rx's buffer(timeSpan:count:) cuts periodic windows from the subscription, also at count values, and sends empty ones (Semantics.md#buffer-with-time).") { up, stage, context in
            RACModels.buffer(up, ticks: stage.argument(0), scheduler: context.scheduler)
        },
        modeling("share", name: "autoconnect and subjects",
                 why: "RAC's autoconnect connects once and its subject keeps no terminal state, so a subscriber arriving after the end (or after a disconnection) gets nothing; Rx's share replays the end and reconnects (Semantics.md#multicast-connection, #subjects-after-termination).") { up, _, _ in
            let shared = RACModels.autoconnect(up)
            return Observable.merge(shared, shared.map { $0 + 100 })
        },
    ]

    /// A rule whose model replaces the stages of kind `kind`; the model is spelled
    /// `up.racModel(stage)` in printed pipelines.
    private static func modeling(
        _ kind: String, name: String, why: String,
        _ model: @escaping @Sendable (Observable<Int>, GeneratedStage, GeneratedStageKind.Context<Observable<Int>>) -> Observable<Int>
    ) -> GeneratedParityRule {
        GeneratedParityRule(name, why: why, racModels: [kind: .init({ up, stage in "\(up).racModel(\(stage))" }, apply: model)])
    }
}

/// Rx implementations of RAC operators' documented behavior, for the rules. Virtual
/// time runs on one thread, so the models keep their state in plain classes.
enum RACModels {
    final class Box<State> {
        var value: State
        init(_ value: State) { self.value = value }
    }

    /// Subscribes `inputs` in order (all of them, even when an earlier one ended the
    /// result at once, as RAC's combining operators do) and passes each event, with its
    /// input's index, to `handle`, which returns what to send; the first terminal event
    /// sent ends it all.
    static func combining<State>(_ inputs: [Observable<Int>], state initial: State,
                                 _ handle: @escaping (inout State, Int, Event<Int>) -> [Event<Int>]) -> Observable<Int> {
        Observable.create { observer in
            let state = Box(initial)
            let finished = Box(false)
            let subscriptions = CompositeDisposable()
            for (index, input) in inputs.enumerated() {
                _ = subscriptions.insert(input.subscribe { event in
                    guard !finished.value else { return }
                    for output in handle(&state.value, index, event) where !finished.value {
                        if output.isStopEvent { finished.value = true }
                        observer.on(output)
                        if output.isStopEvent { subscriptions.dispose() }
                    }
                })
            }
            return subscriptions
        }
    }

    static func zip(_ a: Observable<Int>, _ b: Observable<Int>) -> Observable<Int> {
        combining([a, b], state: (queues: [[Int]](repeating: [], count: 2), done: [false, false])) { state, index, event in
            switch event {
            case .next(let value):
                state.queues[index].append(value)
                guard !state.queues[0].isEmpty, !state.queues[1].isEmpty else { return [] }
                let pair = Event.next(state.queues[0].removeFirst() * 10 + state.queues[1].removeFirst())
                let ended = (0..<2).contains { state.done[$0] && state.queues[$0].isEmpty }
                return ended ? [pair, .completed] : [pair]
            case .completed:
                state.done[index] = true
                return state.queues[index].isEmpty ? [.completed] : []
            case .error: return [event]
            }
        }
    }

    static func combineLatest(_ a: Observable<Int>, _ b: Observable<Int>) -> Observable<Int> {
        combining([a, b], state: (latest: [Int?](repeating: nil, count: 2), done: [false, false])) { state, index, event in
            switch event {
            case .next(let value):
                state.latest[index] = value
                guard let first = state.latest[0], let second = state.latest[1] else { return [] }
                return [.next(first * 10 + second)]
            case .completed:
                state.done[index] = true
                return state.done.allSatisfy { $0 } ? [.completed] : []
            case .error: return [event]
            }
        }
    }

    static func sample(_ source: Observable<Int>, _ sampler: Observable<Int>) -> Observable<Int> {
        combining([source, sampler], state: Int?.none) { latest, index, event in
            switch (index, event) {
            case (0, .next(let value)): latest = value; return []
            case (_, .next): return latest.map { [.next($0)] } ?? []
            default: return [event]
            }
        }
    }

    /// RAC's retry: each resubscription is a block scheduled on the current scheduler
    /// (a tick later on the test clock); the last error is sent.
    static func retry(_ source: Observable<Int>, attempts: Int, scheduler: TestScheduler) -> Observable<Int> {
        source.retry(when: { (errors: Observable<Swift.Error>) in
            errors.enumerated().flatMap { index, error -> Observable<Int> in
                index + 1 < attempts ? Observable<Int>.timer(.seconds(0), scheduler: scheduler) : Observable<Int>.error(error)
            }
        })
    }

    /// RAC's deliver(on:): each event gets its own step, scheduled when it arrives.
    static func deliverOn(_ source: Observable<Int>, scheduler: TestScheduler) -> Observable<Int> {
        Observable.create { observer in
            let steps = CompositeDisposable()
            let subscription = source.subscribe { event in
                _ = steps.insert(scheduler.schedule(()) { _ in
                    observer.on(event)
                    return Disposables.create()
                })
            }
            return Disposables.create(subscription, steps)
        }
    }

    static func delay(_ source: Observable<Int>, ticks: Int, scheduler: TestScheduler) -> Observable<Int> {
        Observable.create { observer in
            let timers = CompositeDisposable()
            let subscription = source.subscribe { event in
                if case .error = event {
                    timers.dispose()
                    observer.on(event)
                    return
                }
                _ = timers.insert(scheduler.scheduleRelative((), dueTime: .seconds(ticks)) { _ in
                    observer.on(event)
                    return Disposables.create()
                })
            }
            return Disposables.create(subscription, timers)
        }
    }

    /// RAC's buffer(withTime:), each buffer summed.
    static func buffer(_ source: Observable<Int>, ticks: Int, scheduler: TestScheduler) -> Observable<Int> {
        Observable.create { observer in
            let buffer = Box<[Int]>([])
            let timer = SerialDisposable()
            let subscription = source.subscribe { event in
                switch event {
                case .next(let value):
                    if buffer.value.isEmpty {
                        timer.disposable = scheduler.scheduleRelative((), dueTime: .seconds(ticks)) { _ in
                            let values = buffer.value
                            buffer.value = []
                            observer.on(.next(values.reduce(0, +)))
                            return Disposables.create()
                        }
                    }
                    buffer.value.append(value)
                case .completed:
                    timer.dispose()
                    if !buffer.value.isEmpty { observer.on(.next(buffer.value.reduce(0, +))) }
                    observer.on(.completed)
                case .error:
                    timer.dispose()
                    observer.on(event)
                }
            }
            return Disposables.create(subscription, timer)
        }
    }

    static func autoconnect(_ source: Observable<Int>) -> Observable<Int> {
        final class Hub {
            var observers: [(id: Int, observer: AnyObserver<Int>)] = []
            var nextID = 0
            var count = 0
            var connected = false
            var connection: Disposable?
        }
        let hub = Hub()
        return Observable.create { observer in
            let id = hub.nextID
            hub.nextID += 1
            hub.count += 1
            hub.observers.append((id, observer))
            if !hub.connected {
                hub.connected = true
                hub.connection = source.subscribe { event in
                    let current = hub.observers
                    if event.isStopEvent { hub.observers.removeAll() }
                    for entry in current { entry.observer.on(event) }
                }
            }
            return Disposables.create {
                hub.observers.removeAll { $0.id == id }
                hub.count -= 1
                if hub.count == 0 { hub.connection?.dispose() }
            }
        }
    }
}
