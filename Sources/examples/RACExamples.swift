import Foundation
import Observation
import RxBridge
import RACBridge
import ReactiveTesting

/// ReactiveObjC-dialect scenarios: the classic login form, hot and cold signals, and a
/// multicast connection.
enum RACExamples {
    static func run() {
        loginForm()
        hotAndCold()
        multicastConnection()
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) { observation() }
    }

    // MARK: Login form

    /// What the screen shows; the view model binds its signals onto it.
    final class LoginScreen {
        var signInEnabled = false
        var spinnerVisible = false
        var message = ""
    }

    /// The classic ReactiveObjC login view model: the inputs decide whether sign-in is
    /// possible, a command runs it, and its `executing` and `errors` drive the screen.
    final class LoginViewModel {
        let username = RACSubject<String>()
        let password = RACSubject<String>()
        let signIn: RACCommand<Void, String>
        private var credentials = (username: "", password: "")
        private var bindings: [RACDisposable] = []

        init(screen: LoginScreen, scheduler: RACScheduler, service: @escaping (String, String) -> RACSignal<String>) {
            // RACSignal is an Observable: Rx's combineLatest takes RAC signals as they are.
            let valid = Observable.combineLatest(username, password) { user, password in
                user.count >= 3 && password.count >= 6
            }.racSignal
            var current: (username: String, password: String) = ("", "")
            signIn = RACCommand(enabled: valid, scheduler: scheduler) { _ in
                service(current.username, current.password)
            }
            bindings.append(username.subscribeNext { current.username = $0 })
            bindings.append(password.subscribeNext { current.password = $0 })
            bindings.append(signIn.enabled.setKeyPath(\.signInEnabled, on: screen))
            bindings.append(signIn.executing.setKeyPath(\.spinnerVisible, on: screen))
            bindings.append(signIn.errors.map { "sign-in failed: \(($0 as NSError).localizedDescription)" }
                .setKeyPath(\.message, on: screen))
            bindings.append(signIn.executionSignals.subscribeNext { execution in
                execution.map { "signed in: \($0)" }.setKeyPath(\.message, on: screen)
            })
        }

        deinit { bindings.forEach { $0.dispose() } }
    }

    struct WrongPassword: LocalizedError {
        var errorDescription: String? { "wrong password" }
    }

    static func loginForm() {
        section("RAC 1. Login form: RACCommand with enabled, executing and errors",
                why: "the command is enabled only by valid input and while idle; its executing",
                     "flag drives the spinner and its errors reach the screen, on one virtual clock") {
            let scheduler = RACTestScheduler()
            let screen = LoginScreen()
            // The sign-in service answers two ticks later.
            let service = { (user: String, password: String) -> RACSignal<String> in
                RACSignal.createSignal { subscriber in
                    scheduler.afterDelay(2) {
                        if password == "correct horse" {
                            subscriber.sendNext("welcome, \(user)")
                            subscriber.sendCompleted()
                        } else {
                            subscriber.sendError(WrongPassword())
                        }
                    }
                }
            }
            let model = LoginViewModel(screen: screen, scheduler: scheduler, service: service)
            func show(_ step: String) {
                let clock = scheduler.testScheduler.clock
                say("  @\(clock) \(step): enabled=\(screen.signInEnabled) spinner=\(screen.spinnerVisible) message=\"\(screen.message)\"")
            }
            // The empty fields, as a form sends them first.
            model.username.sendNext("")
            model.password.sendNext("")
            scheduler.stepAll()
            show("empty form")
            model.username.sendNext("al")
            model.password.sendNext("123")
            scheduler.stepAll()
            show("short input")
            model.username.sendNext("alice")
            model.password.sendNext("hunter22")
            scheduler.stepAll()
            show("valid input")

            model.signIn.execute(())
            scheduler.step()
            show("signing in")
            model.signIn.execute(()).subscribeError { error in
                let error = error as NSError
                say("  a second execute while running is refused: \(error.domain) code \(error.code) (not on errors)")
            }
            scheduler.stepAll()
            show("wrong password")

            model.password.sendNext("correct horse")
            model.signIn.execute(())
            scheduler.stepAll()
            show("right password")
        }
    }

    // MARK: Hot and cold

    static func hotAndCold() {
        section("RAC 2. Cold signals and hot subjects",
                why: "createSignal runs its block for each subscriber; a RACSubject sends to",
                     "whoever listens now and, unlike an Rx subject, keeps no end state") {
            var runs = 0
            let cold = RACSignal<Int>.createSignal { subscriber in
                runs += 1
                subscriber.sendNext(runs)
                subscriber.sendCompleted()
                return nil
            }
            RACScheduler.immediate().performAsCurrentScheduler {
                cold.subscribeNext { say("  cold, subscriber A got \($0)") }
                cold.subscribeNext { say("  cold, subscriber B got \($0)") }
            }
            say("  the block ran \(runs) times")

            let hot = RACSubject<String>()
            hot.subscribeNext({ say("  hot, early subscriber got \($0)") }, completed: { say("  hot, early subscriber completed") })
            hot.sendNext("first")
            hot.sendCompleted()
            hot.subscribeNext({ say("  hot, late subscriber got \($0)") }, completed: { say("  hot, late subscriber completed") })
            hot.sendNext("after the end")
            say("  the late subscriber got no completion, and values sent after the end reach it")
        }
    }

    // MARK: Multicast connection

    static func multicastConnection() {
        section("RAC 3. RACMulticastConnection: one subscription to the source, connected by hand",
                why: "publish + connect shares one run of the work; subscribers before connect get it all") {
            var runs = 0
            let source = RACSignal<Int>.createSignal { subscriber in
                runs += 1
                say("  the source runs (run \(runs))")
                subscriber.sendNext(1)
                subscriber.sendNext(2)
                subscriber.sendCompleted()
                return nil
            }
            let connection = publish(source)
            RACScheduler.immediate().performAsCurrentScheduler {
                connection.signal.subscribeNext { say("  subscriber A got \($0)") }
                connection.signal.subscribeNext { say("  subscriber B got \($0)") }
                say("  nothing yet: not connected")
                _ = connection.connect()
                _ = connection.connect()
            }
            say("  connect() twice, the source ran \(runs) time: RAC connects once")
        }
    }

    /// RAC `publish` in the shape of `RACMulticastConnection`, on the engine's
    /// multicaster (a plain subject, connected at most once). The RAC facade's
    /// `publish()` takes its place when the multicast facade is merged.
    private static func publish<Value>(_ source: RACSignal<Value>) -> (signal: RACSignal<Value>, connect: () -> Disposable) {
        let multicaster = Multicaster<Value, Value>(source: source, dialect: .rac) {
            let subject = PublishSubject<Value>()
            return SubjectParts(subject)
        }
        return (RACSignal(Observable.make { sink, scope in multicaster.subscribe(sink, scope) }), { multicaster.connect() })
    }

    // MARK: Observation

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Observable
    final class Profile {
        var name = "ann"
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    static func observation() {
        section("RAC 4. RACObserve and setKeyPath on Swift Observation",
                why: "RACObserve(object, \\.keyPath) is KVO's RACObserve on @Observable classes;",
                     "setKeyPath is RAC(object, key) = signal") {
            whereObservationIsSynchronous {
                let profile = Profile()
                let screen = LoginScreen()
                var binding: RACDisposable?
                RACScheduler.immediate().performAsCurrentScheduler {
                    binding = RACObserve(profile, \.name).map { "hello, \($0)" }.setKeyPath(\.message, on: screen)
                }
                say("  screen shows \"\(screen.message)\"")
                profile.name = "bob"
                say("  after profile.name = \"bob\": \"\(screen.message)\"")
                binding?.dispose()
            }
        }
    }
}
