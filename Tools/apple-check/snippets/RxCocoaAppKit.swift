// AppKit code written the usual RxCocoa way; only the imports differ (`import RxBridge`
// for `import RxSwift` and `import RxCocoa`). Compiled at every triple; empty off macOS.
#if os(macOS)
import AppKit
import RxBridge

@MainActor
final class PreferencesController: NSObject {
    @IBOutlet private var nameField: NSTextField!
    @IBOutlet private var saveButton: NSButton!
    @IBOutlet private var muteCheckbox: NSButton!
    @IBOutlet private var volumeSlider: NSSlider!
    @IBOutlet private var preview: NSImageView!
    @IBOutlet private var panel: NSView!
    private let disposeBag = DisposeBag()

    func bindControls() {
        nameField.rx.text.orEmpty.map { !$0.isEmpty }.bind(to: saveButton.rx.isEnabled).disposed(by: disposeBag)
        saveButton.rx.tap.subscribe(onNext: { print("saved") }).disposed(by: disposeBag)
        muteCheckbox.rx.state.map { $0 == .on }.bind(to: volumeSlider.rx.isHidden).disposed(by: disposeBag)
        volumeSlider.rx.value.map { CGFloat($0) }.bind(to: panel.rx.alpha).disposed(by: disposeBag)
        Observable<NSImage?>.just(nil).bind(to: preview.rx.image).disposed(by: disposeBag)
        volumeSlider.rx.controlProperty(getter: { $0.doubleValue }, setter: { $0.doubleValue = $1 })
            .map { String($0) }
            .bind(to: nameField.rx.text)
            .disposed(by: disposeBag)
        nameField.rx.controlEvent.subscribe(onNext: { print("entered") }).disposed(by: disposeBag)
    }
}
#endif
