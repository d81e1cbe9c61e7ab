#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

// UIKit glue: the search bar's delegate proxy and its `rx` text and events. The rules are
// DelegateProxy's, tested on Linux; this file is compile-checked (Tools/apple-check), not
// tested, here.

extension UISearchBar: @preconcurrency HasDelegate {
    /// The search bar's delegate type.
    ///
    /// Rx: `UISearchBar.Delegate` (RxCocoa's `HasDelegate` conformance).
    public typealias Delegate = UISearchBarDelegate
}

/// The search bar's delegate proxy: it reports the `UISearchBarDelegate` messages the `rx`
/// extensions observe and passes each one on to the user's delegate.
///
/// Threading: main-thread-confined, as `DelegateProxy`.
///
/// Rx: `RxSearchBarDelegateProxy` (RxCocoa).
open class RxSearchBarDelegateProxy: DelegateProxy<UISearchBar, UISearchBarDelegate>, DelegateProxyType {
    /// The search bar.
    ///
    /// Rx: `RxSearchBarDelegateProxy.searchBar`.
    public private(set) weak var searchBar: UISearchBar?

    /// A proxy for `searchBar`.
    ///
    /// - Parameter searchBar: The search bar whose delegate it takes.
    ///
    /// Rx: `RxSearchBarDelegateProxy.init(searchBar:)`.
    public init(searchBar: ParentObject) {
        self.searchBar = searchBar
        super.init(parentObject: searchBar, delegateProxy: RxSearchBarDelegateProxy.self)
        var reported: [AnyHashable] = [
            #selector(UISearchBarDelegate.searchBar(_:textDidChange:)),
            #selector(UISearchBarDelegate.searchBar(_:selectedScopeButtonIndexDidChange:)),
            #selector(UISearchBarDelegate.searchBarSearchButtonClicked(_:)),
            #selector(UISearchBarDelegate.searchBarTextDidBeginEditing(_:)),
            #selector(UISearchBarDelegate.searchBarTextDidEndEditing(_:)),
        ]
        #if !os(tvOS)
        reported += [
            #selector(UISearchBarDelegate.searchBarCancelButtonClicked(_:)),
            #selector(UISearchBarDelegate.searchBarBookmarkButtonClicked(_:)),
            #selector(UISearchBarDelegate.searchBarResultsListButtonClicked(_:)),
        ]
        #endif
        messages.declareObservationOnly(reported)
    }

    /// Registers the search bar's proxy.
    ///
    /// Rx: `RxSearchBarDelegateProxy.registerKnownImplementations()`.
    public static func registerKnownImplementations() {
        register { RxSearchBarDelegateProxy(searchBar: $0) }
    }
}

extension RxSearchBarDelegateProxy: UISearchBarDelegate {
    /// Reports `searchBar(_:textDidChange:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - searchBar: The search bar.
    ///   - searchText: The new text.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        report(#selector(UISearchBarDelegate.searchBar(_:textDidChange:)), [searchBar, searchText]) {
            forwardToDelegate()?.searchBar?(searchBar, textDidChange: searchText)
        }
    }

    /// Reports `searchBar(_:selectedScopeButtonIndexDidChange:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - searchBar: The search bar.
    ///   - selectedScope: The new scope button index.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        report(#selector(UISearchBarDelegate.searchBar(_:selectedScopeButtonIndexDidChange:)), [searchBar, selectedScope]) {
            forwardToDelegate()?.searchBar?(searchBar, selectedScopeButtonIndexDidChange: selectedScope)
        }
    }

    /// Reports `searchBarSearchButtonClicked(_:)`, then passes it on.
    ///
    /// - Parameter searchBar: The search bar.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        report(#selector(UISearchBarDelegate.searchBarSearchButtonClicked(_:)), [searchBar]) {
            forwardToDelegate()?.searchBarSearchButtonClicked?(searchBar)
        }
    }

    /// Reports `searchBarTextDidBeginEditing(_:)`, then passes it on.
    ///
    /// - Parameter searchBar: The search bar.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        report(#selector(UISearchBarDelegate.searchBarTextDidBeginEditing(_:)), [searchBar]) {
            forwardToDelegate()?.searchBarTextDidBeginEditing?(searchBar)
        }
    }

    /// Reports `searchBarTextDidEndEditing(_:)`, then passes it on.
    ///
    /// - Parameter searchBar: The search bar.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
        report(#selector(UISearchBarDelegate.searchBarTextDidEndEditing(_:)), [searchBar]) {
            forwardToDelegate()?.searchBarTextDidEndEditing?(searchBar)
        }
    }

    #if !os(tvOS)
    /// Reports `searchBarCancelButtonClicked(_:)`, then passes it on.
    ///
    /// - Parameter searchBar: The search bar.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        report(#selector(UISearchBarDelegate.searchBarCancelButtonClicked(_:)), [searchBar]) {
            forwardToDelegate()?.searchBarCancelButtonClicked?(searchBar)
        }
    }

    /// Reports `searchBarBookmarkButtonClicked(_:)`, then passes it on.
    ///
    /// - Parameter searchBar: The search bar.
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {
        report(#selector(UISearchBarDelegate.searchBarBookmarkButtonClicked(_:)), [searchBar]) {
            forwardToDelegate()?.searchBarBookmarkButtonClicked?(searchBar)
        }
    }

    /// Reports `searchBarResultsListButtonClicked(_:)`, then passes it on.
    ///
    /// - Parameter searchBar: The search bar.
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {
        report(#selector(UISearchBarDelegate.searchBarResultsListButtonClicked(_:)), [searchBar]) {
            forwardToDelegate()?.searchBarResultsListButtonClicked?(searchBar)
        }
    }
    #endif
}

extension Reactive where Base: UISearchBar {
    /// The search bar's delegate proxy (installed on first use).
    ///
    /// Rx: `rx.delegate` (RxCocoa).
    public var delegate: DelegateProxy<UISearchBar, UISearchBarDelegate> {
        RxSearchBarDelegateProxy.proxy(for: base)
    }

    /// The text: the current text at subscription, then the text after each change and
    /// when editing ends; setting it sets the text.
    ///
    /// Rx: `rx.text` (RxCocoa).
    public var text: ControlProperty<String?> { value }

    /// The same as `text`.
    ///
    /// Rx: `rx.value` (RxCocoa).
    public var value: ControlProperty<String?> {
        let changed = delegate.methodInvoked(#selector(UISearchBarDelegate.searchBar(_:textDidChange:)))
        let ended = delegate.methodInvoked(#selector(UISearchBarDelegate.searchBarTextDidEndEditing(_:)))
        let values = Observable<String?>.deferred { [weak searchBar = base as UISearchBar] in
            let current = MainActor.assumeIsolated { searchBar?.text }
            return Observable.merge(changed, ended)
                .map { _ in MainActor.assumeIsolated { searchBar?.text ?? "" } }
                .startWith(current)
        }
        let sink = Binder(base) { searchBar, text in
            MainActor.assumeIsolated { searchBar.text = text }
        }
        return ControlProperty(values: values, valueSink: sink)
    }

    /// The selected scope button's index: the current one at subscription, then each
    /// change; setting it selects a scope button.
    ///
    /// Rx: `rx.selectedScopeButtonIndex` (RxCocoa).
    public var selectedScopeButtonIndex: ControlProperty<Int> {
        let changes = delegate.methodInvoked(#selector(UISearchBarDelegate.searchBar(_:selectedScopeButtonIndexDidChange:)))
        let values = Observable<Int>.deferred { [weak searchBar = base as UISearchBar] in
            let current = MainActor.assumeIsolated { searchBar?.selectedScopeButtonIndex ?? 0 }
            return changes.map { try delegateArgument($0, 1, as: Int.self) }.startWith(current)
        }
        let sink = Binder(base) { searchBar, index in
            MainActor.assumeIsolated { searchBar.selectedScopeButtonIndex = index }
        }
        return ControlProperty(values: values, valueSink: sink)
    }

    #if !os(tvOS)
    /// `searchBarCancelButtonClicked(_:)`.
    ///
    /// Rx: `rx.cancelButtonClicked` (RxCocoa).
    public var cancelButtonClicked: ControlEvent<Void> { delegate.voidEvent(#selector(UISearchBarDelegate.searchBarCancelButtonClicked(_:))) }

    /// `searchBarBookmarkButtonClicked(_:)`.
    ///
    /// Rx: `rx.bookmarkButtonClicked` (RxCocoa).
    public var bookmarkButtonClicked: ControlEvent<Void> { delegate.voidEvent(#selector(UISearchBarDelegate.searchBarBookmarkButtonClicked(_:))) }

    /// `searchBarResultsListButtonClicked(_:)`.
    ///
    /// Rx: `rx.resultsListButtonClicked` (RxCocoa).
    public var resultsListButtonClicked: ControlEvent<Void> {
        delegate.voidEvent(#selector(UISearchBarDelegate.searchBarResultsListButtonClicked(_:)))
    }
    #endif

    /// `searchBarSearchButtonClicked(_:)`.
    ///
    /// Rx: `rx.searchButtonClicked` (RxCocoa).
    public var searchButtonClicked: ControlEvent<Void> { delegate.voidEvent(#selector(UISearchBarDelegate.searchBarSearchButtonClicked(_:))) }

    /// `searchBarTextDidBeginEditing(_:)`.
    ///
    /// Rx: `rx.textDidBeginEditing` (RxCocoa).
    public var textDidBeginEditing: ControlEvent<Void> { delegate.voidEvent(#selector(UISearchBarDelegate.searchBarTextDidBeginEditing(_:))) }

    /// `searchBarTextDidEndEditing(_:)`.
    ///
    /// Rx: `rx.textDidEndEditing` (RxCocoa).
    public var textDidEndEditing: ControlEvent<Void> { delegate.voidEvent(#selector(UISearchBarDelegate.searchBarTextDidEndEditing(_:))) }

    /// Makes `delegate` the proxy's forward delegate (not retained) until the returned
    /// disposable is disposed.
    ///
    /// - Parameter delegate: The user's delegate.
    /// - Returns: A disposable that removes it.
    ///
    /// Rx: `rx.setDelegate(_:)` (RxCocoa).
    public func setDelegate(_ delegate: UISearchBarDelegate) -> Disposable {
        RxSearchBarDelegateProxy.installForwardDelegate(delegate, retainDelegate: false, onProxyForObject: base)
    }
}
#endif
