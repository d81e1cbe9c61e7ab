// RACBridge: ReactiveObjC's API, generic over the value type, on the ReactiveBridge engine.
@_exported import ReactiveCore
