import RxBridge
import RxBridgeBlocking

/// Rx code as it is written against RxSwift, with `import RxBridge`.
func rxPart() throws -> [String] {
    var lines: [String] = []
    let query = PublishSubject<String>()
    let bag = DisposeBag()
    query
        .map { $0.lowercased() }
        .filter { !$0.isEmpty }
        .subscribe(onNext: { lines.append("rx: search for \($0)") })
        .disposed(by: bag)
    query.onNext("Swift")
    // RxBlocking's spelling, with `import RxBridgeBlocking`.
    let total = try Observable.from([1, 2, 3]).reduce(0, accumulator: +).toBlocking().single()
    lines.append("rx blocking: \(total)")
    return lines
}
