import XCTest
import Foundation
import ReactiveCore
import RxBridge
import ReactiveTesting

// The `items` binders' rules (RxCocoa's `tableView.rx.items…`, `collectionView.rx.items…`,
// `pickerView.rx.items…`) through a fake list view with a data-source property: the UIKit
// binders pass the same rule the view's deallocation, layout and reload calls.

protocol FakeDataSource: AnyObject {
    func numberOfRows(in view: FakeListView) -> Int
}

/// A view with a weak `dataSource`, as UIKit's, that counts reloads and layout passes and
/// tells when it is deallocated.
final class FakeListView: HasDataSource, DelegateProxyHolding {
    typealias DataSource = FakeDataSource
    weak var dataSource: FakeDataSource?
    let delegateProxies = DelegateProxyStore()
    let deallocation = DeallocationWitness()
    var reloads = 0
    var layouts = 0

    var rowCount: Int { dataSource?.numberOfRows(in: self) ?? 0 }
}

final class FakeDataSourceProxy: DelegateProxy<FakeListView, FakeDataSource>, DelegateProxyType, FakeDataSource {
    init(view: FakeListView) { super.init(parentObject: view, delegateProxy: FakeDataSourceProxy.self) }
    static func registerKnownImplementations() { register { FakeDataSourceProxy(view: $0) } }
    func numberOfRows(in view: FakeListView) -> Int { forwardToDelegate()?.numberOfRows(in: view) ?? 0 }
}

/// The array data source an `items` binder installs, over `ItemsArrayModel`.
final class FakeArrayDataSource: FakeDataSource, SectionedViewDataSourceType {
    let items = ItemsArrayModel<String>()
    func numberOfRows(in view: FakeListView) -> Int { items.count }
    func model(at indexPath: IndexPath) throws -> Any { try items.model(at: indexPath, owner: self) }
}

final class ItemsBindingTests: ReactiveTestCase {
    private func bind(_ source: Observable<[String]>, to view: FakeListView, _ dataSource: FakeArrayDataSource) -> Disposable {
        source.subscribeProxyDataSource(
            ofObject: view, dataSource: dataSource, retainDataSource: true,
            deallocated: RxKeyValueObserving.deallocated(view.deallocation),
            refreshLayout: { $0.layouts += 1 }
        ) { [weak view] (_: FakeDataSourceProxy, event) in
            dataSource.items.on(event) { view?.reloads += 1 }
        }
    }

    private func modelError(_ dataSource: FakeArrayDataSource, _ indexPath: IndexPath) -> String? {
        do {
            _ = try dataSource.model(at: indexPath)
            return nil
        } catch RxCocoaError.itemsNotYetBound(let object) {
            return object as AnyObject === dataSource ? "itemsNotYetBound" : "another object"
        } catch {
            return "\(error)"
        }
    }

    func testEachArrayReplacesTheRowsAndReloads() throws {
        let view = FakeListView()
        let items = PublishSubject<[String]>()
        let dataSource = FakeArrayDataSource()
        let binding = bind(items.asObservable(), to: view, dataSource)
        XCTAssertEqual(view.rowCount, 0)
        XCTAssertEqual(modelError(dataSource, [0, 0]), "itemsNotYetBound", "no items yet")
        items.onNext(["a", "b"])
        XCTAssertEqual(view.rowCount, 2)
        XCTAssertEqual(view.reloads, 1)
        XCTAssertEqual(try dataSource.model(at: [0, 1]) as? String, "b")
        items.onNext(["c"])
        XCTAssertEqual(view.rowCount, 1)
        XCTAssertEqual(view.reloads, 2)
        XCTAssertEqual(modelError(dataSource, [0, 1]), "itemsNotYetBound", "a row that is not there")
        XCTAssertEqual(modelError(dataSource, [1, 0]), "itemsNotYetBound", "a section that is not there")
        binding.dispose()
    }

    func testCompletionKeepsTheItemsAndTheDataSourceUntilDisposed() {
        let view = FakeListView()
        weak var weakDataSource: FakeArrayDataSource?
        let binding: Disposable
        do {
            let dataSource = FakeArrayDataSource()
            weakDataSource = dataSource
            binding = bind(Observable.just(["a", "b", "c"]), to: view, dataSource)
        }
        XCTAssertNotNil(weakDataSource, "retained while bound")
        XCTAssertEqual(view.rowCount, 3, "the last items stay after completion")
        let layoutsBefore = view.layouts
        binding.dispose()
        XCTAssertNil(weakDataSource, "released at disposal")
        XCTAssertEqual(view.rowCount, 0)
        XCTAssertEqual(view.layouts, layoutsBefore + 1, "laid out at disposal, so the old rows are not asked for later")
        XCTAssertTrue(view.dataSource === FakeDataSourceProxy.proxy(for: view), "the proxy stays installed")
    }

    func testTheViewGoingAwayCompletesTheBindingAndReleasesTheDataSource() {
        var view: FakeListView? = FakeListView()
        let items = PublishSubject<[String]>()
        weak var weakDataSource: FakeArrayDataSource?
        var binding: Disposable?
        do {
            let dataSource = FakeArrayDataSource()
            weakDataSource = dataSource
            binding = bind(items.asObservable(), to: view!, dataSource)
        }
        items.onNext(["a"])
        XCTAssertTrue(items.hasObservers)
        view = nil
        XCTAssertFalse(items.hasObservers, "the source is unsubscribed when the view is deallocated")
        XCTAssertNil(weakDataSource)
        binding?.dispose()
    }

    func testAnotherDataSourceAlreadyForwardedIsNotReplacedSilently() {
        // installForwardDelegate asserts in debug builds; here: disposing the first binding
        // frees the place, and a second binding then installs its data source.
        let view = FakeListView()
        let first = FakeArrayDataSource()
        let binding = bind(Observable.just(["a"]), to: view, first)
        binding.dispose()
        let second = FakeArrayDataSource()
        let again = bind(Observable.just(["x", "y"]), to: view, second)
        XCTAssertTrue(FakeDataSourceProxy.proxy(for: view).forwardToDelegate() === second)
        XCTAssertEqual(view.rowCount, 2)
        again.dispose()
    }
}

/// How the `rx` extensions read a reported message's arguments and a bound model.
final class DelegateArgumentTests: ReactiveTestCase {
    func testAnArgumentIsReadAsItsTypeOrGivesACastingError() throws {
        let arguments: [Any] = ["view", IndexPath(indexes: [0, 2]), true]
        XCTAssertEqual(try delegateArgument(arguments, 1, as: IndexPath.self), IndexPath(indexes: [0, 2]))
        XCTAssertEqual(try delegateArgument(arguments, 2, as: Bool.self), true)
        XCTAssertThrowsError(try delegateArgument(arguments, 0, as: Int.self)) { error in
            guard case RxCocoaError.castingError(let object, let type) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(object as? String, "view")
            XCTAssertTrue(type == Int.self)
        }
        XCTAssertThrowsError(try delegateArgument(arguments, 3, as: Bool.self), "no fourth argument")
    }

    func testTheBoundModelIsReadThroughTheDataSource() throws {
        let dataSource = FakeArrayDataSource()
        dataSource.items.on(Event<[String]>.next(["a", "b"])) {}
        let model: String = try boundModel(dataSource, at: [0, 1])
        XCTAssertEqual(model, "b")
        let empty = FakeArrayDataSource()
        XCTAssertThrowsError(try boundModel(empty, at: [0, 0]) as String) { error in
            guard case RxCocoaError.itemsNotYetBound = error else { return XCTFail("\(error)") }
        }
    }
}
