import Foundation

extension NotificationCenter {
    /// Makes a signal of the notifications named `notificationName` (any name when nil) posted
    /// by `object` (by anyone when nil), sent on the posting thread. Each subscription
    /// adds an observer and removes it when disposed; the signal never completes.
    /// `object` is not kept alive by the signal: if it is gone when the signal is
    /// subscribed, notifications from any object are sent (as in RAC).
    ///
    /// ```swift
    /// NotificationCenter.default.rac_addObserver(forName: "UserDidLogIn", object: nil)
    ///     .subscribeNext { note in … }
    /// ```
    ///
    /// - Parameters:
    ///   - notificationName: the name to observe, or nil for every name.
    ///   - object: the sender to observe (held weakly), or nil for every sender.
    /// - Returns: a signal of the notifications, which never completes.
    ///
    /// RAC: `-rac_addObserverForName:object:`. Rx: `NotificationCenter.rx.notification(_:object:)`.
    public func rac_addObserver(forName notificationName: String?, object: AnyObject?) -> RACSignal<Notification> {
        let name = notificationName.map { Notification.Name($0) }
        return RACSignal.createSignal { [self, weak object] subscriber in
            let observer = addObserver(forName: name, object: object, queue: nil) { note in
                subscriber.sendNext(note)
            }
            let registration = UncheckedSendable(observer)
            return RACDisposable { [self] in removeObserver(registration.value) }
        }
    }
}
