import Foundation

#if !canImport(ObjectiveC)
// Outside Apple platforms `NotificationCenter` is not an `NSObject` subclass, so it does
// not get `rx` from `NSObject: ReactiveCompatible`.
extension NotificationCenter: ReactiveCompatible {}
#endif

extension Reactive where Base: NotificationCenter {
    /// The notifications posted to the center, for as long as the subscription lasts:
    /// each subscription adds one observer to the center and removes it on disposal.
    /// Notifications arrive on the thread that posts them; the sequence never ends by
    /// itself.
    ///
    /// - Parameters:
    ///   - name: Only notifications with this name (`nil`: any name).
    ///   - object: Only notifications sent by this object (`nil`: any sender); held
    ///     weakly.
    ///
    /// - Returns: An observable of the matching notifications; it never ends by itself.
    ///
    /// Rx: `NotificationCenter.rx.notification(_:object:)` (RxCocoa). RAC:
    /// `-[NSNotificationCenter rac_addObserverForName:object:]`.
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
        let center = base
        return Observable.create { [weak object] observer in
            // The center calls the block on the posting thread; `create`'s observer is
            // `Sendable` and takes events from any thread, one at a time (the posts are
            // the caller's to serialize, as in Rx).
            let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
                observer.on(.next(notification))
            }
            return Disposables.create {
                center.removeObserver(token)
            }
        }
    }
}
