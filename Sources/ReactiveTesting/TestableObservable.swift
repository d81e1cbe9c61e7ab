/// An observable driven by a `TestScheduler`, which records its subscriptions.
///
/// Rx: `TestableObservable` (RxTest).
open class TestableObservable<Element>: ObservableType {
    /// The lifetimes of the subscriptions, in ticks.
    public internal(set) var subscriptions: [Subscription] = []

    /// The events this observable sends.
    public let recordedEvents: [Recorded<Event<Element>>]

    /// The scheduler that drives it.
    public unowned let testScheduler: TestScheduler

    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
    }

    /// Subscribes `observer`; subclasses implement it.
    open func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        preconditionFailure("TestableObservable.subscribe(_:) is abstract")
    }
}

/// Sends its recorded events at their absolute ticks to whoever is subscribed then.
final class HotObservable<Element>: TestableObservable<Element> {
    private var observers: [(id: Int, observer: AnyObserver<Element>)] = []
    private var nextId = 0

    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            testScheduler.scheduleAt(recorded.time) { [weak self] in
                guard let self else { return }
                for entry in self.observers { entry.observer.on(recorded.value) }
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let id = nextId
        nextId += 1
        observers.append((id, AnyObserver(observer)))
        subscriptions.append(Subscription(testScheduler.clock))
        let index = subscriptions.count - 1
        return Disposables.create { [weak self] in
            guard let self else { return }
            self.observers.removeAll { $0.id == id }
            self.subscriptions[index] = Subscription(self.subscriptions[index].subscribe, self.testScheduler.clock)
        }
    }
}

/// Sends its recorded events to each subscriber at ticks relative to its subscription.
final class ColdObservable<Element>: TestableObservable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscriptions.append(Subscription(testScheduler.clock))
        let index = subscriptions.count - 1
        let scheduled = CompositeDisposable()
        for recorded in recordedEvents {
            let disposable = testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                observer.on(recorded.value)
                return Disposables.create()
            }
            scheduled.insert(disposable)
        }
        return Disposables.create { [weak self] in
            scheduled.dispose()
            guard let self else { return }
            self.subscriptions[index] = Subscription(self.subscriptions[index].subscribe, self.testScheduler.clock)
        }
    }
}
