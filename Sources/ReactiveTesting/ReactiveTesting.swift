// ReactiveTesting: the virtual-time test kit of both dialects: an RxTest-compatible
// `TestScheduler` and, on the same clock, RAC's `RACTestScheduler`.
@_exported import ReactiveCore
import RxBridge
