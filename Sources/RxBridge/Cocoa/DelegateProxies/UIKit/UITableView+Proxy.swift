#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

// UIKit glue: the table view's delegate and data-source proxies, its `rx` events and the
// `items` binders. The rules (the proxies' forwarding and message bookkeeping, the
// binding's lifetime, row storage and `model(at:)`'s errors) are platform-free and tested
// on Linux; this file is compile-checked (Tools/apple-check), not tested, here.

extension UITableView: @preconcurrency HasDataSource {
    /// The table view's data-source type.
    ///
    /// Rx: `UITableView.DataSource` (RxCocoa's `HasDataSource` conformance).
    public typealias DataSource = UITableViewDataSource
}

/// A data source that takes the elements of the sequence bound with
/// `tableView.rx.items(dataSource:)`.
///
/// Rx: `RxTableViewDataSourceType` (RxCocoa).
@MainActor
public protocol RxTableViewDataSourceType {
    /// The element of the bound sequence.
    associatedtype Element

    /// Takes one event of the bound sequence (on the main thread): usually stores the
    /// element and reloads `tableView`.
    ///
    /// - Parameters:
    ///   - tableView: The bound table view.
    ///   - observedEvent: The event.
    ///
    /// Rx: `RxTableViewDataSourceType.tableView(_:observedEvent:)`.
    func tableView(_ tableView: UITableView, observedEvent: Event<Element>)
}

/// The table view's delegate proxy: the scroll view's, plus the `UITableViewDelegate`
/// messages the `rx` extensions observe (registered by `RxScrollViewDelegateProxy`).
///
/// Threading: main-thread-confined, as `DelegateProxy`.
///
/// Rx: `RxTableViewDelegateProxy` (RxCocoa).
open class RxTableViewDelegateProxy: RxScrollViewDelegateProxy {
    /// The table view.
    ///
    /// Rx: `RxTableViewDelegateProxy.tableView`.
    public private(set) weak var tableView: UITableView?

    /// A proxy for `tableView`.
    ///
    /// - Parameter tableView: The table view whose delegate it takes.
    ///
    /// Rx: `RxTableViewDelegateProxy.init(tableView:)`.
    public init(tableView: UITableView) {
        self.tableView = tableView
        super.init(scrollView: tableView)
        messages.declareObservationOnly(Self.tableMessages)
    }

    private static var tableMessages: [AnyHashable] {
        var messages: [AnyHashable] = [
            #selector(UITableViewDelegate.tableView(_:didSelectRowAt:)),
            #selector(UITableViewDelegate.tableView(_:didDeselectRowAt:)),
            #selector(UITableViewDelegate.tableView(_:didHighlightRowAt:)),
            #selector(UITableViewDelegate.tableView(_:didUnhighlightRowAt:)),
            #selector(UITableViewDelegate.tableView(_:accessoryButtonTappedForRowWith:)),
            #selector(UITableViewDelegate.tableView(_:willDisplay:forRowAt:)),
            #selector(UITableViewDelegate.tableView(_:didEndDisplaying:forRowAt:)),
        ]
        #if !os(tvOS)
        messages.append(#selector(UITableViewDelegate.tableView(_:willBeginEditingRowAt:)))
        messages.append(#selector(UITableViewDelegate.tableView(_:didEndEditingRowAt:)))
        #else
        messages.append(#selector(UITableViewDelegate.tableView(_:didUpdateFocusIn:with:)))
        #endif
        return messages
    }

    private var forward: UITableViewDelegate? { forwardToDelegate() as? UITableViewDelegate }
}

extension RxTableViewDelegateProxy: UITableViewDelegate {
    /// Reports `tableView(_:didSelectRowAt:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The selected row.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        report(#selector(UITableViewDelegate.tableView(_:didSelectRowAt:)), [tableView, indexPath]) {
            forward?.tableView?(tableView, didSelectRowAt: indexPath)
        }
    }

    /// Reports `tableView(_:didDeselectRowAt:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The deselected row.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        report(#selector(UITableViewDelegate.tableView(_:didDeselectRowAt:)), [tableView, indexPath]) {
            forward?.tableView?(tableView, didDeselectRowAt: indexPath)
        }
    }

    /// Reports `tableView(_:didHighlightRowAt:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The highlighted row.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        report(#selector(UITableViewDelegate.tableView(_:didHighlightRowAt:)), [tableView, indexPath]) {
            forward?.tableView?(tableView, didHighlightRowAt: indexPath)
        }
    }

    /// Reports `tableView(_:didUnhighlightRowAt:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        report(#selector(UITableViewDelegate.tableView(_:didUnhighlightRowAt:)), [tableView, indexPath]) {
            forward?.tableView?(tableView, didUnhighlightRowAt: indexPath)
        }
    }

    /// Reports `tableView(_:accessoryButtonTappedForRowWith:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        report(#selector(UITableViewDelegate.tableView(_:accessoryButtonTappedForRowWith:)), [tableView, indexPath]) {
            forward?.tableView?(tableView, accessoryButtonTappedForRowWith: indexPath)
        }
    }

    /// Reports `tableView(_:willDisplay:forRowAt:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - cell: The cell.
    ///   - indexPath: Its row.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        report(#selector(UITableViewDelegate.tableView(_:willDisplay:forRowAt:)), [tableView, cell, indexPath]) {
            forward?.tableView?(tableView, willDisplay: cell, forRowAt: indexPath)
        }
    }

    /// Reports `tableView(_:didEndDisplaying:forRowAt:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - cell: The cell.
    ///   - indexPath: Its row.
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        report(#selector(UITableViewDelegate.tableView(_:didEndDisplaying:forRowAt:)), [tableView, cell, indexPath]) {
            forward?.tableView?(tableView, didEndDisplaying: cell, forRowAt: indexPath)
        }
    }

    #if !os(tvOS)
    /// Reports `tableView(_:willBeginEditingRowAt:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        report(#selector(UITableViewDelegate.tableView(_:willBeginEditingRowAt:)), [tableView, indexPath]) {
            forward?.tableView?(tableView, willBeginEditingRowAt: indexPath)
        }
    }

    /// Reports `tableView(_:didEndEditingRowAt:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row, if any.
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        report(#selector(UITableViewDelegate.tableView(_:didEndEditingRowAt:)), [tableView, indexPath as Any]) {
            forward?.tableView?(tableView, didEndEditingRowAt: indexPath)
        }
    }
    #else
    /// Reports `tableView(_:didUpdateFocusIn:with:)` (tvOS), then passes it on.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - context: The focus update.
    ///   - coordinator: The animation coordinator.
    public func tableView(_ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
                          with coordinator: UIFocusAnimationCoordinator) {
        report(#selector(UITableViewDelegate.tableView(_:didUpdateFocusIn:with:)), [tableView, context, coordinator]) {
            forward?.tableView?(tableView, didUpdateFocusIn: context, with: coordinator)
        }
    }
    #endif
}

/// The table view's data-source proxy: rows come from the forward data source (none
/// without one), and the editing messages (`commit`, `moveRowAt`) are reported.
///
/// Threading: main-thread-confined, as `DelegateProxy`.
///
/// Rx: `RxTableViewDataSourceProxy` (RxCocoa).
open class RxTableViewDataSourceProxy: DelegateProxy<UITableView, UITableViewDataSource>, DelegateProxyType {
    /// The table view.
    ///
    /// Rx: `RxTableViewDataSourceProxy.tableView`.
    public private(set) weak var tableView: UITableView?

    /// A proxy for `tableView`.
    ///
    /// - Parameter tableView: The table view whose data source it takes.
    ///
    /// Rx: `RxTableViewDataSourceProxy.init(tableView:)`.
    public init(tableView: UITableView) {
        self.tableView = tableView
        super.init(parentObject: tableView, delegateProxy: RxTableViewDataSourceProxy.self)
        messages.declareObservationOnly([
            #selector(UITableViewDataSource.tableView(_:commit:forRowAt:)) as AnyHashable,
            #selector(UITableViewDataSource.tableView(_:moveRowAt:to:)),
        ])
    }

    /// Registers the table view's data-source proxy.
    ///
    /// Rx: `RxTableViewDataSourceProxy.registerKnownImplementations()`.
    public static func registerKnownImplementations() {
        register { RxTableViewDataSourceProxy(tableView: $0) }
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
    override open func setForwardToDelegate(_ forwardToDelegate: UITableViewDataSource?, retainDelegate: Bool) {
        super.setForwardToDelegate(forwardToDelegate, retainDelegate: retainDelegate)
    }
}

extension RxTableViewDataSourceProxy: UITableViewDataSource {
    /// The forward data source's row count, or 0 without one.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    /// - Returns: The number of rows.
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        forwardToDelegate()?.tableView(tableView, numberOfRowsInSection: section) ?? 0
    }

    /// The forward data source's cell; without a forward data source there are no rows,
    /// so being asked for one is a programming error.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: The cell.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let dataSource = forwardToDelegate() else {
            preconditionFailure("RxTableViewDataSourceProxy: a cell was asked for with no data source set")
        }
        return dataSource.tableView(tableView, cellForRowAt: indexPath)
    }

    /// Reports `tableView(_:commit:forRowAt:)` (arguments: the table view, the style's raw
    /// value, the row), then passes it on.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - editingStyle: Insertion or deletion.
    ///   - indexPath: The row.
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        report(#selector(UITableViewDataSource.tableView(_:commit:forRowAt:)), [tableView, editingStyle.rawValue, indexPath]) {
            forwardToDelegate()?.tableView?(tableView, commit: editingStyle, forRowAt: indexPath)
        }
    }

    /// Reports `tableView(_:moveRowAt:to:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - sourceIndexPath: Where the row was.
    ///   - destinationIndexPath: Where it is now.
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        report(#selector(UITableViewDataSource.tableView(_:moveRowAt:to:)), [tableView, sourceIndexPath, destinationIndexPath]) {
            forwardToDelegate()?.tableView?(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        }
    }
}

/// The data source of `items(_:)` and `items(cellIdentifier:cellType:)`: one section, a
/// row per element, cells from `cellFactory`.
///
/// Threading: main actor (as a UIKit data source); its rows are only touched there.
final class RxTableViewReactiveArrayDataSource<Items: Sequence>: NSObject, UITableViewDataSource,
    RxTableViewDataSourceType, @preconcurrency SectionedViewDataSourceType {
    typealias Element = Items
    let rows = ItemsArrayModel<Items.Element>()
    // Set once by the nonisolated init (so a binder can make the data source before it is on
    // the main actor), then only called by UIKit's requests, on the main thread.
    nonisolated(unsafe) let cellFactory: (UITableView, Int, Items.Element) -> UITableViewCell

    nonisolated init(cellFactory: @escaping (UITableView, Int, Items.Element) -> UITableViewCell) {
        self.cellFactory = cellFactory
    }

    func tableView(_ tableView: UITableView, observedEvent: Event<Items>) {
        rows.on(observedEvent) { tableView.reloadData() }
    }

    func model(at indexPath: IndexPath) throws -> Any {
        try rows.model(at: indexPath, owner: self)
    }

    func numberOfSections(in tableView: UITableView) -> Int { 1 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellFactory(tableView, indexPath[1], rows[indexPath[1]])
    }
}

/// The arguments of `tableView(_:moveRowAt:to:)` (`rx.itemMoved`).
///
/// Rx: `ItemMovedEvent` (RxCocoa, a top-level type alias).
public typealias ItemMovedEvent = (sourceIndex: IndexPath, destinationIndex: IndexPath)
/// The arguments of `tableView(_:willDisplay:forRowAt:)` (`rx.willDisplayCell`).
///
/// Rx: `WillDisplayCellEvent` (RxCocoa, a top-level type alias).
public typealias WillDisplayCellEvent = (cell: UITableViewCell, indexPath: IndexPath)
/// The arguments of `tableView(_:didEndDisplaying:forRowAt:)` (`rx.didEndDisplayingCell`).
///
/// Rx: `DidEndDisplayingCellEvent` (RxCocoa, a top-level type alias).
public typealias DidEndDisplayingCellEvent = (cell: UITableViewCell, indexPath: IndexPath)

extension Reactive where Base: UITableView {
    /// Binds a sequence of arrays to the rows (one section): each array replaces the rows
    /// and reloads; `cellFactory` makes the cell of a row (table view, row, element).
    /// Unbinding (disposing) removes the data source; the view's deallocation ends the
    /// binding; the source completing keeps the last rows.
    ///
    /// ```swift
    /// items.bind(to: tableView.rx.items) { tableView, row, item in … return cell }
    /// ```
    ///
    /// - Parameter source: The sequence of arrays.
    /// - Returns: A function taking the cell factory and returning the binding's disposable.
    ///
    /// Rx: `rx.items(_:)` (RxCocoa).
    public func items<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
        -> (_ cellFactory: @escaping (UITableView, Int, Sequence.Element) -> UITableViewCell) -> Disposable
        where Source.Element == Sequence {
        { cellFactory in
            let dataSource = RxTableViewReactiveArrayDataSource<Sequence>(cellFactory: cellFactory)
            return self.items(dataSource: dataSource)(source)
        }
    }

    /// Binds a sequence of arrays to the rows (one section), with cells dequeued by
    /// `cellIdentifier` as `cellType` and set up by `configureCell` (row, element, cell).
    /// Otherwise as `items(_:)`.
    ///
    /// ```swift
    /// items.bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: ItemCell.self)) { row, item, cell in … }
    /// ```
    ///
    /// - Parameters:
    ///   - cellIdentifier: The reuse identifier registered for `cellType`.
    ///   - cellType: The cell class (a dequeued cell of another class is a programming error).
    /// - Returns: A function taking the source, then the cell set-up, and returning the binding's disposable.
    ///
    /// Rx: `rx.items(cellIdentifier:cellType:)` (RxCocoa).
    public func items<Sequence: Swift.Sequence, Cell: UITableViewCell, Source: ObservableType>(
        cellIdentifier: String, cellType: Cell.Type = Cell.self)
        -> (_ source: Source)
        -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void) -> Disposable
        where Source.Element == Sequence {
        { source in
            { configureCell in
                let dataSource = RxTableViewReactiveArrayDataSource<Sequence> { tableView, row, element in
                    let dequeued = ControlBindings.onMainActor(with: tableView) { $0.dequeueReusableCell(withIdentifier: cellIdentifier, for: IndexPath(indexes: [0, row])) }
                    guard let cell = dequeued as? Cell else {
                        preconditionFailure("rx.items(cellIdentifier:cellType:): the cell for \(cellIdentifier) is a \(type(of: dequeued)), not a \(Cell.self)")
                    }
                    configureCell(row, element, cell)
                    return cell
                }
                return self.items(dataSource: dataSource)(source)
            }
        }
    }

    /// Binds a sequence to the rows through `dataSource`, which gets each event
    /// (`tableView(_:observedEvent:)`) on the main thread and is kept alive until the
    /// binding is disposed. The delegate proxy is installed first. The source completing
    /// keeps what is shown; the view's deallocation ends the binding; an error is a
    /// binding error (fatal in debug builds, printed in release builds).
    ///
    /// - Parameter dataSource: The data source (also the table view's data source while bound).
    /// - Returns: A function taking the source and returning the binding's disposable.
    ///
    /// Rx: `rx.items(dataSource:)` (RxCocoa).
    public func items<DataSource: RxTableViewDataSourceType & UITableViewDataSource, Source: ObservableType>(
        dataSource: DataSource)
        -> (_ source: Source) -> Disposable
        where DataSource.Element == Source.Element {
        { source in
            _ = self.delegate // the delegate proxy first, so setting the data source does not replace it later
            return source.subscribeProxyDataSource(
                ofObject: self.base, dataSource: dataSource as UITableViewDataSource, retainDataSource: true,
                deallocated: self.base.rx.deallocated,
                refreshLayout: { tableView in
                    ControlBindings.onMainActor(with: tableView) { if $0.window != nil { $0.layoutIfNeeded() } }
                }
            ) { [weak tableView = self.base] (_: RxTableViewDataSourceProxy, event) in
                guard let tableView else { return }
                ControlBindings.onMainActor(with: (dataSource, tableView, event)) { $0.0.tableView($0.1, observedEvent: $0.2) }
            }
        }
    }

    /// The table view's data-source proxy (installed on first use).
    ///
    /// Rx: `rx.dataSource` (RxCocoa).
    public var dataSource: DelegateProxy<UITableView, UITableViewDataSource> {
        RxTableViewDataSourceProxy.proxy(for: base)
    }

    /// Makes `dataSource` the data-source proxy's forward data source (not retained) until
    /// the returned disposable is disposed.
    ///
    /// - Parameter dataSource: The user's data source.
    /// - Returns: A disposable that removes it.
    ///
    /// Rx: `rx.setDataSource(_:)` (RxCocoa).
    public func setDataSource(_ dataSource: UITableViewDataSource) -> Disposable {
        RxTableViewDataSourceProxy.installForwardDelegate(dataSource, retainDelegate: false, onProxyForObject: base)
    }

    /// `tableView(_:didSelectRowAt:)`: the selected row.
    ///
    /// Rx: `rx.itemSelected` (RxCocoa).
    public var itemSelected: ControlEvent<IndexPath> { indexPathEvent(#selector(UITableViewDelegate.tableView(_:didSelectRowAt:))) }

    /// `tableView(_:didDeselectRowAt:)`: the deselected row.
    ///
    /// Rx: `rx.itemDeselected` (RxCocoa).
    public var itemDeselected: ControlEvent<IndexPath> { indexPathEvent(#selector(UITableViewDelegate.tableView(_:didDeselectRowAt:))) }

    /// `tableView(_:didHighlightRowAt:)`: the highlighted row.
    ///
    /// Rx: `rx.itemHighlighted` (RxCocoa).
    public var itemHighlighted: ControlEvent<IndexPath> { indexPathEvent(#selector(UITableViewDelegate.tableView(_:didHighlightRowAt:))) }

    /// `tableView(_:didUnhighlightRowAt:)`: the row.
    ///
    /// Rx: `rx.itemUnhighlighted` (RxCocoa).
    public var itemUnhighlighted: ControlEvent<IndexPath> { indexPathEvent(#selector(UITableViewDelegate.tableView(_:didUnhighlightRowAt:))) }

    /// `tableView(_:accessoryButtonTappedForRowWith:)`: the row.
    ///
    /// Rx: `rx.itemAccessoryButtonTapped` (RxCocoa).
    public var itemAccessoryButtonTapped: ControlEvent<IndexPath> {
        indexPathEvent(#selector(UITableViewDelegate.tableView(_:accessoryButtonTappedForRowWith:)))
    }

    #if !os(tvOS)
    /// `tableView(_:willBeginEditingRowAt:)`: the row.
    ///
    /// Rx: `rx.willBeginEditingRowAt` (not in RxCocoa, which has no event for it).
    public var willBeginEditingRowAt: ControlEvent<IndexPath> {
        indexPathEvent(#selector(UITableViewDelegate.tableView(_:willBeginEditingRowAt:)))
    }
    #endif

    /// `tableView(_:commit:forRowAt:)` with `.insert`: the row. Observing it makes the data
    /// source answer `commit`, which enables the editing controls.
    ///
    /// Rx: `rx.itemInserted` (RxCocoa).
    public var itemInserted: ControlEvent<IndexPath> { commitEvent(.insert) }

    /// `tableView(_:commit:forRowAt:)` with `.delete`: the row. Observing it makes the data
    /// source answer `commit`, which enables swipe-to-delete.
    ///
    /// Rx: `rx.itemDeleted` (RxCocoa).
    public var itemDeleted: ControlEvent<IndexPath> { commitEvent(.delete) }

    /// `tableView(_:moveRowAt:to:)`: where the row was and where it is.
    ///
    /// Rx: `rx.itemMoved` (RxCocoa).
    public var itemMoved: ControlEvent<ItemMovedEvent> {
        let source = dataSource.methodInvoked(#selector(UITableViewDataSource.tableView(_:moveRowAt:to:)))
            .map { arguments -> ItemMovedEvent in (try delegateArgument(arguments, 1), try delegateArgument(arguments, 2)) }
        return ControlEvent(events: source)
    }

    /// `tableView(_:willDisplay:forRowAt:)`: the cell and its row.
    ///
    /// Rx: `rx.willDisplayCell` (RxCocoa).
    public var willDisplayCell: ControlEvent<WillDisplayCellEvent> {
        let source = delegate.methodInvoked(#selector(UITableViewDelegate.tableView(_:willDisplay:forRowAt:)))
            .map { arguments -> WillDisplayCellEvent in (try delegateArgument(arguments, 1), try delegateArgument(arguments, 2)) }
        return ControlEvent(events: source)
    }

    /// `tableView(_:didEndDisplaying:forRowAt:)`: the cell and its row.
    ///
    /// Rx: `rx.didEndDisplayingCell` (RxCocoa).
    public var didEndDisplayingCell: ControlEvent<DidEndDisplayingCellEvent> {
        let source = delegate.methodInvoked(#selector(UITableViewDelegate.tableView(_:didEndDisplaying:forRowAt:)))
            .map { arguments -> DidEndDisplayingCellEvent in (try delegateArgument(arguments, 1), try delegateArgument(arguments, 2)) }
        return ControlEvent(events: source)
    }

    /// The model of each selected row, from the bound `items` data source.
    ///
    /// - Parameter modelType: The element type of the bound items.
    /// - Returns: The selected models.
    ///
    /// Rx: `rx.modelSelected(_:)` (RxCocoa).
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> { modelEvent(itemSelected, modelType) }

    /// The model of each deselected row, from the bound `items` data source.
    ///
    /// - Parameter modelType: The element type of the bound items.
    /// - Returns: The deselected models.
    ///
    /// Rx: `rx.modelDeselected(_:)` (RxCocoa).
    public func modelDeselected<T>(_ modelType: T.Type) -> ControlEvent<T> { modelEvent(itemDeselected, modelType) }

    /// The model of each row deleted by the user, from the bound `items` data source.
    ///
    /// - Parameter modelType: The element type of the bound items.
    /// - Returns: The deleted models.
    ///
    /// Rx: `rx.modelDeleted(_:)` (RxCocoa).
    public func modelDeleted<T>(_ modelType: T.Type) -> ControlEvent<T> { modelEvent(itemDeleted, modelType) }

    /// The model at `indexPath` in the bound `items` data source. Calling it with no
    /// `items` binding (the data source is not a `SectionedViewDataSourceType`) or with a
    /// model of another type is a programming error.
    ///
    /// - Parameter indexPath: The row.
    /// - Returns: The row's model.
    /// - Throws: `RxCocoaError.itemsNotYetBound` before the first items, or for a row that is not there.
    ///
    /// Rx: `rx.model(at:)` (RxCocoa).
    public func model<T>(at indexPath: IndexPath) throws -> T {
        try boundModel(dataSource.forwardToDelegate(), at: indexPath)
    }

    private func indexPathEvent(_ selector: Selector) -> ControlEvent<IndexPath> {
        ControlEvent(events: delegate.methodInvoked(selector).map { try delegateArgument($0, 1, as: IndexPath.self) })
    }

    private func commitEvent(_ style: UITableViewCell.EditingStyle) -> ControlEvent<IndexPath> {
        let source = dataSource.methodInvoked(#selector(UITableViewDataSource.tableView(_:commit:forRowAt:)))
            .filter { arguments in try delegateArgument(arguments, 1, as: Int.self) == style.rawValue }
            .map { arguments in try delegateArgument(arguments, 2, as: IndexPath.self) }
        return ControlEvent(events: source)
    }

    private func modelEvent<T>(_ rows: ControlEvent<IndexPath>, _: T.Type) -> ControlEvent<T> {
        let source = rows.asObservable().flatMap { [weak view = base as UITableView] indexPath -> Observable<T> in
            guard let view else { return .empty() }
            return .just(try view.rx.model(at: indexPath))
        }
        return ControlEvent(events: source)
    }
}
#if os(tvOS)
extension Reactive where Base: UITableView {
    /// `tableView(_:didUpdateFocusIn:with:)` (tvOS): the focus update and its animation
    /// coordinator.
    ///
    /// Rx: `rx.didUpdateFocusInContextWithAnimationCoordinator` (RxCocoa, tvOS).
    public var didUpdateFocusInContextWithAnimationCoordinator: ControlEvent<(context: UITableViewFocusUpdateContext, animationCoordinator: UIFocusAnimationCoordinator)> {
        ControlEvent(events: delegate.methodInvoked(#selector(UITableViewDelegate.tableView(_:didUpdateFocusIn:with:)))
            .map { arguments -> (context: UITableViewFocusUpdateContext, animationCoordinator: UIFocusAnimationCoordinator) in
                (try delegateArgument(arguments, 1), try delegateArgument(arguments, 2))
            })
    }
}
#endif
#endif

#if os(iOS) || os(tvOS) || os(visionOS)
extension UITableView: @preconcurrency HasPrefetchDataSource {
    /// The table view's prefetch data-source type.
    ///
    /// Rx: `UITableView.PrefetchDataSource` (RxCocoa's `HasPrefetchDataSource` conformance).
    public typealias PrefetchDataSource = UITableViewDataSourcePrefetching
}

/// The table view's prefetch data-source proxy: it reports `tableView(_:prefetchRowsAt:)`
/// (which it always answers, as the protocol requires it) and
/// `tableView(_:cancelPrefetchingForRowsAt:)`, and passes both on.
///
/// Threading: main-thread-confined, as `DelegateProxy`.
///
/// Rx: `RxTableViewDataSourcePrefetchingProxy` (RxCocoa).
open class RxTableViewDataSourcePrefetchingProxy: DelegateProxy<UITableView, UITableViewDataSourcePrefetching>, DelegateProxyType {
    /// The table view.
    ///
    /// Rx: `RxTableViewDataSourcePrefetchingProxy.tableView`.
    public private(set) weak var tableView: UITableView?

    /// A proxy for `tableView`.
    ///
    /// - Parameter tableView: The table view whose prefetch data source it takes.
    ///
    /// Rx: `RxTableViewDataSourcePrefetchingProxy.init(tableView:)`.
    public init(tableView: ParentObject) {
        self.tableView = tableView
        super.init(parentObject: tableView, delegateProxy: RxTableViewDataSourcePrefetchingProxy.self)
        messages.declareObservationOnly([#selector(UITableViewDataSourcePrefetching.tableView(_:cancelPrefetchingForRowsAt:)) as AnyHashable])
    }

    /// Registers the table view's prefetch data-source proxy.
    ///
    /// Rx: `RxTableViewDataSourcePrefetchingProxy.registerKnownImplementations()`.
    public static func registerKnownImplementations() {
        register { RxTableViewDataSourcePrefetchingProxy(tableView: $0) }
    }

    /// Sets the user's prefetch data source that the required methods ask and every other message goes
    /// to (held weakly, or kept alive when `retainDelegate`), then re-installs the proxy
    /// so the view asks again which messages it answers. The required methods read it at
    /// each call, so there is nothing else to update.
    ///
    /// - Parameters:
    ///   - forwardToDelegate: The prefetch data source, or nil.
    ///   - retainDelegate: Whether the proxy keeps it alive.
    ///
    /// Rx: `setForwardToDelegate(_:retainDelegate:)` (RxCocoa's override on this proxy).
    override open func setForwardToDelegate(_ forwardToDelegate: UITableViewDataSourcePrefetching?, retainDelegate: Bool) {
        super.setForwardToDelegate(forwardToDelegate, retainDelegate: retainDelegate)
    }
}

extension RxTableViewDataSourcePrefetchingProxy: UITableViewDataSourcePrefetching {
    /// Reports `tableView(_:prefetchRowsAt:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPaths: The rows to prefetch.
    public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        report(#selector(UITableViewDataSourcePrefetching.tableView(_:prefetchRowsAt:)), [tableView, indexPaths]) {
            forwardToDelegate()?.tableView(tableView, prefetchRowsAt: indexPaths)
        }
    }

    /// Reports `tableView(_:cancelPrefetchingForRowsAt:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPaths: The rows no longer to prefetch.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        report(#selector(UITableViewDataSourcePrefetching.tableView(_:cancelPrefetchingForRowsAt:)), [tableView, indexPaths]) {
            forwardToDelegate()?.tableView?(tableView, cancelPrefetchingForRowsAt: indexPaths)
        }
    }
}

extension Reactive where Base: UITableView {
    /// The table view's prefetch data-source proxy (installed on first use).
    ///
    /// Rx: `rx.prefetchDataSource` (RxCocoa).
    public var prefetchDataSource: DelegateProxy<UITableView, UITableViewDataSourcePrefetching> {
        RxTableViewDataSourcePrefetchingProxy.proxy(for: base)
    }

    /// Makes `prefetchDataSource` the prefetch proxy's forward data source (not retained)
    /// until the returned disposable is disposed.
    ///
    /// - Parameter prefetchDataSource: The user's prefetch data source.
    /// - Returns: A disposable that removes it.
    ///
    /// Rx: `rx.setPrefetchDataSource(_:)` (RxCocoa).
    public func setPrefetchDataSource(_ prefetchDataSource: UITableViewDataSourcePrefetching) -> Disposable {
        RxTableViewDataSourcePrefetchingProxy.installForwardDelegate(prefetchDataSource, retainDelegate: false, onProxyForObject: base)
    }

    /// `tableView(_:prefetchRowsAt:)`: the rows to prefetch.
    ///
    /// Rx: `rx.prefetchRows` (RxCocoa).
    public var prefetchRows: ControlEvent<[IndexPath]> {
        indexPathsEvent(#selector(UITableViewDataSourcePrefetching.tableView(_:prefetchRowsAt:)))
    }

    /// `tableView(_:cancelPrefetchingForRowsAt:)`: the rows no longer to prefetch.
    ///
    /// Rx: `rx.cancelPrefetchingForRows` (RxCocoa).
    public var cancelPrefetchingForRows: ControlEvent<[IndexPath]> {
        indexPathsEvent(#selector(UITableViewDataSourcePrefetching.tableView(_:cancelPrefetchingForRowsAt:)))
    }

    private func indexPathsEvent(_ selector: Selector) -> ControlEvent<[IndexPath]> {
        ControlEvent(events: prefetchDataSource.methodInvoked(selector).map { try delegateArgument($0, 1, as: [IndexPath].self) })
    }
}
#endif
