// `Observable.zip` of 2 to 8 sources of different types, as RxSwift 6 declares them:
// with a result selector on `ObservableType`, and giving tuples on
// `ObservableType where Element == Any` (so `Observable.zip(a, b)` infers the tuple).
//
// All of them: the n-th result combines the n-th element of every source; the result
// completes only when every source has completed (a source's own subscription ends when
// it completes); an error from any source or from `resultSelector` ends it.
// RAC's `zip` completes as soon as a completed source has nothing buffered (Docs/Semantics.md#zip).

extension ObservableType {
    /// `a: -1--2----|`, `b: --x----y-|` gives `--(1,x)--(2,y)-|` through `resultSelector`.
    ///
    /// Rx: `zip(_:_:resultSelector:)`. RAC: `+zip:reduce:`.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        Engine.combining(.zip(.allCompleted), source1.asObservable(), source2.asObservable()) {
            try resultSelector($0.0, $0.1)
        }
    }

    /// The n-th elements of 3 sources, through `resultSelector`. Rx: `zip(_:_:_:resultSelector:)`.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        Engine.combining(.zip(.allCompleted), source1.asObservable(), source2.asObservable(), source3.asObservable()) {
            try resultSelector($0.0, $0.1, $0.2)
        }
    }

    /// The n-th elements of 4 sources, through `resultSelector`. Rx: `zip(_:_:_:_:resultSelector:)`.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        Engine.combining(
            .zip(.allCompleted), source1.asObservable(), source2.asObservable(), source3.asObservable(),
            source4.asObservable()
        ) { try resultSelector($0.0, $0.1, $0.2, $0.3) }
    }

    /// The n-th elements of 5 sources, through `resultSelector`. Rx: `zip(_:_:_:_:_:resultSelector:)`.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        Engine.combining(
            .zip(.allCompleted), source1.asObservable(), source2.asObservable(), source3.asObservable(),
            source4.asObservable(), source5.asObservable()
        ) { try resultSelector($0.0, $0.1, $0.2, $0.3, $0.4) }
    }

    /// The n-th elements of 6 sources, through `resultSelector`. Rx: `zip(_:_:_:_:_:_:resultSelector:)`.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        Engine.combining(
            .zip(.allCompleted), source1.asObservable(), source2.asObservable(), source3.asObservable(),
            source4.asObservable(), source5.asObservable(), source6.asObservable()
        ) { try resultSelector($0.0, $0.1, $0.2, $0.3, $0.4, $0.5) }
    }

    /// The n-th elements of 7 sources, through `resultSelector`. Rx: `zip(_:_:_:_:_:_:_:resultSelector:)`.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
    ) -> Observable<Element> {
        Engine.combining(
            .zip(.allCompleted), source1.asObservable(), source2.asObservable(), source3.asObservable(),
            source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable()
        ) { try resultSelector($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6) }
    }

    /// The n-th elements of 8 sources, through `resultSelector`. Rx: `zip(_:_:_:_:_:_:_:_:resultSelector:)`.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element
    ) -> Observable<Element> {
        Engine.combining(
            .zip(.allCompleted), source1.asObservable(), source2.asObservable(), source3.asObservable(),
            source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(),
            source8.asObservable()
        ) { try resultSelector($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7) }
    }
}

extension ObservableType where Element == Any {
    /// `a: -1--2----|`, `b: --x----y-|` gives `--(1,x)--(2,y)-|`.
    ///
    /// Rx: `zip(_:_:)`. RAC: `-zipWith:`, `+zip:`.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Engine.combining(.zip(.allCompleted), source1.asObservable(), source2.asObservable()) { $0 }
    }

    /// The n-th elements of 3 sources, as tuples. Rx: `zip(_:_:_:)`.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Engine.combining(.zip(.allCompleted), source1.asObservable(), source2.asObservable(), source3.asObservable()) { $0 }
    }

    /// The n-th elements of 4 sources, as tuples. Rx: `zip(_:_:_:_:)`.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Engine.combining(
            .zip(.allCompleted), source1.asObservable(), source2.asObservable(), source3.asObservable(),
            source4.asObservable()
        ) { $0 }
    }

    /// The n-th elements of 5 sources, as tuples. Rx: `zip(_:_:_:_:_:)`.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Engine.combining(
            .zip(.allCompleted), source1.asObservable(), source2.asObservable(), source3.asObservable(),
            source4.asObservable(), source5.asObservable()
        ) { $0 }
    }

    /// The n-th elements of 6 sources, as tuples. Rx: `zip(_:_:_:_:_:_:)`.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Engine.combining(
            .zip(.allCompleted), source1.asObservable(), source2.asObservable(), source3.asObservable(),
            source4.asObservable(), source5.asObservable(), source6.asObservable()
        ) { $0 }
    }

    /// The n-th elements of 7 sources, as tuples. Rx: `zip(_:_:_:_:_:_:_:)`.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Engine.combining(
            .zip(.allCompleted), source1.asObservable(), source2.asObservable(), source3.asObservable(),
            source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable()
        ) { $0 }
    }

    /// The n-th elements of 8 sources, as tuples. Rx: `zip(_:_:_:_:_:_:_:_:)`.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Engine.combining(
            .zip(.allCompleted), source1.asObservable(), source2.asObservable(), source3.asObservable(),
            source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(),
            source8.asObservable()
        ) { $0 }
    }
}
