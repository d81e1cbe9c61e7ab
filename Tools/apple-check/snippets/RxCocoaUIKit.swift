// A view controller written the usual RxSwift/RxCocoa way; only the imports differ
// (`import RxBridge` for `import RxSwift` and `import RxCocoa`). It must compile at iOS 13
// (and visionOS); tvOS, which has no switches, sliders, refresh controls or rx.tap, gets a
// smaller one below. Tools/apple-check/run.sh compiles the file at every triple (empty on
// macOS and watchOS).
#if os(iOS) || os(visionOS)
import UIKit
import RxBridge

final class SignInViewController: UIViewController {
    @IBOutlet private var usernameField: UITextField!
    @IBOutlet private var passwordField: UITextField!
    @IBOutlet private var signInButton: UIButton!
    @IBOutlet private var greetingLabel: UILabel!
    @IBOutlet private var hintLabel: UILabel!
    @IBOutlet private var spinner: UIActivityIndicatorView!
    @IBOutlet private var scrollView: UIScrollView!
    @IBOutlet private var header: UIView!
    @IBOutlet private var reloadItem: UIBarButtonItem!
    @IBOutlet private var rememberSwitch: UISwitch!
    @IBOutlet private var avatarView: UIImageView!
    @IBOutlet private var uploadProgress: UIProgressView!
    @IBOutlet private var modeControl: UISegmentedControl!
    @IBOutlet private var sizeSlider: UISlider!
    @IBOutlet private var countStepper: UIStepper!
    @IBOutlet private var birthdayPicker: UIDatePicker!
    private let refreshControl = UIRefreshControl()
    private let tapGesture = UITapGestureRecognizer()
    private let panGesture = UIPanGestureRecognizer()
    private let isLoading = BehaviorRelay<Bool>(value: false)
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()

        let username = usernameField.rx.text.orEmpty.asObservable()
        let password = passwordField.rx.text.orEmpty.asObservable()
        let isValid = Observable.combineLatest(username, password) { name, secret in
            !name.isEmpty && secret.count >= 8
        }
        .share(replay: 1)

        isValid.bind(to: signInButton.rx.isEnabled).disposed(by: disposeBag)
        isValid.bind(to: hintLabel.rx.isHidden).disposed(by: disposeBag)
        username.map { "Hello, \($0)" }.bind(to: greetingLabel.rx.text).disposed(by: disposeBag)
        Observable<NSAttributedString?>.just(nil).bind(to: hintLabel.rx.attributedText).disposed(by: disposeBag)
        Observable.just("Sign in").bind(to: signInButton.rx.title()).disposed(by: disposeBag)

        Observable.just("Signing in…").bind(to: signInButton.rx.title(for: .highlighted)).disposed(by: disposeBag)

        isLoading.bind(to: spinner.rx.isAnimating).disposed(by: disposeBag)
        isLoading.bind(to: refreshControl.rx.isRefreshing).disposed(by: disposeBag)
        isLoading.map { !$0 }.bind(to: signInButton.rx.isSelected).disposed(by: disposeBag)

        signInButton.rx.tap
            .withLatestFrom(username)
            .subscribe(onNext: { [weak self] name in self?.signIn(as: name) })
            .disposed(by: disposeBag)
        reloadItem.rx.tap.map { true }.bind(to: isLoading).disposed(by: disposeBag)
        refreshControl.rx.controlEvent(.valueChanged).map { true }.bind(to: isLoading).disposed(by: disposeBag)

        tapGesture.rx.event
            .subscribe(onNext: { recognizer in recognizer.view?.isHidden = true })
            .disposed(by: disposeBag)
        panGesture.rx.event.map { _ in 0.5 }.bind(to: header.rx.alpha).disposed(by: disposeBag)

        scrollView.rx.contentOffset
            .map { $0.y < 100 }
            .bind(to: reloadItem.rx.isEnabled, header.rx.isUserInteractionEnabled)
            .disposed(by: disposeBag)

        rememberSwitch.rx.isOn.bind(to: avatarView.rx.isHidden).disposed(by: disposeBag)
        Observable<UIImage?>.just(nil).bind(to: avatarView.rx.image).disposed(by: disposeBag)
        Observable<UIColor?>.just(nil).bind(to: header.rx.backgroundColor).disposed(by: disposeBag)
        modeControl.rx.selectedSegmentIndex.map { $0 == 0 }.bind(to: sizeSlider.rx.isEnabled).disposed(by: disposeBag)
        sizeSlider.rx.value.bind(to: uploadProgress.rx.progress).disposed(by: disposeBag)
        countStepper.rx.value.map { "\(Int($0)) items" }.bind(to: greetingLabel.rx.text).disposed(by: disposeBag)
        birthdayPicker.rx.date.map { _ in "" }.bind(to: passwordField.rx.text).disposed(by: disposeBag)
        birthdayPicker.rx.countDownDuration.map { $0 > 60 }.bind(to: hintLabel.rx.isHidden).disposed(by: disposeBag)

        UIApplication.rx.didEnterBackground.map { false }.bind(to: isLoading).disposed(by: disposeBag)
        usernameField.rx.textInput.text.orEmpty.map(\.isEmpty).bind(to: greetingLabel.rx.isHidden).disposed(by: disposeBag)

        rx.deallocated
            .subscribe(onNext: { print("sign-in screen released") })
            .disposed(by: disposeBag)
    }

    private func signIn(as name: String) {
        isLoading.accept(true)
    }
}
#endif

#if os(tvOS)
import UIKit
import RxBridge

// On tvOS a button is pressed with the remote: `rx.primaryAction`, not `rx.tap`.
final class PlayerViewController: UIViewController {
    @IBOutlet private var playButton: UIButton!
    @IBOutlet private var qualityControl: UISegmentedControl!
    @IBOutlet private var searchField: UITextField!
    @IBOutlet private var spinner: UIActivityIndicatorView!
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        playButton.rx.primaryAction.map { true }.bind(to: spinner.rx.isAnimating).disposed(by: disposeBag)
        qualityControl.rx.selectedSegmentIndex.map { $0 > 0 }.bind(to: playButton.rx.isEnabled).disposed(by: disposeBag)
        searchField.rx.text.orEmpty.map(\.isEmpty).bind(to: qualityControl.rx.isHidden).disposed(by: disposeBag)
    }
}
#endif
