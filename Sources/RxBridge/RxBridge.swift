// RxBridge: RxSwift 6's public API on the ReactiveBridge engine.
// Code written against RxSwift ports by changing `import RxSwift` to `import RxBridge`.
@_exported import ReactiveCore
