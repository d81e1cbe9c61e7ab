import Foundation

// The rules of RxCocoa's `items` binders, platform-free: how a sequence of items is bound
// to a view through its data-source proxy, and how the bound items are stored and read
// back (`model(at:)`). The UIKit binders (Cocoa/UIKit/) pass the view's deallocation,
// layout and reload calls in. Tested on Linux through fake views (ItemsBindingTests).

extension ObservableType {
    /// Binds this sequence to `object` through its data-source proxy: `dataSource` becomes
    /// the proxy's forward delegate (kept alive while bound when `retainDataSource`), and
    /// each event reaches `binding` on the main thread.
    ///
    /// - The source completing does not unbind: the data source keeps showing the last
    ///   items until the returned disposable is disposed.
    /// - An error is a binding error (fatal in debug builds, printed in release builds);
    ///   the data source is then unset.
    /// - The object's deallocation (`deallocated`) completes the binding, and the data
    ///   source is unset (`binding` gets `.completed`).
    /// - Disposing unsubscribes, unsets the data source, and calls `refreshLayout` (UIKit:
    ///   lay the view out now if it is in a window, so it does not ask the old data source
    ///   later); `refreshLayout` also runs once after the data source is installed.
    ///
    /// Rx: RxCocoa's internal `subscribeProxyDataSource(ofObject:dataSource:retainDataSource:binding:)`.
    package func subscribeProxyDataSource<Proxy: DelegateProxyType>(
        ofObject object: Proxy.ParentObject,
        dataSource: Proxy.Delegate,
        retainDataSource: Bool,
        deallocated: Observable<Void>,
        refreshLayout: @escaping (Proxy.ParentObject) -> Void,
        binding: @escaping (Proxy, Event<Element>) -> Void
    ) -> Disposable {
        let proxy = Proxy.proxy(for: object)
        let unset = Proxy.installForwardDelegate(dataSource, retainDelegate: retainDataSource, onProxyForObject: object)
        refreshLayout(object)
        let subscription = asObservable()
            .observe(on: MainScheduler.instance)
            .catch { error in
                bindingFailed(error)
                return Observable.empty()
            }
            .concat(Observable.never())   // completing keeps the data source
            .take(until: deallocated)
            .subscribe { event in
                binding(proxy, event)
                if event.isStopEvent { unset.dispose() }
            }
        return Disposables.create { [weak object] in
            subscription.dispose()
            if let object { refreshLayout(object) }
            unset.dispose()
        }
    }
}

/// The items a reactive array data source shows (one section, a row per item) and their
/// lookup by index path. Before the first items arrive there are none, and `model(at:)`
/// throws `RxCocoaError.itemsNotYetBound`.
///
/// Threading: main-thread-confined, like the data source that owns it (the binding
/// delivers items on the main thread, and UIKit asks for rows there).
package final class ItemsArrayModel<Element> {
    /// The items, nil until the first ones arrive.
    package private(set) var items: [Element]?

    package init() {}

    /// The number of rows (0 before the first items).
    package var count: Int { items?.count ?? 0 }

    /// The item of `row`; the row must exist.
    package subscript(row: Int) -> Element {
        guard let items, items.indices.contains(row) else {
            preconditionFailure("items data source: no row \(row) (\(count) rows)")
        }
        return items[row]
    }

    /// The item at `indexPath` (section 0, the row's index second: `[0, row]`).
    ///
    /// - Parameters:
    ///   - indexPath: The row's index path.
    ///   - owner: The data source, named in the error.
    /// - Throws: `RxCocoaError.itemsNotYetBound` when no items have arrived, or the index
    ///   path is not one of a row.
    package func model(at indexPath: IndexPath, owner: Any) throws -> Any {
        guard let items, indexPath.count == 2, indexPath[0] == 0, items.indices.contains(indexPath[1]) else {
            throw RxCocoaError.itemsNotYetBound(object: owner)
        }
        return items[indexPath[1]]
    }

    /// Applies one event of the bound sequence: new items replace the old, then `reload`
    /// runs (the view reloads its rows); completion keeps the items; an error is a binding
    /// error (fatal in debug builds, printed in release builds).
    package func on<S: Sequence>(_ event: Event<S>, reload: () -> Void) where S.Element == Element {
        switch event {
        case .next(let items):
            self.items = Array(items)
            reload()
        case .error(let error):
            bindingFailed(error)
        case .completed:
            break
        }
    }
}

/// The model at `indexPath` in `dataSource`, the forward data source an `items` binder
/// installed (what `rx.model(at:)` reads). A data source that is not a
/// `SectionedViewDataSourceType` (no `items` binding), or a model that is not a `T`, is a
/// programming error.
///
/// - Throws: What the data source's `model(at:)` throws (`RxCocoaError.itemsNotYetBound`).
package func boundModel<T>(_ dataSource: Any?, at indexPath: IndexPath) throws -> T {
    guard let sectioned = dataSource as? SectionedViewDataSourceType else {
        preconditionFailure("rx.model(at:): the data source (\(dataSource.map { "\($0)" } ?? "none")) is not a SectionedViewDataSourceType; bind the items with one of the rx.items methods first")
    }
    let model = try sectioned.model(at: indexPath)
    guard let typed = model as? T else {
        preconditionFailure("rx.model(at:): the model at \(indexPath) is a \(type(of: model)), not a \(T.self)")
    }
    return typed
}
