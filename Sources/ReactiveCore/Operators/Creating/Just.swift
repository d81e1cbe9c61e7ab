/// `just`, `empty`, `never`, `error`: the sequences of zero or one element. `start`: where
/// a subscription runs (Rx: the trampoline, the default; RAC: its subscription scheduler).
extension Engine {
    /// One element, then completion. Rx `just`, RAC `+return:`.
    @inlinable
    package static func just(_ element: Element, start: SubscriptionStart = .trampoline) -> Observable<Element> {
        guard case .scheduler = start else { return JustProducer(element) }
        return make(startingOn: start, justRun(element))
    }

    /// What each subscription of `just` on a scheduler runs (a facade that is itself
    /// the observable, `RACSignal`, holds it instead of a producer).
    @inlinable
    package static func justRun(_ element: Element) -> (_ sink: EventSink<Element>, _ scope: SubscriptionScope) -> Void {
        { sink, scope in
            sink.next(element)
            if !scope.isDisposed { sink.completed() }
        }
    }

    /// Completion only. Rx `empty`, RAC `+empty`.
    @inlinable
    package static func empty(start: SubscriptionStart = .trampoline) -> Observable<Element> {
        make(startingOn: start) { sink, _ in sink.completed() }
    }

    /// Nothing, ever. Rx `never`, RAC `+never`.
    @inlinable
    package static func never(start: SubscriptionStart = .trampoline) -> Observable<Element> {
        make(startingOn: start) { _, _ in }
    }

    /// The error only. Rx `error`, RAC `+error:`.
    @inlinable
    package static func error(_ error: Swift.Error, start: SubscriptionStart = .trampoline) -> Observable<Element> {
        make(startingOn: start) { sink, _ in sink.error(error) }
    }
}

/// An engine source whose subscriptions run through the current-thread trampoline, as
/// `Observable.make`'s producers do (`Trampoline.runProducer`: the trampoline, then
/// `enterRun` / `exitRun` around the run), but whose state is stored in the observable
/// itself rather than in a closure context: one object per observable. `just` and
/// `from` / `of` (`JustProducer`, `SequenceProducer`). Operators that treat a producer
/// specially (`subscribe(on:)` releasing an operator stage at its end) treat these the
/// same. `@unchecked Sendable` by `Observable`'s rule: subclasses store `let`s only.
@usableFromInline
package class TrampolinedSource<Element>: Observable<Element>, @unchecked Sendable {
    @inlinable override init() { super.init() }

    override package final func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscribeThroughEngine(observer)
    }
}

/// `just(element)` on the trampoline: sends `element`, then completes (unless the
/// element's delivery disposed the subscription).
@usableFromInline
package final class JustProducer<Element>: TrampolinedSource<Element>, @unchecked Sendable {
    @usableFromInline let element: Element

    @inlinable init(_ element: Element) {
        self.element = element
        super.init()
    }

    @usableFromInline
    override package func subscribeEngine(_ sink: EventSink<Element>, _ scope: SubscriptionScope) {
        Trampoline.runProducer(on: scope) {
            sink.next(element)
            if !scope.isDisposed { sink.completed() }
        }
    }

    /// A synchronous source: `element`, then completion.
    @usableFromInline
    override package func runAsSynchronousSource(
        just: (JustProducer<Element>) -> Bool, elements: (ArrayProducer<Element>) -> Bool
    ) -> Bool {
        just(self)
    }
}
