/// `just`, `empty`, `never`, `error`: the sequences of zero or one element. `start`: where
/// a subscription runs (Rx: the trampoline, the default; RAC: its subscription scheduler).
extension Engine {
    /// One element, then completion, on the trampoline. Rx `just`.
    @inlinable
    package static func just(_ element: Element) -> Observable<Element> {
        JustProducer(element)
    }

    /// One element, then completion, where `start` says. RAC `+return:` (the Rx
    /// spelling without `start` passes no `StartPolicy`: its copies, through value
    /// witnesses, cost `flatMap { just }` 16%).
    @inlinable
    package static func just(_ element: Element, start: SubscriptionStart) -> Observable<Element> {
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

/// A leaf source that keeps its values in the object itself rather than in a closure
/// context: one object per observable (`JustProducer`, `SequenceProducer`). Always
/// trampolined, as `Observable.make`'s producers are, in the leaf's own
/// `subscribeEngine` (`Trampoline.runProducer`, or a loop that treats the trampoline
/// itself). Not a `Producer`: it needs none of a producer's stored fields, whose
/// releases cost every `flatMap { just(x) }` inner two more (+3.75% instructions on
/// that scenario, Docs/Performance.md). `@unchecked Sendable` by `Observable`'s rule:
/// subclasses store `let`s only.
@usableFromInline
package class TrampolinedSource<Element>: Observable<Element>, @unchecked Sendable {
    @inlinable override init() { super.init() }

    /// Subscribes `observer` through the engine, as every engine observable does.
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
