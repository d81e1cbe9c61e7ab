#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

// UIKit glue: the collection view's delegate and data-source proxies, its `rx` events and
// the `items` binders. The rules are platform-free and tested on Linux (DelegateProxyTests,
// ItemsBindingTests); this file is compile-checked (Tools/apple-check), not tested, here.

extension UICollectionView: @preconcurrency HasDataSource {
    /// The collection view's data-source type.
    ///
    /// Rx: `UICollectionView.DataSource` (RxCocoa's `HasDataSource` conformance).
    public typealias DataSource = UICollectionViewDataSource
}

/// A data source that takes the elements of the sequence bound with
/// `collectionView.rx.items(dataSource:)`.
///
/// Rx: `RxCollectionViewDataSourceType` (RxCocoa).
@MainActor
public protocol RxCollectionViewDataSourceType {
    /// The element of the bound sequence.
    associatedtype Element

    /// Takes one event of the bound sequence (on the main thread): usually stores the
    /// element and reloads `collectionView`.
    ///
    /// - Parameters:
    ///   - collectionView: The bound collection view.
    ///   - observedEvent: The event.
    ///
    /// Rx: `RxCollectionViewDataSourceType.collectionView(_:observedEvent:)`.
    func collectionView(_ collectionView: UICollectionView, observedEvent: Event<Element>)
}

/// The collection view's delegate proxy: the scroll view's, plus the
/// `UICollectionViewDelegate` messages the `rx` extensions observe.
///
/// Threading: main-thread-confined, as `DelegateProxy`.
///
/// Rx: `RxCollectionViewDelegateProxy` (RxCocoa).
open class RxCollectionViewDelegateProxy: RxScrollViewDelegateProxy {
    /// The collection view.
    ///
    /// Rx: `RxCollectionViewDelegateProxy.collectionView`.
    public private(set) weak var collectionView: UICollectionView?

    /// A proxy for `collectionView`.
    ///
    /// - Parameter collectionView: The collection view whose delegate it takes.
    ///
    /// Rx: `RxCollectionViewDelegateProxy.init(collectionView:)`.
    public init(collectionView: UICollectionView) {
        self.collectionView = collectionView
        super.init(scrollView: collectionView)
        messages.declareObservationOnly([
            #selector(UICollectionViewDelegate.collectionView(_:didSelectItemAt:)) as AnyHashable,
            #selector(UICollectionViewDelegate.collectionView(_:didDeselectItemAt:)),
            #selector(UICollectionViewDelegate.collectionView(_:didHighlightItemAt:)),
            #selector(UICollectionViewDelegate.collectionView(_:didUnhighlightItemAt:)),
            #selector(UICollectionViewDelegate.collectionView(_:willDisplay:forItemAt:)),
            #selector(UICollectionViewDelegate.collectionView(_:didEndDisplaying:forItemAt:)),
            #selector(UICollectionViewDelegate.collectionView(_:willDisplaySupplementaryView:forElementKind:at:)),
            #selector(UICollectionViewDelegate.collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)),
        ])
        #if os(tvOS)
        messages.declareObservationOnly([#selector(UICollectionViewDelegate.collectionView(_:didUpdateFocusIn:with:)) as AnyHashable])
        #endif
    }

    private var forward: UICollectionViewDelegate? { forwardToDelegate() as? UICollectionViewDelegate }
}

extension RxCollectionViewDelegateProxy: UICollectionViewDelegate {
    /// Reports `collectionView(_:didSelectItemAt:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The selected item.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        report(#selector(UICollectionViewDelegate.collectionView(_:didSelectItemAt:)), [collectionView, indexPath]) {
            forward?.collectionView?(collectionView, didSelectItemAt: indexPath)
        }
    }

    /// Reports `collectionView(_:didDeselectItemAt:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The deselected item.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        report(#selector(UICollectionViewDelegate.collectionView(_:didDeselectItemAt:)), [collectionView, indexPath]) {
            forward?.collectionView?(collectionView, didDeselectItemAt: indexPath)
        }
    }

    /// Reports `collectionView(_:didHighlightItemAt:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The highlighted item.
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        report(#selector(UICollectionViewDelegate.collectionView(_:didHighlightItemAt:)), [collectionView, indexPath]) {
            forward?.collectionView?(collectionView, didHighlightItemAt: indexPath)
        }
    }

    /// Reports `collectionView(_:didUnhighlightItemAt:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        report(#selector(UICollectionViewDelegate.collectionView(_:didUnhighlightItemAt:)), [collectionView, indexPath]) {
            forward?.collectionView?(collectionView, didUnhighlightItemAt: indexPath)
        }
    }

    /// Reports `collectionView(_:willDisplay:forItemAt:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - cell: The cell.
    ///   - indexPath: Its item.
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        report(#selector(UICollectionViewDelegate.collectionView(_:willDisplay:forItemAt:)), [collectionView, cell, indexPath]) {
            forward?.collectionView?(collectionView, willDisplay: cell, forItemAt: indexPath)
        }
    }

    /// Reports `collectionView(_:didEndDisplaying:forItemAt:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - cell: The cell.
    ///   - indexPath: Its item.
    public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        report(#selector(UICollectionViewDelegate.collectionView(_:didEndDisplaying:forItemAt:)), [collectionView, cell, indexPath]) {
            forward?.collectionView?(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
        }
    }

    /// Reports `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`, then
    /// passes it on.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - view: The supplementary view.
    ///   - elementKind: Its kind (a header, a footer, or a layout's own kind).
    ///   - indexPath: Its index path.
    public func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                               forElementKind elementKind: String, at indexPath: IndexPath) {
        report(#selector(UICollectionViewDelegate.collectionView(_:willDisplaySupplementaryView:forElementKind:at:)),
               [collectionView, view, elementKind, indexPath]) {
            forward?.collectionView?(collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
        }
    }

    /// Reports `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`,
    /// then passes it on.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - view: The supplementary view.
    ///   - elementKind: Its kind.
    ///   - indexPath: Its index path.
    public func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                               forElementOfKind elementKind: String, at indexPath: IndexPath) {
        report(#selector(UICollectionViewDelegate.collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)),
               [collectionView, view, elementKind, indexPath]) {
            forward?.collectionView?(collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
        }
    }

    #if os(tvOS)
    /// Reports `collectionView(_:didUpdateFocusIn:with:)` (tvOS), then passes it on.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - context: The focus update.
    ///   - coordinator: The animation coordinator.
    public func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
                               with coordinator: UIFocusAnimationCoordinator) {
        report(#selector(UICollectionViewDelegate.collectionView(_:didUpdateFocusIn:with:)), [collectionView, context, coordinator]) {
            forward?.collectionView?(collectionView, didUpdateFocusIn: context, with: coordinator)
        }
    }
    #endif
}

/// The collection view's data-source proxy: items come from the forward data source (none
/// without one), and `moveItemAt` is reported.
///
/// Threading: main-thread-confined, as `DelegateProxy`.
///
/// Rx: `RxCollectionViewDataSourceProxy` (RxCocoa).
open class RxCollectionViewDataSourceProxy: DelegateProxy<UICollectionView, UICollectionViewDataSource>, DelegateProxyType {
    /// The collection view.
    ///
    /// Rx: `RxCollectionViewDataSourceProxy.collectionView`.
    public private(set) weak var collectionView: UICollectionView?

    /// A proxy for `collectionView`.
    ///
    /// - Parameter collectionView: The collection view whose data source it takes.
    ///
    /// Rx: `RxCollectionViewDataSourceProxy.init(collectionView:)`.
    public init(collectionView: ParentObject) {
        self.collectionView = collectionView
        super.init(parentObject: collectionView, delegateProxy: RxCollectionViewDataSourceProxy.self)
        messages.declareObservationOnly([#selector(UICollectionViewDataSource.collectionView(_:moveItemAt:to:)) as AnyHashable])
    }

    /// Registers the collection view's data-source proxy.
    ///
    /// Rx: `RxCollectionViewDataSourceProxy.registerKnownImplementations()`.
    public static func registerKnownImplementations() {
        register { RxCollectionViewDataSourceProxy(collectionView: $0) }
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
    override open func setForwardToDelegate(_ forwardToDelegate: UICollectionViewDataSource?, retainDelegate: Bool) {
        super.setForwardToDelegate(forwardToDelegate, retainDelegate: retainDelegate)
    }
}

extension RxCollectionViewDataSourceProxy: UICollectionViewDataSource {
    /// The forward data source's item count, or 0 without one.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - section: The section.
    /// - Returns: The number of items.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        forwardToDelegate()?.collectionView(collectionView, numberOfItemsInSection: section) ?? 0
    }

    /// The forward data source's cell; without one there are no items, so being asked for
    /// a cell is a programming error.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    /// - Returns: The cell.
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let dataSource = forwardToDelegate() else {
            preconditionFailure("RxCollectionViewDataSourceProxy: a cell was asked for with no data source set")
        }
        return dataSource.collectionView(collectionView, cellForItemAt: indexPath)
    }

    /// Reports `collectionView(_:moveItemAt:to:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - sourceIndexPath: Where the item was.
    ///   - destinationIndexPath: Where it is now.
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        report(#selector(UICollectionViewDataSource.collectionView(_:moveItemAt:to:)), [collectionView, sourceIndexPath, destinationIndexPath]) {
            forwardToDelegate()?.collectionView?(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
        }
    }
}

/// The data source of `items(_:)` and `items(cellIdentifier:cellType:)`: one section, an
/// item per element, cells from `cellFactory`.
///
/// Threading: main actor (as a UIKit data source); its rows are only touched there.
final class RxCollectionViewReactiveArrayDataSource<Items: Sequence>: NSObject, UICollectionViewDataSource,
    RxCollectionViewDataSourceType, @preconcurrency SectionedViewDataSourceType {
    typealias Element = Items
    let cells = ItemsArrayModel<Items.Element>()
    // Set once by the nonisolated init (so a binder can make the data source before it is on
    // the main actor), then only called by UIKit's requests, on the main thread.
    nonisolated(unsafe) let cellFactory: (UICollectionView, Int, Items.Element) -> UICollectionViewCell

    nonisolated init(cellFactory: @escaping (UICollectionView, Int, Items.Element) -> UICollectionViewCell) {
        self.cellFactory = cellFactory
    }

    func collectionView(_ collectionView: UICollectionView, observedEvent: Event<Items>) {
        cells.on(observedEvent) { collectionView.reloadData() }
    }

    func model(at indexPath: IndexPath) throws -> Any {
        try cells.model(at: indexPath, owner: self)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { cells.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellFactory(collectionView, indexPath[1], cells[indexPath[1]])
    }
}

extension Reactive where Base: UICollectionView {
    /// The arguments of `collectionView(_:willDisplay:forItemAt:)` and `didEndDisplaying`.
    ///
    /// Rx: `Reactive<UICollectionView>.DisplayCollectionViewCellEvent`.
    public typealias DisplayCollectionViewCellEvent = (cell: UICollectionViewCell, at: IndexPath)
    /// The arguments of `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`
    /// and `didEndDisplayingSupplementaryView`: the view, its kind and its index path.
    ///
    /// Rx: `Reactive<UICollectionView>.DisplayCollectionViewSupplementaryViewEvent`.
    public typealias DisplayCollectionViewSupplementaryViewEvent = (supplementaryView: UICollectionReusableView, elementKind: String, at: IndexPath)

    /// Binds a sequence of arrays to the items (one section): each array replaces the items
    /// and reloads; `cellFactory` makes the cell of an item (collection view, row, element).
    /// Unbinding removes the data source; the view's deallocation ends the binding; the
    /// source completing keeps the last items.
    ///
    /// - Parameter source: The sequence of arrays.
    /// - Returns: A function taking the cell factory and returning the binding's disposable.
    ///
    /// Rx: `rx.items(_:)` (RxCocoa).
    public func items<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
        -> (_ cellFactory: @escaping (UICollectionView, Int, Sequence.Element) -> UICollectionViewCell) -> Disposable
        where Source.Element == Sequence {
        { cellFactory in
            let dataSource = RxCollectionViewReactiveArrayDataSource<Sequence>(cellFactory: cellFactory)
            return self.items(dataSource: dataSource)(source)
        }
    }

    /// Binds a sequence of arrays to the items (one section), with cells dequeued by
    /// `cellIdentifier` as `cellType` and set up by `configureCell` (row, element, cell).
    /// Otherwise as `items(_:)`.
    ///
    /// - Parameters:
    ///   - cellIdentifier: The reuse identifier registered for `cellType`.
    ///   - cellType: The cell class (a dequeued cell of another class is a programming error).
    /// - Returns: A function taking the source, then the cell set-up, and returning the binding's disposable.
    ///
    /// Rx: `rx.items(cellIdentifier:cellType:)` (RxCocoa).
    public func items<Sequence: Swift.Sequence, Cell: UICollectionViewCell, Source: ObservableType>(
        cellIdentifier: String, cellType: Cell.Type = Cell.self)
        -> (_ source: Source)
        -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void) -> Disposable
        where Source.Element == Sequence {
        { source in
            { configureCell in
                let dataSource = RxCollectionViewReactiveArrayDataSource<Sequence> { collectionView, row, element in
                    let dequeued = ControlBindings.onMainActor(with: collectionView) {
                        $0.dequeueReusableCell(withReuseIdentifier: cellIdentifier, for: IndexPath(indexes: [0, row]))
                    }
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

    /// Binds a sequence to the items through `dataSource`, which gets each event on the
    /// main thread and is kept alive until the binding is disposed; as the table view's
    /// `items(dataSource:)`.
    ///
    /// - Parameter dataSource: The data source (also the collection view's while bound).
    /// - Returns: A function taking the source and returning the binding's disposable.
    ///
    /// Rx: `rx.items(dataSource:)` (RxCocoa).
    public func items<DataSource: RxCollectionViewDataSourceType & UICollectionViewDataSource, Source: ObservableType>(
        dataSource: DataSource)
        -> (_ source: Source) -> Disposable
        where DataSource.Element == Source.Element {
        { source in
            _ = self.delegate // the delegate proxy first, so setting the data source does not replace it later
            return source.subscribeProxyDataSource(
                ofObject: self.base, dataSource: dataSource as UICollectionViewDataSource, retainDataSource: true,
                deallocated: self.base.rx.deallocated,
                refreshLayout: { collectionView in
                    ControlBindings.onMainActor(with: collectionView) { if $0.window != nil { $0.layoutIfNeeded() } }
                }
            ) { [weak collectionView = self.base] (_: RxCollectionViewDataSourceProxy, event) in
                guard let collectionView else { return }
                ControlBindings.onMainActor(with: (dataSource, collectionView, event)) { $0.0.collectionView($0.1, observedEvent: $0.2) }
            }
        }
    }

    /// The collection view's data-source proxy (installed on first use).
    ///
    /// Rx: `rx.dataSource` (RxCocoa).
    public var dataSource: DelegateProxy<UICollectionView, UICollectionViewDataSource> {
        RxCollectionViewDataSourceProxy.proxy(for: base)
    }

    /// Makes `dataSource` the data-source proxy's forward data source (not retained) until
    /// the returned disposable is disposed.
    ///
    /// - Parameter dataSource: The user's data source.
    /// - Returns: A disposable that removes it.
    ///
    /// Rx: `rx.setDataSource(_:)` (RxCocoa).
    public func setDataSource(_ dataSource: UICollectionViewDataSource) -> Disposable {
        RxCollectionViewDataSourceProxy.installForwardDelegate(dataSource, retainDelegate: false, onProxyForObject: base)
    }

    /// `collectionView(_:didSelectItemAt:)`: the selected item.
    ///
    /// Rx: `rx.itemSelected` (RxCocoa).
    public var itemSelected: ControlEvent<IndexPath> { indexPathEvent(#selector(UICollectionViewDelegate.collectionView(_:didSelectItemAt:))) }

    /// `collectionView(_:didDeselectItemAt:)`: the deselected item.
    ///
    /// Rx: `rx.itemDeselected` (RxCocoa).
    public var itemDeselected: ControlEvent<IndexPath> { indexPathEvent(#selector(UICollectionViewDelegate.collectionView(_:didDeselectItemAt:))) }

    /// `collectionView(_:didHighlightItemAt:)`: the highlighted item.
    ///
    /// Rx: `rx.itemHighlighted` (RxCocoa).
    public var itemHighlighted: ControlEvent<IndexPath> { indexPathEvent(#selector(UICollectionViewDelegate.collectionView(_:didHighlightItemAt:))) }

    /// `collectionView(_:didUnhighlightItemAt:)`: the item.
    ///
    /// Rx: `rx.itemUnhighlighted` (RxCocoa).
    public var itemUnhighlighted: ControlEvent<IndexPath> { indexPathEvent(#selector(UICollectionViewDelegate.collectionView(_:didUnhighlightItemAt:))) }

    /// `collectionView(_:willDisplay:forItemAt:)`: the cell and its item.
    ///
    /// Rx: `rx.willDisplayCell` (RxCocoa).
    public var willDisplayCell: ControlEvent<DisplayCollectionViewCellEvent> {
        cellEvent(#selector(UICollectionViewDelegate.collectionView(_:willDisplay:forItemAt:)))
    }

    /// `collectionView(_:didEndDisplaying:forItemAt:)`: the cell and its item.
    ///
    /// Rx: `rx.didEndDisplayingCell` (RxCocoa).
    public var didEndDisplayingCell: ControlEvent<DisplayCollectionViewCellEvent> {
        cellEvent(#selector(UICollectionViewDelegate.collectionView(_:didEndDisplaying:forItemAt:)))
    }

    /// `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`: the view, its
    /// kind and its index path.
    ///
    /// Rx: `rx.willDisplaySupplementaryView` (RxCocoa).
    public var willDisplaySupplementaryView: ControlEvent<DisplayCollectionViewSupplementaryViewEvent> {
        supplementaryViewEvent(#selector(UICollectionViewDelegate.collectionView(_:willDisplaySupplementaryView:forElementKind:at:)))
    }

    /// `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`: the
    /// view, its kind and its index path.
    ///
    /// Rx: `rx.didEndDisplayingSupplementaryView` (RxCocoa).
    public var didEndDisplayingSupplementaryView: ControlEvent<DisplayCollectionViewSupplementaryViewEvent> {
        supplementaryViewEvent(#selector(UICollectionViewDelegate.collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)))
    }

    private func supplementaryViewEvent(_ selector: Selector) -> ControlEvent<DisplayCollectionViewSupplementaryViewEvent> {
        ControlEvent(events: delegate.methodInvoked(selector).map { arguments -> DisplayCollectionViewSupplementaryViewEvent in
            (try delegateArgument(arguments, 1), try delegateArgument(arguments, 2), try delegateArgument(arguments, 3))
        })
    }

    /// The model of each selected item, from the bound `items` data source.
    ///
    /// - Parameter modelType: The element type of the bound items.
    /// - Returns: The selected models.
    ///
    /// Rx: `rx.modelSelected(_:)` (RxCocoa).
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> { modelEvent(itemSelected, modelType) }

    /// The model of each deselected item, from the bound `items` data source.
    ///
    /// - Parameter modelType: The element type of the bound items.
    /// - Returns: The deselected models.
    ///
    /// Rx: `rx.modelDeselected(_:)` (RxCocoa).
    public func modelDeselected<T>(_ modelType: T.Type) -> ControlEvent<T> { modelEvent(itemDeselected, modelType) }

    /// The model at `indexPath` in the bound `items` data source (a programming error
    /// without an `items` binding, or for a model of another type).
    ///
    /// - Parameter indexPath: The item.
    /// - Returns: The item's model.
    /// - Throws: `RxCocoaError.itemsNotYetBound` before the first items, or for an item that is not there.
    ///
    /// Rx: `rx.model(at:)` (RxCocoa).
    public func model<T>(at indexPath: IndexPath) throws -> T {
        try boundModel(dataSource.forwardToDelegate(), at: indexPath)
    }

    private func indexPathEvent(_ selector: Selector) -> ControlEvent<IndexPath> {
        ControlEvent(events: delegate.methodInvoked(selector).map { try delegateArgument($0, 1, as: IndexPath.self) })
    }

    private func cellEvent(_ selector: Selector) -> ControlEvent<DisplayCollectionViewCellEvent> {
        let source = delegate.methodInvoked(selector)
            .map { arguments -> DisplayCollectionViewCellEvent in (try delegateArgument(arguments, 1), try delegateArgument(arguments, 2)) }
        return ControlEvent(events: source)
    }

    private func modelEvent<T>(_ items: ControlEvent<IndexPath>, _: T.Type) -> ControlEvent<T> {
        let source = items.asObservable().flatMap { [weak view = base as UICollectionView] indexPath -> Observable<T> in
            guard let view else { return .empty() }
            return .just(try view.rx.model(at: indexPath))
        }
        return ControlEvent(events: source)
    }
}
#if os(tvOS)
extension Reactive where Base: UICollectionView {
    /// `collectionView(_:didUpdateFocusIn:with:)` (tvOS): the focus update and its
    /// animation coordinator.
    ///
    /// Rx: `rx.didUpdateFocusInContextWithAnimationCoordinator` (RxCocoa, tvOS).
    public var didUpdateFocusInContextWithAnimationCoordinator: ControlEvent<(context: UICollectionViewFocusUpdateContext, animationCoordinator: UIFocusAnimationCoordinator)> {
        ControlEvent(events: delegate.methodInvoked(#selector(UICollectionViewDelegate.collectionView(_:didUpdateFocusIn:with:)))
            .map { arguments -> (context: UICollectionViewFocusUpdateContext, animationCoordinator: UIFocusAnimationCoordinator) in
                (try delegateArgument(arguments, 1), try delegateArgument(arguments, 2))
            })
    }
}
#endif
#endif

#if os(iOS) || os(tvOS) || os(visionOS)
extension UICollectionView: @preconcurrency HasPrefetchDataSource {
    /// The collection view's prefetch data-source type.
    ///
    /// Rx: `UICollectionView.PrefetchDataSource` (RxCocoa's `HasPrefetchDataSource` conformance).
    public typealias PrefetchDataSource = UICollectionViewDataSourcePrefetching
}

/// The collection view's prefetch data-source proxy: it reports
/// `collectionView(_:prefetchItemsAt:)` (which it always answers, as the protocol requires
/// it) and `collectionView(_:cancelPrefetchingForItemsAt:)`, and passes both on.
///
/// Threading: main-thread-confined, as `DelegateProxy`.
///
/// Rx: `RxCollectionViewDataSourcePrefetchingProxy` (RxCocoa).
open class RxCollectionViewDataSourcePrefetchingProxy: DelegateProxy<UICollectionView, UICollectionViewDataSourcePrefetching>, DelegateProxyType {
    /// The collection view.
    ///
    /// Rx: `RxCollectionViewDataSourcePrefetchingProxy.collectionView`.
    public private(set) weak var collectionView: UICollectionView?

    /// A proxy for `collectionView`.
    ///
    /// - Parameter collectionView: The collection view whose prefetch data source it takes.
    ///
    /// Rx: `RxCollectionViewDataSourcePrefetchingProxy.init(collectionView:)`.
    public init(collectionView: ParentObject) {
        self.collectionView = collectionView
        super.init(parentObject: collectionView, delegateProxy: RxCollectionViewDataSourcePrefetchingProxy.self)
        messages.declareObservationOnly([#selector(UICollectionViewDataSourcePrefetching.collectionView(_:cancelPrefetchingForItemsAt:)) as AnyHashable])
    }

    /// Registers the collection view's prefetch data-source proxy.
    ///
    /// Rx: `RxCollectionViewDataSourcePrefetchingProxy.registerKnownImplementations()`.
    public static func registerKnownImplementations() {
        register { RxCollectionViewDataSourcePrefetchingProxy(collectionView: $0) }
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
    override open func setForwardToDelegate(_ forwardToDelegate: UICollectionViewDataSourcePrefetching?, retainDelegate: Bool) {
        super.setForwardToDelegate(forwardToDelegate, retainDelegate: retainDelegate)
    }
}

extension RxCollectionViewDataSourcePrefetchingProxy: UICollectionViewDataSourcePrefetching {
    /// Reports `collectionView(_:prefetchItemsAt:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPaths: The items to prefetch.
    public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        report(#selector(UICollectionViewDataSourcePrefetching.collectionView(_:prefetchItemsAt:)), [collectionView, indexPaths]) {
            forwardToDelegate()?.collectionView(collectionView, prefetchItemsAt: indexPaths)
        }
    }

    /// Reports `collectionView(_:cancelPrefetchingForItemsAt:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPaths: The items no longer to prefetch.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        report(#selector(UICollectionViewDataSourcePrefetching.collectionView(_:cancelPrefetchingForItemsAt:)), [collectionView, indexPaths]) {
            forwardToDelegate()?.collectionView?(collectionView, cancelPrefetchingForItemsAt: indexPaths)
        }
    }
}

extension Reactive where Base: UICollectionView {
    /// The collection view's prefetch data-source proxy (installed on first use).
    ///
    /// Rx: `rx.prefetchDataSource` (RxCocoa).
    public var prefetchDataSource: DelegateProxy<UICollectionView, UICollectionViewDataSourcePrefetching> {
        RxCollectionViewDataSourcePrefetchingProxy.proxy(for: base)
    }

    /// Makes `prefetchDataSource` the prefetch proxy's forward data source (not retained)
    /// until the returned disposable is disposed.
    ///
    /// - Parameter prefetchDataSource: The user's prefetch data source.
    /// - Returns: A disposable that removes it.
    ///
    /// Rx: `rx.setPrefetchDataSource(_:)` (RxCocoa).
    public func setPrefetchDataSource(_ prefetchDataSource: UICollectionViewDataSourcePrefetching) -> Disposable {
        RxCollectionViewDataSourcePrefetchingProxy.installForwardDelegate(prefetchDataSource, retainDelegate: false, onProxyForObject: base)
    }

    /// `collectionView(_:prefetchItemsAt:)`: the items to prefetch.
    ///
    /// Rx: `rx.prefetchItems` (RxCocoa).
    public var prefetchItems: ControlEvent<[IndexPath]> {
        indexPathsEvent(#selector(UICollectionViewDataSourcePrefetching.collectionView(_:prefetchItemsAt:)))
    }

    /// `collectionView(_:cancelPrefetchingForItemsAt:)`: the items no longer to prefetch.
    ///
    /// Rx: `rx.cancelPrefetchingForItems` (RxCocoa).
    public var cancelPrefetchingForItems: ControlEvent<[IndexPath]> {
        indexPathsEvent(#selector(UICollectionViewDataSourcePrefetching.collectionView(_:cancelPrefetchingForItemsAt:)))
    }

    private func indexPathsEvent(_ selector: Selector) -> ControlEvent<[IndexPath]> {
        ControlEvent(events: prefetchDataSource.methodInvoked(selector).map { try delegateArgument($0, 1, as: [IndexPath].self) })
    }
}
#endif
