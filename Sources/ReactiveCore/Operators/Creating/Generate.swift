/// `generate` and `repeatElement`: synchronous sources driven by a state, one element
/// per trampoline step on the current-thread scheduler (see `generateElements`).
extension Engine {
    /// `initialState`, then `iterate(state)` while `condition(state)` holds. A thrown
    /// error from `condition` or `iterate` ends the sequence with that error.
    ///
    /// Rx `generate(initialState:condition:scheduler:iterate:)`.
    @inlinable
    package static func generate(
        initialState: Element,
        condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        Observable.make { sink, scope in
            // The iterator ends on a thrown error; the end of the inner source reports it.
            let failure = GenerateFailure()
            let elements = Engine.generateElements(scheduler: scheduler) {
                GenerateIterator(state: initialState, condition: condition, iterate: iterate, failure: failure)
            }
            let end = sink.end
            elements.subscribeEngine(EventSink(next: sink.next, end: { termination in
                if let error = failure.error { end(.error(error)) } else { end(termination) }
            }), scope)
        }
    }

    /// `element` forever. Rx `repeatElement(_:scheduler:)`.
    @inlinable
    package static func repeatElement(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Engine.generateElements(scheduler: scheduler) { Swift.repeatElement(element, count: Int.max).makeIterator() }
    }
}

/// The error that stopped a `generate` iterator (touched by the subscription's one
/// producer only).
@usableFromInline
final class GenerateFailure {
    @usableFromInline var error: Swift.Error?
    @inlinable init() {}
}

/// Steps a `generate` state: the first call checks the initial state, later calls
/// iterate first.
@usableFromInline
struct GenerateIterator<State>: IteratorProtocol {
    @usableFromInline var state: State
    @usableFromInline var started = false
    @usableFromInline let condition: (State) throws -> Bool
    @usableFromInline let iterate: (State) throws -> State
    @usableFromInline let failure: GenerateFailure

    @inlinable
    init(state: State, condition: @escaping (State) throws -> Bool, iterate: @escaping (State) throws -> State, failure: GenerateFailure) {
        self.state = state
        self.condition = condition
        self.iterate = iterate
        self.failure = failure
    }

    @inlinable
    mutating func next() -> State? {
        do {
            if started { state = try iterate(state) } else { started = true }
            return try condition(state) ? state : nil
        } catch {
            failure.error = error
            return nil
        }
    }
}
