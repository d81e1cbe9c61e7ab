/// Serial delivery for operators fed by two producers (a source and a timer), without
/// calling anyone under the lock.
///
/// Each decision made under the operator's lock posts its output here, in the same
/// lock section, so outputs are ordered as the decisions were. The caller that finds
/// nobody delivering becomes the deliverer: it delivers its own output directly (no
/// queue, no allocation: the single-producer case), then drains what others posted
/// meanwhile. Others only queue and return. So the downstream is never called
/// concurrently or out of order, and a re-entrant post (a subscriber that feeds the
/// source) is delivered after the current output instead of inside it.
@usableFromInline
package struct Outbox<Output> {
    @usableFromInline var pending: [Output] = []
    @usableFromInline var delivering = false

    @inlinable package init() {}

    /// Under the lock: returns `output` if the caller must deliver it now (and then
    /// call `next()` until it returns nil), or queues it and returns nil.
    @inlinable package mutating func post(_ output: Output) -> Output? {
        if delivering {
            pending.append(output)
            return nil
        }
        delivering = true
        return output
    }

    /// Under the lock, for the deliverer: the outputs queued meanwhile, or nil (and
    /// the caller is no longer the deliverer) when there are none.
    @inlinable package mutating func next() -> [Output]? {
        if pending.isEmpty {
            delivering = false
            return nil
        }
        defer { pending = [] }
        return pending
    }
}
