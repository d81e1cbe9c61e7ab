/// Direct subscription: for sources that attach a subscriber and return (subjects).
extension Engine {
    /// An observable whose subscriptions run `run` at once on the subscribing thread
    /// (no trampoline, no scheduler): the same as `Engine.make(subscribingOn:
    /// ImmediateScheduler)` without a scheduled closure per subscription. Build `run` in
    /// `@inlinable` code so that it is specialized.
    @inlinable
    package static func makeDirect(_ run: @escaping (_ sink: EventSink<Element>, _ scope: SubscriptionScope) -> Void) -> Observable<Element> {
        Producer(run, trampolined: false)
    }
}
