/// An observable driven by a `TestScheduler`, which records its subscriptions.
///
/// Lifetime, as in RxTest: it holds its scheduler strongly, and the scheduler holds a
/// hot observable through its queued events until they have been sent, so a hot
/// observable nobody else references still sends them. A subscription's disposable
/// holds the observable too.
///
/// Rx: `TestableObservable` (RxTest).
open class TestableObservable<Element>: ObservableType {
    /// The lifetimes of the subscriptions, in ticks.
    public internal(set) var subscriptions: [Subscription] = []

    /// The events this observable sends: absolute ticks for a hot observable, ticks
    /// after each subscription for a cold one.
    public internal(set) var recordedEvents: [Recorded<Event<Element>>]

    /// The scheduler that drives it (a strong reference, as in RxTest).
    public let testScheduler: TestScheduler

    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
    }

    /// Subscribes an observer; the hot and cold observables made by `TestScheduler`
    /// implement it, and calling it on the base class stops the test with a
    /// precondition failure.
    ///
    /// - Returns: the subscription; disposing it stops delivery and closes its window in
    ///   `subscriptions` at the current tick.
    ///
    /// Rx: RxTest `TestableObservable.subscribe(_:)`. RAC: none.
    open func subscribe<Observer: ObserverType>(_: Observer) -> Disposable where Observer.Element == Element {
        preconditionFailure("TestableObservable.subscribe(_:) is abstract")
    }
}

/// Sends its recorded events at their absolute ticks to whoever is subscribed then.
///
/// Not thread-safe, like its scheduler. The scheduled events capture it strongly.
final class HotObservable<Element>: TestableObservable<Element> {
    private var observers: [(id: Int, observer: AnyObserver<Element>)] = []
    private var nextId = 0

    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            testScheduler.scheduleAt(recorded.time) {
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
        return Disposables.create {
            self.observers.removeAll { $0.id == id }
            self.subscriptions[index] = Subscription(self.subscriptions[index].subscribe, self.testScheduler.clock)
        }
    }
}

/// Sends its recorded events to each subscriber at ticks relative to its subscription
/// (an event at 0 arrives on the subscription tick).
///
/// As in RxTest, disposing a subscription does not cancel its queued events: they stay
/// queued (holding the observer) and are skipped when their tick comes, so the clock
/// still runs up to them.
final class ColdObservable<Element>: TestableObservable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscriptions.append(Subscription(testScheduler.clock))
        let index = subscriptions.count - 1
        let disposed = DisposedFlag()
        for recorded in recordedEvents {
            _ = testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                if !disposed.value { observer.on(recorded.value) }
                return Disposables.create()
            }
        }
        return Disposables.create {
            disposed.value = true
            self.subscriptions[index] = Subscription(self.subscriptions[index].subscribe, self.testScheduler.clock)
        }
    }
}

/// Whether a cold subscription was disposed; shared by its queued events. Touched only
/// on the scheduler's thread.
private final class DisposedFlag {
    var value = false
}
