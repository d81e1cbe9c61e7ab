extension ObservableType {
    /// A sequence whose subscriptions run `subscribe`, which sends events to the
    /// observer and returns what ends the work.
    ///
    /// Rx: `Observable.create`. RAC: `+createSignal:`.
    @inlinable
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        Engine.create(subscribe)
    }

    /// `-(element)-|`. Rx: `just`. RAC: `+return:`.
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        Engine.just(element)
    }

    /// `-(element)-|`, with the element and the completion sent from `scheduler`, one
    /// step each.
    ///
    /// - Parameters:
    ///   - element: the only element.
    ///   - scheduler: where the events are sent.
    ///
    /// Rx: `Observable.just(_:scheduler:)`.
    @inlinable
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Engine.generateElements(scheduler: scheduler) { CollectionOfOne(element).makeIterator() }
    }

    /// `-|`. Rx: `empty`. RAC: `+empty`.
    @inlinable
    public static func empty() -> Observable<Element> {
        Engine.empty()
    }

    /// A sequence that never sends anything. Rx: `never`. RAC: `+never`.
    @inlinable
    public static func never() -> Observable<Element> {
        Engine.never()
    }

    /// `-#`. Rx: `error`. RAC: `+error:`.
    @inlinable
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        Engine.error(error)
    }

    /// `-1-2-3-|`: the arguments, one trampoline step each on `scheduler`.
    ///
    /// Rx: `of(_:scheduler:)`.
    @inlinable
    public static func of(_ elements: Element ..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        Engine.generateElements(scheduler: scheduler, of: elements)
    }

    /// The elements of an array, one trampoline step each on `scheduler`.
    ///
    /// Rx: `from(_:scheduler:)`. RAC: `-[NSArray rac_sequence].signal`.
    @inlinable
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        Engine.generateElements(scheduler: scheduler, of: array)
    }

    /// The elements of a sequence, one trampoline step each on `scheduler`.
    ///
    /// Rx: `from(_:scheduler:)`.
    @inlinable
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> where Sequence.Element == Element {
        Engine.generateElements(scheduler: scheduler, of: sequence)
    }

    /// `-(element)-|` for a non-nil optional, `-|` for nil.
    ///
    /// Rx: `from(optional:)`.
    @inlinable
    public static func from(optional: Element?) -> Observable<Element> {
        if let optional { return Engine.just(optional) }
        return Engine.empty()
    }

    /// `-(element)-|` on `scheduler` for a non-nil optional, `-|` for nil.
    ///
    /// Rx: `from(optional:scheduler:)`.
    @inlinable
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Engine.generateElements(scheduler: scheduler) { (optional.map { [$0] } ?? []).makeIterator() }
    }
}

extension ObservableType where Element: RxAbstractInteger {
    /// `count` consecutive integers from `start`, one trampoline step each.
    ///
    /// Only the last element must fit in `Element`: `range(start: Int.max, count: 1)` is
    /// `-Int.max-|`.
    ///
    /// Rx: `range(start:count:scheduler:)`. A negative `count`, or a last element
    /// (`start + count - 1`) that does not fit, is a precondition failure.
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
    /// what it returns; a thrown error is sent as the sequence's error.
    ///
    /// Rx: `deferred(_:)`. RAC: `+defer:`.
    @inlinable
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        Engine.deferred(observableFactory)
    }

    /// `-e-e-e-...`: `element` forever, one trampoline step each on `scheduler`.
    ///
    /// Rx: `repeatElement(_:scheduler:)`.
    @inlinable
    public static func repeatElement(_ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        Engine.repeatElement(element, scheduler: scheduler)
    }

    /// `initialState`, then `iterate` of the previous state, while `condition` holds;
    /// one trampoline step each on `scheduler`. A thrown error ends the sequence.
    ///
    /// `generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 })`: `-0-1-2-|`.
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
    /// Rx: `using(_:observableFactory:)`.
    @inlinable
    public static func using<Resource: Disposable>(_ resourceFactory: @escaping () throws -> Resource, observableFactory: @escaping (Resource) throws -> Observable<Element>) -> Observable<Element> {
        Engine.using(resourceFactory, observableFactory: observableFactory)
    }
}

extension ObservableType where Element: RxAbstractInteger {
    /// `0, 1, 2, ...`, one every `period` on `scheduler`, forever.
    ///
    /// `interval(10)`: `-0-1-2-3-...` (one dash is 5).
    ///
    /// A negative `period` is a precondition failure (it would repeat without end at one
    /// instant; RxSwift leaves it undefined).
    ///
    /// Rx: `interval(_:scheduler:)`. RAC: `+interval:onScheduler:` (sends dates).
    @inlinable
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        precondition(period.seconds >= 0, "interval(_:scheduler:): period must not be negative (got \(period))")
        return Engine.timer(period, period: period, scheduler: scheduler)
    }

    /// `0` after `dueTime`, then completion; with a `period`, `0` after `dueTime` then
    /// `1, 2, ...` every `period`, forever.
    ///
    /// `timer(30)`: `---0|`. `timer(30, period: 10)`: `---0-1-2-...`.
    ///
    /// A negative `dueTime` fires at once, as in RxSwift; a negative `period` is a
    /// precondition failure (it would repeat without end at one instant).
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
