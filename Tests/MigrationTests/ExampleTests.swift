import XCTest
import Foundation
import PortCheckCore
import RxBridge
import RACBridge
import ReactiveTesting

/// Migration/Examples ported by port-check's fixer compile here (Generated/) and run.
final class ExampleTests: ReactiveTestCase {
    static let examples = [
        ("Migration/Examples/RxSwift/LoginViewModel.swift", "Tests/MigrationTests/Generated/LoginViewModel+Ported.swift"),
        ("Migration/Examples/ReactiveObjC/SearchViewModel.swift", "Tests/MigrationTests/Generated/SearchViewModel+Ported.swift"),
    ]

    /// The generated copies are exactly what `port-check --fix` makes of the examples.
    func testPortedCopiesAreCurrent() throws {
        let maps = try Package.maps()
        for (source, generated) in Self.examples {
            let fixed = Fixer.fixedText(path: source, text: try Package.text(source), maps: maps)
            let expected = "// Generated from \(source) by port-check's fixer; do not edit.\n"
                + "// Refresh: REGENERATE=1 swift test --filter MigrationTests\n" + fixed
            if let problem = try Package.checkGenerated(generated, expected: expected,
                                                        how: "run REGENERATE=1 swift test --filter MigrationTests") {
                XCTFail(problem)
            }
        }
    }

    /// The RxSwift view model, ported by its import line, behaves as written.
    func testLoginViewModelRuns() {
        var log: [String] = []
        var failures: [Int] = []
        do {
            let model = LoginViewModel { name, password in .just(name == "alice" && password == "secret1") }
            model.logStatus { log.append($0) }
            let subscription = model.failedAttempts.subscribe(onNext: { failures.append($0) })
            var valid: [Bool] = []
            let validity = model.isValid.subscribe(onNext: { valid.append($0) })
            model.username.onNext("alice")
            model.password.onNext("wrong!")
            model.loginTaps.onNext(())
            model.password.onNext("secret1")
            model.loginTaps.onNext(())
            XCTAssertEqual(valid, [false, false, true, true])
            subscription.dispose()
            validity.dispose()
        }
        XCTAssertEqual(log, ["Please log in", "Wrong password", "Welcome"])
        XCTAssertEqual(failures, [0, 1])
    }

    /// The Swift port of the ReactiveObjC view model searches trimmed queries of 2+ characters.
    func testSearchViewModelRuns() {
        var statuses: [String] = []
        var searched: [String] = []
        RACTestScheduler().performAsCurrentScheduler {
            let model = SearchViewModel { query in
                searched.append(query)
                return RACSignal.return([query + "1", query + "2"])
            }
            let subscription = model.status.subscribeNext { statuses.append($0) }
            model.queries.sendNext(" a ")
            XCTAssertEqual(model.results, [])
            model.queries.sendNext(" ab ")
            XCTAssertEqual(model.results, ["ab1", "ab2"])
            subscription.dispose()
        }
        XCTAssertEqual(searched, ["ab"])
        XCTAssertEqual(statuses, ["2 results"])
    }
}
