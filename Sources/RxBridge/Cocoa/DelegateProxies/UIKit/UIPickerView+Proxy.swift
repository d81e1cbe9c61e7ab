#if os(iOS) || os(visionOS)
import UIKit

// UIKit glue: the picker view's delegate and data-source proxies, its `rx` events and the
// `items` binders (iOS and visionOS: tvOS has no picker view). The rules are platform-free
// and tested on Linux (DelegateProxyTests, ItemsBindingTests); this file is
// compile-checked (Tools/apple-check), not tested, here.

extension UIPickerView: @preconcurrency HasDelegate, @preconcurrency HasDataSource {
    /// The picker view's delegate type.
    ///
    /// Rx: `UIPickerView.Delegate` (RxCocoa's `HasDelegate` conformance).
    public typealias Delegate = UIPickerViewDelegate
    /// The picker view's data-source type.
    ///
    /// Rx: `UIPickerView.DataSource` (RxCocoa's `HasDataSource` conformance).
    public typealias DataSource = UIPickerViewDataSource
}

/// A data source that takes the elements of the sequence bound with
/// `pickerView.rx.items(adapter:)`.
///
/// Rx: `RxPickerViewDataSourceType` (RxCocoa).
@MainActor
public protocol RxPickerViewDataSourceType {
    /// The element of the bound sequence.
    associatedtype Element

    /// Takes one event of the bound sequence (on the main thread): usually stores the
    /// element and reloads `pickerView`.
    ///
    /// - Parameters:
    ///   - pickerView: The bound picker view.
    ///   - observedEvent: The event.
    ///
    /// Rx: `RxPickerViewDataSourceType.pickerView(_:observedEvent:)`.
    func pickerView(_ pickerView: UIPickerView, observedEvent: Event<Element>)
}

/// The picker view's delegate proxy: it reports `pickerView(_:didSelectRow:inComponent:)`
/// and passes every message on to the user's delegate.
///
/// Threading: main-thread-confined, as `DelegateProxy`.
///
/// Rx: `RxPickerViewDelegateProxy` (RxCocoa).
open class RxPickerViewDelegateProxy: DelegateProxy<UIPickerView, UIPickerViewDelegate>, DelegateProxyType {
    /// The picker view.
    ///
    /// Rx: `RxPickerViewDelegateProxy.pickerView`.
    public private(set) weak var pickerView: UIPickerView?

    /// A proxy for `pickerView`.
    ///
    /// - Parameter pickerView: The picker view whose delegate it takes.
    ///
    /// Rx: `RxPickerViewDelegateProxy.init(pickerView:)`.
    public init(pickerView: ParentObject) {
        self.pickerView = pickerView
        super.init(parentObject: pickerView, delegateProxy: RxPickerViewDelegateProxy.self)
        messages.declareObservationOnly([#selector(UIPickerViewDelegate.pickerView(_:didSelectRow:inComponent:)) as AnyHashable])
    }

    /// Registers the picker view's delegate proxy.
    ///
    /// Rx: `RxPickerViewDelegateProxy.registerKnownImplementations()`.
    public static func registerKnownImplementations() {
        register { RxPickerViewDelegateProxy(pickerView: $0) }
    }
}

extension RxPickerViewDelegateProxy: UIPickerViewDelegate {
    /// Reports `pickerView(_:didSelectRow:inComponent:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - pickerView: The picker view.
    ///   - row: The selected row.
    ///   - component: Its component.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        report(#selector(UIPickerViewDelegate.pickerView(_:didSelectRow:inComponent:)), [pickerView, row, component]) {
            forwardToDelegate()?.pickerView?(pickerView, didSelectRow: row, inComponent: component)
        }
    }
}

/// The picker view's data-source proxy: components and rows come from the forward data
/// source (none without one).
///
/// Threading: main-thread-confined, as `DelegateProxy`.
///
/// Rx: `RxPickerViewDataSourceProxy` (RxCocoa).
open class RxPickerViewDataSourceProxy: DelegateProxy<UIPickerView, UIPickerViewDataSource>, DelegateProxyType {
    /// The picker view.
    ///
    /// Rx: `RxPickerViewDataSourceProxy.pickerView`.
    public private(set) weak var pickerView: UIPickerView?

    /// A proxy for `pickerView`.
    ///
    /// - Parameter pickerView: The picker view whose data source it takes.
    ///
    /// Rx: `RxPickerViewDataSourceProxy.init(pickerView:)`.
    public init(pickerView: ParentObject) {
        self.pickerView = pickerView
        super.init(parentObject: pickerView, delegateProxy: RxPickerViewDataSourceProxy.self)
    }

    /// Registers the picker view's data-source proxy.
    ///
    /// Rx: `RxPickerViewDataSourceProxy.registerKnownImplementations()`.
    public static func registerKnownImplementations() {
        register { RxPickerViewDataSourceProxy(pickerView: $0) }
    }

    /// Sets the user's data source that the required methods ask and every other message goes
    /// to (held weakly, or kept alive when `retainDelegate`), then re-installs the proxy
    /// so the view asks again which messages it answers. The required methods read it at
    /// each call, so there is nothing else to update.
    ///
    /// - Parameters:
    ///   - forwardToDelegate: The data source, or nil.
    ///   - retainDelegate: Whether the proxy keeps it alive.
    ///
    /// Rx: `setForwardToDelegate(_:retainDelegate:)` (RxCocoa's override on this proxy).
    override public func setForwardToDelegate(_ forwardToDelegate: UIPickerViewDataSource?, retainDelegate: Bool) {
        super.setForwardToDelegate(forwardToDelegate, retainDelegate: retainDelegate)
    }
}

extension RxPickerViewDataSourceProxy: UIPickerViewDataSource {
    /// The forward data source's component count, or 0 without one.
    ///
    /// - Parameter pickerView: The picker view.
    /// - Returns: The number of components.
    public func numberOfComponents(in pickerView: UIPickerView) -> Int {
        forwardToDelegate()?.numberOfComponents(in: pickerView) ?? 0
    }

    /// The forward data source's row count, or 0 without one.
    ///
    /// - Parameters:
    ///   - pickerView: The picker view.
    ///   - component: The component.
    /// - Returns: The number of rows.
    public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        forwardToDelegate()?.pickerView(pickerView, numberOfRowsInComponent: component) ?? 0
    }
}

/// The adapter of `itemTitles`, `itemAttributedTitles` and `items(_:)`: one component, a
/// row per element, each row's title, attributed title or view from one closure.
///
/// Threading: main actor (as a UIKit data source); its rows are only touched there.
final class RxPickerViewArrayAdapter<Items: Sequence>: NSObject, UIPickerViewDataSource, UIPickerViewDelegate,
    RxPickerViewDataSourceType, @preconcurrency SectionedViewDataSourceType {
    /// What each row shows.
    enum Row {
        case title((Int, Items.Element) -> String?)
        case attributedTitle((Int, Items.Element) -> NSAttributedString?)
        case view((Int, Items.Element, UIView?) -> UIView)
    }

    /// Which of the three the adapter makes (read by `responds(to:)`, which is nonisolated).
    enum Kind: Sendable { case title, attributedTitle, view }

    typealias Element = Items
    let rows = ItemsArrayModel<Items.Element>()
    // Set once by the nonisolated init (so a binder can make the adapter before it is on the
    // main actor), then only read by UIKit's requests, on the main thread.
    nonisolated(unsafe) let row: Row
    nonisolated let kind: Kind

    nonisolated init(_ row: Row) {
        self.row = row
        switch row {
        case .title: kind = .title
        case .attributedTitle: kind = .attributedTitle
        case .view: kind = .view
        }
    }

    func pickerView(_ pickerView: UIPickerView, observedEvent: Event<Items>) {
        rows.on(observedEvent) { pickerView.reloadAllComponents() }
    }

    func model(at indexPath: IndexPath) throws -> Any {
        try rows.model(at: indexPath, owner: self)
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows.count }

    // UIKit asks for the title, attributed title and view only when the delegate answers
    // it: the adapter answers the one its closure makes.
    override func responds(to aSelector: Selector!) -> Bool {
        switch (aSelector, kind) {
        case (#selector(UIPickerViewDelegate.pickerView(_:titleForRow:forComponent:)), .title),
             (#selector(UIPickerViewDelegate.pickerView(_:attributedTitleForRow:forComponent:)), .attributedTitle),
             (#selector(UIPickerViewDelegate.pickerView(_:viewForRow:forComponent:reusing:)), .view):
            return true
        case (#selector(UIPickerViewDelegate.pickerView(_:titleForRow:forComponent:)), _),
             (#selector(UIPickerViewDelegate.pickerView(_:attributedTitleForRow:forComponent:)), _),
             (#selector(UIPickerViewDelegate.pickerView(_:viewForRow:forComponent:reusing:)), _):
            return false
        default:
            return super.responds(to: aSelector)
        }
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard case .title(let title) = self.row else { return nil }
        return title(row, rows[row])
    }

    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        guard case .attributedTitle(let title) = self.row else { return nil }
        return title(row, rows[row])
    }

    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        guard case .view(let make) = self.row else { preconditionFailure("the picker adapter makes no views") }
        return make(row, rows[row], view)
    }
}

extension Reactive where Base: UIPickerView {
    /// The picker view's delegate proxy (installed on first use).
    ///
    /// Rx: `rx.delegate` (RxCocoa).
    public var delegate: DelegateProxy<UIPickerView, UIPickerViewDelegate> {
        RxPickerViewDelegateProxy.proxy(for: base)
    }

    /// Makes `delegate` the delegate proxy's forward delegate (not retained) until the
    /// returned disposable is disposed.
    ///
    /// - Parameter delegate: The user's delegate.
    /// - Returns: A disposable that removes it.
    ///
    /// Rx: `rx.setDelegate(_:)` (RxCocoa).
    public func setDelegate(_ delegate: UIPickerViewDelegate) -> Disposable {
        RxPickerViewDelegateProxy.installForwardDelegate(delegate, retainDelegate: false, onProxyForObject: base)
    }

    /// The picker view's data-source proxy (installed on first use).
    ///
    /// Rx: `rx.dataSource` (RxCocoa).
    public var dataSource: DelegateProxy<UIPickerView, UIPickerViewDataSource> {
        RxPickerViewDataSourceProxy.proxy(for: base)
    }

    /// `pickerView(_:didSelectRow:inComponent:)`: the row and its component.
    ///
    /// Rx: `rx.itemSelected` (RxCocoa).
    public var itemSelected: ControlEvent<(row: Int, component: Int)> {
        let source = delegate.methodInvoked(#selector(UIPickerViewDelegate.pickerView(_:didSelectRow:inComponent:)))
            .map { arguments in (row: try delegateArgument(arguments, 1, as: Int.self), component: try delegateArgument(arguments, 2, as: Int.self)) }
        return ControlEvent(events: source)
    }

    /// At each selection, the selected model of every component, from the bound `items`
    /// data source.
    ///
    /// - Parameter modelType: The element type of the bound items.
    /// - Returns: The selected models, one per component.
    ///
    /// Rx: `rx.modelSelected(_:)` (RxCocoa).
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<[T]> {
        let source = itemSelected.asObservable().flatMap { [weak view = base as UIPickerView] _ -> Observable<[T]> in
            guard let view else { return .empty() }
            let selected = ControlBindings.onMainActor(with: view) { view in
                (0 ..< view.numberOfComponents).map { IndexPath(indexes: [$0, view.selectedRow(inComponent: $0)]) }
            }
            return .just(try selected.map { indexPath -> T in try view.rx.model(at: indexPath) })
        }
        return ControlEvent(events: source)
    }

    /// Binds a sequence of arrays to the rows (one component), each row titled by
    /// `titleForRow` (row, element). Unbinding removes the adapter; the source completing
    /// keeps the last rows.
    ///
    /// - Parameter source: The sequence of arrays.
    /// - Returns: A function taking the title closure and returning the binding's disposable.
    ///
    /// Rx: `rx.itemTitles(_:)` (RxCocoa).
    public func itemTitles<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
        -> (_ titleForRow: @escaping (Int, Sequence.Element) -> String?) -> Disposable
        where Source.Element == Sequence {
        { titleForRow in
            let adapter = RxPickerViewArrayAdapter<Sequence>(.title(titleForRow))
            return self.items(adapter: adapter)(source)
        }
    }

    /// Binds a sequence of arrays to the rows (one component), each row titled by
    /// `attributedTitleForRow` (row, element); otherwise as `itemTitles`.
    ///
    /// - Parameter source: The sequence of arrays.
    /// - Returns: A function taking the title closure and returning the binding's disposable.
    ///
    /// Rx: `rx.itemAttributedTitles(_:)` (RxCocoa).
    public func itemAttributedTitles<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
        -> (_ attributedTitleForRow: @escaping (Int, Sequence.Element) -> NSAttributedString?) -> Disposable
        where Source.Element == Sequence {
        { attributedTitleForRow in
            let adapter = RxPickerViewArrayAdapter<Sequence>(.attributedTitle(attributedTitleForRow))
            return self.items(adapter: adapter)(source)
        }
    }

    /// Binds a sequence of arrays to the rows (one component), each row's view made by
    /// `viewForRow` (row, element, the view to reuse); otherwise as `itemTitles`.
    ///
    /// - Parameter source: The sequence of arrays.
    /// - Returns: A function taking the view closure and returning the binding's disposable.
    ///
    /// Rx: `rx.items(_:)` (RxCocoa).
    public func items<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
        -> (_ viewForRow: @escaping (Int, Sequence.Element, UIView?) -> UIView) -> Disposable
        where Source.Element == Sequence {
        { viewForRow in
            let adapter = RxPickerViewArrayAdapter<Sequence>(.view(viewForRow))
            return self.items(adapter: adapter)(source)
        }
    }

    /// Binds a sequence through `adapter`, which becomes the picker's data source (kept
    /// alive until disposal) and its forward delegate, and gets each event on the main
    /// thread.
    ///
    /// - Parameter adapter: The data source and delegate.
    /// - Returns: A function taking the source and returning the binding's disposable.
    ///
    /// Rx: `rx.items(adapter:)` (RxCocoa).
    public func items<Source: ObservableType, Adapter: RxPickerViewDataSourceType & UIPickerViewDataSource & UIPickerViewDelegate>(
        adapter: Adapter)
        -> (_ source: Source) -> Disposable
        where Source.Element == Adapter.Element {
        { source in
            let delegateInstallation = self.setDelegate(adapter)
            let binding = source.subscribeProxyDataSource(
                ofObject: self.base, dataSource: adapter as UIPickerViewDataSource, retainDataSource: true,
                deallocated: self.base.rx.deallocated,
                refreshLayout: { _ in }
            ) { [weak pickerView = self.base] (_: RxPickerViewDataSourceProxy, event) in
                guard let pickerView else { return }
                ControlBindings.onMainActor(with: (adapter, pickerView, event)) { $0.0.pickerView($0.1, observedEvent: $0.2) }
            }
            return Disposables.create(delegateInstallation, binding)
        }
    }

    /// The model at `indexPath` (component, row) in the bound `items` data source (a
    /// programming error without an `items` binding, or for a model of another type).
    ///
    /// - Parameter indexPath: The component and row.
    /// - Returns: The row's model.
    /// - Throws: `RxCocoaError.itemsNotYetBound` before the first items, or for a row that is not there.
    ///
    /// Rx: `rx.model(at:)` (RxCocoa).
    public func model<T>(at indexPath: IndexPath) throws -> T {
        try boundModel(dataSource.forwardToDelegate(), at: indexPath)
    }
}
#endif
