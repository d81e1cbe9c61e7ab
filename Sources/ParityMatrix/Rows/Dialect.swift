import Foundation
import RxBridge
import RACBridge
import ReactiveTesting

/// A RAC signal that sends `values` and completes synchronously, during its subscription.
func synchronousSignal(_ values: Int...) -> RACSignal<Int> {
    RACSignal.createSignal { subscriber in
        for value in values { subscriber.sendNext(value) }
        subscriber.sendCompleted()
        return nil
    }
}

/// Subscribes `subscribe` to a sequence that fails, with no error handler, and returns
/// how often the Rx unhandled-error hook was called meanwhile.
func unhandledErrorHookCalls(_ subscribe: () -> Void) -> Int {
    let saved = Hooks.defaultErrorHandler
    var calls = 0
    Hooks.defaultErrorHandler = { _, _ in calls += 1 }
    subscribe()
    Hooks.defaultErrorHandler = saved
    return calls
}

/// A command whose work answers `input * 10` at once, or fails for odd inputs.
func tenfoldCommand(_ scheduler: RACScheduler) -> RACCommand<Int, Int> {
    RACCommand(scheduler: scheduler) { input in
        let value = input ?? 0
        return value % 2 == 1 ? RACSignal.error(MarbleError()) : RACSignal.return(value * 10)
    }
}

extension ParityRows {
    /// Where the dialects' rules differ by design beyond single operators: subscription
    /// scheduling (Docs/Semantics.md#subscription-scheduling), unhandled errors (Docs/Semantics.md#unhandled-errors) and RACCommand (Docs/Semantics.md#commands).
    static var dialect: [ParityRow] { [
        row("merge of synchronous sources (subscription order)", "-|",
            differs: Difference(
                "RAC subscribes nested signals synchronously, so each sends all it has in turn; Rx queues nested synchronous sources on the current-thread trampoline and interleaves them.",
                rac: ["1@200", "2@200", "3@200", "4@200", "|@200"], racSubscriptions: [[]],
                rx: ["1@200", "3@200", "2@200", "4@200", "|@200"], rxSubscriptions: [[]]),
            rac: ("RACSignal.merge([sync(1, 2), sync(3, 4)])", { _, _ in RACSignal.merge([synchronousSignal(1, 2), synchronousSignal(3, 4)]) }),
            rx: ("Observable.merge(.of(1, 2), .of(3, 4))", { _, _ in Observable.merge(.of(1, 2), .of(3, 4)) })),
        row("unhandled error (calls of the error hook)", "-|",
            differs: Difference(
                "RAC's subscribeNext: without an error block drops the error; Rx's subscribe(onNext:) reports it through Hooks.defaultErrorHandler, once.",
                rac: ["0@200", "|@200"], racSubscriptions: [[]],
                rx: ["1@200", "|@200"], rxSubscriptions: [[]]),
            rac: ("failing.subscribeNext { _ in }", { _, _ in
                RACSignal.defer { .return(unhandledErrorHookCalls { _ = RACSignal<Int>.error(MarbleError()).subscribeNext { _ in } }) }
            }),
            rx: ("failing.subscribe(onNext: { _ in })", { _, _ in
                Observable.deferred { .just(unhandledErrorHookCalls { _ = Observable<Int>.error(MarbleError()).subscribe(onNext: { _ in }) }) }
            })),
        row("RACCommand executionSignals / flatMap with errors caught", "-2-3-4-|",
            differs: Difference(
                "The values agree (delivered on the command's scheduler, execution errors kept off executionSignals), but executionSignals belongs to the command and never completes, while the Rx pipeline completes with its input.",
                rac: ["20@221", "40@261"], racSubscriptions: [[Subscription(200, 280)]],
                rx: ["20@221", "40@261", "|@281"], rxSubscriptions: [[Subscription(200, 280)]]),
            rac: ("command.executionSignals.flatten() ← execute each input", { s, scheduler in
                let command = tenfoldCommand(scheduler)
                return RACSignal.createSignal { subscriber in
                    let values = command.executionSignals.flatten().subscribe(subscriber)
                    let inputs = s[0].subscribeNext { command.execute($0) }
                    return RACDisposable { inputs.dispose(); values.dispose() }
                }
            }),
            rx: ("flatMap { work($0).catch { _ in .empty() } }.observe(on: s)", { s, scheduler in
                s[0].flatMap { input in
                    (input % 2 == 1 ? Observable<Int>.error(MarbleError()) : .just(input * 10)).catch { _ in .empty() }
                }.observe(on: scheduler)
            })),
    ] }
}
