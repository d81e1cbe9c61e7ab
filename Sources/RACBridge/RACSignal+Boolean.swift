import Foundation

// RAC's operators on signals of Booleans: each is one `map` stage.

// MARK: - Boolean signals

extension RACSignal where Value == Bool {
    /// Negates each value.
    ///
    /// - Returns: a signal of `!value` for each value.
    ///
    /// RAC: `-not`.
    @inlinable
    public func not() -> RACSignal<Bool> {
        RACSignal<Bool>.stage(engine.mapRun { !$0 })
    }
}

extension RACSignal where Value == [Bool] {
    /// Sends, for each array of flags, whether all of them are true (true for an empty array).
    ///
    /// - Returns: a signal of one `Bool` per array.
    ///
    /// RAC: `-and` (on tuples of `NSNumber`).
    @inlinable
    public func and() -> RACSignal<Bool> {
        RACSignal<Bool>.stage(engine.mapRun { $0.allSatisfy { $0 } })
    }

    /// Sends, for each array of flags, whether any of them is true (false for an empty array).
    ///
    /// - Returns: a signal of one `Bool` per array.
    ///
    /// RAC: `-or` (on tuples of `NSNumber`).
    @inlinable
    public func or() -> RACSignal<Bool> {
        RACSignal<Bool>.stage(engine.mapRun { $0.contains(true) })
    }
}

extension RACSignal where Value == (Bool, Bool) {
    /// Sends `a && b` for each pair (as from `combineLatest(with:)`).
    ///
    /// - Returns: a signal of one `Bool` per pair.
    ///
    /// RAC: `-and`.
    @inlinable
    public func and() -> RACSignal<Bool> { RACSignal<Bool>.stage(engine.mapRun { $0.0 && $0.1 }) }

    /// Sends `a || b` for each pair.
    ///
    /// - Returns: a signal of one `Bool` per pair.
    ///
    /// RAC: `-or`.
    @inlinable
    public func or() -> RACSignal<Bool> { RACSignal<Bool>.stage(engine.mapRun { $0.0 || $0.1 }) }
}

extension RACSignal where Value == (Bool, Bool, Bool) {
    /// Sends `a && b && c` for each triple.
    ///
    /// - Returns: a signal of one `Bool` per triple.
    ///
    /// RAC: `-and`.
    @inlinable
    public func and() -> RACSignal<Bool> { RACSignal<Bool>.stage(engine.mapRun { $0.0 && $0.1 && $0.2 }) }

    /// Sends `a || b || c` for each triple.
    ///
    /// - Returns: a signal of one `Bool` per triple.
    ///
    /// RAC: `-or`.
    @inlinable
    public func or() -> RACSignal<Bool> { RACSignal<Bool>.stage(engine.mapRun { $0.0 || $0.1 || $0.2 }) }
}

extension RACSignal where Value == (Bool, Bool, Bool, Bool) {
    /// Sends `a && b && c && d` for each quadruple.
    ///
    /// - Returns: a signal of one `Bool` per quadruple.
    ///
    /// RAC: `-and`.
    @inlinable
    public func and() -> RACSignal<Bool> { RACSignal<Bool>.stage(engine.mapRun { $0.0 && $0.1 && $0.2 && $0.3 }) }

    /// Sends `a || b || c || d` for each quadruple.
    ///
    /// - Returns: a signal of one `Bool` per quadruple.
    ///
    /// RAC: `-or`.
    @inlinable
    public func or() -> RACSignal<Bool> { RACSignal<Bool>.stage(engine.mapRun { $0.0 || $0.1 || $0.2 || $0.3 }) }
}
