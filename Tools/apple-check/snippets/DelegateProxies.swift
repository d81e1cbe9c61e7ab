// A user's view controller written the usual RxCocoa way, with only `import RxSwift` /
// `import RxCocoa` changed to `import RxBridge`: the `items` binders of table and
// collection views, row selection and its models, a search bar's and a text view's text,
// a scroll view's content offset, a collection view's supplementary views, a text view's
// attributed text and text storage, a search controller's and a tab bar controller's
// events, a text field's delegate on macOS, and the user's own delegate next to the proxy
// (Docs/DelegateProxies.md). Compiled by Tools/apple-check/run.sh as an app module at every
// triple; UIKit's part at iOS, tvOS and visionOS (the package's floors).
#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit
import RxBridge

struct Song {
    let title: String
}

final class SongCell: UITableViewCell {}
final class CoverCell: UICollectionViewCell {}

final class SongsViewController: UIViewController, UITableViewDelegate {
    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var collectionView: UICollectionView!
    @IBOutlet weak var searchBar: UISearchBar!
    @IBOutlet weak var notes: UITextView!
    @IBOutlet weak var scrollView: UIScrollView!
    #if os(iOS) || os(visionOS)
    var searchController: UISearchController!
    #endif
    #if os(iOS) || os(tvOS)
    weak var tabs: UITabBarController!
    #endif
    var attributed: NSAttributedString?
    let bag = DisposeBag()
    var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let songs = Observable.just([Song(title: "a"), Song(title: "b")])

        songs
            .bind(to: tableView.rx.items(cellIdentifier: "Song", cellType: SongCell.self)) { row, song, cell in
                _ = (row, song.title, cell)
            }
            .disposed(by: bag)
        tableView.rx.itemSelected
            .subscribe(onNext: { [weak self] indexPath in self?.titles.append("\(indexPath)") })
            .disposed(by: bag)
        tableView.rx.modelSelected(Song.self)
            .map { $0.title }
            .subscribe(onNext: { [weak self] title in self?.titles.append(title) })
            .disposed(by: bag)
        tableView.rx.itemDeleted
            .subscribe(onNext: { _ in })
            .disposed(by: bag)
        tableView.rx.setDelegate(self).disposed(by: bag)

        songs
            .bind(to: collectionView.rx.items(cellIdentifier: "Cover", cellType: CoverCell.self)) { _, _, _ in }
            .disposed(by: bag)
        songs
            .bind(to: collectionView.rx.items) { collectionView, row, _ in
                collectionView.dequeueReusableCell(withReuseIdentifier: "Cover", for: IndexPath(indexes: [0, row]))
            }
            .disposed(by: bag)
        collectionView.rx.modelSelected(Song.self)
            .subscribe(onNext: { _ in })
            .disposed(by: bag)

        searchBar.rx.text.orEmpty
            .distinctUntilChanged()
            .subscribe(onNext: { [weak self] query in self?.titles.append(query) })
            .disposed(by: bag)
        searchBar.rx.searchButtonClicked
            .subscribe(onNext: { [weak self] in self?.searchBar.text = nil })
            .disposed(by: bag)

        notes.rx.text
            .subscribe(onNext: { _ in })
            .disposed(by: bag)
        Observable.just("Notes").bind(to: notes.rx.text).disposed(by: bag)
        notes.rx.attributedText
            .subscribe(onNext: { [weak self] text in self?.attributed = text })
            .disposed(by: bag)
        notes.rx.textInput.text.orEmpty
            .subscribe(onNext: { _ in })
            .disposed(by: bag)
        let storage: NSMutableAttributedString = notes.textStorage
        _ = storage
        notes.textStorage.rx.didProcessEditingRangeChangeInLength
            .filter { $0.editedMask.contains(.editedCharacters) && !$0.editedMask.contains(.editedAttributes) }
            .map { $0.editedRange.location + $0.editedRange.length + $0.delta }
            .subscribe(onNext: { _ in })
            .disposed(by: bag)

        collectionView.rx.willDisplaySupplementaryView
            .subscribe(onNext: { event in _ = (event.supplementaryView, event.elementKind, event.at) })
            .disposed(by: bag)
        collectionView.rx.didEndDisplayingSupplementaryView
            .subscribe(onNext: { _ in })
            .disposed(by: bag)
        #if os(tvOS)
        tableView.rx.didUpdateFocusInContextWithAnimationCoordinator
            .subscribe(onNext: { event in let context: UIFocusUpdateContext = event.context; _ = (context, event.animationCoordinator) })
            .disposed(by: bag)
        collectionView.rx.didUpdateFocusInContextWithAnimationCoordinator
            .subscribe(onNext: { (event: (context: UICollectionViewFocusUpdateContext, animationCoordinator: UIFocusAnimationCoordinator)) in _ = event })
            .disposed(by: bag)
        #endif
        tableView.rx.willDisplayCell
            .subscribe(onNext: { (event: WillDisplayCellEvent) in _ = event.cell })
            .disposed(by: bag)

        #if os(iOS) || os(visionOS)
        searchController.rx.willPresent
            .subscribe(onNext: { [weak self] in self?.titles.removeAll() })
            .disposed(by: bag)
        searchController.rx.didDismiss
            .subscribe(onNext: { })
            .disposed(by: bag)
        #endif
        #if os(iOS) || os(tvOS)
        tabs.rx.didSelect
            .subscribe(onNext: { [weak self] controller in self?.titles.append("\(controller)") })
            .disposed(by: bag)
        #endif
        #if os(iOS)
        tabs.rx.didEndCustomizing
            .subscribe(onNext: { event in _ = (event.viewControllers, event.changed) })
            .disposed(by: bag)
        #endif

        scrollView.rx.contentOffset
            .subscribe(onNext: { _ in })
            .disposed(by: bag)
        scrollView.rx.didScroll
            .subscribe(onNext: { })
            .disposed(by: bag)
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
}
#endif

#if os(macOS)
import AppKit
import RxBridge

final class NotesController {
    let bag = DisposeBag()

    func bind(_ textView: NSTextView, to draft: BehaviorRelay<String>) {
        textView.rx.string.bind(to: draft).disposed(by: bag)
        draft.asObservable().bind(to: textView.rx.string).disposed(by: bag)
    }

    func watch(_ field: NSTextField, delegate: NSTextFieldDelegate) {
        field.rx.delegate.methodInvoked(#selector(NSControlTextEditingDelegate.controlTextDidChange(_:)))
            .subscribe(onNext: { _ in })
            .disposed(by: bag)
        RxTextFieldDelegateProxy.installForwardDelegate(delegate, retainDelegate: false, onProxyForObject: field)
            .disposed(by: bag)
    }
}
#endif
