/// What an observable delivers at once when subscribed, with no user code between its
/// events (`Observable.synchronousSource`): the capability the engine's fast paths ask
/// for instead of testing types. Each case carries the source itself, typed, so the
/// operator reads its values without a cast.
@usableFromInline
package enum SynchronousSource<Element> {
    /// Not a synchronous source (or one no operator runs itself).
    case none
    /// `just(element)` on the trampoline: `element`, then completion.
    case just(JustProducer<Element>)
    /// `of` / `from(array)` on the trampoline: the array's elements (one trampoline step
    /// each), then completion.
    case elements(ArrayProducer<Element>)
}
