import Foundation

#if !canImport(ObjectiveC)
// Outside Apple platforms `NotificationCenter` is an `NSObject` subclass in some Foundation
// releases (Swift 6.2's) and not in others (Swift 6.3's), so it may or may not get `rx`
// from `NSObject: ReactiveCompatible`; declaring the conformance again warns where it does.
// A member of its own gives it `rx` either way (a type's own member is chosen over the
// protocol's).
extension NotificationCenter {
    /// The center's reactive extensions (`rx.notification(_:object:)`).
    ///
    /// Rx: `NotificationCenter.rx` (RxCocoa). RAC: `rac_addObserver(forName:object:)`.
    public var rx: Reactive<NotificationCenter> { Reactive(self) }
}
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
