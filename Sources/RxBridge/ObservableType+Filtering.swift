extension ObservableType {
    /// `--1--2--3--|` with `isOdd` gives `--1-----3--|`; a thrown error ends the
    /// sequence with it.
    ///
    /// Rx: `filter`. RAC: `-filter:`.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        engine.filter(predicate)
    }
}
