import XCTest
import ReactiveTesting

// The rule that makes a class that is both an NSObject and @Observable get the KVO forms
// (Docs/Observation.md), checked on Linux, where the KVO overloads themselves do not exist:
// these overloads have the shapes of RxBridge's and RACBridge's. The Apple-only pieces
// are checked elsewhere: Tools/apple-check/snippets/KVOObserving.swift compiles the real
// calls at every triple (no ambiguity), and KVOTests/RACKVOTests run them on a Mac.

private protocol ObservationLike: AnyObject {}
private class NSObjectLike {}
private final class Both: NSObjectLike, ObservationLike { var score = 0 }

private struct ReactiveLike<Base> { let base: Base }

extension ReactiveLike where Base: AnyObject & ObservationLike {
    /// Shaped as `rx.observe(_:)` on `@Observable` (disfavored).
    @_disfavoredOverload
    func observe<Value>(_ keyPath: KeyPath<Base, Value>) -> String { "Observation" }
}

extension ReactiveLike where Base: NSObjectLike {
    /// Shaped as RxCocoa's `rx.observe(_:options:)` (KVO).
    func observe<Element>(_ keyPath: KeyPath<Base, Element>, options: Int = 3) -> String { "KVO" }
}

/// Shaped as `RACObserve` on `@Observable` (disfavored).
@_disfavoredOverload
private func observeLike<Object: AnyObject & ObservationLike, Value>(_ object: Object, _ keyPath: KeyPath<Object, Value>) -> String {
    "Observation"
}

/// Shaped as `RACObserve` on an `NSObject` (KVO).
private func observeLike<Object: NSObjectLike, Value>(_ object: Object, _ keyPath: KeyPath<Object, Value>) -> String {
    "KVO"
}

final class KVOOverloadRuleTests: ReactiveTestCase {
    func testAClassOfBothKindsGetsTheKVOOverloads() {
        XCTAssertEqual(ReactiveLike(base: Both()).observe(\.score), "KVO",
                       "without @_disfavoredOverload the form without default arguments would win")
        XCTAssertEqual(observeLike(Both(), \.score), "KVO", "without it the call would be ambiguous")
    }
}
