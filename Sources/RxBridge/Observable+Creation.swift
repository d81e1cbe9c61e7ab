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
        Engine.generateElements(scheduler: scheduler) { elements.makeIterator() }
    }

    /// The elements of an array, one trampoline step each on `scheduler`.
    ///
    /// Rx: `from(_:scheduler:)`. RAC: `-[NSArray rac_sequence].signal`.
    @inlinable
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        Engine.generateElements(scheduler: scheduler) { array.makeIterator() }
    }

    /// The elements of a sequence, one trampoline step each on `scheduler`.
    ///
    /// Rx: `from(_:scheduler:)`.
    @inlinable
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> where Sequence.Element == Element {
        Engine.generateElements(scheduler: scheduler) { sequence.makeIterator() }
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
    /// Rx: `range(start:count:scheduler:)`. A negative `count` is a precondition failure.
    @inlinable
    public static func range(start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        precondition(count >= 0, "range(start:count:): count must not be negative (got \(count))")
        return Engine.generateElements(scheduler: scheduler) { (start ..< start + count).makeIterator() }
    }
}

/// The integer types `range` accepts.
///
/// Rx: `RxAbstractInteger`.
public typealias RxAbstractInteger = FixedWidthInteger
