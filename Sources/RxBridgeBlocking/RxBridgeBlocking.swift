// RxBridgeBlocking: blocking operators for tests and command-line tools (RxBlocking).
@_exported import RxBridge
