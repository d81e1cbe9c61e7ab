import RACBridge

/// ReactiveObjC-style code, with `import RACBridge`.
func racPart() -> [String] {
    var lines: [String] = []
    let query = RACSubject<String>()
    let disposable = query
        .map { $0.lowercased() }
        .filter { !$0.isEmpty }
        .subscribeNext { lines.append("rac: search for \($0)") }
    query.sendNext("Swift")
    disposable.dispose()
    return lines
}
