import Foundation

/// Runs work as `BlockOperation`s on an `OperationQueue`, at a queue priority.
///
/// Thread-safe: its state is immutable after init; `OperationQueue` is thread-safe.
///
/// Rx: `OperationQueueScheduler`.
open class OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
    /// The queue the work runs on.
    public let operationQueue: OperationQueue
    /// The priority of each scheduled operation.
    public let queuePriority: Operation.QueuePriority

    /// A scheduler on `operationQueue`.
    ///
    /// - Parameters:
    ///   - operationQueue: the queue the operations are added to.
    ///   - queuePriority: the priority each operation gets (`.normal` by default).
    ///
    /// Rx: `init(operationQueue:queuePriority:)`.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds an operation that runs `action`; disposing cancels it if it has not run.
    ///
    /// - Parameters:
    ///   - state: the value passed to `action`.
    ///   - action: the work; the disposable it returns is disposed with the result.
    /// - Returns: a disposable that cancels the operation, or disposes what `action` returned.
    ///
    /// Rx: `schedule(_:action:)`.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let item = DispatchWorkItemDisposable()
        let work = UncheckedSendable((state, action))
        let operation = BlockOperation {
            item.run { work.value.1(work.value.0) }
        }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        let cancel = UncheckedSendable(operation)
        return Disposables.create {
            cancel.value.cancel()
            item.dispose()
        }
    }
}
