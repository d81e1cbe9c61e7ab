import XCTest
import RxBridge
import ReactiveTesting

/// `subscribe(with:…)` in every form holds the object weakly: callbacks receive it while
/// it lives and do nothing once it is gone; a missing `onError` does not reach the hook.
final class SubscribeWithObjectTests: ReactiveTestCase {
    final class Owner { var log: [String] = [] }

    func testObservableCallbacksReceiveTheObjectWhileItLives() {
        let owner = Owner()
        let subject = PublishSubject<Int>()
        _ = subject.subscribe(with: owner, onNext: { $0.log.append("next \($1)") }, onCompleted: { $0.log.append("completed") },
                              onDisposed: { $0.log.append("disposed") })
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(owner.log, ["next 1", "completed", "disposed"])
    }

    func testCallbacksDoNothingOnceTheObjectIsGone() {
        let subject = PublishSubject<Int>()
        var calls = 0
        var owner: Owner? = Owner()
        let subscription = subject.subscribe(with: owner!, onNext: { _, _ in calls += 1 })
        owner = nil
        subject.onNext(1)
        XCTAssertEqual(calls, 0)
        subscription.dispose()
    }

    func testAMissingOnErrorDoesNotReachTheHook() {
        let saved = Hooks.defaultErrorHandler
        var hookCalls = 0
        Hooks.defaultErrorHandler = { _, _ in hookCalls += 1 }
        defer { Hooks.defaultErrorHandler = saved }
        let owner = Owner()
        _ = Observable<Int>.error(MarbleError()).subscribe(with: owner, onNext: { _, _ in })
        XCTAssertEqual(hookCalls, 0)
    }

    func testTraitForms() {
        let owner = Owner()
        _ = Single.just(1).subscribe(with: owner, onSuccess: { $0.log.append("success \($1)") })
        _ = Maybe<Int>.empty().subscribe(with: owner, onCompleted: { $0.log.append("empty") })
        _ = Completable.empty().subscribe(with: owner, onCompleted: { $0.log.append("completed") })
        _ = Infallible.just(2).subscribe(with: owner, onNext: { $0.log.append("next \($1)") })
        XCTAssertEqual(owner.log, ["success 1", "empty", "completed", "next 2"])
    }
}
