extension ObservableType {
    /// A sequence whose subscriptions run `subscribe`, which sends events to the
    /// observer and returns what ends the work.
    ///
    /// Events sent after the first `completed` or error are ignored, as are events sent
    /// after the subscription was disposed.
    ///
    /// - Parameter subscribe: Called once per subscription with an observer for that
    ///   subscription; it may send events at once or later, from any thread.
    /// - Returns: An observable whose every subscription runs `subscribe`; disposing the
    ///   subscription, or the first `completed` or error, disposes what `subscribe` returned.
    ///
    /// Rx: `Observable.create`. RAC: `+createSignal:`.
    @inlinable
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        Engine.create(subscribe)
    }

    /// Sends one element, then completes: `-(element)-|`.
    ///
    /// - Parameter element: The element sent, synchronously, to each subscriber.
    /// - Returns: An observable of `element` followed by `completed`.
    ///
    /// Rx: `just`. RAC: `+return:`.
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        Engine.just(element)
    }

    /// Sends one element, then completes, with the element and the completion sent from
    /// `scheduler`, one step each.
    ///
    /// - Parameters:
    ///   - element: The element sent to each subscriber.
    ///   - scheduler: Runs the two steps that send the element and the completion.
    /// - Returns: An observable of `element` followed by `completed`.
    ///
    /// Rx: `Observable.just(_:scheduler:)`.
    @inlinable
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Engine.generateElements(scheduler: scheduler) { CollectionOfOne(element).makeIterator() }
    }

    /// Completes at once without sending an element: `-|`.
    ///
    /// - Returns: An observable that only completes.
    ///
    /// Rx: `empty`. RAC: `+empty`.
    @inlinable
    public static func empty() -> Observable<Element> {
        Engine.empty()
    }

    /// Never sends anything, not even an end.
    ///
    /// - Returns: An observable that stays silent until its subscription is disposed.
    ///
    /// Rx: `never`. RAC: `+never`.
    @inlinable
    public static func never() -> Observable<Element> {
        Engine.never()
    }

    /// Fails at once without sending an element: `-#`.
    ///
    /// - Parameter error: The error sent to each subscriber.
    /// - Returns: An observable that only fails with `error`.
    ///
    /// Rx: `error`. RAC: `+error:`.
    @inlinable
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        Engine.error(error)
    }

    /// Sends the arguments in order, then completes: `-1-2-3-|`.
    ///
    /// - Parameters:
    ///   - elements: The elements sent, in the order given.
    ///   - scheduler: Runs one step per element, then one for the completion; the default,
    ///     `CurrentThreadScheduler.instance`, runs them on the subscribing thread's trampoline.
    /// - Returns: An observable of `elements` followed by `completed`.
    ///
    /// Rx: `of(_:scheduler:)`.
    @inlinable
    public static func of(_ elements: Element ..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        Engine.generateElements(scheduler: scheduler, of: elements)
    }

    /// Sends the elements of an array in order, then completes.
    ///
    /// - Parameters:
    ///   - array: The elements sent, in order.
    ///   - scheduler: Runs one step per element, then one for the completion; the default,
    ///     `CurrentThreadScheduler.instance`, runs them on the subscribing thread's trampoline.
    /// - Returns: An observable of the array's elements followed by `completed`.
    ///
    /// Rx: `from(_:scheduler:)`. RAC: `-[NSArray rac_sequence].signal`.
    @inlinable
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        Engine.generateElements(scheduler: scheduler, of: array)
    }

    /// Sends the elements of a sequence in order, then completes.
    ///
    /// - Parameters:
    ///   - sequence: The elements sent; it is iterated anew for each subscription.
    ///   - scheduler: Runs one step per element, then one for the completion; the default,
    ///     `CurrentThreadScheduler.instance`, runs them on the subscribing thread's trampoline.
    /// - Returns: An observable of the sequence's elements followed by `completed`.
    ///
    /// Rx: `from(_:scheduler:)`.
    @inlinable
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> where Sequence.Element == Element {
        Engine.generateElements(scheduler: scheduler, of: sequence)
    }

    /// Sends the wrapped value of an optional, if any, then completes.
    ///
    /// - Parameter optional: The value: `-(value)-|` when non-nil, `-|` when nil.
    /// - Returns: An observable of at most one element, followed by `completed`.
    ///
    /// Rx: `from(optional:)`.
    @inlinable
    public static func from(optional: Element?) -> Observable<Element> {
        if let optional { return Engine.just(optional) }
        return Engine.empty()
    }

    /// Sends the wrapped value of an optional, if any, then completes, from `scheduler`.
    ///
    /// - Parameters:
    ///   - optional: The value: `-(value)-|` when non-nil, `-|` when nil.
    ///   - scheduler: Runs the step that sends the value and the one that completes.
    /// - Returns: An observable of at most one element, followed by `completed`.
    ///
    /// Rx: `from(optional:scheduler:)`.
    @inlinable
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Engine.generateElements(scheduler: scheduler) { (optional.map { [$0] } ?? []).makeIterator() }
    }
}

extension ObservableType where Element: RxAbstractInteger {
    /// Sends `count` consecutive integers from `start`, then completes.
    ///
    /// Only the last element must fit in `Element`: `range(start: Int.max, count: 1)` is
    /// `-Int.max-|`.
    ///
    /// - Parameters:
    ///   - start: The first integer sent.
    ///   - count: How many integers are sent; 0 only completes. A negative `count`, or one
    ///     whose last element (`start + count - 1`) does not fit in `Element`, is a
    ///     precondition failure naming `range(start:count:)`.
    ///   - scheduler: Runs one step per element, then one for the completion; the default
    ///     is `CurrentThreadScheduler.instance`.
    /// - Returns: An observable of `start`, `start + 1`, … followed by `completed`.
    ///
    /// Rx: `range(start:count:scheduler:)`.
    @inlinable
    public static func range(start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        precondition(count >= 0, "range(start:count:): count must not be negative (got \(count))")
        precondition(count == 0 || !start.addingReportingOverflow(count - 1).overflow,
                     "range(start:count:): the last element, start + count - 1, does not fit in \(Element.self) (start \(start), count \(count))")
        return Engine.generateElements(scheduler: scheduler) { IntegerRangeIterator(start: start, count: count) }
    }
}

/// `count` consecutive integers from `start`, never computing the value after the last
/// one (so a range ending at `Element.max` works).
@usableFromInline
struct IntegerRangeIterator<Element: FixedWidthInteger>: IteratorProtocol {
    @usableFromInline var current: Element
    @usableFromInline var remaining: Element

    @inlinable init(start: Element, count: Element) {
        current = start
        remaining = count
    }

    @inlinable
    mutating func next() -> Element? {
        if remaining == 0 { return nil }
        remaining -= 1
        let value = current
        if remaining != 0 { current &+= 1 }
        return value
    }
}

/// The integer types `range` accepts.
///
/// Rx: `RxAbstractInteger`.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType {
    /// A sequence that calls `observableFactory` for each subscription and subscribes to
    /// what it returns.
    ///
    /// - Parameter observableFactory: Called at each subscription, on the subscribing
    ///   thread; a thrown error is sent as the sequence's error.
    /// - Returns: An observable that forwards the events of the sequence made for each
    ///   subscription.
    ///
    /// Rx: `deferred(_:)`. RAC: `+defer:`.
    @inlinable
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        Engine.deferred(observableFactory)
    }

    /// Sends `element` forever: `-e-e-e-...`.
    ///
    /// - Parameters:
    ///   - element: The element sent again and again.
    ///   - scheduler: Runs one step per element; the default is
    ///     `CurrentThreadScheduler.instance`. Disposing the subscription stops the steps.
    /// - Returns: An observable that never ends by itself.
    ///
    /// Rx: `repeatElement(_:scheduler:)`.
    @inlinable
    public static func repeatElement(_ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        Engine.repeatElement(element, scheduler: scheduler)
    }

    /// Sends `initialState`, then `iterate` of the previous state, while `condition`
    /// holds; then completes.
    ///
    /// `generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 })`: `-0-1-2-|`.
    ///
    /// - Parameters:
    ///   - initialState: The first state, checked by `condition` before it is sent.
    ///   - condition: Whether a state is sent; the first `false` completes the sequence.
    ///   - scheduler: Runs one step per state; the default is `CurrentThreadScheduler.instance`.
    ///   - iterate: Makes the next state from the one just sent.
    /// - Returns: An observable of the states; a thrown error from `condition` or
    ///   `iterate` ends it with that error.
    ///
    /// Rx: `generate(initialState:condition:scheduler:iterate:)`.
    @inlinable
    public static func generate(initialState: Element, condition: @escaping (Element) throws -> Bool, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance, iterate: @escaping (Element) throws -> Element) -> Observable<Element> {
        Engine.generate(initialState: initialState, condition: condition, scheduler: scheduler, iterate: iterate)
    }

    /// A sequence that makes a resource per subscription, subscribes to the sequence
    /// `observableFactory` builds from it, and disposes the resource when the
    /// subscription ends.
    ///
    /// - Parameters:
    ///   - resourceFactory: Makes the resource at each subscription; a thrown error is
    ///     sent as the sequence's error.
    ///   - observableFactory: Builds the sequence from the resource; a thrown error is sent
    ///     as the sequence's error, and the resource is disposed.
    /// - Returns: An observable that forwards the events of the sequence built for each
    ///   subscription.
    ///
    /// Rx: `using(_:observableFactory:)`.
    @inlinable
    public static func using<Resource: Disposable>(_ resourceFactory: @escaping () throws -> Resource, observableFactory: @escaping (Resource) throws -> Observable<Element>) -> Observable<Element> {
        Engine.using(resourceFactory, observableFactory: observableFactory)
    }
}

extension ObservableType where Element: RxAbstractInteger {
    /// Sends `0, 1, 2, ...`, one every `period`, forever.
    ///
    /// `interval(10)`: `-0-1-2-3-...` (one dash is 5).
    ///
    /// - Parameters:
    ///   - period: The time between two elements, and before the first one. A negative
    ///     `period` is a precondition failure naming `interval(_:scheduler:)` (it would
    ///     repeat without end at one instant; RxSwift leaves it undefined).
    ///   - scheduler: Runs the periodic timer and sends the elements.
    /// - Returns: An observable of increasing integers that never ends by itself.
    ///
    /// Rx: `interval(_:scheduler:)`. RAC: `+interval:onScheduler:` (sends dates).
    @inlinable
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        precondition(period.seconds >= 0, "interval(_:scheduler:): period must not be negative (got \(period))")
        return Engine.timer(period, period: period, scheduler: scheduler)
    }

    /// Sends `0` after `dueTime`, then completes; with a `period`, sends `0` after
    /// `dueTime`, then `1, 2, ...` every `period`, forever.
    ///
    /// `timer(30)`: `---0|`. `timer(30, period: 10)`: `---0-1-2-...`.
    ///
    /// - Parameters:
    ///   - dueTime: The delay before `0`; a negative one fires at once, as in RxSwift.
    ///   - period: The time between later elements; `nil` (the default) sends only `0`.
    ///     A negative `period` is a precondition failure naming `timer(_:period:scheduler:)`
    ///     (it would repeat without end at one instant).
    ///   - scheduler: Runs the timers and sends the elements.
    /// - Returns: An observable of `0` then `completed`, or of increasing integers when
    ///   `period` is given.
    ///
    /// Rx: `timer(_:period:scheduler:)`.
    @inlinable
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType) -> Observable<Element> {
        if let period {
            precondition(period.seconds >= 0, "timer(_:period:scheduler:): period must not be negative (got \(period))")
        }
        return Engine.timer(dueTime, period: period, scheduler: scheduler)
    }
}
