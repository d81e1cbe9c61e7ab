/// `toArray`: `reduce` into an array.
extension Engine {
    /// Rx `toArray()` (a `Single<[Element]>` in RxSwift 6), RAC `-collect`.
    @inlinable
    package func toArray() -> Observable<[Element]> {
        reduce(into: [Element](), accumulator: { array, element in array.append(element) }, mapResult: { $0 })
    }

    /// RAC `-collect`: `toArray()` (RAC's `NSNull` placeholders are not needed: a
    /// `nil` stays `nil` in an array of optionals).
    @inlinable
    package func collect() -> Observable<[Element]> { toArray() }
}
