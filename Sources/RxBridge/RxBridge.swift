// RxBridge: RxSwift 6's public API on the ReactiveBridge engine.
// Code written against RxSwift ports by changing `import RxSwift` to `import RxBridge`.
@_exported import ReactiveCore

/// Another name for `Observable`, for code where `Observable` would be ambiguous (for
/// example next to Swift Observation's `Observable` macro).
///
/// Rx: `RxObservable`.
public typealias RxObservable<Element> = Observable<Element>

/// A diagnostic of RxSwift's `concat` (the deepest stack of pending source generators it
/// kept). The engine's `concat` keeps no such stack (it advances one iterator in a loop),
/// so nothing writes it: it stays at what you set.
///
/// Rx: `maxTailRecursiveSinkStackSize` (written only in RxSwift's DEBUG builds).
nonisolated(unsafe) public var maxTailRecursiveSinkStackSize = 0
