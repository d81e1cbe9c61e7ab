/// One inner subscription of a `MergeCore`: its scope, the context of both of its
/// callbacks, and a node of the machine's list of active inners (`IntrusiveList`).
///
/// Locking rule: `listLinks` and `precedesOuter` are guarded by the core's `state` lock
/// (after `MergeStateMachine.dispose()` handed the list over, only the disposing call
/// touches them); the lock is their exclusivity, so they skip Swift's dynamic checks.
@usableFromInline
package final class MergeInner<Element>: SubscriptionScope, IntrusiveListNode, @unchecked Sendable {
    @usableFromInline let core: MergeCore<Element>
    @usableFromInline @exclusivity(unchecked) package var listLinks = IntrusiveListLinks<MergeInner>()
    /// Listed before the outer's `subscribe` call returned (only read when the outer is
    /// released in turn, see `MergeCore.outerReleasedInTurn`).
    @usableFromInline @exclusivity(unchecked) var precedesOuter = false

    @inlinable init(_ core: MergeCore<Element>) {
        self.core = core
        super.init()
        // Rx removes a finished inner from its group (disposing it) at once.
        releasesOutermostStage = false
    }

    @inlinable func next(_ element: Element) {
        if isDisposed { return }
        core.innerNext(element)
    }

    @inlinable func end(_ termination: Termination) {
        core.innerEnded(termination, self)
    }
}
