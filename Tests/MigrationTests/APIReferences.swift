// One compiled reference per API-map entry that ReactiveBridge provides in this tree
// (status same / renamed / different). The closures are type-checked, never run: if a
// facade loses a spelling, this file stops compiling. Keys are the maps' `api` strings;
// MapTests checks both directions. Entries whose facade code has not landed yet are in
// PendingReferences.swift (compiled with -DMIGRATION_PENDING).
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
import UIKit
#elseif canImport(AppKit) && os(macOS)
import AppKit
#endif
import RxBridge
import RxBridgeBlocking
import RACBridge
import ReactiveTesting
#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
import UIKit
#elseif canImport(AppKit) && os(macOS)
import AppKit
#endif

/// Fixtures for the references (functions, so nothing global needs to be Sendable).
func ints() -> Observable<Int> { .empty() }
func signal() -> RACSignal<Int> { .empty() }
struct ReferenceError: Error {}
final class ReferenceTarget: ReactiveCompatible { var count = 0 }

enum References {
    /// rxswift.json entries, compiled.
    static var rxswift: [String: () throws -> Void] { [
        // The imports of this file are the references for the module renames.
        "import RxSwift": {}, "import RxRelay": {}, "import RxCocoa": {}, "import RxBlocking": {}, "import RxTest": {},
        "Observable": { _ = Observable<Int>.self },
        "RxObservable": { _ = RxObservable<Int>.self },
        "ObservableType": { func f<O: ObservableType>(_: O) {}; f(ints()) },
        "ObservableConvertibleType": { func f<O: ObservableConvertibleType>(_: O) {}; f(ints()) },
        "ObserverType": { func f<O: ObserverType>(_: O) {}; f(PublishSubject<Int>()) },
        "AnyObserver": { _ = AnyObserver<Int> { _ in } },
        "Event": { _ = Event<Int>.next(1) },
        "ObserverType.onNext": { PublishSubject<Int>().onNext(1) },
        "ObserverType.onError": { PublishSubject<Int>().onError(ReferenceError()) },
        "ObserverType.onCompleted": { PublishSubject<Int>().onCompleted() },
        "AnyObserver.mapObserver": { _ = AnyObserver<Int> { _ in }.mapObserver { (s: String) in s.count } },
        "Observable.create": { _ = Observable<Int>.create { observer in observer.onNext(1); return Disposables.create() } },
        "Observable.just": { _ = Observable.just(1) },
        "Observable.empty": { _ = Observable<Int>.empty() },
        "Observable.never": { _ = Observable<Int>.never() },
        "Observable.error": { _ = Observable<Int>.error(ReferenceError()) },
        "Observable.of": { _ = Observable.of(1, 2, scheduler: CurrentThreadScheduler.instance) },
        "Observable.from": { _ = Observable.from([1, 2]); _ = Observable.from(optional: 1) },
        "ObservableType.decode": { struct Item: Decodable {}; _ = Observable<Data>.empty().decode(type: Item.self, decoder: JSONDecoder()) },
        "Observable.range": { _ = Observable.range(start: 0, count: 3) },
        "Observable.zip": { _ = Observable.zip(ints(), ints()) { $0 + $1 }; _ = Observable.zip([ints(), ints()]) },
        "Observable.combineLatest": { _ = Observable.combineLatest(ints(), ints()); _ = Observable.combineLatest([ints()]) { $0 } },
        "Observable.merge": { _ = Observable.merge(ints(), ints()); _ = Observable.just(ints()).merge(maxConcurrent: 2) },
        "Observable.concat": { _ = Observable.concat(ints(), ints()); _ = ints().concat(ints()) },
        "Observable.amb": { _ = Observable.amb([ints(), ints()]); _ = ints().amb(ints()) },
        "ObservableType.subscribe": { _ = ints().subscribe(onNext: { _ in }, onError: { _ in }, onCompleted: {}, onDisposed: {}) },
        "ObservableType.map": { _ = ints().map { $0 + 1 } },
        "ObservableType.compactMap": { _ = ints().compactMap { $0 > 0 ? $0 : nil } },
        "ObservableType.filter": { _ = ints().filter { $0 > 0 } },
        "ObservableType.flatMap": { _ = ints().flatMap { Observable.just($0) } },
        "ObservableType.flatMapFirst": { _ = ints().flatMapFirst { Observable.just($0) } },
        "ObservableType.flatMapLatest": { _ = ints().flatMapLatest { Observable.just($0) } },
        "ObservableType.concatMap": { _ = ints().concatMap { Observable.just($0) } },
        "ObservableType.switchLatest": { _ = Observable.just(ints()).switchLatest() },
        "ObservableType.scan": { _ = ints().scan(0, accumulator: +); _ = ints().scan(into: 0) { $0 += $1 } },
        "ObservableType.reduce": { _ = ints().reduce(0, accumulator: +) },
        "ObservableType.buffer": { _ = ints().buffer(timeSpan: .seconds(1), count: 2, scheduler: TestScheduler(initialClock: 0)) },
        "ObservableType.window": { _ = ints().window(timeSpan: .seconds(1), count: 2, scheduler: TestScheduler(initialClock: 0)) },
        "ObservableType.groupBy": { _ = ints().groupBy { $0 % 2 } },
        "GroupedObservable": { _ = GroupedObservable<Int, Int>.self },
        "ObservableType.enumerated": { _ = ints().enumerated() },
        "ObservableType.materialize": { _ = ints().materialize(); _ = ints().toBlocking().materialize() },
        "ObservableType.dematerialize": { _ = ints().materialize().dematerialize() },
        "ObservableType.startWith": { _ = ints().startWith(0, 1) },
        "ObservableType.withLatestFrom": { _ = ints().withLatestFrom(ints()) { $0 + $1 } },
        "ObservableType.sample": { _ = ints().sample(ints(), defaultValue: nil) },
        "ObservableType.do": { _ = ints().do(onNext: { _ in }, onError: { _ in }, onCompleted: {}, onSubscribe: {}, onDispose: {}) },
        "BlockingObservable.last": { _ = try ints().toBlocking().last() },
        "ObservableType.share": { _ = ints().share(replay: 1, scope: .whileConnected) },
        "ObservableType.publish": { _ = ints().publish() },
        "ObservableType.replay": { _ = ints().replay(1) },
        "ObservableType.replayAll": { _ = ints().replayAll() },
        "ObservableType.multicast": { _ = ints().multicast(PublishSubject<Int>()) },
        "ConnectableObservableType.refCount": { _ = ints().publish().refCount() },
        "ConnectableObservable.connect": { _ = ints().publish().connect() },
        "ConnectableObservable": { _ = ConnectableObservable<Int>.self },
        "ObservableType.bind": { let s = PublishSubject<Int>(); _ = ints().bind(to: s); _ = ints().bind(onNext: { _ in }) },
        "ObservableType.asSingle": { _ = ints().asSingle() },
        "ObservableType.asMaybe": { _ = ints().asMaybe() },
        "ObservableType.asCompletable": { _ = Observable<Never>.empty().asCompletable() },
        "ObservableType.asInfallible": { _ = ints().asInfallible(onErrorJustReturn: 0) },
        "ObservableType.asObservable": { _ = ints().asObservable() },
        "PublishSubject": { _ = PublishSubject<Int>() },
        "BehaviorSubject": { _ = try BehaviorSubject(value: 1).value() },
        "ReplaySubject": { _ = ReplaySubject<Int>.create(bufferSize: 1); _ = ReplaySubject<Int>.createUnbounded() },
        "AsyncSubject": { _ = AsyncSubject<Int>() },
        "Disposable": { func f(_: Disposable) {}; f(Disposables.create()) },
        "Cancelable": { func f(_: Cancelable) {}; f(BooleanDisposable()) },
        "Disposables.create": { _ = Disposables.create { }; _ = Disposables.create() },
        "DisposeBag": { _ = DisposeBag() },
        "DisposeBase": { let base: DisposeBase = DisposeBag(); _ = base },
        "maxTailRecursiveSinkStackSize": { _ = maxTailRecursiveSinkStackSize },
        "Disposable.disposed": { ints().subscribe().disposed(by: DisposeBag()) },
        "CompositeDisposable": { _ = CompositeDisposable().insert(Disposables.create()) },
        "SerialDisposable": { SerialDisposable().disposable = Disposables.create() },
        "SingleAssignmentDisposable": { SingleAssignmentDisposable().setDisposable(Disposables.create()) },
        "BooleanDisposable": { _ = BooleanDisposable().isDisposed },
        "RefCountDisposable": { _ = RefCountDisposable(disposable: Disposables.create()).retain() },
        "ScheduledDisposable": { _ = ScheduledDisposable(scheduler: CurrentThreadScheduler.instance, disposable: Disposables.create()) },
        "ImmediateSchedulerType": { func f(_: ImmediateSchedulerType) {}; f(CurrentThreadScheduler.instance) },
        "SchedulerType": { func f(_: SchedulerType) {}; f(TestScheduler(initialClock: 0)) },
        "RxTimeInterval": { let _: RxTimeInterval = .milliseconds(5) },
        "CurrentThreadScheduler": { _ = CurrentThreadScheduler.instance.schedule(()) { Disposables.create() } },
        "VirtualTimeScheduler": { _ = VirtualTimeScheduler<HistoricalSchedulerTimeConverter>.self },
        "HistoricalScheduler": { _ = HistoricalScheduler() },
        "Single": { _ = Single.just(1).map { $0 + 1 } },
        "Maybe": { _ = Maybe<Int>.empty() },
        "Completable": { _ = Completable.empty() },
        "Completable.andThen": { _ = Completable.empty().andThen(Single.just(1)) },
        "PrimitiveSequence": { _ = PrimitiveSequence<SingleTrait, Int>.self },
        "Infallible": { _ = Infallible.just(1).map { $0 } },
        "Reactive": { _ = Reactive(ReferenceTarget()) },
        "ReactiveCompatible": { func f<T: ReactiveCompatible>(_: T) {}; f(ReferenceTarget()) },
        "ReactiveCompatible.rx": { _ = ReferenceTarget().rx },
        "Binder": { _ = ReferenceTarget().rx.count },
        "Hooks": { _ = Hooks.recordCallStackOnError },
        "Resources": { _ = Resources.total },
        "RxError": { _ = RxError.noElements },
        "ObservableConvertibleType.values": { _ = ints().values },
        "PrimitiveSequence.value": { let _: () async throws -> Int = { try await Single.just(1).value } },
        "ObservableType.toBlocking": { _ = try ints().toBlocking(timeout: 1).toArray() },
        "MaterializedSequenceResult": { _ = MaterializedSequenceResult<Int>.self },
        "TestScheduler": { _ = TestScheduler(initialClock: 0) },
        "TestableObserver": { _ = TestScheduler(initialClock: 0).createObserver(Int.self).events },
        "TestableObservable": { _ = TestScheduler(initialClock: 0).createHotObservable([Recorded<Event<Int>>]()).subscriptions },
        "Recorded": { _ = Recorded(time: 0, value: 1) },
        "Subscription": { _ = Subscription(200, 1000) },
        "TestScheduler.createHotObservable": { _ = TestScheduler(initialClock: 0).createHotObservable([.next(210, 1), .completed(300)]) },
        "TestScheduler.createColdObservable": { _ = TestScheduler(initialClock: 0).createColdObservable([.next(10, 1), .error(20, ReferenceError())]) },
        "TestScheduler.createObserver": { _ = TestScheduler(initialClock: 0).createObserver(Int.self) },
        "TestScheduler.scheduleAt": { TestScheduler(initialClock: 0).scheduleAt(100) {} },
        "TestScheduler.start": { _ = TestScheduler(initialClock: 0).start { ints() } },
        "Recorded.next": { let _: Recorded<Event<Int>> = .next(210, 1) },
        "Recorded.completed": { let _: Recorded<Event<Int>> = .completed(300) },
        "VirtualTimeScheduler.advanceTo": { TestScheduler(initialClock: 0).advanceTo(10) },
        "Reactive.observe(_:_:)": {
            if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) { _ = ObservedModel().rx.observe(\.count) }
            #if canImport(ObjectiveC)
            _ = KVOModel().rx.observe(Int.self, "count", options: [.initial, .new], retainSelf: false)
            _ = KVOModel().rx.observe(\.count, options: [.initial])
            #endif
        },
        // RxCocoa's KVO API exists on Apple platforms only: these compile there (Tools/apple-check).
        "Reactive.observeWeakly": {
            #if canImport(ObjectiveC)
            _ = KVOModel().rx.observeWeakly(String.self, "name", options: .new)
            #endif
        },
        "KeyValueObservingOptions": {
            #if canImport(ObjectiveC)
            let options: KeyValueObservingOptions = [.initial, .new]
            _ = KeyValueObservingOptions(rawValue: options.rawValue)
            #endif
        },
        // RxCocoa's UIKit/AppKit layer exists on Apple platforms only (Docs/Cocoa.md): these
        // compile there, where UIKit code runs on the main actor, as app code does.
        "Reactive.tap": {
            #if canImport(UIKit) && (os(iOS) || os(visionOS))
            @MainActor func reference(_ button: UIButton) -> ControlEvent<Void> { button.rx.tap }
            #elseif canImport(AppKit) && os(macOS)
            @MainActor func reference(_ button: NSButton) -> ControlEvent<Void> { button.rx.tap }
            #endif
        },
        "Reactive.text": {
            #if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
            @MainActor func reference(_ field: UITextField) -> ControlProperty<String> { field.rx.text.orEmpty }
            #elseif canImport(AppKit) && os(macOS)
            @MainActor func reference(_ field: NSTextField) -> ControlProperty<String?> { field.rx.text }
            #endif
        },
        "Reactive.isEnabled": {
            #if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
            @MainActor func reference(_ control: UIControl) -> Binder<Bool> { control.rx.isEnabled }
            #elseif canImport(AppKit) && os(macOS)
            @MainActor func reference(_ control: NSControl) -> Binder<Bool> { control.rx.isEnabled }
            #endif
        },
        "Reactive.deallocated": {
            #if canImport(ObjectiveC)
            let _: Observable<Void> = KVOModel().rx.deallocated
            #endif
        },
        "takeUntil(_:)": { _ = ints().take(until: ints()) },
        "takeWhile(_:)": { _ = ints().take(while: { $0 < 2 }) },
        "skipWhile(_:)": { _ = ints().skip(while: { $0 < 2 }) },
        "skipUntil(_:)": { _ = ints().skip(until: ints()) },
        "elementAt(_:)": { _ = ints().element(at: 0) },
        "catchError(_:)": { _ = ints().catch { _ in .empty() } },
        "catchErrorJustReturn(_:)": { _ = ints().catchAndReturn(0) },
        "retryWhen(_:)": { _ = ints().retry(when: { (errors: Observable<Error>) in errors }) },
        "observeOn(_:)": { _ = ints().observe(on: CurrentThreadScheduler.instance) },
        "subscribeOn(_:)": { _ = ints().subscribe(on: CurrentThreadScheduler.instance) },
        "TakeBehavior": { _ = ints().take(while: { $0 < 2 }, behavior: TakeBehavior.inclusive) },
        "Observable.repeatElement": { _ = Observable.repeatElement(1) },
        "Observable.generate": { _ = Observable.generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 }) },
        "Observable.deferred": { _ = Observable.deferred { ints() } },
        "Observable.interval": { _ = Observable<Int>.interval(.seconds(1), scheduler: TestScheduler(initialClock: 0)) },
        "Observable.timer": { _ = Observable<Int>.timer(.seconds(1), period: nil, scheduler: TestScheduler(initialClock: 0)) },
        "Observable.using": { _ = Observable.using({ BooleanDisposable() }, observableFactory: { _ in ints() }) },
        "ObservableType.toArray": { _ = ints().toArray().map { $0.count } },
        "ObservableType.distinctUntilChanged": { _ = ints().distinctUntilChanged() },
        "ObservableType.take": { _ = ints().take(2); _ = ints().take(until: ints()); _ = ints().take(while: { $0 > 0 }) },
        "ObservableType.takeLast": { _ = ints().takeLast(2) },
        "ObservableType.skip": { _ = ints().skip(2); _ = ints().skip(while: { $0 > 0 }); _ = ints().skip(until: ints()) },
        "ObservableType.element": { _ = ints().element(at: 1) },
        "ObservableType.single": { _ = ints().single() },
        "ObservableType.first": { _ = ints().first(); _ = try ints().toBlocking().first() },
        "ObservableType.ignoreElements": { _ = ints().ignoreElements() },
        "ObservableType.ifEmpty": { _ = ints().ifEmpty(default: 0); _ = ints().ifEmpty(switchTo: ints()) },
        "ObservableType.debounce": { _ = ints().debounce(.seconds(1), scheduler: TestScheduler(initialClock: 0)) },
        "ObservableType.throttle": { _ = ints().throttle(.seconds(1), latest: true, scheduler: TestScheduler(initialClock: 0)) },
        "ObservableType.delay": { _ = ints().delay(.seconds(1), scheduler: TestScheduler(initialClock: 0)) },
        "ObservableType.delaySubscription": { _ = ints().delaySubscription(.seconds(1), scheduler: TestScheduler(initialClock: 0)) },
        "ObservableType.timeout": { _ = ints().timeout(.seconds(1), scheduler: TestScheduler(initialClock: 0)) },
        "ObservableType.observe": { _ = ints().observe(on: MainScheduler.instance) },
        "ObservableType.subscribe(on:)": { _ = ints().subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default)) },
        "ObservableType.catch": { _ = ints().catch { _ in .just(0) } },
        "ObservableType.catchAndReturn": { _ = ints().catchAndReturn(0) },
        "ObservableType.retry": { _ = ints().retry(3); _ = ints().retry() },
        "ObservableType.debug": { _ = ints().debug("x", trimOutput: false) },
        "ObservableType.withUnretained": { _ = ints().withUnretained(ReferenceTarget()) },
        "PublishRelay": { PublishRelay<Int>().accept(1) },
        "BehaviorRelay": { _ = BehaviorRelay(value: 1).value },
        "ReplayRelay": { _ = ReplayRelay<Int>.create(bufferSize: 1) },
        "ReplayRelay.createUnbound": { _ = ReplayRelay<Int>.createUnbound() },
        "BehaviorRelay.value": { let _: Int = BehaviorRelay(value: 1).value },
        "Relay.accept": { BehaviorRelay(value: 1).accept(2) },
        "MainScheduler": { _ = MainScheduler.instance; _ = MainScheduler.asyncInstance },
        "ConcurrentMainScheduler": { _ = ConcurrentMainScheduler.instance },
        "SerialDispatchQueueScheduler": { _ = SerialDispatchQueueScheduler(qos: .default) },
        "ConcurrentDispatchQueueScheduler": { _ = ConcurrentDispatchQueueScheduler(qos: .default) },
        "OperationQueueScheduler": { _ = OperationQueueScheduler(operationQueue: OperationQueue()) },
        "Driver": { _ = Driver.just(1) },
        "Signal": { _ = Signal<Int>.empty() },
        "ObservableType.asDriver": { _ = ints().asDriver(onErrorJustReturn: 0) },
        "Driver.drive": { _ = Driver.just(1).drive(onNext: { _ in }) },
        "Signal.emit": { _ = Signal<Int>.empty().emit(onNext: { _ in }) },
        "SharedSequence": { func f<S: SharedSequenceConvertibleType>(_ s: S) -> SharedSequence<S.SharingStrategy, S.Element> { s.asSharedSequence() }; _ = f(Driver.just(1)); _ = SharedSequence<SignalSharingStrategy, Int>.self; _ = DriverSharingStrategy.self },
        "SharingScheduler": { _ = SharingScheduler.make(); SharingScheduler.mock(scheduler: TestScheduler(initialClock: 0)) {} },
        "ControlProperty": { let p = ControlProperty(values: ints(), valueSink: AnyObserver<Int> { _ in }); _ = p.asControlProperty().changed; _ = ControlProperty(values: Observable<String?>.empty(), valueSink: AnyObserver<String?> { _ in }).orEmpty },
        "ControlEvent": { let e = ControlEvent(events: ints()); _ = e.asControlEvent().asSignal(); _ = e.asInfallible() },
        "RxCocoaError": { _ = RxCocoaError.castingError(object: 1, targetType: String.self).debugDescription },
        "RxCocoaURLError": { _ = RxCocoaURLError.unknown.debugDescription },
        // The delegate-proxy base types exist on every platform (their rules are tested on
        // Linux); the UIKit/AppKit proxies and rx extensions exist on Apple platforms only and
        // compile there (Tools/apple-check, whose snippets use them as an app does).
        "DelegateProxy": {
            let proxy = ReferenceProxy.proxy(for: ReferenceView())
            let _: ReferenceDelegate? = proxy.forwardToDelegate()
            proxy.setForwardToDelegate(nil, retainDelegate: false)
            #if canImport(ObjectiveC)
            _ = proxy.methodInvoked(#selector(NSObject.init)); _ = proxy.sentMessage(#selector(NSObject.init))
            #endif
        },
        "DelegateProxyType": {
            ReferenceProxy.register { (view: ReferenceView) in ReferenceProxy(view: view) }
            _ = ReferenceProxy.installForwardDelegate(ReferenceUserDelegate(), retainDelegate: true, onProxyForObject: ReferenceView())
            _ = ReferenceProxy.currentDelegate(for: ReferenceView()); _ = ReferenceProxy.identifier
        },
        "HasDelegate": { func f<H: HasDelegate>(_: H) {}; f(ReferenceView()) },
        "HasDataSource": { func f<H: HasDataSource>(_: H) {}; f(ReferenceList()) },
        "Reactive.items": {
            #if os(iOS)
            _ = Observable.just(["a"]).bind(to: UITableView().rx.items(cellIdentifier: "c", cellType: UITableViewCell.self)) { _, _, _ in }
            _ = Observable.just(["a"]).bind(to: UIPickerView().rx.itemTitles) { _, item in item }
            #endif
        },
        "HasPrefetchDataSource": { func f<H: HasPrefetchDataSource>(_: H) {}; f(ReferencePrefetchingList()) },
        "RxTableViewDataSourcePrefetchingProxy": {
            #if os(iOS) || os(tvOS) || os(visionOS)
            _ = RxTableViewDataSourcePrefetchingProxy.proxy(for: UITableView()).tableView
            #endif
        },
        "RxCollectionViewDataSourcePrefetchingProxy": {
            #if os(iOS) || os(tvOS) || os(visionOS)
            _ = RxCollectionViewDataSourcePrefetchingProxy.self
            #endif
        },
        "Reactive.prefetchRows": {
            #if os(iOS) || os(tvOS) || os(visionOS)
            _ = UITableView().rx.prefetchRows; _ = UITableView().rx.cancelPrefetchingForRows
            #endif
        },
        "RxScrollViewDelegateProxy": {
            #if os(iOS) || os(tvOS) || os(visionOS)
            _ = RxScrollViewDelegateProxy.proxy(for: UIScrollView()).scrollView
            #endif
        },
        "RxTableViewDelegateProxy": {
            #if os(iOS) || os(tvOS) || os(visionOS)
            _ = RxTableViewDelegateProxy(tableView: UITableView()).tableView
            #endif
        },
        "RxTableViewDataSourceProxy": {
            #if os(iOS) || os(tvOS) || os(visionOS)
            _ = RxTableViewDataSourceProxy.proxy(for: UITableView()).tableView
            #endif
        },
        "RxCollectionViewDelegateProxy": {
            #if os(iOS) || os(tvOS) || os(visionOS)
            _ = RxCollectionViewDelegateProxy.self
            #endif
        },
        "RxCollectionViewDataSourceProxy": {
            #if os(iOS) || os(tvOS) || os(visionOS)
            _ = RxCollectionViewDataSourceProxy.self
            #endif
        },
        "RxTextViewDelegateProxy": {
            #if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
            _ = RxTextViewDelegateProxy.self
            #endif
        },
        "RxSearchBarDelegateProxy": {
            #if os(iOS) || os(tvOS) || os(visionOS)
            _ = RxSearchBarDelegateProxy.proxy(for: UISearchBar()).searchBar
            #endif
        },
        "RxPickerViewDelegateProxy": {
            #if os(iOS) || os(visionOS)
            _ = RxPickerViewDelegateProxy.proxy(for: UIPickerView()).pickerView
            #endif
        },
        "RxPickerViewDataSourceProxy": {
            #if os(iOS) || os(visionOS)
            _ = RxPickerViewDataSourceProxy.proxy(for: UIPickerView()).pickerView
            #endif
        },
        "RxNavigationControllerDelegateProxy": {
            #if os(iOS) || os(tvOS) || os(visionOS)
            _ = RxNavigationControllerDelegateProxy.proxy(for: UINavigationController()).navigationController
            #endif
        },
        "RxTabBarDelegateProxy": {
            #if os(iOS) || os(tvOS)
            _ = RxTabBarDelegateProxy.proxy(for: UITabBar()).tabBar
            #endif
        },
        "RxTabBarControllerDelegateProxy": {
            #if os(iOS) || os(tvOS)
            _ = RxTabBarControllerDelegateProxy.proxy(for: UITabBarController()).tabBar
            #endif
        },
        "RxSearchControllerDelegateProxy": {
            #if os(iOS) || os(visionOS)
            _ = RxSearchControllerDelegateProxy.proxy(for: UISearchController(searchResultsController: nil)).searchController
            #endif
        },
        "RxTextStorageDelegateProxy": {
            #if os(iOS) || os(tvOS) || os(visionOS)
            _ = RxTextStorageDelegateProxy.proxy(for: NSTextStorage()).textStorage
            #endif
        },
        "RxTextFieldDelegateProxy": {
            #if os(macOS)
            _ = RxTextFieldDelegateProxy.proxy(for: NSTextField()).textField
            #endif
        },
        "Reactive.delegate": {
            #if os(iOS) || os(tvOS) || os(visionOS)
            _ = UIScrollView().rx.delegate; _ = UIScrollView().rx.setDelegate(RxScrollViewDelegateProxy(scrollView: UIScrollView()))
            #endif
        },
        "Reactive.contentOffset": {
            #if os(iOS) || os(tvOS) || os(visionOS)
            _ = UIScrollView().rx.contentOffset; _ = UIScrollView().rx.didScroll; _ = UIScrollView().rx.willEndDragging
            #endif
        },
        "Reactive.itemSelected": {
            #if os(iOS) || os(tvOS) || os(visionOS)
            _ = UITableView().rx.itemSelected; _ = UITableView().rx.modelSelected(String.self); _ = UITableView().rx.itemMoved
            #endif
        },
        "Reactive.searchButtonClicked": {
            #if os(iOS) || os(tvOS) || os(visionOS)
            _ = UISearchBar().rx.searchButtonClicked; _ = UISearchBar().rx.text.orEmpty
            #endif
        },
        "Reactive.didChange": {
            #if os(iOS) || os(tvOS) || os(visionOS)
            _ = UITextView().rx.didChange; _ = UITextView().rx.text
            #endif
        },
        "Reactive.willShow": {
            #if os(iOS) || os(tvOS) || os(visionOS)
            _ = UINavigationController().rx.willShow; _ = UINavigationController().rx.didShow
            #endif
        },
        "Reactive.didSelectItem": {
            #if os(iOS) || os(tvOS)
            _ = UITabBar().rx.didSelectItem
            #endif
        },
        "Reactive.didSelect": {
            #if os(iOS) || os(tvOS)
            _ = UITabBarController().rx.didSelect
            #endif
        },
        "Reactive.willPresent": {
            #if os(iOS) || os(visionOS)
            let controller = UISearchController(searchResultsController: nil); _ = controller.rx.willPresent; _ = controller.rx.didDismiss
            #endif
        },
        "Reactive.didProcessEditingRangeChangeInLength": {
            #if os(iOS) || os(tvOS) || os(visionOS)
            _ = NSTextStorage().rx.didProcessEditingRangeChangeInLength
            #endif
        },
        "Reactive.data": { _ = URLSession.shared.rx.data(request: URLRequest(url: URL(fileURLWithPath: "/")));  _ = URLSession.shared.rx.response(request: URLRequest(url: URL(fileURLWithPath: "/"))); _ = URLSession.shared.rx.json(url: URL(fileURLWithPath: "/")); _ = URLSession.rx.shouldLogRequest },
        "NotificationCenter.rx.notification": { _ = NotificationCenter.default.rx.notification(nil) },
        "SectionedViewDataSourceType": { func f(_ s: SectionedViewDataSourceType) throws -> Any { try s.model(at: IndexPath()) }; _ = f },
        "ObservableType.asSignal": { _ = ints().asSignal(onErrorJustReturn: 0) },
        "Single.flatMapMaybe": { _ = Single.just(1).flatMapMaybe { Maybe.just($0) } },
        "Single.flatMapCompletable": { _ = Single.just(1).flatMapCompletable { _ in Completable.empty() } },
    ] }

    /// reactiveobjc.json entries, compiled.
    static var reactiveobjc: [String: () throws -> Void] { [
        "import ReactiveObjC": {},
        "RACSignal": { _ = RACSignal<Int>.self },
        "RACStream": { _ = RACSignal<Int>.self },
        "+createSignal:": { _ = RACSignal<Int>.createSignal { subscriber in subscriber.sendNext(1); subscriber.sendCompleted(); return nil } },
        "+return:": { _ = RACSignal.return(1) },
        "+empty": { _ = RACSignal<Int>.empty() },
        "+error:": { _ = RACSignal<Int>.error(ReferenceError()) },
        "+never": { _ = RACSignal<Int>.never() },
        "+defer:": { _ = RACSignal<Int>.defer { .return(1) } },
        "-subscribeNext:": { _ = signal().subscribeNext { _ in }; _ = signal().subscribeNext({ _ in }, error: { _ in }, completed: {}) },
        "-subscribeError:": { _ = signal().subscribeError { _ in } },
        "-subscribeCompleted:": { _ = signal().subscribeCompleted {} },
        "-subscribe:": { _ = signal().subscribe(RACSubject<Int>()) },
        "RACSubscriber": { func f(_: any RACSubscriber<Int>) {}; f(RACSubject<Int>()) },
        "-sendNext:": { RACSubject<Int>().sendNext(1) },
        "-sendError:": { RACSubject<Int>().sendError(ReferenceError()) },
        "-sendCompleted": { RACSubject<Int>().sendCompleted() },
        "-didSubscribeWithDisposable:": { RACSubject<Int>().didSubscribe(with: RACCompoundDisposable()) },
        "-bind:": { _ = signal().bind { { value, stop in stop = true; return RACSignal.return(value) } } },
        "-map:": { _ = signal().map { $0 + 1 } },
        "-mapReplace:": { _ = signal().mapReplace("x") },
        "-filter:": { _ = signal().filter { $0 > 0 } },
        "-ignore:": { _ = signal().ignore(0) },
        "-doNext:": { _ = signal().doNext { _ in } },
        "-doError:": { _ = signal().doError { _ in } },
        "-doCompleted:": { _ = signal().doCompleted {} },
        "-initially:": { _ = signal().initially {} },
        "-finally:": { _ = signal().finally {} },
        "-then:": { _ = signal().then { RACSignal.return("done") } },
        "-ignoreValues": { _ = signal().ignoreValues() },
        "-signalWithScheduler:": { _ = [1, 2].rac_signal(with: RACScheduler.immediate()) },
        "-materialize": { _ = signal().materialize() },
        "-dematerialize": { _ = signal().materialize().dematerialize() },
        "-not": { _ = RACSignal.return(true).not() },
        "-and": { _ = RACSignal.return((true, false)).and() },
        "-or": { _ = RACSignal.return((true, false)).or() },
        "-any": { _ = signal().any(); _ = signal().any { $0 > 0 } },
        "-all:": { _ = signal().all { $0 > 0 } },
        "-toArray": { _ = signal().toArray() },
        "-first": { _ = signal().first() },
        "-firstOrDefault:": { _ = signal().first(orDefault: 0) },
        "-waitUntilCompleted:": { try signal().waitUntilCompleted() },
        "RACSubject": { _ = RACSubject<Int>() },
        "RACDisposable": { let d = RACDisposable(block: {}); d.dispose(); _ = d.isDisposed },
        "RACCompoundDisposable": { _ = RACCompoundDisposable(disposables: [RACDisposable()]) },
        "RACSerialDisposable": { _ = RACSerialDisposable(disposable: nil).disposable },
        "RACScopedDisposable": { _ = RACScopedDisposable(disposable: RACDisposable()) },
        "-swapInDisposable:": { _ = RACSerialDisposable().swapIn(RACDisposable()) },
        "-addDisposable:": { RACCompoundDisposable().add(RACDisposable()) },
        "-removeDisposable:": { RACCompoundDisposable().remove(nil) },
        "-asScopedDisposable": { _ = RACDisposable().asScopedDisposable() },
        "RACScheduler": { _ = RACScheduler.self },
        "+immediateScheduler": { _ = RACScheduler.immediate() },
        "+mainThreadScheduler": { _ = RACScheduler.mainThread() },
        "+scheduler": { _ = RACScheduler.scheduler(); _ = RACScheduler.scheduler(with: .high, name: "x") },
        "+currentScheduler": { _ = RACScheduler.current() },
        "-schedule:": { _ = RACScheduler.immediate().schedule {} },
        "-after:schedule:": { _ = RACScheduler.immediate().after(Date()) {} },
        "-afterDelay:schedule:": { _ = RACScheduler.immediate().afterDelay(1) {} },
        "-scheduleRecursiveBlock:": { _ = RACScheduler.immediate().scheduleRecursiveBlock { _ in } },
        "RACTestScheduler": { RACTestScheduler().step() },
        "-stepAll": { RACTestScheduler().stepAll() },
        "RACEvent": { _ = RACEvent(value: 1).eventType; _ = RACEvent<Int>.completed.isFinished },
        "RACCommandErrorNotEnabled": { _ = RACCommandError.notEnabled },
        "RACSignalErrorTimedOut": { _ = RACSignalError.timedOut },
        "RACTuple": { let _: RACSignal<(Int, String)> = .return((1, "a")) },
        "RACTuplePack": { _ = (1, "a") },
        "RACTupleUnpack": { let (a, b) = (1, "a"); _ = (a, b) },
        "RACUnit": { _ = RACSignal<Void>.return(()) },
        "-flattenMap:": { _ = signal().flattenMap { RACSignal.return($0) } },
        "-flatten": { _ = RACSignal.return(signal()).flatten() },
        "-flatten:": { _ = RACSignal.return(signal()).flatten(2) },
        "-reduceEach:": { _ = RACSignal.return((1, 2)).reduceEach { $0 + $1 } },
        "-concat:": { _ = signal().concat(signal()); _ = RACSignal.concat([signal()]) },
        "-zipWith:": { _ = signal().zip(with: signal()) },
        "+zip:": { _ = RACSignal.zip([signal(), signal()]) },
        "-combineLatestWith:": { _ = signal().combineLatest(with: signal()) },
        "+combineLatest:": { _ = RACSignal.combineLatest([signal(), signal()]) },
        "-merge:": { _ = signal().merge(signal()); _ = RACSignal.merge([signal()]) },
        "-startWith:": { _ = signal().startWith(0) },
        "-skip:": { _ = signal().skip(1) },
        "-take:": { _ = signal().take(1) },
        "-takeLast:": { _ = signal().takeLast(1) },
        "-takeUntil:": { _ = signal().take(until: RACSignal<Void>.never()) },
        "-takeUntilBlock:": { _ = signal().take(untilBlock: { $0 > 0 }) },
        "-takeWhileBlock:": { _ = signal().take(whileBlock: { $0 > 0 }) },
        "-skipUntilBlock:": { _ = signal().skip(untilBlock: { $0 > 0 }) },
        "-skipWhileBlock:": { _ = signal().skip(whileBlock: { $0 > 0 }) },
        "-distinctUntilChanged": { _ = signal().distinctUntilChanged() },
        "-scanWithStart:reduce:": { _ = signal().scan(withStart: 0) { $0 + $1 } },
        "-combinePreviousWithStart:reduce:": { _ = signal().combinePrevious(withStart: 0) { $0 + $1 } },
        "-aggregateWithStart:reduce:": { _ = signal().aggregate(withStart: 0) { $0 + $1 } },
        "-collect": { _ = signal().collect() },
        "-catch:": { _ = signal().catch { _ in RACSignal.return(0) } },
        "-catchTo:": { _ = signal().catch(to: RACSignal.return(0)) },
        "-retry": { _ = signal().retry(); _ = signal().retry(2) },
        "-try:": { _ = signal().try { if $0 < 0 { throw ReferenceError() } } },
        "-tryMap:": { _ = signal().tryMap { $0 + 1 } },
        "-switchToLatest": { _ = RACSignal.return(signal()).switchToLatest() },
        "+switch:cases:default:": { _ = RACSignal<Int>.switch(RACSignal.return("a"), cases: ["a": signal()], default: nil) },
        "+if:then:else:": { _ = RACSignal.if(RACSignal.return(true), then: signal(), else: signal()) },
        "-throttle:": { _ = signal().throttle(0.3) },
        "-delay:": { _ = signal().delay(0.3) },
        "-timeout:onScheduler:": { _ = signal().timeout(1, on: RACScheduler.immediate()) },
        "+interval:onScheduler:": { _ = RACSignal<Date>.interval(1, on: RACScheduler.mainThread()) },
        "-bufferWithTime:onScheduler:": { _ = signal().buffer(withTime: 1, on: RACScheduler.mainThread()) },
        "-sample:": { _ = signal().sample(RACSignal<Void>.never()) },
        "-repeat": { _ = signal().repeat() },
        "-deliverOn:": { _ = signal().deliver(on: RACScheduler.mainThread()) },
        "-subscribeOn:": { _ = signal().subscribe(on: RACScheduler.scheduler()) },
        "-deliverOnMainThread": { _ = signal().deliverOnMainThread() },
        "-publish": { _ = signal().publish().connect() },
        "-multicast:": { _ = signal().multicast(RACSubject<Int>()) },
        "-replay": { _ = signal().replay() },
        "-replayLast": { _ = signal().replayLast() },
        "-replayLazily": { _ = signal().replayLazily() },
        "RACMulticastConnection": { _ = signal().publish().signal },
        "-connect": { _ = signal().publish().connect() },
        "-autoconnect": { _ = signal().publish().autoconnect() },
        "RACReplaySubject": { _ = RACReplaySubject<Int>(capacity: 1) },
        "RACBehaviorSubject": { _ = RACBehaviorSubject(defaultValue: 1) },
        "RACCommand": { _ = RACCommand<Int, Int>.self },
        "-initWithSignalBlock:": { _ = RACCommand<Int, Int>(signalBlock: { _ in signal() }) },
        "-initWithEnabled:signalBlock:": { _ = RACCommand<Int, Int>(enabled: RACSignal.return(true), signalBlock: { _ in signal() }) },
        "-execute:": { _ = RACCommand<Int, Int>(signalBlock: { _ in signal() }).execute(1) },
        "executionSignals": { _ = RACCommand<Int, Int>(signalBlock: { _ in signal() }).executionSignals },
        "executing": { _ = RACCommand<Int, Int>(signalBlock: { _ in signal() }).executing },
        "enabled": { _ = RACCommand<Int, Int>(signalBlock: { _ in signal() }).enabled },
        "errors": { _ = RACCommand<Int, Int>(signalBlock: { _ in signal() }).errors },
        "allowsConcurrentExecution": { RACCommand<Int, Int>(signalBlock: { _ in signal() }).allowsConcurrentExecution = true },
        "RACObserve(TARGET, KEYPATH)": {
            if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) { _ = RACObserve(ObservedModel(), \.count) }
            #if canImport(ObjectiveC)
            let _: RACSignal<Int> = RACObserve(KVOModel(), \.count)
            let _: RACSignal<Any?> = KVOModel().rac_values(forKeyPath: "count", observer: nil)
            #endif
        },
        "RAC(TARGET, KEYPATH)": { _ = signal().setKeyPath(\.count, on: ReferenceTarget()) },
        // ReactiveObjC's UIKit/AppKit categories exist on Apple platforms only:
        // these compile there (Tools/apple-check compiles the same calls in its snippets).
        "-rac_textSignal": {
            #if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
            _ = { @MainActor in let _: RACSignal<String?> = UITextField().rac_textSignal(); _ = UITextView().rac_textSignal() }
            #elseif canImport(AppKit) && os(macOS)
            _ = { @MainActor in let _: RACSignal<String> = NSTextField().rac_textSignal(); _ = NSTextView().rac_textSignal() }
            #endif
        },
        "-rac_signalForControlEvents:": {
            #if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
            _ = { @MainActor in let _: RACSignal<UIControl> = UIButton().rac_signal(for: .touchUpInside) }
            #endif
        },
        "rac_command": {
            #if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
            _ = { @MainActor in UIButton().rac_command = RACCommand { _ in RACSignal<AnyObject>.empty() } }
            _ = { @MainActor in UIBarButtonItem().rac_command = nil }
            #elseif canImport(AppKit) && os(macOS)
            _ = { @MainActor in NSButton().rac_command = RACCommand { _ in RACSignal<AnyObject>.empty() } }
            #endif
        },
        "-rac_newTextChannel": {
            #if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
            _ = { @MainActor in let _: RACChannelTerminal<String?> = UITextField().rac_newTextChannel() }
            #endif
        },
        "-rac_newOnChannel": {
            #if canImport(UIKit) && (os(iOS) || os(visionOS))
            _ = { @MainActor in let _: RACChannelTerminal<Bool?> = UISwitch().rac_newOnChannel() }
            #endif
        },
        "-rac_newValueChannelWithNilValue:": {
            #if canImport(UIKit) && (os(iOS) || os(visionOS))
            _ = { @MainActor in let _: RACChannelTerminal<Float?> = UISlider().rac_newValueChannel(withNilValue: 0) }
            #endif
        },
        "-rac_newSelectedSegmentIndexChannelWithNilValue:": {
            #if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
            _ = { @MainActor in let _: RACChannelTerminal<Int?> = UISegmentedControl().rac_newSelectedSegmentIndexChannel(withNilValue: nil) }
            #endif
        },
        "-rac_newDateChannelWithNilValue:": {
            #if canImport(UIKit) && (os(iOS) || os(visionOS))
            _ = { @MainActor in let _: RACChannelTerminal<Date?> = UIDatePicker().rac_newDateChannel(withNilValue: Date()) }
            #endif
        },
        "-rac_gestureSignal": {
            #if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
            _ = { @MainActor in let _: RACSignal<UIGestureRecognizer> = UITapGestureRecognizer().rac_gestureSignal() }
            #endif
        },
        // Every other selector of ReactiveObjC's core headers (Migration/api-map/reactiveobjc-selectors.txt).
        "-subscribeNext:completed:": { _ = signal().subscribeNext({ _ in }, completed: {}) },
        "-subscribeNext:error:": { _ = signal().subscribeNext({ _ in }, error: { _ in }) },
        "-subscribeNext:error:completed:": { _ = signal().subscribeNext({ _ in }, error: { _ in }, completed: {}) },
        "-subscribeError:completed:": { _ = signal().subscribeError({ _ in }, completed: {}) },
        "+concat:": { _ = RACSignal.concat([signal(), signal()]) },
        "-concat": { _ = RACSignal.return(signal()).concat() },
        "+zip:reduce:": { _ = RACSignal<Int>.zip([signal(), signal()]) { $0.count }; _ = RACSignal.zip(signal(), signal(), reduce: { $0 + $1 }) },
        "+combineLatest:reduce:": { _ = RACSignal<Int>.combineLatest([signal()]) { $0.count }; _ = RACSignal.combineLatest(signal(), signal(), reduce: { $0 + $1 }) },
        "+merge:": { _ = RACSignal.merge([signal(), signal()]) },
        "-scanWithStart:reduceWithIndex:": { _ = signal().scan(withStart: 0) { running, next, index in running + next + index } },
        "-aggregateWithStart:reduceWithIndex:": { _ = signal().aggregate(withStart: 0) { running, next, index in running + next + index } },
        "+try:": { _ = RACSignal<Int>.try { 1 } },
        "-any:": { _ = signal().any { $0 > 0 } },
        "-retry:": { _ = signal().retry(2) },
        "+interval:onScheduler:withLeeway:": { _ = RACSignal<Date>.interval(1, on: RACScheduler.mainThread(), withLeeway: 0.1) },
        "sequence": { let values: AnySequence<Int> = signal().sequence; _ = values },
        "-setKeyPath:onObject:": { _ = signal().setKeyPath(\.count, on: ReferenceTarget()) },
        "-setKeyPath:onObject:nilValue:": { _ = RACSignal<Int?>.return(nil).setKeyPath(\.count, on: ReferenceTarget(), nilValue: 0) },
        "signal": { let _: RACSignal<Int> = signal().publish().signal },
        "+subject": { _ = RACSubject<Int>() },
        "+replaySubjectWithCapacity:": { _ = RACReplaySubject<Int>(capacity: 2) },
        "+behaviorSubjectWithDefaultValue:": { _ = RACBehaviorSubject<Int>(defaultValue: 0) },
        "+disposableWithBlock:": { _ = RACDisposable(block: {}) },
        "-dispose": { RACDisposable().dispose() },
        "disposed": { _ = RACDisposable().isDisposed },
        "+compoundDisposable": { _ = RACCompoundDisposable() },
        "+compoundDisposableWithDisposables:": { _ = RACCompoundDisposable(disposables: [RACDisposable()]) },
        "+serialDisposableWithDisposable:": { _ = RACSerialDisposable(disposable: RACDisposable()) },
        "disposable": { RACSerialDisposable().disposable = RACDisposable() },
        "+scopedDisposableWithDisposable:": { _ = RACScopedDisposable(disposable: RACDisposable()) },
        "-after:repeatingEvery:withLeeway:schedule:": { _ = RACScheduler.scheduler().after(Date(), repeatingEvery: 1, withLeeway: 0) {} },
        "-performAsCurrentScheduler:": { RACTestScheduler().performAsCurrentScheduler {} },
        "RACQueueScheduler": { let _: RACQueueScheduler.Type = RACTargetQueueScheduler.self },
        "-initWithName:queue:": { _ = RACQueueScheduler(name: "q", queue: DispatchQueue(label: "q")) },
        "queue": { let _: DispatchQueue = RACTargetQueueScheduler(name: nil, targetQueue: .global()).queue },
        "+wallTimeWithDate:": { let _: DispatchWallTime = RACQueueScheduler.wallTime(with: Date()) },
        "RACTargetQueueScheduler": { _ = RACTargetQueueScheduler.self },
        "-initWithName:targetQueue:": { _ = RACTargetQueueScheduler(name: "t", targetQueue: .global()) },
        "-init": { _ = RACTestScheduler() },
        "+completedEvent": { _ = RACEvent<Int>.completed },
        "+eventWithError:": { _ = RACEvent<Int>(error: ReferenceError()) },
        "+eventWithValue:": { _ = RACEvent(value: 1) },
        "eventType": { let _: RACEventType = RACEvent(value: 1).eventType },
        "finished": { let _: Bool = RACEvent(value: 1).isFinished },
        "error": { let _: Error? = RACEvent<Int>(error: ReferenceError()).error },
        "value": { let _: Int? = RACEvent(value: 1).value },
        "RACEventTypeCompleted": { let _: RACEventType = .completed },
        "RACEventTypeError": { let _: RACEventType = .error },
        "RACEventTypeNext": { let _: RACEventType = .next },
        "RACReplaySubjectUnlimitedCapacity": { _ = RACReplaySubject<Int>(capacity: RACReplaySubjectUnlimitedCapacity) },
        // Grouping, naming and logging, waits, starting,
        // aggregating, schedulers, notifications.
        "-groupBy:": { _ = signal().groupBy { $0 % 2 }.subscribeNext { group in _ = group.key } },
        "-groupBy:transform:": { let _: RACSignal<RACGroupedSignal<Int, String>> = signal().groupBy({ $0 % 2 }, transform: { "\($0)" }) },
        "RACGroupedSignal": { let group: RACSubject<Int> = RACGroupedSignal<String, Int>(key: "a"); _ = group },
        "key": { let _: String = RACGroupedSignal<String, Int>(key: "a").key },
        "+signalWithKey:": { _ = RACGroupedSignal<String, Int>(key: "a").key },
        "-takeUntilReplacement:": { _ = signal().take(untilReplacement: signal()) },
        "-logAll": { _ = signal().logAll() },
        "-logNext": { _ = signal().logNext() },
        "-logError": { _ = signal().logError() },
        "-logCompleted": { _ = signal().logCompleted() },
        "-setNameWithFormat:": { _ = signal().setName(withFormat: "[%@] -map: %d", "source", 1).map { $0 } },
        "name": { let s = signal(); s.name = "search"; _ = s.name },
        "-firstOrDefault:success:error:": { var ok = false; _ = try signal().first(orDefault: 0, success: &ok); _ = try signal().first(orDefault: 0, success: nil) },
        "-asynchronousFirstOrDefault:success:error:": { var ok = false; _ = try signal().asynchronousFirst(orDefault: 0, success: &ok) },
        "-asynchronousFirstOrDefault:success:error:timeout:": { _ = try signal().asynchronousFirst(orDefault: 0, success: nil, timeout: 1) },
        "-asynchronouslyWaitUntilCompleted:": { try signal().asynchronouslyWaitUntilCompleted() },
        "-asynchronouslyWaitUntilCompleted:timeout:": { try signal().asynchronouslyWaitUntilCompleted(timeout: 1) },
        "+startEagerlyWithScheduler:block:": { RACSignal<Int>.startEagerly(with: RACScheduler.scheduler()) { $0.sendCompleted() } },
        "+startLazilyWithScheduler:block:": { _ = RACSignal<Int>.startLazily(with: RACScheduler.scheduler()) { $0.sendNext(1) } },
        "-aggregateWithStartFactory:reduce:": { _ = signal().aggregate(withStartFactory: { [Int]() }, reduce: { $0 + [$1] }) },
        "-reduceApply": { _ = RACSignal.return(({ (a: Int, b: Int) in a + b }, 1, 2)).reduceApply() },
        "-throttle:valuesPassingTest:": { _ = signal().throttle(0.3, valuesPassingTest: { $0 > 0 }) },
        "+schedulerWithPriority:": { _ = RACScheduler.scheduler(with: RACSchedulerPriority.background) },
        "+schedulerWithPriority:name:": { _ = RACScheduler.scheduler(with: .high, name: "x") },
        "-step": { RACTestScheduler().step() },
        "-step:": { RACTestScheduler().step(2) },
        "-rac_addObserverForName:object:": { _ = NotificationCenter.default.rac_addObserver(forName: "n", object: nil).subscribeNext { _ = $0.name } },
        // RACChannel, RACKVOChannel, RACChannelTo (issue 13, two-way binding).
        "RACChannel": { _ = RACChannel<Int>() },
        "leadingTerminal": { _ = RACChannel<Int>().leadingTerminal },
        "followingTerminal": { _ = RACChannel<Int>().followingTerminal },
        "RACChannelTerminal": { let _: RACChannelTerminal<Int> = RACChannel<Int>().leadingTerminal },
        // The Swift Observation forms need macOS 14 / iOS 17; the KVO forms are Apple-only.
        "RACKVOChannel": { _ = RACKVOChannel<ReferenceTarget, Int>.self },
        "-initWithTarget:keyPath:nilValue:": {
            if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) { _ = RACKVOChannel(target: ObservedModel(), keyPath: \.count) }
            #if canImport(ObjectiveC)
            _ = RACKVOChannel<KVOModel, Any?>(target: KVOModel(), keyPath: "count", nilValue: 0)
            _ = RACKVOChannel(target: KVOModel(), keyPath: \.count)
            #endif
        },
        "RACChannelTo(TARGET, ...)": {
            if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) { _ = RACChannelTo(ObservedModel(), \.count) }
            #if canImport(ObjectiveC)
            _ = RACChannelTo(KVOModel(), \.count)
            #endif
        },
        "-objectForKeyedSubscript:": {
            if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) { let _: RACChannelTerminal<Int> = RACChannelTo(ObservedModel(), \.count) }
        },
        "-setObject:forKeyedSubscript:": {
            if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
                RACChannelTo(ObservedModel(), \.count).bind(to: RACChannelTo(ObservedModel(), \.count))
            }
        },
    ] }
}

#if canImport(ObjectiveC)
/// A KVO-compliant model for the Apple-only KVO references.
final class KVOModel: NSObject {
    @objc dynamic var count = 0
    @objc dynamic var name: String? = nil
}
#endif

#if canImport(Observation)
import Observation
/// An @Observable model for the `rx.observe` reference.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable final class ObservedModel: ReactiveCompatible { var count = 0 }
#endif

/// A view with a delegate, its delegate protocol and proxy: the delegate-proxy references'
/// fixtures (a view keeps its proxies in a `DelegateProxyStore` where there are no
/// associated objects).
protocol ReferenceDelegate: AnyObject {}
final class ReferenceUserDelegate: ReferenceDelegate {}
final class ReferenceView: HasDelegate, DelegateProxyHolding {
    typealias Delegate = ReferenceDelegate
    weak var delegate: ReferenceDelegate?
    let delegateProxies = DelegateProxyStore()
}
final class ReferenceList: HasDataSource {
    weak var dataSource: ReferenceDelegate?
}
final class ReferencePrefetchingList: HasPrefetchDataSource {
    weak var prefetchDataSource: ReferenceDelegate?
}
final class ReferenceProxy: DelegateProxy<ReferenceView, ReferenceDelegate>, DelegateProxyType, ReferenceDelegate {
    init(view: ReferenceView) { super.init(parentObject: view, delegateProxy: ReferenceProxy.self) }
    static func registerKnownImplementations() { register { ReferenceProxy(view: $0) } }
}
