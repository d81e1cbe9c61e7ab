// `Infallible.zip` / `Infallible.combineLatest` of 2 to 8 sources of different types,
// as RxSwift 6 declares them, on the Observable engines (`Observable.zip`,
// `Observable.combineLatest`). `resultSelector` may throw, as in RxSwift, for source
// compatibility: a thrown error then ends the sequence with it.

extension InfallibleType {
    /// The n-th elements of 2 sources through `resultSelector`. Rx: `Infallible.zip` (2 sources).
    @inlinable
    public static func zip<I1: InfallibleType, I2: InfallibleType>(_ source1: I1, _ source2: I2, resultSelector: @escaping (I1.Element, I2.Element) throws -> Element) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// The n-th elements of 3 sources through `resultSelector`. Rx: `Infallible.zip` (3 sources).
    @inlinable
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, resultSelector: @escaping (I1.Element, I2.Element, I3.Element) throws -> Element) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
    }

    /// The n-th elements of 4 sources through `resultSelector`. Rx: `Infallible.zip` (4 sources).
    @inlinable
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element) throws -> Element) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), resultSelector: resultSelector))
    }

    /// The n-th elements of 5 sources through `resultSelector`. Rx: `Infallible.zip` (5 sources).
    @inlinable
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element) throws -> Element) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), resultSelector: resultSelector))
    }

    /// The n-th elements of 6 sources through `resultSelector`. Rx: `Infallible.zip` (6 sources).
    @inlinable
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element) throws -> Element) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), resultSelector: resultSelector))
    }

    /// The n-th elements of 7 sources through `resultSelector`. Rx: `Infallible.zip` (7 sources).
    @inlinable
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element) throws -> Element) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
    }

    /// The n-th elements of 8 sources through `resultSelector`. Rx: `Infallible.zip` (8 sources).
    @inlinable
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType, I8: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, _ source8: I8, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element) throws -> Element) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType where Element == Any {
    /// The n-th elements of 2 sources as tuples. Rx: `Infallible.zip` (2 sources).
    @inlinable
    public static func zip<I1: InfallibleType, I2: InfallibleType>(_ source1: I1, _ source2: I2) -> Infallible<(I1.Element, I2.Element)> {
        Infallible<(I1.Element, I2.Element)>(Observable.zip(source1.asObservable(), source2.asObservable()))
    }

    /// The n-th elements of 3 sources as tuples. Rx: `Infallible.zip` (3 sources).
    @inlinable
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3) -> Infallible<(I1.Element, I2.Element, I3.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element)>(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable()))
    }

    /// The n-th elements of 4 sources as tuples. Rx: `Infallible.zip` (4 sources).
    @inlinable
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element)>(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()))
    }

    /// The n-th elements of 5 sources as tuples. Rx: `Infallible.zip` (5 sources).
    @inlinable
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element)>(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable()))
    }

    /// The n-th elements of 6 sources as tuples. Rx: `Infallible.zip` (6 sources).
    @inlinable
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element)>(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable()))
    }

    /// The n-th elements of 7 sources as tuples. Rx: `Infallible.zip` (7 sources).
    @inlinable
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element)>(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable()))
    }

    /// The n-th elements of 8 sources as tuples. Rx: `Infallible.zip` (8 sources).
    @inlinable
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType, I8: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, _ source8: I8) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element)>(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable()))
    }
}

extension Infallible {
    /// The latest elements of 2 sources through `resultSelector`. Rx: `Infallible.combineLatest` (2 sources).
    @inlinable
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(_ source1: I1, _ source2: I2, resultSelector: @escaping (I1.Element, I2.Element) throws -> Element) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// The latest elements of 3 sources through `resultSelector`. Rx: `Infallible.combineLatest` (3 sources).
    @inlinable
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, resultSelector: @escaping (I1.Element, I2.Element, I3.Element) throws -> Element) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
    }

    /// The latest elements of 4 sources through `resultSelector`. Rx: `Infallible.combineLatest` (4 sources).
    @inlinable
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element) throws -> Element) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), resultSelector: resultSelector))
    }

    /// The latest elements of 5 sources through `resultSelector`. Rx: `Infallible.combineLatest` (5 sources).
    @inlinable
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element) throws -> Element) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), resultSelector: resultSelector))
    }

    /// The latest elements of 6 sources through `resultSelector`. Rx: `Infallible.combineLatest` (6 sources).
    @inlinable
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element) throws -> Element) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), resultSelector: resultSelector))
    }

    /// The latest elements of 7 sources through `resultSelector`. Rx: `Infallible.combineLatest` (7 sources).
    @inlinable
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element) throws -> Element) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
    }

    /// The latest elements of 8 sources through `resultSelector`. Rx: `Infallible.combineLatest` (8 sources).
    @inlinable
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType, I8: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, _ source8: I8, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element) throws -> Element) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType where Element == Any {
    /// The latest elements of 2 sources as tuples. Rx: `Infallible.combineLatest` (2 sources).
    @inlinable
    public static func combineLatest<O1: InfallibleType, O2: InfallibleType>(_ source1: O1, _ source2: O2) -> Infallible<(O1.Element, O2.Element)> {
        Infallible<(O1.Element, O2.Element)>(Observable.combineLatest(source1.asObservable(), source2.asObservable()))
    }

    /// The latest elements of 3 sources as tuples. Rx: `Infallible.combineLatest` (3 sources).
    @inlinable
    public static func combineLatest<O1: InfallibleType, O2: InfallibleType, O3: InfallibleType>(_ source1: O1, _ source2: O2, _ source3: O3) -> Infallible<(O1.Element, O2.Element, O3.Element)> {
        Infallible<(O1.Element, O2.Element, O3.Element)>(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable()))
    }

    /// The latest elements of 4 sources as tuples. Rx: `Infallible.combineLatest` (4 sources).
    @inlinable
    public static func combineLatest<O1: InfallibleType, O2: InfallibleType, O3: InfallibleType, O4: InfallibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4) -> Infallible<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Infallible<(O1.Element, O2.Element, O3.Element, O4.Element)>(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()))
    }

    /// The latest elements of 5 sources as tuples. Rx: `Infallible.combineLatest` (5 sources).
    @inlinable
    public static func combineLatest<O1: InfallibleType, O2: InfallibleType, O3: InfallibleType, O4: InfallibleType, O5: InfallibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5) -> Infallible<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Infallible<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable()))
    }

    /// The latest elements of 6 sources as tuples. Rx: `Infallible.combineLatest` (6 sources).
    @inlinable
    public static func combineLatest<O1: InfallibleType, O2: InfallibleType, O3: InfallibleType, O4: InfallibleType, O5: InfallibleType, O6: InfallibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6) -> Infallible<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Infallible<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable()))
    }

    /// The latest elements of 7 sources as tuples. Rx: `Infallible.combineLatest` (7 sources).
    @inlinable
    public static func combineLatest<O1: InfallibleType, O2: InfallibleType, O3: InfallibleType, O4: InfallibleType, O5: InfallibleType, O6: InfallibleType, O7: InfallibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7) -> Infallible<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Infallible<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable()))
    }

    /// The latest elements of 8 sources as tuples. Rx: `Infallible.combineLatest` (8 sources).
    @inlinable
    public static func combineLatest<O1: InfallibleType, O2: InfallibleType, O3: InfallibleType, O4: InfallibleType, O5: InfallibleType, O6: InfallibleType, O7: InfallibleType, O8: InfallibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8) -> Infallible<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Infallible<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)>(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable()))
    }
}
