// Generated from Migration/Examples/RxSwift/LoginViewModel.swift by port-check's fixer; do not edit.
// Refresh: REGENERATE=1 swift test --filter MigrationTests
// An RxSwift view model as it exists before porting. `port-check --fix` changes only
// its import line; the ported copy is compiled and run by Tests/MigrationTests.
import Foundation
import RxBridge

/// A login form: validates the fields, logs in on each tap, counts failed attempts.
final class LoginViewModel {
    // Inputs
    let username = BehaviorSubject<String>(value: "")
    let password = BehaviorSubject<String>(value: "")
    let loginTaps = PublishSubject<Void>()

    // Outputs
    let isValid: Observable<Bool>
    let status: Observable<String>
    let failedAttempts: Observable<Int>

    private let disposeBag = DisposeBag()

    /// `service` answers whether the credentials are right.
    init(service: @escaping (String, String) -> Observable<Bool>) {
        let credentials = Observable.combineLatest(username, password) { (name: $0, password: $1) }
        isValid = credentials
            .map { $0.name.count >= 3 && $0.password.count >= 6 }
            .share(replay: 1)
        let results = loginTaps
            .withLatestFrom(credentials)
            .flatMapLatest { service($0.name, $0.password) }
            .share(replay: 1)
        status = results
            .map { $0 ? "Welcome" : "Wrong password" }
            .startWith("Please log in")
        failedAttempts = results
            .filter { !$0 }
            .scan(0) { count, _ in count + 1 }
            .startWith(0)
    }

    /// Sends every status line to `log` for as long as the view model lives.
    func logStatus(to log: @escaping (String) -> Void) {
        status
            .subscribe(onNext: { log($0) })
            .disposed(by: disposeBag)
    }
}
