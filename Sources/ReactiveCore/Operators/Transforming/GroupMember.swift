/// The inner sequences of `groupBy` and `window`: a subject whose subscriptions keep
/// the shared source subscription alive.
///
/// The source of `groupBy` / `window` stays subscribed while the outer subscription
/// or any inner subscription lives (Rx's `RefCountDisposable` rule): disposing the
/// outer subscription alone does not cut off the groups or windows already subscribed.
extension Engine {
    /// The events of `subject`; each subscription holds a `refCount.retain()` until it
    /// ends. Subscribing after the source has ended gets the subject's terminal event.
    @inlinable
    package static func groupMember(_ subject: PublishSubject<Element>, _ refCount: RefCountDisposable) -> Observable<Element> {
        Observable.make { sink, scope in
            scope.add(refCount.retain())
            subject.subscribeEngine(sink, scope)
        }
    }
}
