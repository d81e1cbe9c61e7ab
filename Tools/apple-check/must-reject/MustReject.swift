// Deliberately wrong uses that an iOS 13 build rejects. Tools/apple-check/run.sh compiles
// this file at arm64-apple-ios13.0: each line marked `must-reject:` must get an error (or,
// where Apple's declaration is @preconcurrency, a warning) containing the text after the mark. If one stops being reported, the rebuilt standard library or a
// stand-in has become more permissive than Apple's (Tools/apple-check/README.md).
import Foundation
import Observation

// 1. An iOS 16 API of the standard library, unguarded at the iOS 13 floor.
func elapsed() -> Duration { // must-reject: 'Duration' is only available in iOS 16.0 or newer
    fatalError()
}

// 2. A constrained existential (`any P<T>`) as a generic argument: needs the iOS 16 runtime.
protocol Sink<Value> {
    associatedtype Value
    func send(_ value: Value)
}
struct Holder<T> {
    var value: T
}
func hold(_ sink: any Sink<Int>) {
    _ = Holder(value: sink) // must-reject: runtime support for parameterized protocol types is only available in iOS 16.0.0 or newer
}

// 3. An Observation API (iOS 17 / macOS 14), unguarded.
func registrar() {
    _ = ObservationRegistrar() // must-reject: 'ObservationRegistrar' is only available in iOS 17.0 or newer
}

// 4. Dispatch's work closures are @Sendable (and @preconcurrency, so Swift 6 warns). The
//    compiler also infers @Sendable for DispatchQueue.async by name: see 6 for a stand-in's mark.
final class Counter {
    var count = 0
}
func bump(_ counter: Counter) {
    DispatchQueue.global().async {
        counter.count += 1 // must-reject: capture of 'counter' with non-Sendable type 'Counter' in a '@Sendable' closure
    }
}

// 5. Darwin's pthread key destructor gets a non-optional pointer (glibc's is optional).
func makeKey() {
    var key = pthread_key_t()
    _ = pthread_key_create(&key) { pointer in
        if let pointer { _ = pointer } // must-reject: initializer for conditional binding must have Optional type, not 'UnsafeMutableRawPointer'
    }
}

// 6. NotificationCenter's observer block is @Sendable (NS_SWIFT_SENDABLE in the Foundation
//    stand-in's header; imported, so @preconcurrency: a warning in Swift 6).
func watch(_ counter: Counter) {
    _ = NotificationCenter.default.addObserver(forName: nil, object: nil, queue: nil) { _ in
        counter.count += 1 // must-reject: capture of 'counter' with non-Sendable type 'Counter' in a '@Sendable' closure
    }
}

// 7. UIKit is @MainActor (the stand-ins' NS_SWIFT_UI_ACTOR): a view touched from a
// nonisolated function is rejected, so the package's glue must reach UIKit from the main
// actor as Apple's SDK requires.
#if canImport(UIKit)
import UIKit
func hide(_ view: UIView) {
    view.isHidden = true // must-reject: main actor-isolated property 'isHidden' can not be mutated from a nonisolated context
}

#endif
