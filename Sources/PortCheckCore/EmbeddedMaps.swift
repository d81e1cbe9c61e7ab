// Generated from Migration/api-map/*.json by Tests/MigrationTests/EmbeddedMapsTests.swift; do not edit.
// Refresh: REGENERATE=1 swift test --filter MigrationTests
extension APIMap {
    /// Each map's JSON, compiled in so port-check needs no files at run time.
    static let embeddedJSON: [Dialect: String] = [
        .rxswift: #"""
{
  "library": "RxSwift 6 (RxSwift, RxRelay, RxBlocking, RxTest, platform-free RxCocoa)",
  "statuses": "same: compiles unchanged after the import change; renamed: change the spelling shown in bridge; different: same spelling, different behavior or shape (see note); unavailable: not provided (note says why)",
  "entries": [
    {
      "api": "import RxSwift",
      "status": "renamed",
      "bridge": "import RxBridge",
      "note": "module name"
    },
    {
      "api": "import RxRelay",
      "status": "renamed",
      "bridge": "import RxBridge",
      "note": "relays live in RxBridge"
    },
    {
      "api": "import RxCocoa",
      "status": "renamed",
      "bridge": "import RxBridge",
      "note": "platform-free parts only (Driver, Signal, Binder, .rx)"
    },
    {
      "api": "import RxBlocking",
      "status": "renamed",
      "bridge": "import RxBridgeBlocking",
      "note": "module name"
    },
    {
      "api": "import RxTest",
      "status": "renamed",
      "bridge": "import ReactiveTesting",
      "note": "module name; also holds RACTestScheduler"
    },
    {
      "api": "Observable",
      "status": "same",
      "bridge": "Observable",
      "note": "the base class of both facades"
    },
    {
      "api": "RxObservable",
      "status": "same",
      "bridge": "RxObservable<Element>",
      "note": "another name for Observable"
    },
    {
      "api": "ObservableType",
      "status": "same",
      "bridge": "ObservableType",
      "note": ""
    },
    {
      "api": "ObservableConvertibleType",
      "status": "same",
      "bridge": "ObservableConvertibleType",
      "note": ""
    },
    {
      "api": "ObserverType",
      "status": "same",
      "bridge": "ObserverType",
      "note": ""
    },
    {
      "api": "AnyObserver",
      "status": "same",
      "bridge": "AnyObserver",
      "note": "also asObserver() on observers and subjects"
    },
    {
      "api": "Event",
      "status": "same",
      "bridge": "Event",
      "note": ""
    },
    {
      "api": "ObserverType.onNext",
      "status": "same",
      "bridge": "onNext(_:)",
      "note": ""
    },
    {
      "api": "ObserverType.onError",
      "status": "same",
      "bridge": "onError(_:)",
      "note": ""
    },
    {
      "api": "ObserverType.onCompleted",
      "status": "same",
      "bridge": "onCompleted()",
      "note": ""
    },
    {
      "api": "AnyObserver.mapObserver",
      "status": "same",
      "bridge": "mapObserver(_:)",
      "note": ""
    },
    {
      "api": "Observable.create",
      "status": "same",
      "bridge": "Observable.create(_:)",
      "note": ""
    },
    {
      "api": "Observable.just",
      "status": "same",
      "bridge": "Observable.just(_:)",
      "note": "also just(_:scheduler:)"
    },
    {
      "api": "Observable.empty",
      "status": "same",
      "bridge": "Observable.empty()",
      "note": ""
    },
    {
      "api": "Observable.never",
      "status": "same",
      "bridge": "Observable.never()",
      "note": ""
    },
    {
      "api": "Observable.error",
      "status": "same",
      "bridge": "Observable.error(_:)",
      "note": "also RxTest's .error(time, error)"
    },
    {
      "api": "Observable.of",
      "status": "same",
      "bridge": "Observable.of(_:scheduler:)",
      "note": "default scheduler: CurrentThreadScheduler, as in RxSwift"
    },
    {
      "api": "Observable.from",
      "status": "same",
      "bridge": "Observable.from(_:scheduler:)",
      "note": "arrays, sequences, from(optional:)"
    },
    {
      "api": "Observable.range",
      "status": "same",
      "bridge": "Observable.range(start:count:scheduler:)",
      "note": "Element: RxAbstractInteger"
    },
    {
      "api": "Observable.repeatElement",
      "status": "same",
      "bridge": "Observable.repeatElement(_:scheduler:)",
      "note": ""
    },
    {
      "api": "Observable.generate",
      "status": "same",
      "bridge": "Observable.generate(initialState:condition:scheduler:iterate:)",
      "note": ""
    },
    {
      "api": "Observable.deferred",
      "status": "same",
      "bridge": "Observable.deferred(_:)",
      "note": ""
    },
    {
      "api": "Observable.interval",
      "status": "same",
      "bridge": "Observable.interval(_:scheduler:)",
      "note": ""
    },
    {
      "api": "Observable.timer",
      "status": "same",
      "bridge": "Observable.timer(_:period:scheduler:)",
      "note": ""
    },
    {
      "api": "Observable.using",
      "status": "same",
      "bridge": "Observable.using(_:observableFactory:)",
      "note": ""
    },
    {
      "api": "Observable.zip",
      "status": "same",
      "bridge": "Observable.zip(...)",
      "note": "2 to 8 sources, with or without resultSelector; collections"
    },
    {
      "api": "Observable.combineLatest",
      "status": "same",
      "bridge": "Observable.combineLatest(...)",
      "note": "2 to 8 sources, with or without resultSelector; collections"
    },
    {
      "api": "Observable.merge",
      "status": "same",
      "bridge": "Observable.merge(_:)",
      "note": "static and instance (merge(), merge(maxConcurrent:))"
    },
    {
      "api": "Observable.concat",
      "status": "same",
      "bridge": "Observable.concat(_:)",
      "note": "static and instance forms"
    },
    {
      "api": "Observable.amb",
      "status": "same",
      "bridge": "Observable.amb(_:)",
      "note": "static and instance forms"
    },
    {
      "api": "ObservableType.subscribe",
      "status": "same",
      "bridge": "subscribe(onNext:onError:onCompleted:onDisposed:)",
      "note": "also subscribe(with:onNext:...), subscribe(_ observer:), subscribe(_ on:)"
    },
    {
      "api": "ObservableType.map",
      "status": "same",
      "bridge": "map(_:)",
      "note": ""
    },
    {
      "api": "ObservableType.compactMap",
      "status": "same",
      "bridge": "compactMap(_:)",
      "note": ""
    },
    {
      "api": "ObservableType.filter",
      "status": "same",
      "bridge": "filter(_:)",
      "note": ""
    },
    {
      "api": "ObservableType.flatMap",
      "status": "same",
      "bridge": "flatMap(_:)",
      "note": ""
    },
    {
      "api": "ObservableType.flatMapFirst",
      "status": "same",
      "bridge": "flatMapFirst(_:)",
      "note": ""
    },
    {
      "api": "ObservableType.flatMapLatest",
      "status": "same",
      "bridge": "flatMapLatest(_:)",
      "note": ""
    },
    {
      "api": "ObservableType.concatMap",
      "status": "same",
      "bridge": "concatMap(_:)",
      "note": ""
    },
    {
      "api": "ObservableType.switchLatest",
      "status": "same",
      "bridge": "switchLatest()",
      "note": ""
    },
    {
      "api": "ObservableType.scan",
      "status": "same",
      "bridge": "scan(_:accumulator:)",
      "note": "also scan(into:accumulator:)"
    },
    {
      "api": "ObservableType.reduce",
      "status": "same",
      "bridge": "reduce(_:accumulator:)",
      "note": "also into: and mapResult: forms"
    },
    {
      "api": "ObservableType.toArray",
      "status": "same",
      "bridge": "toArray()",
      "note": "returns Single<[Element]>; RxBlocking's toArray() is the same token"
    },
    {
      "api": "ObservableType.buffer",
      "status": "same",
      "bridge": "buffer(timeSpan:count:scheduler:)",
      "note": ""
    },
    {
      "api": "ObservableType.window",
      "status": "same",
      "bridge": "window(timeSpan:count:scheduler:)",
      "note": ""
    },
    {
      "api": "ObservableType.groupBy",
      "status": "same",
      "bridge": "groupBy(keySelector:)",
      "note": ""
    },
    {
      "api": "GroupedObservable",
      "status": "same",
      "bridge": "GroupedObservable",
      "note": ""
    },
    {
      "api": "ObservableType.enumerated",
      "status": "same",
      "bridge": "enumerated()",
      "note": ""
    },
    {
      "api": "ObservableType.materialize",
      "status": "same",
      "bridge": "materialize()",
      "note": "RxBlocking's materialize() is the same token"
    },
    {
      "api": "ObservableType.dematerialize",
      "status": "same",
      "bridge": "dematerialize()",
      "note": ""
    },
    {
      "api": "ObservableType.startWith",
      "status": "same",
      "bridge": "startWith(_:)",
      "note": ""
    },
    {
      "api": "ObservableType.withLatestFrom",
      "status": "same",
      "bridge": "withLatestFrom(_:resultSelector:)",
      "note": ""
    },
    {
      "api": "ObservableType.sample",
      "status": "same",
      "bridge": "sample(_:defaultValue:)",
      "note": ""
    },
    {
      "api": "ObservableType.do",
      "status": "same",
      "bridge": "do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)",
      "note": "",
      "match": "\\.do\\s*\\("
    },
    {
      "api": "ObservableType.distinctUntilChanged",
      "status": "same",
      "bridge": "distinctUntilChanged()",
      "note": "also (_:), (at:) and comparer forms"
    },
    {
      "api": "ObservableType.take",
      "status": "same",
      "bridge": "take(_:)",
      "note": "take(_ count:), take(for:scheduler:), take(while:behavior:), take(until:behavior:)"
    },
    {
      "api": "ObservableType.takeLast",
      "status": "same",
      "bridge": "takeLast(_:)",
      "note": ""
    },
    {
      "api": "ObservableType.skip",
      "status": "same",
      "bridge": "skip(_:)",
      "note": "skip(_ count:), skip(_:scheduler:), skip(while:), skip(until:)"
    },
    {
      "api": "ObservableType.element",
      "status": "same",
      "bridge": "element(at:)",
      "note": ""
    },
    {
      "api": "ObservableType.single",
      "status": "same",
      "bridge": "single()",
      "note": "also RxBlocking's single()"
    },
    {
      "api": "ObservableType.first",
      "status": "same",
      "bridge": "first()",
      "note": "Observable: Single<Element?>; RxBlocking: throws -> Element?"
    },
    {
      "api": "BlockingObservable.last",
      "status": "same",
      "bridge": "last()",
      "note": "RxBlocking"
    },
    {
      "api": "ObservableType.ignoreElements",
      "status": "same",
      "bridge": "ignoreElements()",
      "note": "returns Observable<Never>; asCompletable() makes it a Completable"
    },
    {
      "api": "ObservableType.ifEmpty",
      "status": "same",
      "bridge": "ifEmpty(default:)",
      "note": "also ifEmpty(switchTo:)"
    },
    {
      "api": "ObservableType.debounce",
      "status": "same",
      "bridge": "debounce(_:scheduler:)",
      "note": "RAC calls this throttle: (Docs/Semantics.md#throttle)"
    },
    {
      "api": "ObservableType.throttle",
      "status": "same",
      "bridge": "throttle(_:latest:scheduler:)",
      "note": "rate limiting; not RAC's throttle: (Docs/Semantics.md#throttle)"
    },
    {
      "api": "ObservableType.delay",
      "status": "same",
      "bridge": "delay(_:scheduler:)",
      "note": ""
    },
    {
      "api": "ObservableType.delaySubscription",
      "status": "same",
      "bridge": "delaySubscription(_:scheduler:)",
      "note": ""
    },
    {
      "api": "ObservableType.timeout",
      "status": "same",
      "bridge": "timeout(_:scheduler:)",
      "note": "per-element gap (RAC's timeout is a whole-signal deadline, Docs/Semantics.md#timeout); also timeout(_:other:scheduler:)"
    },
    {
      "api": "ObservableType.observe",
      "status": "same",
      "bridge": "observe(on:)",
      "note": "Reactive.observe(_:) (key paths) shares the token"
    },
    {
      "api": "ObservableType.subscribe(on:)",
      "status": "same",
      "bridge": "subscribe(on:)",
      "note": "",
      "match": "\\.subscribe\\(on:"
    },
    {
      "api": "ObservableType.catch",
      "status": "same",
      "bridge": "catch(_:)",
      "note": "",
      "match": "\\.catch\\s*[({]"
    },
    {
      "api": "ObservableType.catchAndReturn",
      "status": "same",
      "bridge": "catchAndReturn(_:)",
      "note": ""
    },
    {
      "api": "ObservableType.retry",
      "status": "same",
      "bridge": "retry(_:)",
      "note": "retry(n) subscribes n times (RAC: n+1, Docs/Semantics.md#retry); also retry(when:)"
    },
    {
      "api": "ObservableType.debug",
      "status": "same",
      "bridge": "debug(_:trimOutput:)",
      "note": ""
    },
    {
      "api": "ObservableType.share",
      "status": "same",
      "bridge": "share(replay:scope:)",
      "note": "default scope .whileConnected"
    },
    {
      "api": "ObservableType.publish",
      "status": "same",
      "bridge": "publish()",
      "note": ""
    },
    {
      "api": "ObservableType.replay",
      "status": "same",
      "bridge": "replay(_:)",
      "note": ""
    },
    {
      "api": "ObservableType.replayAll",
      "status": "same",
      "bridge": "replayAll()",
      "note": ""
    },
    {
      "api": "ObservableType.multicast",
      "status": "same",
      "bridge": "multicast(_:)",
      "note": "also makeSubject: and selector forms"
    },
    {
      "api": "ConnectableObservableType.refCount",
      "status": "same",
      "bridge": "refCount()",
      "note": ""
    },
    {
      "api": "ConnectableObservable.connect",
      "status": "same",
      "bridge": "connect()",
      "note": ""
    },
    {
      "api": "ConnectableObservable",
      "status": "same",
      "bridge": "ConnectableObservable",
      "note": ""
    },
    {
      "api": "ObservableType.withUnretained",
      "status": "same",
      "bridge": "withUnretained(_:)",
      "note": ""
    },
    {
      "api": "ObservableType.bind",
      "status": "same",
      "bridge": "bind(to:)",
      "note": "also bind(onNext:), bind(with:onNext:)"
    },
    {
      "api": "ObservableType.asSingle",
      "status": "same",
      "bridge": "asSingle()",
      "note": ""
    },
    {
      "api": "ObservableType.asMaybe",
      "status": "same",
      "bridge": "asMaybe()",
      "note": ""
    },
    {
      "api": "ObservableType.asCompletable",
      "status": "same",
      "bridge": "asCompletable()",
      "note": ""
    },
    {
      "api": "ObservableType.asInfallible",
      "status": "same",
      "bridge": "asInfallible(onErrorJustReturn:)",
      "note": "also onErrorFallbackTo:, onErrorRecover:"
    },
    {
      "api": "ObservableType.asObservable",
      "status": "same",
      "bridge": "asObservable()",
      "note": ""
    },
    {
      "api": "ObservableType.partition",
      "status": "unavailable",
      "bridge": "",
      "note": "not provided: use two filter calls on a shared source"
    },
    {
      "api": "ObservableType.decode",
      "status": "same",
      "bridge": "decode(type:decoder:)",
      "note": "on Observable<Data>; the decoder is any DataDecoder (JSONDecoder and PropertyListDecoder conform)"
    },
    {
      "api": "PublishSubject",
      "status": "same",
      "bridge": "PublishSubject",
      "note": "replays its terminal event (RACSubject does not, Docs/Semantics.md#subjects-after-termination)"
    },
    {
      "api": "BehaviorSubject",
      "status": "same",
      "bridge": "BehaviorSubject",
      "note": ""
    },
    {
      "api": "ReplaySubject",
      "status": "same",
      "bridge": "ReplaySubject",
      "note": "create(bufferSize:), createUnbounded()"
    },
    {
      "api": "AsyncSubject",
      "status": "same",
      "bridge": "AsyncSubject",
      "note": ""
    },
    {
      "api": "PublishRelay",
      "status": "same",
      "bridge": "PublishRelay",
      "note": "RxRelay"
    },
    {
      "api": "BehaviorRelay",
      "status": "same",
      "bridge": "BehaviorRelay",
      "note": "RxRelay"
    },
    {
      "api": "ReplayRelay",
      "status": "same",
      "bridge": "ReplayRelay",
      "note": "RxRelay"
    },
    {
      "api": "ReplayRelay.createUnbound",
      "status": "same",
      "bridge": "createUnbound()",
      "note": "RxRelay; the same as createUnbounded()"
    },
    {
      "api": "Relay.accept",
      "status": "same",
      "bridge": "accept(_:)",
      "note": ""
    },
    {
      "api": "Disposable",
      "status": "same",
      "bridge": "Disposable",
      "note": ""
    },
    {
      "api": "Cancelable",
      "status": "same",
      "bridge": "Cancelable",
      "note": ""
    },
    {
      "api": "Disposables.create",
      "status": "same",
      "bridge": "Disposables.create(...)",
      "note": "",
      "match": "\\bDisposables\\.create\\b"
    },
    {
      "api": "maxTailRecursiveSinkStackSize",
      "status": "different",
      "bridge": "maxTailRecursiveSinkStackSize",
      "note": "declared, but nothing writes it: RxSwift's DEBUG builds record concat's generator stack depth there, and the engine's concat keeps no such stack"
    },
    {
      "api": "DisposeBag",
      "status": "same",
      "bridge": "DisposeBag",
      "note": ""
    },
    {
      "api": "DisposeBase",
      "status": "same",
      "bridge": "DisposeBase",
      "note": "the common class of DisposeBag, CompositeDisposable, SerialDisposable, SingleAssignmentDisposable and RefCountDisposable"
    },
    {
      "api": "Disposable.disposed",
      "status": "same",
      "bridge": "disposed(by:)",
      "note": ""
    },
    {
      "api": "CompositeDisposable",
      "status": "same",
      "bridge": "CompositeDisposable",
      "note": ""
    },
    {
      "api": "SerialDisposable",
      "status": "same",
      "bridge": "SerialDisposable",
      "note": ""
    },
    {
      "api": "SingleAssignmentDisposable",
      "status": "same",
      "bridge": "SingleAssignmentDisposable",
      "note": ""
    },
    {
      "api": "BooleanDisposable",
      "status": "same",
      "bridge": "BooleanDisposable",
      "note": ""
    },
    {
      "api": "RefCountDisposable",
      "status": "same",
      "bridge": "RefCountDisposable",
      "note": ""
    },
    {
      "api": "ScheduledDisposable",
      "status": "same",
      "bridge": "ScheduledDisposable",
      "note": ""
    },
    {
      "api": "ImmediateSchedulerType",
      "status": "same",
      "bridge": "ImmediateSchedulerType",
      "note": ""
    },
    {
      "api": "SchedulerType",
      "status": "same",
      "bridge": "SchedulerType",
      "note": ""
    },
    {
      "api": "RxTimeInterval",
      "status": "same",
      "bridge": "RxTimeInterval",
      "note": "DispatchTimeInterval"
    },
    {
      "api": "CurrentThreadScheduler",
      "status": "same",
      "bridge": "CurrentThreadScheduler",
      "note": "the trampoline (Docs/Schedulers.md)"
    },
    {
      "api": "MainScheduler",
      "status": "same",
      "bridge": "MainScheduler",
      "note": "instance, asyncInstance; on Linux the main queue runs only while the main thread runs dispatchMain/RunLoop"
    },
    {
      "api": "ConcurrentMainScheduler",
      "status": "same",
      "bridge": "ConcurrentMainScheduler",
      "note": ""
    },
    {
      "api": "SerialDispatchQueueScheduler",
      "status": "same",
      "bridge": "SerialDispatchQueueScheduler",
      "note": ""
    },
    {
      "api": "ConcurrentDispatchQueueScheduler",
      "status": "same",
      "bridge": "ConcurrentDispatchQueueScheduler",
      "note": ""
    },
    {
      "api": "OperationQueueScheduler",
      "status": "same",
      "bridge": "OperationQueueScheduler",
      "note": ""
    },
    {
      "api": "VirtualTimeScheduler",
      "status": "same",
      "bridge": "VirtualTimeScheduler",
      "note": ""
    },
    {
      "api": "HistoricalScheduler",
      "status": "same",
      "bridge": "HistoricalScheduler",
      "note": ""
    },
    {
      "api": "Single",
      "status": "same",
      "bridge": "Single",
      "note": "with SingleEvent, SingleObserver, SingleTrait"
    },
    {
      "api": "Maybe",
      "status": "same",
      "bridge": "Maybe",
      "note": "with MaybeEvent, MaybeObserver, MaybeTrait"
    },
    {
      "api": "Completable",
      "status": "same",
      "bridge": "Completable",
      "note": "with CompletableEvent, CompletableObserver, CompletableTrait"
    },
    {
      "api": "Completable.andThen",
      "status": "same",
      "bridge": "andThen(_:)",
      "note": ""
    },
    {
      "api": "PrimitiveSequence",
      "status": "same",
      "bridge": "PrimitiveSequence",
      "note": "with PrimitiveSequenceType and its primitiveSequence property"
    },
    {
      "api": "Infallible",
      "status": "same",
      "bridge": "Infallible",
      "note": "with InfallibleEvent, InfallibleObserver, InfallibleType"
    },
    {
      "api": "Driver",
      "status": "same",
      "bridge": "Driver",
      "note": "RxCocoa trait; delivers on MainScheduler"
    },
    {
      "api": "Signal",
      "status": "same",
      "bridge": "Signal",
      "note": "RxCocoa trait",
      "match": "\\bSignal<"
    },
    {
      "api": "ObservableType.asDriver",
      "status": "same",
      "bridge": "asDriver(onErrorJustReturn:)",
      "note": "also onErrorDriveWith:, onErrorRecover:"
    },
    {
      "api": "Driver.drive",
      "status": "same",
      "bridge": "drive(_:)",
      "note": "also drive(onNext:...)"
    },
    {
      "api": "Signal.emit",
      "status": "same",
      "bridge": "emit(to:)",
      "note": "also emit(onNext:...)"
    },
    {
      "api": "Reactive",
      "status": "same",
      "bridge": "Reactive",
      "note": ""
    },
    {
      "api": "ReactiveCompatible",
      "status": "same",
      "bridge": "ReactiveCompatible",
      "note": ""
    },
    {
      "api": "ReactiveCompatible.rx",
      "status": "same",
      "bridge": ".rx",
      "note": ""
    },
    {
      "api": "Binder",
      "status": "same",
      "bridge": "Binder",
      "note": "default scheduler: main"
    },
    {
      "api": "Reactive.observe(_:_:)",
      "status": "different",
      "bridge": "rx.observe(\\.keyPath)",
      "note": "KVO string key paths become Swift key paths over Observation (@Observable), Linux included",
      "match": "\\.rx\\.observe\\("
    },
    {
      "api": "Reactive.deallocated",
      "status": "unavailable",
      "bridge": "",
      "note": "needs the Objective-C runtime: end subscriptions with a DisposeBag or take(until:) a lifetime signal (Docs/Disposal.md#lifetimes)"
    },
    {
      "api": "Reactive.methodInvoked",
      "status": "unavailable",
      "bridge": "",
      "note": "needs the Objective-C runtime (method swizzling)"
    },
    {
      "api": "Reactive.sentMessage",
      "status": "unavailable",
      "bridge": "",
      "note": "needs the Objective-C runtime (method swizzling)"
    },
    {
      "api": "ControlProperty",
      "status": "same",
      "bridge": "ControlProperty<PropertyType>",
      "note": "platform-free part (the UIKit/AppKit properties such as rx.text are not on Linux): init(values:valueSink:), ControlPropertyType, asControlProperty(), changed, orEmpty, asDriver(); subscribes its values on the main thread"
    },
    {
      "api": "ControlEvent",
      "status": "same",
      "bridge": "ControlEvent<PropertyType>",
      "note": "platform-free part (the UIKit/AppKit events such as rx.tap are not on Linux): init(events:), ControlEventType, asControlEvent(), asDriver(), asSignal(), asInfallible(); subscribes its events on the main thread"
    },
    {
      "api": "Reactive.tap",
      "status": "unavailable",
      "bridge": "",
      "note": "UIButton; not on Linux"
    },
    {
      "api": "Reactive.text",
      "status": "unavailable",
      "bridge": "",
      "note": "UITextField/UILabel; not on Linux"
    },
    {
      "api": "Reactive.items",
      "status": "unavailable",
      "bridge": "",
      "note": "UITableView/UICollectionView data sources; not on Linux"
    },
    {
      "api": "Reactive.isEnabled",
      "status": "unavailable",
      "bridge": "",
      "note": "UIControl; not on Linux (a Binder on your own type does the same)"
    },
    {
      "api": "Reactive.data",
      "status": "same",
      "bridge": "URLSession.rx.data(request:)",
      "note": "RxCocoa's URLSession extension, on Linux too (FoundationNetworking): also response(request:), json(request:options:), json(url:), shouldLogRequest"
    },
    {
      "api": "Hooks",
      "status": "same",
      "bridge": "Hooks",
      "note": "defaultErrorHandler (a DefaultErrorHandler), recordCallStackOnError, customCaptureSubscriptionCallstack (a CustomCaptureSubscriptionCallstack)"
    },
    {
      "api": "Resources",
      "status": "same",
      "bridge": "Resources.total",
      "note": "always compiled in (no TRACE_RESOURCES flag needed)"
    },
    {
      "api": "RxError",
      "status": "same",
      "bridge": "RxError",
      "note": ""
    },
    {
      "api": "ObservableConvertibleType.values",
      "status": "same",
      "bridge": "values",
      "note": "async/await: for try await x in observable.values"
    },
    {
      "api": "PrimitiveSequence.value",
      "status": "same",
      "bridge": "value",
      "note": "async/await: try await single.value"
    },
    {
      "api": "ObservableType.toBlocking",
      "status": "same",
      "bridge": "toBlocking(timeout:)",
      "note": "RxBlocking"
    },
    {
      "api": "MaterializedSequenceResult",
      "status": "same",
      "bridge": "MaterializedSequenceResult",
      "note": "RxBlocking"
    },
    {
      "api": "TestScheduler",
      "status": "same",
      "bridge": "TestScheduler",
      "note": "RxTest"
    },
    {
      "api": "TestableObserver",
      "status": "same",
      "bridge": "TestableObserver",
      "note": "RxTest"
    },
    {
      "api": "TestableObservable",
      "status": "same",
      "bridge": "TestableObservable",
      "note": "RxTest"
    },
    {
      "api": "Recorded",
      "status": "same",
      "bridge": "Recorded",
      "note": "RxTest"
    },
    {
      "api": "Subscription",
      "status": "same",
      "bridge": "Subscription",
      "note": "RxTest",
      "match": "\\bSubscription\\("
    },
    {
      "api": "TestScheduler.createHotObservable",
      "status": "same",
      "bridge": "createHotObservable(_:)",
      "note": "RxTest"
    },
    {
      "api": "TestScheduler.createColdObservable",
      "status": "same",
      "bridge": "createColdObservable(_:)",
      "note": "RxTest"
    },
    {
      "api": "TestScheduler.createObserver",
      "status": "same",
      "bridge": "createObserver(_:)",
      "note": "RxTest"
    },
    {
      "api": "TestScheduler.scheduleAt",
      "status": "same",
      "bridge": "scheduleAt(_:action:)",
      "note": "RxTest"
    },
    {
      "api": "TestScheduler.start",
      "status": "same",
      "bridge": "start(created:subscribed:disposed:_:)",
      "note": "RxTest; 100/200/1000 defaults"
    },
    {
      "api": "Recorded.next",
      "status": "same",
      "bridge": ".next(time, element)",
      "note": "RxTest; Event.next shares the token",
      "match": "\\.next\\("
    },
    {
      "api": "Recorded.completed",
      "status": "same",
      "bridge": ".completed(time)",
      "note": "RxTest",
      "match": "\\.completed\\("
    },
    {
      "api": "VirtualTimeScheduler.advanceTo",
      "status": "same",
      "bridge": "advanceTo(_:)",
      "note": ""
    },
    {
      "api": "takeUntil(_:)",
      "status": "renamed",
      "bridge": "take(until:)",
      "note": "RxSwift 5 spelling; RxSwift 6 and RxBridge still accept it with a deprecation warning"
    },
    {
      "api": "takeWhile(_:)",
      "status": "renamed",
      "bridge": "take(while:)",
      "note": "RxSwift 5 spelling; RxSwift 6 and RxBridge still accept it with a deprecation warning"
    },
    {
      "api": "skipWhile(_:)",
      "status": "renamed",
      "bridge": "skip(while:)",
      "note": "RxSwift 5 spelling; RxSwift 6 and RxBridge still accept it with a deprecation warning"
    },
    {
      "api": "skipUntil(_:)",
      "status": "renamed",
      "bridge": "skip(until:)",
      "note": "RxSwift 5 spelling; RxSwift 6 and RxBridge still accept it with a deprecation warning"
    },
    {
      "api": "elementAt(_:)",
      "status": "renamed",
      "bridge": "element(at:)",
      "note": "RxSwift 5 spelling; RxSwift 6 and RxBridge still accept it with a deprecation warning"
    },
    {
      "api": "catchError(_:)",
      "status": "renamed",
      "bridge": "catch(_:)",
      "note": "RxSwift 5 spelling; RxSwift 6 and RxBridge still accept it with a deprecation warning"
    },
    {
      "api": "catchErrorJustReturn(_:)",
      "status": "renamed",
      "bridge": "catchAndReturn(_:)",
      "note": "RxSwift 5 spelling; RxSwift 6 and RxBridge still accept it with a deprecation warning"
    },
    {
      "api": "retryWhen(_:)",
      "status": "renamed",
      "bridge": "retry(when:)",
      "note": "RxSwift 5 spelling; RxSwift 6 and RxBridge still accept it with a deprecation warning"
    },
    {
      "api": "observeOn(_:)",
      "status": "renamed",
      "bridge": "observe(on:)",
      "note": "RxSwift 5 spelling; RxSwift 6 and RxBridge still accept it with a deprecation warning"
    },
    {
      "api": "subscribeOn(_:)",
      "status": "renamed",
      "bridge": "subscribe(on:)",
      "note": "RxSwift 5 spelling; RxSwift 6 and RxBridge still accept it with a deprecation warning"
    },
    {
      "api": "TakeBehavior",
      "status": "same",
      "bridge": "TakeBehavior",
      "note": "`.inclusive` / `.exclusive` for take(while:behavior:) and take(until:behavior:)"
    },
    {
      "api": "SharedSequence",
      "status": "same",
      "bridge": "SharedSequence<SharingStrategy, Element>",
      "note": "RxCocoa; with SharedSequenceConvertibleType (asSharedSequence()), SharingStrategyProtocol, DriverSharingStrategy and SignalSharingStrategy, extensible with where clauses"
    },
    {
      "api": "SharingScheduler",
      "status": "same",
      "bridge": "SharingScheduler",
      "note": "RxCocoa; SharingScheduler.make and mock(scheduler:action:) to drive Driver/Signal on a test scheduler"
    },
    {
      "api": "RxCocoaError",
      "status": "same",
      "bridge": "RxCocoaError",
      "note": "RxCocoa; all cases; debugDescription worded differently"
    },
    {
      "api": "RxCocoaURLError",
      "status": "same",
      "bridge": "RxCocoaURLError",
      "note": "RxCocoa; all cases; debugDescription worded differently"
    },
    {
      "api": "NotificationCenter.rx.notification",
      "status": "same",
      "bridge": "NotificationCenter.rx.notification(_:object:)",
      "note": "RxCocoa Foundation extension, also on Linux"
    },
    {
      "api": "SectionedViewDataSourceType",
      "status": "same",
      "bridge": "SectionedViewDataSourceType",
      "note": "RxCocoa protocol: model(at:)"
    },
    {
      "api": "ObservableType.asSignal",
      "status": "same",
      "bridge": "asSignal(onErrorJustReturn:)",
      "note": "also onErrorSignalWith:, onErrorRecover:"
    },
    {
      "api": "Single.flatMapMaybe",
      "status": "same",
      "bridge": "flatMapMaybe(_:)",
      "note": ""
    },
    {
      "api": "Single.flatMapCompletable",
      "status": "same",
      "bridge": "flatMapCompletable(_:)",
      "note": ""
    }
  ]
}
"""#,
        .reactiveobjc: #"""
{
  "library": "ReactiveObjC 3.x (as Objective-C, and as Swift imports it)",
  "statuses": "same: the Swift spelling ReactiveObjC imports as works unchanged; renamed: use the spelling in bridge; different: same spelling, different shape or behavior (see note); unavailable: not provided (note says why)",
  "fields": "api: the Objective-C spelling; swift: the spelling Swift code written against ReactiveObjC uses (empty when there is none, e.g. macros); bridge: the RACBridge spelling; unavailable entries also carry reason (why: objc-runtime, associated-objects, selector-lifting, swizzling, ui-framework, swift-language) and instead (what to use)",
  "entries": [
    { "api": "import ReactiveObjC", "swift": "import ReactiveObjC", "status": "renamed", "bridge": "import RACBridge", "note": "module name; Objective-C files port to Swift", "match": "(#import\\s*<ReactiveObjC/|@import\\s+ReactiveObjC)" },
    { "api": "RACSignal", "swift": "RACSignal", "status": "same", "bridge": "RACSignal<Value>", "note": "generic over the value type; a subclass of Observable; observable.racSignal wraps the other way" },
    { "api": "RACStream", "swift": "RACStream", "status": "renamed", "bridge": "RACSignal", "note": "the stream operators are on RACSignal" },
    { "api": "+createSignal:", "swift": "RACSignal.createSignal(_:)", "status": "same", "bridge": "RACSignal.createSignal(_:)", "note": "the block gets any RACSubscriber<Value>, returns RACDisposable?" },
    { "api": "+return:", "swift": "RACSignal.return(_:)", "status": "same", "bridge": "RACSignal.return(_:)", "note": "" },
    { "api": "+empty", "swift": "RACSignal.empty()", "status": "same", "bridge": "RACSignal.empty()", "note": "" },
    { "api": "+error:", "swift": "RACSignal.error(_:)", "status": "same", "bridge": "RACSignal.error(_:)", "note": "any Swift.Error" },
    { "api": "+never", "swift": "RACSignal.never()", "status": "same", "bridge": "RACSignal.never()", "note": "" },
    { "api": "+defer:", "swift": "RACSignal.defer(_:)", "status": "same", "bridge": "RACSignal.defer(_:)", "note": "" },
    { "api": "-subscribeNext:", "swift": "subscribeNext(_:)", "status": "same", "bridge": "subscribeNext(_:)", "note": "with no error block an error is dropped, as RAC does (Rx sends it to its unhandled-error hook)" },
    { "api": "-subscribeNext:completed:", "swift": "subscribeNext(_:completed:)", "status": "same", "bridge": "subscribeNext(_:completed:)", "note": "an error is dropped, as with subscribeNext(_:)", "match": "(\\bsubscribeNext:((?!\\berror:)[^\\n])*\\bcompleted:|\\.subscribeNext\\(((?!\\berror:)[^\\n])*\\bcompleted:)" },
    { "api": "-subscribeNext:error:", "swift": "subscribeNext(_:error:)", "status": "same", "bridge": "subscribeNext(_:error:)", "note": "", "match": "(\\bsubscribeNext:[^\\n]*\\berror:|\\.subscribeNext\\([^\\n]*\\berror:)" },
    { "api": "-subscribeNext:error:completed:", "swift": "subscribeNext(_:error:completed:)", "status": "same", "bridge": "subscribeNext(_:error:completed:)", "note": "", "match": "(\\bsubscribeNext:[^\\n]*\\berror:[^\\n]*\\bcompleted:|\\.subscribeNext\\([^\\n]*\\berror:[^\\n]*\\bcompleted:)" },
    { "api": "-subscribeError:", "swift": "subscribeError(_:)", "status": "same", "bridge": "subscribeError(_:)", "note": "also subscribeError(_:completed:)" },
    { "api": "-subscribeError:completed:", "swift": "subscribeError(_:completed:)", "status": "same", "bridge": "subscribeError(_:completed:)", "note": "", "match": "(\\bsubscribeError:[^\\n]*\\bcompleted:|\\.subscribeError\\([^\\n]*\\bcompleted:)" },
    { "api": "-subscribeCompleted:", "swift": "subscribeCompleted(_:)", "status": "same", "bridge": "subscribeCompleted(_:)", "note": "" },
    { "api": "-subscribe:", "swift": "subscribe(_:)", "status": "same", "bridge": "subscribe(_ subscriber: any RACSubscriber<Value>)", "note": "" },
    { "api": "RACSubscriber", "swift": "RACSubscriber", "status": "same", "bridge": "RACSubscriber<Value>", "note": "protocol with a primary associated type" },
    { "api": "-sendNext:", "swift": "sendNext(_:)", "status": "same", "bridge": "sendNext(_:)", "note": "" },
    { "api": "-sendError:", "swift": "sendError(_:)", "status": "same", "bridge": "sendError(_:)", "note": "" },
    { "api": "-sendCompleted", "swift": "sendCompleted()", "status": "same", "bridge": "sendCompleted()", "note": "" },
    { "api": "-didSubscribeWithDisposable:", "swift": "didSubscribe(with:)", "status": "same", "bridge": "didSubscribe(with:)", "note": "" },
    { "api": "-bind:", "swift": "bind(_:)", "status": "different", "bridge": "bind { { value, stop in ... } }", "note": "stop is inout Bool instead of BOOL *" },
    { "api": "-flattenMap:", "swift": "flattenMap(_:)", "status": "same", "bridge": "flattenMap(_:)", "note": "" },
    { "api": "-flatten", "swift": "flatten()", "status": "same", "bridge": "flatten()", "note": "" },
    { "api": "-flatten:", "swift": "flatten(_:)", "status": "same", "bridge": "flatten(_:)", "note": "0 means no limit, as in RAC", "match": "(\\bflatten:|\\.flatten\\(\\s*[0-9a-z])" },
    { "api": "-map:", "swift": "map(_:)", "status": "same", "bridge": "map(_:)", "note": "" },
    { "api": "-mapReplace:", "swift": "mapReplace(_:)", "status": "same", "bridge": "mapReplace(_:)", "note": "" },
    { "api": "-filter:", "swift": "filter(_:)", "status": "same", "bridge": "filter(_:)", "note": "" },
    { "api": "-ignore:", "swift": "ignore(_:)", "status": "same", "bridge": "ignore(_:)", "note": "Equatable values" },
    { "api": "-reduceEach:", "swift": "reduceEach(_:)", "status": "different", "bridge": "reduceEach(_:)", "note": "on tuple-valued signals; the block takes the tuple's members" },
    { "api": "-concat:", "swift": "concat(_:)", "status": "same", "bridge": "concat(_:)", "note": "" },
    { "api": "+concat:", "swift": "RACSignal.concat(_:)", "status": "same", "bridge": "RACSignal.concat(_:)", "note": "takes an array of signals", "match": "(\\[RACSignal\\s+concat:|\\bRACSignal(<[^>]*>)?\\.concat\\()" },
    { "api": "-concat", "swift": "concat()", "status": "same", "bridge": "concat()", "note": "on a signal whose values are signals", "match": "(\\bconcat\\s*\\]|\\.concat\\(\\s*\\))" },
    { "api": "-zipWith:", "swift": "zip(with:)", "status": "different", "bridge": "zip(with:)", "note": "gives a Swift tuple (Value, Other), not RACTuple; completes once a side has completed with no value waiting, as RAC" },
    { "api": "+zip:", "swift": "RACSignal.zip(_:)", "status": "different", "bridge": "RACSignal.zip(_:)", "note": "array form gives [T]; variadic form gives a tuple" },
    { "api": "+zip:reduce:", "swift": "RACSignal.zip(_:reduce:)", "status": "different", "bridge": "RACSignal.zip(_:reduce:)", "note": "the array form's block takes the values as an array; the variadic form's block takes one argument per signal", "match": "(\\bzip:[^\\n]*\\breduce:|\\.zip\\([^\\n]*\\breduce:)" },
    { "api": "-combineLatestWith:", "swift": "combineLatest(with:)", "status": "different", "bridge": "combineLatest(with:)", "note": "gives a Swift tuple (Value, Other), not RACTuple" },
    { "api": "+combineLatest:", "swift": "RACSignal.combineLatest(_:)", "status": "different", "bridge": "RACSignal.combineLatest(_:)", "note": "array form gives [T] ([] allowed); variadic form a tuple" },
    { "api": "+combineLatest:reduce:", "swift": "RACSignal.combineLatest(_:reduce:)", "status": "different", "bridge": "RACSignal.combineLatest(_:reduce:)", "note": "the array form's block takes the values as an array; the variadic form's block takes one argument per signal", "match": "(\\bcombineLatest:[^\\n]*\\breduce:|\\.combineLatest\\([^\\n]*\\breduce:)" },
    { "api": "-merge:", "swift": "merge(_:)", "status": "same", "bridge": "merge(_:)", "note": "" },
    { "api": "+merge:", "swift": "RACSignal.merge(_:)", "status": "same", "bridge": "RACSignal.merge(_:)", "note": "takes an array of signals", "match": "(\\[RACSignal\\s+merge:|\\bRACSignal(<[^>]*>)?\\.merge\\()" },
    { "api": "-startWith:", "swift": "startWith(_:)", "status": "same", "bridge": "startWith(_:)", "note": "" },
    { "api": "-skip:", "swift": "skip(_:)", "status": "same", "bridge": "skip(_:)", "note": "" },
    { "api": "-take:", "swift": "take(_:)", "status": "same", "bridge": "take(_:)", "note": "" },
    { "api": "-takeLast:", "swift": "takeLast(_:)", "status": "same", "bridge": "takeLast(_:)", "note": "" },
    { "api": "-takeUntil:", "swift": "take(until:)", "status": "same", "bridge": "take(until:)", "note": "completes when the trigger sends a value or completes; the trigger's error is ignored" },
    { "api": "-takeUntilBlock:", "swift": "take(untilBlock:)", "status": "same", "bridge": "take(untilBlock:)", "note": "" },
    { "api": "-takeWhileBlock:", "swift": "take(whileBlock:)", "status": "same", "bridge": "take(whileBlock:)", "note": "" },
    { "api": "-skipUntilBlock:", "swift": "skip(untilBlock:)", "status": "same", "bridge": "skip(untilBlock:)", "note": "" },
    { "api": "-skipWhileBlock:", "swift": "skip(whileBlock:)", "status": "same", "bridge": "skip(whileBlock:)", "note": "" },
    { "api": "-takeUntilReplacement:", "swift": "take(untilReplacement:)", "status": "same", "bridge": "take(untilReplacement:)", "note": "the replacement is subscribed first; the receiver's completion is not forwarded" },
    { "api": "-distinctUntilChanged", "swift": "distinctUntilChanged()", "status": "different", "bridge": "distinctUntilChanged()", "note": "compares with Equatable ==, not isEqual:" },
    { "api": "-scanWithStart:reduce:", "swift": "scan(withStart:reduce:)", "status": "same", "bridge": "scan(withStart:reduce:)", "note": "" },
    { "api": "-scanWithStart:reduceWithIndex:", "swift": "scan(withStart:reduceWithIndex:)", "status": "same", "bridge": "scan(withStart:reduceWithIndex:)", "note": "the index is an Int", "match": "(\\bscanWithStart:[^\\n]*\\breduceWithIndex:|\\.scan\\(\\s*withStart:[^\\n]*\\breduceWithIndex:)" },
    { "api": "-combinePreviousWithStart:reduce:", "swift": "combinePrevious(withStart:reduce:)", "status": "same", "bridge": "combinePrevious(withStart:reduce:)", "note": "" },
    { "api": "-aggregateWithStart:reduce:", "swift": "aggregate(withStart:reduce:)", "status": "same", "bridge": "aggregate(withStart:reduce:)", "note": "" },
    { "api": "-aggregateWithStart:reduceWithIndex:", "swift": "aggregate(withStart:reduceWithIndex:)", "status": "same", "bridge": "aggregate(withStart:reduceWithIndex:)", "note": "the index is an Int", "match": "(\\baggregateWithStart:[^\\n]*\\breduceWithIndex:|\\.aggregate\\(\\s*withStart:[^\\n]*\\breduceWithIndex:)" },
    { "api": "-collect", "swift": "collect()", "status": "same", "bridge": "collect()", "note": "" },
    { "api": "-toArray", "swift": "toArray()", "status": "same", "bridge": "toArray()", "note": "blocking; nil on error" },
    { "api": "sequence", "swift": "sequence", "status": "different", "bridge": "sequence", "note": "a Swift sequence (AnySequence<Value>) instead of RACSequence: reading it subscribes at once; iterating waits for each value and ends at completion or error", "match": "\\w\\.sequence\\b" },
    { "api": "-doNext:", "swift": "doNext(_:)", "status": "same", "bridge": "doNext(_:)", "note": "" },
    { "api": "-doError:", "swift": "doError(_:)", "status": "same", "bridge": "doError(_:)", "note": "" },
    { "api": "-doCompleted:", "swift": "doCompleted(_:)", "status": "same", "bridge": "doCompleted(_:)", "note": "" },
    { "api": "-initially:", "swift": "initially(_:)", "status": "same", "bridge": "initially(_:)", "note": "" },
    { "api": "-finally:", "swift": "finally(_:)", "status": "same", "bridge": "finally(_:)", "note": "runs on completion or error, not on disposal" },
    { "api": "-then:", "swift": "then(_:)", "status": "same", "bridge": "then(_:)", "note": "" },
    { "api": "-ignoreValues", "swift": "ignoreValues()", "status": "same", "bridge": "ignoreValues()", "note": "" },
    { "api": "-materialize", "swift": "materialize()", "status": "same", "bridge": "materialize()", "note": "values are RACEvent<Value>" },
    { "api": "-dematerialize", "swift": "dematerialize()", "status": "same", "bridge": "dematerialize()", "note": "" },
    { "api": "-not", "swift": "not()", "status": "same", "bridge": "not()", "note": "RACSignal<Bool>" },
    { "api": "-and", "swift": "and()", "status": "different", "bridge": "and()", "note": "on signals of Bool tuples, not RACTuple of NSNumber" },
    { "api": "-or", "swift": "or()", "status": "different", "bridge": "or()", "note": "on signals of Bool tuples, not RACTuple of NSNumber" },
    { "api": "-any", "swift": "any()", "status": "same", "bridge": "any()", "note": "RACSignal<Bool>" },
    { "api": "-any:", "swift": "any(_:)", "status": "same", "bridge": "any(_:)", "note": "RACSignal<Bool>", "match": "(\\bany:|\\.any\\s*(\\{|\\(\\s*\\{))" },
    { "api": "-all:", "swift": "all(_:)", "status": "same", "bridge": "all(_:)", "note": "" },
    { "api": "-catch:", "swift": "catch(_:)", "status": "same", "bridge": "catch(_:)", "note": "", "match": "(\\bcatch:|\\.catch\\s*[({])" },
    { "api": "-catchTo:", "swift": "catch(to:)", "status": "same", "bridge": "catch(to:)", "note": "" },
    { "api": "-retry", "swift": "retry()", "status": "same", "bridge": "retry()", "note": "resubscribes after every error, forever" },
    { "api": "-retry:", "swift": "retry(_:)", "status": "same", "bridge": "retry(_:)", "note": "resubscribes up to retryCount times after an error (retryCount + 1 subscriptions), as RAC; retry(0) retries forever", "match": "(\\bretry:|\\.retry\\(\\s*[0-9A-Za-z_])" },
    { "api": "-try:", "swift": "try(_:)", "status": "different", "bridge": "try(_:)", "note": "the block throws instead of returning NO with an NSError **" },
    { "api": "+try:", "swift": "RACSignal.try(_:)", "status": "different", "bridge": "RACSignal.try(_:)", "note": "the block returns the value or throws, instead of returning nil with an NSError **; it runs on each subscription", "match": "(\\[RACSignal\\s+try:|\\bRACSignal(<[^>]*>)?\\.try\\b)" },
    { "api": "-tryMap:", "swift": "tryMap(_:)", "status": "different", "bridge": "tryMap(_:)", "note": "the block throws instead of filling an NSError **" },
    { "api": "-switchToLatest", "swift": "switchToLatest()", "status": "same", "bridge": "switchToLatest()", "note": "" },
    { "api": "+switch:cases:default:", "swift": "RACSignal.switch(_:cases:default:)", "status": "same", "bridge": "RACSignal.switch(_:cases:default:)", "note": "" },
    { "api": "+if:then:else:", "swift": "RACSignal.if(_:then:else:)", "status": "same", "bridge": "RACSignal.if(_:then:else:)", "note": "" },
    { "api": "-throttle:", "swift": "throttle(_:)", "status": "same", "bridge": "throttle(_:)", "note": "sends a value once interval has passed with no newer one (Rx calls this debounce); also an on: overload" },
    { "api": "-delay:", "swift": "delay(_:)", "status": "same", "bridge": "delay(_:)", "note": "also delay(_:on:)" },
    { "api": "-timeout:onScheduler:", "swift": "timeout(_:on:)", "status": "same", "bridge": "timeout(_:on:)", "note": "one deadline for the whole signal, not one per value" },
    { "api": "+interval:onScheduler:", "swift": "RACSignal.interval(_:on:)", "status": "same", "bridge": "RACSignal<Date>.interval(_:on:)", "note": "values are Date (the scheduler's now), not counters" },
    { "api": "+interval:onScheduler:withLeeway:", "swift": "RACSignal.interval(_:on:withLeeway:)", "status": "same", "bridge": "RACSignal<Date>.interval(_:on:withLeeway:)", "note": "ticks at the times interval(_:on:) does, which is within any leeway", "match": "(\\binterval:[^\\n]*\\bwithLeeway:|\\.interval\\([^\\n]*\\bwithLeeway:)" },
    { "api": "-bufferWithTime:onScheduler:", "swift": "buffer(withTime:on:)", "status": "same", "bridge": "buffer(withTime:on:)", "note": "never sends an empty buffer; buffers are arrays, not RACTuple" },
    { "api": "-sample:", "swift": "sample(_:)", "status": "same", "bridge": "sample(_:)", "note": "sends the sampled signal's latest value at each tick, again if nothing new arrived" },
    { "api": "-repeat", "swift": "repeat()", "status": "same", "bridge": "repeat()", "note": "" },
    { "api": "-deliverOn:", "swift": "deliver(on:)", "status": "same", "bridge": "deliver(on:)", "note": "" },
    { "api": "-subscribeOn:", "swift": "subscribe(on:)", "status": "same", "bridge": "subscribe(on:)", "note": "" },
    { "api": "-deliverOnMainThread", "swift": "deliverOnMainThread()", "status": "same", "bridge": "deliverOnMainThread()", "note": "on Linux the main queue must be serviced (Docs/Schedulers.md)" },
    { "api": "-publish", "swift": "publish()", "status": "same", "bridge": "publish()", "note": "" },
    { "api": "-multicast:", "swift": "multicast(_:)", "status": "same", "bridge": "multicast(_:)", "note": "" },
    { "api": "-replay", "swift": "replay()", "status": "same", "bridge": "replay()", "note": "connects at once and never disconnects" },
    { "api": "-replayLast", "swift": "replayLast()", "status": "same", "bridge": "replayLast()", "note": "" },
    { "api": "-replayLazily", "swift": "replayLazily()", "status": "same", "bridge": "replayLazily()", "note": "" },
    { "api": "RACMulticastConnection", "swift": "RACMulticastConnection", "status": "same", "bridge": "RACMulticastConnection", "note": "signal, connect(), autoconnect() (connects at the first subscription, once)" },
    { "api": "signal", "swift": "signal", "status": "same", "bridge": "signal", "note": "the connection's RACSignal<Value>", "match": "\\w\\.signal\\b(?!\\s*\\()" },
    { "api": "-connect", "swift": "connect()", "status": "same", "bridge": "connect()", "note": "" },
    { "api": "-autoconnect", "swift": "autoconnect()", "status": "same", "bridge": "autoconnect()", "note": "" },
    { "api": "-first", "swift": "first()", "status": "same", "bridge": "first()", "note": "blocking; Value?" },
    { "api": "-firstOrDefault:", "swift": "first(orDefault:)", "status": "same", "bridge": "first(orDefault:)", "note": "blocking" },
    { "api": "-waitUntilCompleted:", "swift": "waitUntilCompleted()", "status": "same", "bridge": "waitUntilCompleted()", "note": "throws instead of NSError **" },
    { "api": "-firstOrDefault:success:error:", "swift": "firstOrDefault(_:success:)", "status": "renamed", "bridge": "first(orDefault:success:)", "note": "blocking; throws instead of filling an NSError **; success is UnsafeMutablePointer<Bool>? (pass &flag or nil)" },
    { "api": "-logNext", "swift": "logNext()", "status": "same", "bridge": "logNext()", "note": "the result keeps the receiver's name" },
    { "api": "-setNameWithFormat:", "swift": "", "status": "renamed", "bridge": "setName(withFormat:_:)", "note": "C-variadic, so ReactiveObjC's Swift import lacks it: setName(withFormat: \"[%@] -search\", query) returns the signal; RAC applies it only when RAC_DEBUG_SIGNAL_NAMES is set, RACBridge always (its operators do not name their results)" },
    { "api": "-groupBy:", "swift": "groupBy(_:)", "status": "different", "bridge": "groupBy(_:)", "note": "keys are Hashable (NSCopying in RAC); sends RACGroupedSignal<Key, Value>; the result ends before the groups, which end in creation order; disposing the result disposes the source (Rx groupBy(keySelector:) keeps it while a group is subscribed)" },
    { "api": "RACSubject", "swift": "RACSubject", "status": "same", "bridge": "RACSubject<Value>()", "note": "keeps no terminal state: a subscriber that comes after completion gets nothing" },
    { "api": "+subject", "swift": "RACSubject()", "status": "same", "bridge": "RACSubject<Value>()", "note": "", "match": "(\\bsubject\\s*\\]|\\bRACSubject(<[^>]*>)?\\(\\s*\\))" },
    { "api": "RACReplaySubject", "swift": "RACReplaySubject", "status": "same", "bridge": "RACReplaySubject<Value>(capacity:)", "note": "RACReplaySubject<Value>() and the capacity RACReplaySubjectUnlimitedCapacity are unbounded" },
    { "api": "+replaySubjectWithCapacity:", "swift": "RACReplaySubject(capacity:)", "status": "same", "bridge": "RACReplaySubject<Value>(capacity:)", "note": "capacity is an Int", "match": "(\\breplaySubjectWithCapacity:|\\bRACReplaySubject(<[^>]*>)?\\(\\s*capacity:)" },
    { "api": "RACBehaviorSubject", "swift": "RACBehaviorSubject", "status": "same", "bridge": "RACBehaviorSubject<Value>(defaultValue:)", "note": "" },
    { "api": "+behaviorSubjectWithDefaultValue:", "swift": "RACBehaviorSubject(defaultValue:)", "status": "same", "bridge": "RACBehaviorSubject<Value>(defaultValue:)", "note": "", "match": "(\\bbehaviorSubjectWithDefaultValue:|\\bRACBehaviorSubject(<[^>]*>)?\\(\\s*defaultValue:)" },
    { "api": "RACDisposable", "swift": "RACDisposable", "status": "same", "bridge": "RACDisposable(block:)", "note": "isDisposed, dispose(), asScopedDisposable()" },
    { "api": "+disposableWithBlock:", "swift": "RACDisposable(block:)", "status": "same", "bridge": "RACDisposable(block:)", "note": "RACDisposable() is a disposable with nothing to do", "match": "(\\bdisposableWithBlock:|\\bRACDisposable\\s*(\\(\\s*block:|\\{))" },
    { "api": "-dispose", "swift": "dispose()", "status": "same", "bridge": "dispose()", "note": "" },
    { "api": "disposed", "swift": "isDisposed", "status": "same", "bridge": "isDisposed", "note": "the getter isDisposed is the Swift name", "match": "(\\.disposed\\b|\\bisDisposed\\b)" },
    { "api": "RACCompoundDisposable", "swift": "RACCompoundDisposable", "status": "same", "bridge": "RACCompoundDisposable(disposables:)", "note": "add(_:), remove(_:)" },
    { "api": "+compoundDisposable", "swift": "RACCompoundDisposable()", "status": "same", "bridge": "RACCompoundDisposable()", "note": "", "match": "(\\bcompoundDisposable\\s*\\]|\\bRACCompoundDisposable\\(\\s*\\))" },
    { "api": "+compoundDisposableWithDisposables:", "swift": "RACCompoundDisposable(disposables:)", "status": "same", "bridge": "RACCompoundDisposable(disposables:)", "note": "an array of RACDisposable", "match": "(\\bcompoundDisposableWithDisposables:|\\bRACCompoundDisposable\\(\\s*disposables:)" },
    { "api": "RACSerialDisposable", "swift": "RACSerialDisposable", "status": "same", "bridge": "RACSerialDisposable(disposable:)", "note": "disposable, swapIn(_:)" },
    { "api": "+serialDisposableWithDisposable:", "swift": "RACSerialDisposable(disposable:)", "status": "same", "bridge": "RACSerialDisposable(disposable:)", "note": "", "match": "(\\bserialDisposableWithDisposable:|\\bRACSerialDisposable\\(\\s*disposable:)" },
    { "api": "disposable", "swift": "disposable", "status": "same", "bridge": "disposable", "note": "settable; setting it after disposal disposes the new value", "match": "\\w\\.disposable\\b" },
    { "api": "RACScopedDisposable", "swift": "RACScopedDisposable", "status": "same", "bridge": "RACScopedDisposable", "note": "disposes on deinit" },
    { "api": "+scopedDisposableWithDisposable:", "swift": "RACScopedDisposable(disposable:)", "status": "same", "bridge": "RACScopedDisposable(disposable:)", "note": "", "match": "(\\bscopedDisposableWithDisposable:|\\bRACScopedDisposable\\(\\s*disposable:)" },
    { "api": "-swapInDisposable:", "swift": "swapIn(_:)", "status": "same", "bridge": "swapIn(_:)", "note": "" },
    { "api": "-addDisposable:", "swift": "add(_:)", "status": "same", "bridge": "add(_:)", "note": "" },
    { "api": "-removeDisposable:", "swift": "remove(_:)", "status": "same", "bridge": "remove(_:)", "note": "" },
    { "api": "-asScopedDisposable", "swift": "asScopedDisposable()", "status": "same", "bridge": "asScopedDisposable()", "note": "" },
    { "api": "RACScheduler", "swift": "RACScheduler", "status": "same", "bridge": "RACScheduler", "note": "also an Rx SchedulerType; RACSchedulerPriority; queue schedulers are RACTargetQueueScheduler (RACQueueScheduler)" },
    { "api": "+immediateScheduler", "swift": "RACScheduler.immediate()", "status": "same", "bridge": "RACScheduler.immediate()", "note": "" },
    { "api": "+mainThreadScheduler", "swift": "RACScheduler.mainThread()", "status": "same", "bridge": "RACScheduler.mainThread()", "note": "" },
    { "api": "+scheduler", "swift": "RACScheduler.scheduler()", "status": "same", "bridge": "RACScheduler.scheduler()", "note": "also scheduler(with:) and scheduler(with:name:)", "match": "(\\[RACScheduler\\s+scheduler|RACScheduler\\.scheduler\\()" },
    { "api": "+currentScheduler", "swift": "RACScheduler.current()", "status": "same", "bridge": "RACScheduler.current()", "note": "" },
    { "api": "-schedule:", "swift": "schedule(_:)", "status": "same", "bridge": "schedule(_:)", "note": "returns RACDisposable?" },
    { "api": "-after:schedule:", "swift": "after(_:schedule:)", "status": "same", "bridge": "after(_:schedule:)", "note": "also after(_:repeatingEvery:withLeeway:schedule:)" },
    { "api": "-afterDelay:schedule:", "swift": "afterDelay(_:schedule:)", "status": "same", "bridge": "afterDelay(_:schedule:)", "note": "" },
    { "api": "-after:repeatingEvery:withLeeway:schedule:", "swift": "after(_:repeatingEvery:withLeeway:schedule:)", "status": "same", "bridge": "after(_:repeatingEvery:withLeeway:schedule:)", "note": "the immediate scheduler does not support it (precondition failure), as in RAC", "match": "(\\bafter:[^\\n]*\\brepeatingEvery:|\\.after\\([^\\n]*\\brepeatingEvery:)" },
    { "api": "-scheduleRecursiveBlock:", "swift": "scheduleRecursiveBlock(_:)", "status": "same", "bridge": "scheduleRecursiveBlock(_:)", "note": "" },
    { "api": "-performAsCurrentScheduler:", "swift": "performAsCurrentScheduler(_:)", "status": "same", "bridge": "performAsCurrentScheduler(_:)", "note": "for scheduler subclasses, as in RAC; also runs test code as if on a scheduler" },
    { "api": "RACQueueScheduler", "swift": "RACQueueScheduler", "status": "different", "bridge": "RACQueueScheduler", "note": "an alias of RACTargetQueueScheduler, which is final: make a scheduler on a queue with RACQueueScheduler(name:queue:) instead of subclassing" },
    { "api": "-initWithName:queue:", "swift": "RACQueueScheduler(name:queue:)", "status": "same", "bridge": "RACQueueScheduler(name:queue:)", "note": "runs blocks on the given serial DispatchQueue", "match": "(\\binitWithName:[^\\n]*\\bqueue:|\\bRACQueueScheduler\\(\\s*name:)" },
    { "api": "queue", "swift": "queue", "status": "same", "bridge": "queue", "note": "a DispatchQueue", "match": "\\w\\.queue\\b" },
    { "api": "+wallTimeWithDate:", "swift": "RACQueueScheduler.wallTime(with:)", "status": "different", "bridge": "RACQueueScheduler.wallTime(with:)", "note": "returns a DispatchWallTime instead of a dispatch_time_t" },
    { "api": "RACTargetQueueScheduler", "swift": "RACTargetQueueScheduler", "status": "same", "bridge": "RACTargetQueueScheduler", "note": "mainThread() and scheduler() return instances of it" },
    { "api": "-initWithName:targetQueue:", "swift": "RACTargetQueueScheduler(name:targetQueue:)", "status": "same", "bridge": "RACTargetQueueScheduler(name:targetQueue:)", "note": "its own serial queue targeting targetQueue", "match": "(\\binitWithName:[^\\n]*\\btargetQueue:|\\bRACTargetQueueScheduler\\(\\s*name:)" },
    { "api": "RACTestScheduler", "swift": "RACTestScheduler", "status": "same", "bridge": "RACTestScheduler", "note": "in ReactiveTesting; step(), step(_:), stepAll()" },
    { "api": "-init", "swift": "RACTestScheduler()", "status": "same", "bridge": "RACTestScheduler()", "note": "RACTestScheduler's initializer; RACTestScheduler(testScheduler:) shares a ReactiveTesting TestScheduler's clock", "match": "(\\[\\s*\\[\\s*RACTestScheduler\\s+alloc\\s*\\]\\s*init\\s*\\]|\\bRACTestScheduler\\(\\s*\\))" },
    { "api": "-stepAll", "swift": "stepAll()", "status": "same", "bridge": "stepAll()", "note": "" },
    { "api": "RACEvent", "swift": "RACEvent", "status": "same", "bridge": "RACEvent<Value>", "note": "eventType (RACEventType), value, error, isFinished, RACEvent.completed; event gives the engine Event" },
    { "api": "+completedEvent", "swift": "RACEvent.completed()", "status": "renamed", "bridge": "RACEvent<Value>.completed", "note": "a static property", "match": "(\\bcompletedEvent\\s*\\]|\\bRACEvent(<[^>]*>)?\\.completed\\b)" },
    { "api": "+eventWithError:", "swift": "RACEvent(error:)", "status": "same", "bridge": "RACEvent<Value>(error:)", "note": "any Swift.Error", "match": "(\\beventWithError:|\\bRACEvent(<[^>]*>)?\\(\\s*error:)" },
    { "api": "+eventWithValue:", "swift": "RACEvent(value:)", "status": "same", "bridge": "RACEvent<Value>(value:)", "note": "", "match": "(\\beventWithValue:|\\bRACEvent(<[^>]*>)?\\(\\s*value:)" },
    { "api": "eventType", "swift": "eventType", "status": "same", "bridge": "eventType", "note": "RACEventType: .next, .error, .completed", "match": "\\.eventType\\b" },
    { "api": "finished", "swift": "isFinished", "status": "same", "bridge": "isFinished", "note": "the getter isFinished is the Swift name", "match": "(\\.finished\\b|\\.isFinished\\b)" },
    { "api": "error", "swift": "error", "status": "same", "bridge": "error", "note": "RACEvent's error: Swift.Error?", "match": "\\w\\.error\\b(?!\\s*[(:])" },
    { "api": "value", "swift": "value", "status": "same", "bridge": "value", "note": "RACEvent's value: Value?", "match": "\\w\\.value\\b(?!\\s*\\()" },
    { "api": "RACCommand", "swift": "RACCommand", "status": "same", "bridge": "RACCommand<Input, Value>", "note": "delivers on the main thread scheduler" },
    { "api": "-initWithSignalBlock:", "swift": "RACCommand(signal:)", "status": "renamed", "bridge": "RACCommand(signalBlock:)", "note": "the Swift import of ReactiveObjC names the label signal:; RACBridge keeps the selector's signalBlock:", "match": "(initWithSignalBlock:|RACCommand(<[^>]*>)?\\(signal:)" },
    { "api": "-initWithEnabled:signalBlock:", "swift": "RACCommand(enabled:signal:)", "status": "renamed", "bridge": "RACCommand(enabled:signalBlock:)", "note": "as above", "match": "(initWithEnabled:|RACCommand(<[^>]*>)?\\(enabled:)" },
    { "api": "-execute:", "swift": "execute(_:)", "status": "same", "bridge": "execute(_:)", "note": "a disabled command errors with RACCommandError.notEnabled" },
    { "api": "executionSignals", "swift": "executionSignals", "status": "same", "bridge": "executionSignals", "note": "never carries errors", "match": "\\.executionSignals\\b" },
    { "api": "executing", "swift": "executing", "status": "same", "bridge": "executing", "note": "", "match": "\\.executing\\b" },
    { "api": "enabled", "swift": "enabled", "status": "same", "bridge": "enabled", "note": "", "match": "\\.enabled\\b" },
    { "api": "errors", "swift": "errors", "status": "same", "bridge": "errors", "note": "RACSignal<Error>", "match": "\\.errors\\b" },
    { "api": "allowsConcurrentExecution", "swift": "allowsConcurrentExecution", "status": "same", "bridge": "allowsConcurrentExecution", "note": "", "match": "\\.allowsConcurrentExecution\\b" },
    { "api": "RACCommandErrorNotEnabled", "swift": "RACCommandErrorNotEnabled", "status": "renamed", "bridge": "RACCommandError.notEnabled", "note": "the Code of RACCommandError, an error struct in the style of CocoaError (code, command, errorUserInfo) that bridges to NSError with RACCommandErrorDomain, the same code and the command under RACUnderlyingCommandErrorKey, on Linux too: match with `catch RACCommandError.notEnabled` or `if case RACCommandError.notEnabled = error` instead of comparing codes" },
    { "api": "RACSignalErrorTimedOut", "swift": "RACSignalErrorTimedOut", "status": "renamed", "bridge": "RACSignalError.timedOut", "note": "an error enum case (RACSignalError) with RACSignalErrorDomain and the same code" },
    { "api": "RACObserve(TARGET, KEYPATH)", "swift": "rac_values(forKeyPath:observer:)", "status": "different", "bridge": "RACObserve(object, \\.keyPath)", "note": "Swift key paths over Observation (@Observable classes), Linux included; no KVO", "match": "(\\bRACObserve\\s*\\(|\\.rac_values\\(forKeyPath:)" },
    { "api": "RAC(TARGET, KEYPATH)", "swift": "setKeyPath(_:on:)", "status": "different", "bridge": "signal.setKeyPath(\\.keyPath, on: object)", "note": "a Swift key path instead of a KVC string (see -setKeyPath:onObject:)", "match": "\\bRAC\\s*\\(" },
    { "api": "-setKeyPath:onObject:", "swift": "setKeyPath(_:on:)", "status": "different", "bridge": "setKeyPath(\\.keyPath, on: object)", "note": "a Swift key path instead of a KVC string; the object is held weakly and the binding ends when it is gone", "match": "(\\bsetKeyPath:|\\.setKeyPath\\()" },
    { "api": "-setKeyPath:onObject:nilValue:", "swift": "setKeyPath(_:on:nilValue:)", "status": "different", "bridge": "setKeyPath(\\.keyPath, on: object, nilValue: value)", "note": "on signals of optionals: nil writes nilValue; a Swift key path instead of a KVC string", "match": "(\\bsetKeyPath:[^\\n]*\\bnilValue:|\\.setKeyPath\\([^\\n]*\\bnilValue:)" },
    { "api": "@weakify", "swift": "", "status": "unavailable", "bridge": "", "note": "a C preprocessor macro: use [weak self] capture lists", "match": "@(weakify|strongify)\\b", "reason": "swift-language", "instead": "[weak self] capture lists" },
    { "api": "RACTuple", "swift": "RACTuple", "status": "different", "bridge": "Swift tuples", "note": "combineLatest/zip give (A, B); reduceEach destructures" },
    { "api": "RACTuplePack", "swift": "", "status": "different", "bridge": "Swift tuple literal (a, b)", "note": "macro" },
    { "api": "RACTupleUnpack", "swift": "", "status": "different", "bridge": "let (a, b) = tuple", "note": "macro" },
    { "api": "RACUnit", "swift": "RACUnit", "status": "different", "bridge": "Void", "note": "signals of Void send ()" },
    { "api": "-rac_willDeallocSignal", "swift": "rac_willDeallocSignal()", "status": "unavailable", "bridge": "", "note": "on Apple platforms RACBridge adds it to NSObject (Objective-C associated objects); Linux has none: a RACLifetime owned by the object stands in (its `ended` completes when the owner deinitializes; take(until: lifetime.ended))", "reason": "associated-objects", "instead": "a RACLifetime owned by the object: take(until: lifetime.ended)" },
    { "api": "-rac_deallocDisposable", "swift": "rac_deallocDisposable", "status": "unavailable", "bridge": "", "note": "on Apple platforms RACBridge adds it to NSObject (Objective-C associated objects); Linux has none: a RACLifetime's deallocDisposable, or a RACCompoundDisposable property disposed in deinit", "reason": "associated-objects", "instead": "a RACCompoundDisposable property, or a RACLifetime's deallocDisposable" },
    { "api": "-rac_liftSelector:withSignals:", "swift": "rac_liftSelector(_:withSignalsFrom:)", "status": "unavailable", "bridge": "", "note": "needs the Objective-C runtime: combineLatest + subscribeNext", "reason": "selector-lifting", "instead": "RACSignal.combineLatest(_:) + subscribeNext calling the method" },
    { "api": "-rac_signalForSelector:", "swift": "rac_signal(for:)", "status": "unavailable", "bridge": "", "note": "needs the Objective-C runtime (method swizzling)", "reason": "swizzling", "instead": "a RACSubject the method sends to" },
    { "api": "RACChannel", "swift": "RACChannel", "status": "same", "bridge": "RACChannel<Value>()", "note": "two-way binding: each terminal sends only what the other one is sent; the following terminal replays the latest value" },
    { "api": "RACSequence", "swift": "RACSequence", "status": "unavailable", "bridge": "", "note": "use Swift sequences and lazy (rac_sequence too); a signal's values: RACSignal.sequence", "reason": "swift-language", "instead": "Swift sequences and lazy; RACSignal's sequence for a signal's values" },
    { "api": "-rac_textSignal", "swift": "rac_textSignal", "status": "unavailable", "bridge": "", "note": "UIKit category; not on Linux", "reason": "ui-framework", "instead": "a RACSubject fed by the control's editing events" },
    { "api": "-rac_signalForControlEvents:", "swift": "rac_signal(for:)", "status": "unavailable", "bridge": "", "note": "UIKit category; not on Linux", "match": "\\brac_signalForControlEvents:", "reason": "ui-framework", "instead": "a RACSubject fed by the control's target-action" },
    { "api": "rac_command", "swift": "rac_command", "status": "unavailable", "bridge": "", "note": "UIKit category (UIButton, UIBarButtonItem); not on Linux: bind enabled/execute yourself", "reason": "ui-framework", "instead": "bind the command's enabled and call execute from the action" },
    { "api": "-rac_prepareForReuseSignal", "swift": "rac_prepareForReuseSignal", "status": "unavailable", "bridge": "", "note": "UIKit category; not on Linux", "reason": "ui-framework", "instead": "a RACSubject sent from prepareForReuse()" },
    { "api": "-rac_addObserverForName:object:", "swift": "rac_addObserver(forName:object:)", "status": "different", "bridge": "rac_addObserver(forName:object:)", "note": "on NotificationCenter, Linux included; sends Notification values; object is AnyObject? and is not kept alive" },
    { "api": "-groupBy:transform:", "swift": "groupBy(_:transform:)", "status": "different", "bridge": "groupBy(_:transform:)", "note": "as groupBy(_:); the groups carry transform's results: RACGroupedSignal<Key, Result>" },
    { "api": "RACGroupedSignal", "swift": "RACGroupedSignal", "status": "same", "bridge": "RACGroupedSignal<Key, Value>", "note": "a RACSubject (no terminal state) with key: Key" },
    { "api": "+signalWithKey:", "swift": "RACGroupedSignal(key:)", "status": "same", "bridge": "RACGroupedSignal(key:)", "note": "", "match": "(\\bsignalWithKey:|RACGroupedSignal(<[^>]*>)?\\(key:)" },
    { "api": "key", "swift": "key", "status": "same", "bridge": "key", "note": "RACGroupedSignal: the group's key, of the Key type", "match": "\\w\\.key\\b" },
    { "api": "-logAll", "swift": "logAll()", "status": "same", "bridge": "logAll()", "note": "writes with NSLog (standard error), as RAC does; the line shows the signal's name" },
    { "api": "-logError", "swift": "logError()", "status": "same", "bridge": "logError()", "note": "" },
    { "api": "-logCompleted", "swift": "logCompleted()", "status": "same", "bridge": "logCompleted()", "note": "" },
    { "api": "name", "swift": "name", "status": "same", "bridge": "name", "note": "empty until set; thread-safe; shown by description and the log operators", "match": "\\.name\\s*=(?!=)" },
    { "api": "-asynchronousFirstOrDefault:success:error:", "swift": "asynchronousFirstOrDefault(_:success:)", "status": "renamed", "bridge": "asynchronousFirst(orDefault:success:timeout:)", "note": "main thread only: runs the main run loop (on Linux RunLoop.main also runs main-queue blocks) until the first value, 10 s timeout; throws instead of an NSError **; success is UnsafeMutablePointer<Bool>?" },
    { "api": "-asynchronousFirstOrDefault:success:error:timeout:", "swift": "asynchronousFirstOrDefault(_:success:error:timeout:)", "status": "renamed", "bridge": "asynchronousFirst(orDefault:success:timeout:)", "note": "as the form without timeout; a timeout throws RACSignalError.timedOut" },
    { "api": "-asynchronouslyWaitUntilCompleted:", "swift": "asynchronouslyWaitUntilCompleted()", "status": "same", "bridge": "asynchronouslyWaitUntilCompleted(timeout:)", "note": "main thread only: runs the main run loop until completion (10 s timeout); throws the error" },
    { "api": "-asynchronouslyWaitUntilCompleted:timeout:", "swift": "asynchronouslyWaitUntilCompleted(_:timeout:)", "status": "different", "bridge": "asynchronouslyWaitUntilCompleted(timeout:)", "note": "throws instead of the NSError ** argument (which is not last, so Swift's import keeps it)" },
    { "api": "+startEagerlyWithScheduler:block:", "swift": "RACSignal.startEagerly(with:block:)", "status": "same", "bridge": "RACSignal.startEagerly(with:block:)", "note": "the block runs once, now, on the scheduler; its events are replayed" },
    { "api": "+startLazilyWithScheduler:block:", "swift": "RACSignal.startLazily(with:block:)", "status": "same", "bridge": "RACSignal.startLazily(with:block:)", "note": "the block runs once, at the first subscription, on the scheduler; its events are replayed" },
    { "api": "-aggregateWithStartFactory:reduce:", "swift": "aggregate(withStartFactory:reduce:)", "status": "same", "bridge": "aggregate(withStartFactory:reduce:)", "note": "a fresh start value per subscription" },
    { "api": "-reduceApply", "swift": "reduceApply()", "status": "different", "bridge": "reduceApply()", "note": "on signals of Swift tuples (block, argument, ...) with 1 to 6 arguments, not RACTuple; every value's block has the tuple's type" },
    { "api": "-throttle:valuesPassingTest:", "swift": "throttle(_:valuesPassingTest:)", "status": "same", "bridge": "throttle(_:valuesPassingTest:)", "note": "a value failing the test drops the waiting one and is sent at once; also throttle(_:valuesPassingTest:on:)" },
    { "api": "+schedulerWithPriority:", "swift": "RACScheduler.scheduler(with:)", "status": "same", "bridge": "RACScheduler.scheduler(with:)", "note": "a new serial background scheduler; RACSchedulerPriority .high, .default, .low, .background" },
    { "api": "+schedulerWithPriority:name:", "swift": "RACScheduler.scheduler(with:name:)", "status": "same", "bridge": "RACScheduler.scheduler(with:name:)", "note": "" },
    { "api": "-step", "swift": "step()", "status": "same", "bridge": "step()", "note": "RACTestScheduler: runs the next block, advancing the virtual clock to its date", "match": "(\\bstep\\s*\\]|\\.step\\(\\s*\\))" },
    { "api": "-step:", "swift": "step(_:)", "status": "same", "bridge": "step(_:)", "note": "RACTestScheduler: runs the next n blocks", "match": "(\\bstep:|\\.step\\(\\s*[0-9a-z])" },
    { "api": "leadingTerminal", "swift": "leadingTerminal", "status": "same", "bridge": "leadingTerminal", "note": "the model's side (no starting value)", "match": "\\.leadingTerminal\\b" },
    { "api": "followingTerminal", "swift": "followingTerminal", "status": "same", "bridge": "followingTerminal", "note": "the side handed out (the latest value first)", "match": "\\.followingTerminal\\b" },
    { "api": "RACChannelTerminal", "swift": "RACChannelTerminal", "status": "same", "bridge": "RACChannelTerminal<Value>", "note": "a RACSignal and a RACSubscriber; an end sent to it ends both terminals" },
    { "api": "RACKVOChannel", "swift": "RACKVOChannel", "status": "different", "bridge": "RACKVOChannel(target:keyPath:)", "note": "binds a property of an @Observable class by Swift key path (Swift Observation, Linux included; no KVO); the channel's own writes are not echoed" },
    { "api": "-initWithTarget:keyPath:nilValue:", "swift": "RACKVOChannel(target:keyPath:nilValue:)", "status": "different", "bridge": "RACKVOChannel(target: object, keyPath: \\.property)", "note": "a typed key path instead of a string; no nilValue: an optional property takes nil itself" },
    { "api": "RACChannelTo(TARGET, ...)", "swift": "", "status": "different", "bridge": "RACChannelTo(object, \\.property)", "note": "a function returning the following terminal of a new RACKVOChannel on an @Observable class" },
    { "api": "-objectForKeyedSubscript:", "swift": "", "status": "different", "bridge": "RACChannelTo(object, \\.property)", "note": "RACKVOChannel's subscript behind RACChannelTo(TARGET, KEYPATH): call RACChannelTo" },
    { "api": "-setObject:forKeyedSubscript:", "swift": "", "status": "renamed", "bridge": "RACChannelTo(a, \\.x).bind(to: RACChannelTo(b, \\.y))", "note": "the assignment RACChannelTo(a, x) = RACChannelTo(b, y): b's value first, then both ways", "match": "RACChannelTo\\s*\\([^)]*\\)\\s*=[^=]" }
  ]
}
"""#,
    ]
}
