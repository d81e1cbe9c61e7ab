// Generated from the guides' ```swift blocks by SnippetTests; do not edit.
// Refresh: REGENERATE=1 swift test --filter MigrationTests
// swiftlint:disable all
import Foundation
import XCTest
import RxBridge
import RxBridgeBlocking
import RACBridge
import ReactiveTesting
import Testing

// Migration/FromRxSwift.md, swift block 1
func snippet_FromRxSwift_1() throws {

    let disposeBag = DisposeBag()
    Observable.of(1, 2, 3)
        .map { $0 * 10 }
        .filter { $0 > 10 }
        .subscribe(onNext: { print($0) }, onCompleted: { print("done") })
        .disposed(by: disposeBag)
}

// Migration/FromRxSwift.md, swift block 2
func snippet_FromRxSwift_2() throws {

    let query = PublishSubject<String>()
    let results = query
        .flatMapLatest { text in Observable.just(["\(text)1", "\(text)2"]) }
        .startWith([])
    let count = Observable.combineLatest(query, results) { text, found in "\(text): \(found.count)" }
    _ = count.subscribe(onNext: { print($0) })
}

// Migration/FromRxSwift.md, swift block 3
func snippet_FromRxSwift_3() throws {

    let subject = BehaviorSubject(value: 0)
    let shared = subject.map { $0 + 1 }.share(replay: 1, scope: .whileConnected)
    let connectable = shared.publish()
    let connection = connectable.connect()
    subject.onNext(1)
    connection.dispose()
}

// Migration/FromRxSwift.md, swift block 4
func snippet_FromRxSwift_4() throws {

    let single = Single.just(42).map { $0 + 1 }
    _ = single.subscribe(onSuccess: { print($0) }, onFailure: { print($0) })
    let completable = Completable.empty().andThen(Single.just("next"))
    _ = completable.subscribe(onSuccess: { print($0) })
    let infallible = Observable.just(1).asInfallible(onErrorJustReturn: 0)
    _ = infallible.subscribe(onNext: { print($0) })
}

// Migration/FromRxSwift.md, swift block 5
func snippet_FromRxSwift_5() throws {

    let composite = CompositeDisposable()
    let key = composite.insert(Disposables.create { print("released") })
    if let key { composite.remove(for: key) }
    let serial = SerialDisposable()
    serial.disposable = Observable<Int>.never().subscribe()
    serial.dispose()
}

// Migration/FromRxSwift.md, swift block 6
func snippet_FromRxSwift_6() throws {

    let values = try Observable.of(1, 2, 3).toBlocking(timeout: 1).toArray()
    print(values)
}

// Migration/FromRxSwift.md, swift block 7
func snippet_FromRxSwift_7() throws {

    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start { xs.map { $0 * 2 } }
    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 4), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
}

// Migration/FromRxSwift.md, swift block 8
func snippet_FromRxSwift_8() throws {

    func total() async throws -> Int {
        var sum = 0
        for try await value in Observable.of(1, 2, 3).values { sum += value }
        return sum + (try await Single.just(4).value)
    }
}

// Migration/FromRxSwift.md, swift block 9
func snippet_FromRxSwift_9() throws {

    let relay = BehaviorRelay(value: "")
    let searches = relay
        .debounce(.milliseconds(300), scheduler: MainScheduler.instance)
        .distinctUntilChanged()
        .flatMapLatest { Observable.just($0.count).catchAndReturn(0) }
        .asDriver(onErrorJustReturn: 0)
    _ = searches.drive(onNext: { print($0) })
    relay.accept("rx")
}

// Migration/FromRxSwift.md, swift block 10
func snippet_FromRxSwift_10() throws {
    /// An RxBridge observable fed by any callback-based source — an RxSwift observable,
    /// subscribed in the file that imports both (see below). The closure returns what cancels it.
    func bridgedObservable<Element>(_ subscribe: @escaping (_ observer: AnyObserver<Element>) -> () -> Void) -> RxBridge.Observable<Element> {
        RxBridge.Observable<Element>.create { observer in
            let cancel = subscribe(observer)
            return Disposables.create(with: cancel)
        }
    }
    // In the boundary file, which imports RxSwift too (not compiled here):
    //   let rows: RxBridge.Observable<[Row]> = bridgedObservable { observer in
    //       let subscription = legacyRows.subscribe(onNext: observer.onNext,
    //                                                onError: observer.onError,
    //                                                onCompleted: observer.onCompleted)
    //       return subscription.dispose
    //   }
    let rows = bridgedObservable { (observer: AnyObserver<Int>) in
        observer.onNext(1)
        observer.onCompleted()
        return {}
    }
    _ = rows.subscribe(onNext: { print($0) })
}

// Migration/FromReactiveObjC.md, swift block 1
func snippet_FromReactiveObjC_1() throws {

    let numbers = RACSignal<Int>.createSignal { subscriber in
        subscriber.sendNext(1)
        subscriber.sendCompleted()
        return RACDisposable(block: { print("released") })
    }
    _ = numbers.map { $0 * 10 }.subscribeNext({ print($0) }, completed: { print("done") })
}

// Migration/FromReactiveObjC.md, swift block 2
func snippet_FromReactiveObjC_2() throws {
    let signal = RACSignal<Int>.return(5)
    let visible = signal
        .filter { $0 > 0 }
        .ignore(3)
        .doNext { print("saw \($0)") }
        .finally { print("ended") }
    _ = visible.materialize().subscribeNext { event in print(event.eventType, event.value ?? 0) }
}

// Migration/FromReactiveObjC.md, swift block 3
func snippet_FromReactiveObjC_3() throws {
    let names = RACSubject<String>()
    _ = names.subscribeNext { print($0) }
    names.sendNext("ada")
    names.sendCompleted()
}

// Migration/FromReactiveObjC.md, swift block 4
func snippet_FromReactiveObjC_4() throws {
    let bag = RACCompoundDisposable()
    bag.add(RACSignal<Int>.never().subscribeNext { _ in })
    let serial = RACSerialDisposable(disposable: nil)
    _ = serial.swapIn(RACDisposable(block: {}))
    bag.dispose()
}

// Migration/FromReactiveObjC.md, swift block 5
func snippet_FromReactiveObjC_5() throws {
    _ = RACScheduler.scheduler().schedule { print("background") }
    _ = RACScheduler.mainThread().afterDelay(0.5) { print("later, on main") }
}

// Migration/FromReactiveObjC.md, swift block 6
func snippet_FromReactiveObjC_6() throws {
    let name = RACSubject<String>(), age = RACSubject<Int>()
    let status = name.combineLatest(with: age).reduceEach { name, age in "\(name) (\(age))" }
    let lifetime = RACLifetime() // stands for self.rac_willDeallocSignal: see Docs/Disposal.md
    let queries = name.throttle(0.3).distinctUntilChanged().take(until: lifetime.ended)
    let connection = queries.publish()
    _ = connection.connect()
    _ = status.subscribeNext { print($0) }
}

// Migration/FromReactiveObjC.md, swift block 7
func snippet_FromReactiveObjC_7() throws {
    let valid = RACSignal.return(true)
    let login = RACCommand<String, String>(enabled: valid, signalBlock: { input in
        RACSignal.return("user \(input ?? "")")
    })
    _ = login.executionSignals.switchToLatest().subscribeNext { print($0) }
    _ = login.execute("ada").subscribeError { print($0) }
}

// Migration/FromReactiveObjC.md, swift block 8
func snippet_FromReactiveObjC_8() throws {
    let numbers = RACSubject<Int>(), retries = RACSubject<Int>()
    _ = numbers.groupBy { $0 % 2 }.subscribeNext { group in
        group.subscribeNext { print(group.key, $0) }
    }
    let query = "swift"
    let search = numbers.take(untilReplacement: retries).setName(withFormat: "[%@] -search", query).logAll()
    let logins = NotificationCenter.default.rac_addObserver(forName: "UserDidLogIn", object: nil)
    let config = RACSignal<Int>.startLazily(with: RACScheduler.scheduler(with: .high)) { subscriber in
        subscriber.sendNext(1)
        subscriber.sendCompleted()
    }
    var succeeded = false
    let first = try? config.first(orDefault: 0, success: &succeeded)
    _ = (search, logins, first)
}

// Migration/FromReactiveObjC.md, swift block 9
func snippet_FromReactiveObjC_9() throws {
    let parsed = RACSignal<Int>.try { try JSONDecoder().decode(Int.self, from: Data("42".utf8)) }
    for value in parsed.sequence { print(value) } // 42
    final class Label { var title = "" }
    let label = Label()
    _ = RACSignal<String?>.return(nil).setKeyPath(\.title, on: label, nilValue: "untitled")
}

// Migration/FromReactiveObjC.md, swift block 10
func snippet_FromReactiveObjC_10() throws {
    let channel = RACChannel<String>()
    channel.leadingTerminal.sendNext("model value")
    channel.followingTerminal.subscribeNext { print("view shows", $0) }   // "model value" at once
    channel.leadingTerminal.subscribeNext { print("model gets", $0) }
    channel.followingTerminal.sendNext("typed")                           // only the model side gets it
    channel.followingTerminal.sendCompleted()                             // ends both terminals
}

// Migration/FromReactiveObjC.md, swift block 11
extension RACSignal {
    /// Ignores the values; on completion sends "saved".
    func thenSaved() -> RACSignal<String> {
        // Not `RACSignal.return("saved")`: here that is RACSignal<Value>.
        then { RACSignal<String>.return("saved") }
    }
}

extension RACSignal where Value == Int {
    /// Each value doubled: a category that assumed numbers is an extension on Int signals.
    func doubled() -> RACSignal<Int> {
        map { $0 * 2 }
    }
}

// Migration/FromReactiveObjC.md, swift block 12
/// A shared, growing list: what `NSMutableArray` was to the blocks that captured it.
final class CollectedValues<Value> {
    private(set) var values: [Value] = []
    func append(_ value: Value) { values.append(value) }
}

func collect<Value>(_ signal: RACSignal<Value>) -> CollectedValues<Value> {
    let collected = CollectedValues<Value>()
    _ = signal.subscribeNext { collected.append($0) }
    return collected    // returning `[Value]` here would return a copy, empty or partial
}

// Migration/FromReactiveObjC.md, swift block 13
func snippet_FromReactiveObjC_13() throws {
    let names = ["ada", "grace"].rac_signal(with: RACScheduler.immediate())
    _ = names.subscribeNext { print($0) }                // ada, grace, during subscribeNext
    let later = [1, 2].rac_signal()                      // on a new background scheduler, later
    _ = later.subscribeNext { print($0) }
}

// Migration/FromReactiveObjC.md, swift block 14
func snippet_FromReactiveObjC_14() throws {
    let save = RACSignal<Bool>.return(true)
    let reload = RACSignal<[String]>.return(["ada"])
    let reloaded = save.ignoreValues(as: [String].self).concat(reload)
    let sameThing = save.then { reload }
    _ = reloaded.subscribeNext { print($0) }
    _ = sameThing.subscribeNext { print($0) }
}

// Migration/FromReactiveObjC.md, swift block 15
/// Ported as a subclass: it overrides only the ends.
final class ClosingSubject<Value>: RACSubject<Value>, @unchecked Sendable {
    private(set) var closed = false

    override func sendCompleted() {
        closed = true
        super.sendCompleted()
    }
}

// Migration/FromReactiveObjC.md, swift block 16
/// Sends like a RACSubject and keeps every value it was sent.
final class RecordingSubject<Value>: RACSubscriber {
    private let subject = RACSubject<Value>()
    private(set) var history: [Value] = []
    private(set) var subscriptionCount = 0

    /// The values sent from now on; counts each subscription (was: an override of -subscribe:).
    var signal: RACSignal<Value> {
        RACSignal.defer { [subject] in
            self.subscriptionCount += 1
            return subject
        }
    }

    func sendNext(_ value: Value) {
        history.append(value)
        subject.sendNext(value)
    }
    func sendError(_ error: Swift.Error) { subject.sendError(error) }
    func sendCompleted() { subject.sendCompleted() }
    func didSubscribe(with disposable: RACCompoundDisposable) { subject.didSubscribe(with: disposable) }
}

// Migration/FromReactiveObjC.md, swift block 17
func snippet_FromReactiveObjC_17() throws {
    let recording = RecordingSubject<Int>()
    _ = recording.signal.subscribeNext { print($0) }
    _ = RACSignal.return(1).subscribe(recording)     // a signal sends into it, as into a subject
    recording.sendNext(2)
    print(recording.history, recording.subscriptionCount)   // [1, 2] 1
}

// Migration/FromReactiveObjC.md, swift block 18
func snippet_FromReactiveObjC_18() throws {
    // Delivered during execute: the immediate scheduler (or a RACTestScheduler, stepped).
    let command = RACCommand<Int, Int>(scheduler: RACScheduler.immediate()) { input in
        RACSignal.return((input ?? 0) * 10)
    }
    var results: [Int] = []
    _ = command.executionSignals.flatten().subscribeNext { results.append($0) }
    _ = command.execute(1)
    // results == [10]

    // Or, to keep the main-thread scheduler: run the main run loop until it has delivered.
    RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
}

// Migration/FromReactiveObjC.md, swift block 19
func snippet_FromReactiveObjC_19() throws {
    /// Makes a RACBridge signal from any subscribe function that reports events through
    /// callbacks — such as a ReactiveObjC signal's subscribeNext:error:completed:, called from
    /// a Swift file that imports ReactiveObjC (the closure returns what cancels it).
    func bridgedSignal<Value>(_ subscribe: @escaping (_ next: @escaping (Value) -> Void,
                                                      _ error: @escaping (Swift.Error) -> Void,
                                                      _ completed: @escaping () -> Void) -> () -> Void) -> RACSignal<Value> {
        RACSignal<Value>.createSignal { subscriber in
            let cancel = subscribe(subscriber.sendNext, subscriber.sendError, subscriber.sendCompleted)
            return RACDisposable(block: cancel)
        }
    }
    // In the file that imports ReactiveObjC (not compiled here):
    //   let names: RACBridge.RACSignal<String> = bridgedSignal { next, error, completed in
    //       let d = legacySignal.subscribeNext({ next($0 as! String) }, error: { error($0!) }, completed: completed)
    //       return { d.dispose() }
    //   }
    _ = bridgedSignal { (next: @escaping (Int) -> Void, _, completed) in
        next(1); completed(); return {}
    }.subscribeNext { print($0) }
}

// Migration/RACtoRx.md, swift block 1
func snippet_RACtoRx_1() throws {
    // Mixing dialects: a RAC signal is an Observable, and back.
    let rac = RACSignal<Int>.return(1)
    let rx: Observable<Int> = rac.map { $0 + 1 }
    _ = rx.subscribe(onNext: { print($0) })
    let back: RACSignal<Int> = Observable.of(1, 2).racSignal
    _ = back.subscribeNext { print($0) }
}

// Docs/Architecture.md, swift block 1
func snippet_Architecture_1() throws {
    // Both facades on one chain: a RAC signal is an Observable.
    let signal = RACSignal<Int>.return(2)
    let doubled = signal.map { $0 * 2 }            // RAC facade -> engine.map
    let described = doubled.map { "value \($0)" }  // Rx facade  -> the same engine.map
    _ = described.subscribe(onNext: { print($0) })
}

// Docs/HotAndCold.md, swift block 1
func snippet_HotAndCold_1() throws {
    var runs = 0
    let cold = Observable<Int>.create { observer in
        runs += 1                      // work per subscriber
        observer.onNext(runs)
        observer.onCompleted()
        return Disposables.create()
    }
    _ = cold.subscribe(onNext: { print("A", $0) })   // A 1
    _ = cold.subscribe(onNext: { print("B", $0) })   // B 2: a second run

    let hot = PublishSubject<Int>()
    _ = hot.subscribe(onNext: { print("early", $0) })
    hot.onNext(1)                                     // early 1
    _ = hot.subscribe(onNext: { print("late", $0) })  // missed 1
    hot.onNext(2)                                     // early 2, late 2
}

// Docs/HotAndCold.md, swift block 2
func snippet_HotAndCold_2() throws {
    let source = Observable.of(1, 2, 3).map { $0 * 10 }
    let shared = source.share(replay: 1, scope: .whileConnected)
    _ = shared.subscribe(onNext: { print($0) })

    let connectable = source.publish()
    _ = connectable.subscribe(onNext: { print("first", $0) })
    _ = connectable.subscribe(onNext: { print("second", $0) })
    let connection = connectable.connect()            // one run, two subscribers
    connection.dispose()
}

// Docs/Schedulers.md, swift block 1
func snippet_Schedulers_1() throws {
    var order: [String] = []
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        order.append("outer")
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            order.append("queued, runs after outer returns")
            return Disposables.create()
        }
        order.append("outer ends")
        return Disposables.create()
    }
    print(order) // ["outer", "outer ends", "queued, runs after outer returns"]
}

// Docs/Schedulers.md, swift block 2
func snippet_Schedulers_2() throws {
    let scheduler = RACScheduler.scheduler()          // a serial background queue
    _ = scheduler.schedule {
        // RACScheduler.current() === scheduler here: RAC subscriptions run at once.
        _ = RACSignal.return(1).subscribeNext { print($0) }
    }
    RACScheduler.immediate().performAsCurrentScheduler {
        _ = RACSignal.return(2).subscribeNext { print($0) }   // synchronous
    }
}

// Docs/Disposal.md, swift block 1
func snippet_Disposal_1() throws {
    final class ViewModel {
        private let bag = DisposeBag()
        let count = BehaviorSubject(value: 0)
        init(ticks: Observable<Int>) {
            ticks.scan(0, accumulator: +)
                .subscribe(onNext: { [count] in count.onNext($0) })
                .disposed(by: bag)        // ends when the view model is deallocated
        }
    }
    _ = ViewModel(ticks: .of(1, 2, 3))
}

// Docs/Disposal.md, swift block 2
func snippet_Disposal_2() throws {
    let compound = RACCompoundDisposable()
    compound.add(RACSignal<Int>.never().subscribeNext { _ in })
    let serial = RACSerialDisposable(disposable: RACDisposable(block: { print("first released") }))
    let previous = serial.swapIn(RACDisposable(block: { print("second released") }))
    previous?.dispose()
    compound.add(serial)
    compound.dispose()                 // releases the subscription and the serial's current one
}

// Docs/Disposal.md, swift block 3
func snippet_Disposal_3() throws {
    final class SearchModel {
        let lifetime = RACLifetime()
        private let bag = DisposeBag()
        init(query: RACSignal<String>, ticks: Observable<Int>) {
            // was: [[query takeUntil:self.rac_willDeallocSignal] subscribeNext:…]
            _ = query.take(until: lifetime.ended).subscribeNext { print("query", $0) }
            // was: [self.rac_deallocDisposable addDisposable:[query subscribeNext:…]]
            lifetime.deallocDisposable.add(query.subscribeNext { print("seen", $0) })
            // Rx: disposed with the model's bag
            ticks.subscribe(onNext: { print("tick", $0) }).disposed(by: bag)
        }
    }
    _ = SearchModel(query: .never(), ticks: .never())
}

// Docs/RACCommand.md, swift block 1
func snippet_RACCommand_1() throws {
    let isValid = RACSubject<Bool>()
    let login = RACCommand<String, String>(enabled: isValid, signalBlock: { name in
        RACSignal.return("welcome \(name ?? "")")
    })
    _ = login.executing.subscribeNext { print("executing:", $0) }
    _ = login.errors.subscribeNext { print("failed:", $0) }
    _ = login.executionSignals.switchToLatest().subscribeNext { print($0) }
    isValid.sendNext(true)
    _ = login.execute("ada").subscribeError { error in
        if case RACCommandError.notEnabled = error { print("was disabled") }
    }
}

// Docs/Testing.md, swift block 1
func snippet_Testing_1() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
        .next(150, 1),          // before the subscription at 200: not seen
        .next(210, 2),
        .next(240, 3),
        .completed(300),
    ])
    // created at 100, subscribed at 200, disposed at 1000 (RxTest's defaults)
    let res = scheduler.start { xs.map { $0 * 10 } }
    XCTAssertEqual(res.events, [.next(210, 20), .next(240, 30), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
}

// Docs/Testing.md, swift block 2
@Suite struct SearchFieldTests {
    @Test func mapsEachValueOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 3), .completed(300)])
        let res = scheduler.start { xs.map { $0 * 10 } }
        #expect(res.events == [.next(210, 10), .next(240, 30), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func portedPipelineAgrees() {
        assertParity(input: "-1-2-1-|", rac: { $0.ignore("1") }, rx: { $0.filter { $0 != "1" } })
        XCTAssertRecordedElements(Marble.events("-1-2-|"), ["1", "2"])
    }
}

// Docs/Testing.md, swift block 3
func snippet_Testing_3() throws {
    let racScheduler = RACTestScheduler()
    var seen: [Int] = []
    racScheduler.performAsCurrentScheduler {
        _ = RACSignal.return(1).subscribeNext { seen.append($0) }   // synchronous: a current scheduler exists
    }
    _ = racScheduler.after(Date(timeIntervalSince1970: 5)) { seen.append(2) }
    racScheduler.stepAll()
    XCTAssertEqual(seen, [1, 2])
}

// Docs/Testing.md, swift block 4
func snippet_Testing_4() throws {
    let events = Marble.events("-1-2-|", start: 200)
    XCTAssertEqual(events.count, 3)
}

// Docs/Testing.md, swift block 5
func snippet_Testing_5() throws {
    // The RAC spelling and the Rx spelling must record the same thing.
    assertParity(input: "-1-2-1-|",
                 rac: { $0.ignore("1") },
                 rx: { $0.filter { $0 != "1" } })
}

// Docs/Testing.md, swift block 6
func snippet_Testing_6() throws {
    // The RAC original and its Rx port: RAC's -throttle: is Rx's debounce.
    final class RACSearchViewModel {
        let results: RACSignal<String>
        init(query: RACSignal<String>, scheduler: RACScheduler) {
            results = query.throttle(0.3, on: scheduler).filter { $0.count >= 2 }.distinctUntilChanged()
        }
    }
    final class SearchViewModel {
        let results: Observable<String>
        init(query: Observable<String>, scheduler: SchedulerType) {
            results = query.debounce(.milliseconds(300), scheduler: scheduler).filter { $0.count >= 2 }.distinctUntilChanged()
        }
    }

    // The keystrokes: "swi", a pause, then "swift"; one frame is 100 ms.
    let typing = ParityInput("-a-b-c-----d-e------|",
                             values: ["a": "s", "b": "sw", "c": "swi", "d": "swif", "e": "swift"])
    assertParity(typing,
                 scheduler: { TestScheduler(initialClock: 0, resolution: 0.01) },
                 rac: { scheduler, query in RACSearchViewModel(query: query, scheduler: scheduler).results },
                 rx: { scheduler, query in SearchViewModel(query: query, scheduler: scheduler).results })
}
