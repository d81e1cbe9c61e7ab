extension ObservableType {
    /// `--1--2--|` with `{ $0 * 10 }` gives `--10--20--|`; a thrown error ends the
    /// sequence with it.
    ///
    /// Rx: `map`. RAC: `-map:`.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        engine.map(transform)
    }
}
