// The library types that are Sendable, listed once: a line stops compiling (and so the
// target stops building) if its type loses the conformance.
import Foundation
import RxBridge

private func requireSendable<T: Sendable>(_: T.Type) {}

private struct Element: Sendable {}

func sendableLibraryTypes() {
    // Observables and their subclasses
    requireSendable(Observable<Element>.self)
    requireSendable(ConnectableObservable<Element>.self)
    requireSendable(PublishSubject<Element>.self)
    requireSendable(BehaviorSubject<Element>.self)
    requireSendable(ReplaySubject<Element>.self)
    requireSendable(AsyncSubject<Element>.self)
    // Traits and shared sequences
    requireSendable(Single<Element>.self)
    requireSendable(Maybe<Element>.self)
    requireSendable(Completable.self)
    requireSendable(Infallible<Element>.self)
    requireSendable(Driver<Element>.self)
    requireSendable(Signal<Element>.self)
    requireSendable(ControlEvent<Element>.self)
    requireSendable(ControlProperty<Element>.self)
    // Observers, relays, events
    requireSendable(AnyObserver<Element>.self)
    requireSendable(PublishRelay<Element>.self)
    requireSendable(BehaviorRelay<Element>.self)
    requireSendable(ReplayRelay<Element>.self)
    requireSendable(Event<Element>.self)
    requireSendable(SingleEvent<Element>.self)
    requireSendable(MaybeEvent<Element>.self)
    requireSendable(CompletableEvent.self)
    requireSendable(InfallibleEvent<Element>.self)
    requireSendable(Single<Element>.SingleObserver.self)
    requireSendable(Maybe<Element>.MaybeObserver.self)
    requireSendable(Completable.CompletableObserver.self)
    requireSendable(Infallible<Element>.InfallibleObserver.self)
    // Schedulers
    requireSendable(MainScheduler.self)
    requireSendable(ConcurrentMainScheduler.self)
    requireSendable(SerialDispatchQueueScheduler.self)
    requireSendable(ConcurrentDispatchQueueScheduler.self)
    requireSendable(OperationQueueScheduler.self)
    requireSendable(CurrentThreadScheduler.self)
    requireSendable(HistoricalScheduler.self)
    // Disposables
    requireSendable(DisposeBag.self)
    requireSendable(CompositeDisposable.self)
    requireSendable(SerialDisposable.self)
    requireSendable(SingleAssignmentDisposable.self)
    requireSendable(RefCountDisposable.self)
    requireSendable(ScheduledDisposable.self)
    requireSendable(BooleanDisposable.self)
}
