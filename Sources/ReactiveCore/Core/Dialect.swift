/// Every behavior that differs between the two dialects, as one value: the Rx facade
/// passes `Dialect.rx` to an engine operator, the RAC facade `Dialect.rac`, and the
/// operator reads the one field it needs (Docs/Semantics.md lists the differences, one
/// section per field).
///
/// How a field is spelled: it is named for the behavior, never for a dialect, and its
/// type is either a `Bool` that says whether that behavior happens (`true` does what the
/// name says) or, where an operator already has an enum naming each behavior, that
/// enum (`SwitchOrder`, `ZipCompletion`, …). A field holds no payload: where a dialect's
/// behavior needs something only its facade has (RAC's current scheduler, its
/// `RACSignalError.timedOut`, its subscription scheduler), the operator takes it as an
/// argument of its own, which the field says whether to use. An operator reads its field
/// once, when it is called or subscribed, and captures only that field, so the
/// per-event code is what it was with a parameter of its own.
///
/// The engine operator is the one place a dialect is spelled: it takes `dialect: Dialect`
/// (`.rx` by default where the old parameter had Rx's value as its default) and hands
/// the field to its core or state machine, which keep a parameter named for the
/// behavior (`SwitchStateMachine(order:)`, `MergeCore(outerReleasedInTurn:)`,
/// `CombiningMode`'s completion rules, `DelayStateMachine(onePerFiring:)`, …) so that
/// their tests can drive each behavior directly. `Multicaster(dialect:)`, the engine of
/// RAC's `-multicast:` and `RACCommand`, takes it the same way.
///
/// What is not here, on purpose:
/// - **Subjects**: they differ in state and locking, not in a parameter, so each subject
///   behavior has an engine of its own in `Subjects/` (Rx: `SubjectHub`, `BehaviorHub`,
///   `ReplayHub`; RAC: `SerialHub`, `SerialReplayHub`, `SerialBehaviorHub`;
///   Docs/Semantics.md#subjects-after-termination).
/// - **Operator variants a user picks** (flatMap, concatMap or flatMapFirst, and
///   `merge`'s `maxConcurrent`: `FlattenPolicy`; zip or combineLatest: `CombiningKind`;
///   `take(while:)` inclusive or not; `share`'s scope and replay count, and whether it
///   releases the source after forwarding; `sample`'s `defaultValue`; `buffer`'s count;
///   `catch` or `catch(sequence:)`): parameters named for the variant, the same in both
///   dialects.
/// - **A facade choosing the other dialect's rule on purpose**: RAC's
///   `-deliverOnMainThread` passes `.rx` to `observe(on:)` (Rx's delivery rule, its
///   synchronous main-thread step; #deliver-on), and RAC's `-flatten` and `-flattenMap:`
///   keep `merge`'s default `.rx`, because ReactiveObjC builds them on `-bind:`, which
///   releases the outer signal first (#flatten-release-order).
/// - **Differences a facade spells alone**, with no engine parameter: which operator a
///   name maps to (RAC `throttle:` is `debounce`, #throttle; `catch(to:)`, #catch),
///   arithmetic on an argument (RAC `retry(n)` is `n + 1` attempts, #retry; `flatten(0)`
///   is unlimited, #concurrency-limit-zero), a scheduler it passes (RAC's time
///   operators without one, #current-scheduler), the error it passes (#timeout), the
///   element type (#interval, #materialize), the default error callback of Rx's
///   `subscribe` (#unhandled-errors), and RAC's `-any:`/`-all:` answering a source error
///   (`contains(where:answeringAnError:)`: the answer is the operator's, Rx has neither).
@usableFromInline
package struct Dialect: Sendable, Equatable {
    // MARK: Starting and ending subscriptions

    /// Whether a source's subscription runs through the current-thread trampoline (Rx)
    /// or, when false, through RAC's subscription scheduler, which the RAC facade passes
    /// (`SubscriptionStart`, `StartPolicy`). Docs/Semantics.md#subscription-scheduling
    @usableFromInline package let subscribesThroughTrampoline: Bool

    /// Whether the events a user's `create` block sends are serialized (RAC: concurrent
    /// senders take turns, a same-thread re-entry goes through). Chosen at compile time,
    /// as `GrammarGuard`'s `Serialization` type (`Unserialized` or `RecursiveLock`), so
    /// that Rx's per-event path has no branch for it. Docs/Semantics.md#serialization
    @usableFromInline package let serializesSenders: Bool

    /// Whether `subscribe(on:)` also schedules the disposal of the source's subscription
    /// on its scheduler (Rx), or disposes it where `dispose` is called (RAC).
    /// Docs/Semantics.md#subscribe-on
    @usableFromInline package let subscribeOnSchedulesDisposal: Bool

    /// Whether `observe(on:)` gives every event its own scheduled block, when it arrives
    /// (RAC `deliverOn:`), rather than scheduling the next step once the previous one has
    /// delivered (Rx). RAC's `-deliverOnMainThread` uses Rx's rule (it passes `.rx`).
    /// Docs/Semantics.md#deliver-on
    @usableFromInline package let observeOnSchedulesEachEvent: Bool

    /// Whether a blocking wait subscribes through the calling thread's trampoline, runs
    /// the main run loop while it waits and honors a timeout (RxBlocking), rather than
    /// subscribing at once and blocking the thread (RAC `-first`, `-toArray`).
    /// Docs/Semantics.md#blocking
    @usableFromInline package let blockingWaitsOnTrampoline: Bool

    // MARK: Filtering and grouping

    /// Whether `take(until:)`'s trigger completing completes the result, while its error
    /// is ignored (RAC; the trigger is released before the source, and a trigger that
    /// completes during the subscription means the source is never subscribed). When
    /// false (Rx), the trigger's completion only releases it and its error fails the
    /// result; the source is released first. Docs/Semantics.md#take-until
    @usableFromInline package let takeUntilTriggerCompletionCompletes: Bool

    /// Whether `groupBy`'s groups keep the source subscribed while any of them is
    /// subscribed, and receive the end before the outer sequence does (Rx). When false
    /// (RAC), only the outer subscription keeps the source, and the outer sequence ends
    /// before its groups. Docs/Semantics.md#group-by
    @usableFromInline package let groupsKeepSourceSubscribed: Bool

    // MARK: Error handling

    /// Whether `retry` and `repeat` subscribe again on a scheduler (RAC: the current
    /// `RACScheduler` at the first resubscription, or a new background one, which the
    /// RAC facade passes), rather than through the current-thread trampoline (Rx).
    /// Docs/Semantics.md#retry
    @usableFromInline package let resubscribesOnScheduler: Bool

    // MARK: Flattening

    /// Which of the previous and the next inner `switchLatest` handles first.
    /// Docs/Semantics.md#switch-to-latest
    @usableFromInline package let switchOrder: SwitchOrder

    /// Whether `flatten(n)` / `concat` releases the outer sequence after the inners
    /// already subscribed, in its turn (RAC's `-flatten:`, with any count, and `-concat`),
    /// rather than first (Rx; also RAC's `-flatten` and `-flattenMap:`, built on `-bind:`,
    /// which keep `.rx`). Docs/Semantics.md#flatten-release-order
    @usableFromInline package let flattenReleasesOuterInTurn: Bool

    // MARK: Combining

    /// When the fixed-arity `zip` (and the parameter-pack one) completes.
    /// Docs/Semantics.md#zip
    @usableFromInline package let zipCompletion: ZipCompletion

    /// When `zip` over a collection of sources completes. Docs/Semantics.md#zip
    @usableFromInline package let zipCollectionCompletion: ZipCompletion

    /// When `combineLatest` completes. Docs/Semantics.md#combine-latest
    @usableFromInline package let combineLatestCompletion: CombineLatestCompletion

    /// Whether `combineLatest` of an empty collection sends the empty combination before
    /// completing (Rx), rather than only completing (RAC). Docs/Semantics.md#combine-latest
    @usableFromInline package let emptyCombineLatestSendsCombination: Bool

    /// Whether each tick of `sample`'s sampler sends the latest element again, even when
    /// nothing new arrived, and either side's completion completes at once (RAC).
    /// Docs/Semantics.md#sample
    @usableFromInline package let sampleRepeatsLatest: Bool

    /// Whether `sample` releases the sampler before the source when the subscription
    /// ends (RAC). Docs/Semantics.md#sample
    @usableFromInline package let sampleReleasesSamplerFirst: Bool

    // MARK: Time

    /// Whether `delay` sends one event per timer run and sets the timer again for the
    /// next (Rx), rather than giving each event a timer of its own (RAC).
    /// Docs/Semantics.md#delay
    @usableFromInline package let delaySendsOnePerFiring: Bool

    /// What a `timeout` deadline measures. Docs/Semantics.md#timeout
    @usableFromInline package let timeoutMode: TimeoutMode

    /// How a timed `buffer`'s timer runs. Docs/Semantics.md#buffer-with-time
    @usableFromInline package let bufferTimer: BufferTimer

    // MARK: Sharing

    /// Whether a multicast connects once and never again, even after its connection was
    /// disposed (RAC's `RACMulticastConnection`), rather than connecting again after a
    /// disconnection (Rx). Docs/Semantics.md#multicast-connection,
    /// Docs/Semantics.md#replay-and-share
    @usableFromInline package let multicastConnectsOnce: Bool

    /// RxSwift 6's behaviors (`RxBridge`).
    @usableFromInline package static let rx = Dialect(
        subscribesThroughTrampoline: true,
        serializesSenders: false,
        subscribeOnSchedulesDisposal: true,
        observeOnSchedulesEachEvent: false,
        blockingWaitsOnTrampoline: true,
        takeUntilTriggerCompletionCompletes: false,
        groupsKeepSourceSubscribed: true,
        resubscribesOnScheduler: false,
        switchOrder: .disposePreviousFirst,
        flattenReleasesOuterInTurn: false,
        zipCompletion: .allCompleted,
        zipCollectionCompletion: .allOthersCompletedUnpaired,
        combineLatestCompletion: .allCompletedOrStarved,
        emptyCombineLatestSendsCombination: true,
        sampleRepeatsLatest: false,
        sampleReleasesSamplerFirst: false,
        delaySendsOnePerFiring: true,
        timeoutMode: .betweenElements,
        bufferTimer: .periodic,
        multicastConnectsOnce: false
    )

    /// ReactiveObjC's behaviors (`RACBridge`).
    @usableFromInline package static let rac = Dialect(
        subscribesThroughTrampoline: false,
        serializesSenders: true,
        subscribeOnSchedulesDisposal: false,
        observeOnSchedulesEachEvent: true,
        blockingWaitsOnTrampoline: false,
        takeUntilTriggerCompletionCompletes: true,
        groupsKeepSourceSubscribed: false,
        resubscribesOnScheduler: true,
        switchOrder: .subscribeNextFirst,
        flattenReleasesOuterInTurn: true,
        zipCompletion: .anyCompletedAndDrained,
        zipCollectionCompletion: .anyCompletedAndDrained,
        combineLatestCompletion: .allCompleted,
        emptyCombineLatestSendsCombination: false,
        sampleRepeatsLatest: true,
        sampleReleasesSamplerFirst: true,
        delaySendsOnePerFiring: false,
        timeoutMode: .wholeSequence,
        bufferTimer: .startedByFirstElement,
        multicastConnectsOnce: true
    )
}
