/// Runs scheduled work at once, on the calling thread.
///
/// RAC: `RACScheduler.immediateScheduler`. Rx has it internally only.
package struct ImmediateScheduler: ImmediateSchedulerType, Sendable {
    package static let instance = ImmediateScheduler()

    package init() {}

    package func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        action(state)
    }
}
