/// Makes the scheduler that `Driver` and `Signal` deliver on: a new `MainScheduler` per
/// call normally, the scheduler given to `mock` while its action runs (for virtual-time
/// tests).
///
/// A new `MainScheduler` per shared sequence, as RxCocoa makes them: a `MainScheduler`
/// runs an action at once on the main thread only while nothing of its own is queued, so
/// a driver that emits while another driver delivers (on the main thread) delivers at
/// once too, instead of waiting behind it on the main queue.
///
/// Rx: `SharingScheduler` (RxCocoa).
public enum SharingScheduler {
    /// Returns the scheduler for a new shared sequence: a new `MainScheduler`, or the
    /// mocked scheduler inside `mock`.
    ///
    /// Rx: `SharingScheduler.make`.
    public static var make: () -> SchedulerType {
        storage.withLock { $0 }
    }

    /// Runs `action` with shared sequences delivering on `scheduler` (for tests): the
    /// shared sequences made while `action` runs use `scheduler`; the previous maker is
    /// restored afterwards, even if `action` throws.
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler of every shared sequence made during `action`,
    ///     typically a `TestScheduler`.
    ///   - action: The code under test; an error it throws is rethrown.
    ///
    /// Rx: `SharingScheduler.mock(scheduler:action:)`.
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with shared sequences delivering on schedulers made by
    /// `makeScheduler` (for tests); the previous maker is restored afterwards, even if
    /// `action` throws.
    ///
    /// - Parameters:
    ///   - makeScheduler: Called for each shared sequence made during `action`.
    ///   - action: The code under test; an error it throws is rethrown.
    ///
    /// Rx: `SharingScheduler.mock(makeScheduler:action:)`.
    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        let original = storage.withLock { make -> () -> SchedulerType in
            defer { make = makeScheduler }
            return make
        }
        defer { storage.withLock { $0 = original } }
        try action()
    }

    // The maker is swapped only by `mock`; the lock makes reads from any thread safe.
    private static let storage = Locked<() -> SchedulerType>({ MainScheduler() })
}

/// The strategy of `Driver`: shares with `share(replay: 1, scope: .whileConnected)` and
/// delivers on `SharingScheduler.make()` (the main thread).
///
/// Rx: `DriverSharingStrategy` (RxCocoa).
public struct DriverSharingStrategy: SharingStrategyProtocol {
    /// `SharingScheduler.make()`.
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// `source.share(replay: 1, scope: .whileConnected)`: one subscription for all
    /// observers, the latest element replayed to a new one while it lasts.
    ///
    /// - Parameter source: The sequence to share.
    /// - Returns: The shared source of a `Driver`.
    ///
    /// Rx: `DriverSharingStrategy.share(_:)` (RxCocoa).
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

/// The strategy of `Signal`: shares with `share(scope: .whileConnected)` (no replay) and
/// delivers on `SharingScheduler.make()` (the main thread).
///
/// Rx: `SignalSharingStrategy` (RxCocoa).
public struct SignalSharingStrategy: SharingStrategyProtocol {
    /// `SharingScheduler.make()`.
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// `source.share(scope: .whileConnected)`: one subscription for all observers,
    /// nothing replayed to a new one.
    ///
    /// - Parameter source: The sequence to share.
    /// - Returns: The shared source of a `Signal`.
    ///
    /// Rx: `SignalSharingStrategy.share(_:)` (RxCocoa).
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

/// A shared sequence for UI state: never fails, delivers on the main thread, and gives
/// each new observer the latest element.
///
/// Rx: `Driver` (RxCocoa). RAC: `-replayLast` + `-deliverOnMainThread` + `-catchTo:`.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// A shared sequence for UI events: never fails, delivers on the main thread, and
/// replays nothing to new observers.
///
/// Rx: `Signal` (RxCocoa). RAC: `-publish`ed `-deliverOnMainThread` + `-catchTo:`.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>
