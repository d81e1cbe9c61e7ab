// A user's view controller written the ReactiveObjC way, ported to Swift with only the
// import changed (Docs/RACUIKit.md): control-event, text and gesture signals, rac_command
// on a button, a bar button item and a refresh control, a text field bound both ways to a
// view model through channels, the value controls' channels, and rac_willDeallocSignal.
// The AppKit part is a window controller's equivalent. Compiled by Tools/apple-check/run.sh
// as an app module importing RACBridge: UIKit at iOS, tvOS and visionOS; AppKit at macOS.
import Foundation
import RACBridge

final class LoginViewModel: NSObject {
    @objc dynamic var username: String?
    @objc dynamic var password: String?
    @objc dynamic var acceptsTerms = false

    lazy var loginCommand = RACCommand<UIButtonOrControl, AnyObject>(
        enabled: RACObserve(self, \.username).map { !($0 ?? "").isEmpty }
    ) { _ in RACSignal<AnyObject>.empty() }
}

#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
import UIKit

typealias UIButtonOrControl = UIButton

final class LoginViewController: UIViewController {
    let viewModel = LoginViewModel()
    let usernameField = UITextField()
    let passwordField = UITextField()
    let notesView = UITextView()
    let loginButton = UIButton()
    let cancelItem = UIBarButtonItem()
    let tap = UITapGestureRecognizer()
    let modeControl = UISegmentedControl()
    private var disposables: [RACDisposable] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        // RACChannelTo(self.viewModel, username) = self.usernameField.rac_newTextChannel;
        disposables.append(RACChannelTo(viewModel, \.username).bind(to: usernameField.rac_newTextChannel()))
        disposables.append(passwordField.rac_textSignal().setKeyPath(\.password, on: viewModel))
        disposables.append(notesView.rac_textSignal().subscribeNext { text in print("notes:", text ?? "") })
        disposables.append(passwordField.rac_signal(for: .allEditingEvents)
            .take(until: rac_willDeallocSignal)
            .subscribeNext { control in print("edited", control.isEnabled) })
        loginButton.rac_command = viewModel.loginCommand
        cancelItem.rac_command = RACCommand { _ in RACSignal<AnyObject>.empty() }
        disposables.append(tap.rac_gestureSignal().subscribeNext { recognizer in print("tapped", recognizer.view as Any) })
        let mode = modeControl.rac_newSelectedSegmentIndexChannel(withNilValue: 0)
        disposables.append(mode.subscribeNext { index in print("mode", index ?? 0) })
        mode.sendNext(1)
        _ = loginButton.rac_command?.execute(loginButton)
    }
}

#if os(iOS) || os(visionOS)
final class SettingsViewController: UIViewController {
    let viewModel = LoginViewModel()
    let termsSwitch = UISwitch()
    let volume = UISlider()
    let count = UIStepper()
    let birthday = UIDatePicker()
    let refresh = UIRefreshControl()

    override func viewDidLoad() {
        super.viewDidLoad()
        let terms = termsSwitch.rac_newOnChannel()
        _ = terms.subscribeNext { [viewModel] on in viewModel.acceptsTerms = on ?? false }
        terms.sendNext(nil)
        _ = volume.rac_newValueChannel(withNilValue: 0.5).subscribeNext { print("volume", $0 ?? 0) }
        count.rac_newValueChannel(withNilValue: nil).sendNext(3)
        _ = birthday.rac_newDateChannel(withNilValue: Date()).subscribeNext { print("date", $0 as Any) }
        refresh.rac_command = RACCommand { _ in RACSignal<AnyObject>.empty() }
    }
}
#endif
#elseif canImport(AppKit) && os(macOS)
import AppKit

typealias UIButtonOrControl = NSControl

@MainActor final class LoginWindowController: NSObject {
    let viewModel = LoginViewModel()
    let usernameField = NSTextField()
    let notesView = NSTextView()
    let loginButton = NSButton()

    func windowDidLoad() {
        _ = usernameField.rac_textSignal().map { Optional($0) }.setKeyPath(\.username, on: viewModel)
        _ = notesView.rac_textSignal().take(until: rac_willDeallocSignal).subscribeNext { print("notes:", $0) }
        loginButton.rac_command = viewModel.loginCommand
        loginButton.rac_command = nil
    }
}
#else
typealias UIButtonOrControl = NSObject
#endif
