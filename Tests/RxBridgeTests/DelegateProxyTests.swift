import XCTest
import Foundation
import ReactiveCore
import RxBridge
import ReactiveTesting

// Fake views with a delegate property, standing in for UIScrollView and UITableView: the
// delegate-proxy rules (installation, forwarding, message bookkeeping, registration by
// class, completion when the view goes away) are the ones the UIKit proxies use.

/// The fake views' delegate (a user's delegate implements it; so do the proxies).
protocol FakeScrollDelegate: AnyObject {
    func didScroll(_ view: FakeScrollView, by distance: Int)
}

/// A view with a weak `delegate`, as UIKit's, that counts how often it is set (the proxy
/// sets it to nil and back to make the view ask again which messages it answers).
class FakeScrollView: HasDelegate, DelegateProxyHolding {
    typealias Delegate = FakeScrollDelegate
    weak var delegate: FakeScrollDelegate? { didSet { delegateSets += 1 } }
    var delegateSets = 0
    let delegateProxies = DelegateProxyStore()

    func scroll(by distance: Int) { delegate?.didScroll(self, by: distance) }
}

final class FakeTableView: FakeScrollView {}

/// The fake scroll view's proxy: it reports `didScroll` and passes it on.
class FakeScrollProxy: DelegateProxy<FakeScrollView, FakeScrollDelegate>, DelegateProxyType, FakeScrollDelegate {
    init(view: FakeScrollView) {
        super.init(parentObject: view, delegateProxy: FakeScrollProxy.self)
    }

    static func registerKnownImplementations() {
        register { FakeScrollProxy(view: $0) }
        register { FakeTableProxy(tableView: $0) }
    }

    func didScroll(_ view: FakeScrollView, by distance: Int) {
        report("didScroll", [view, distance]) { forwardToDelegate()?.didScroll(view, by: distance) }
    }
}

final class FakeTableProxy: FakeScrollProxy {
    init(tableView: FakeTableView) { super.init(view: tableView) }
}

/// A user's delegate that logs what it gets.
final class LoggingDelegate: FakeScrollDelegate {
    var log: [String]
    init(log: [String] = []) { self.log = log }
    func didScroll(_ view: FakeScrollView, by distance: Int) { log.append("delegate \(distance)") }
}

final class DelegateProxyTests: ReactiveTestCase {
    func testProxyForAViewIsKeptInstalledAndForwardsToTheDelegateThatWasThere() {
        let view = FakeScrollView()
        let user = LoggingDelegate()
        view.delegate = user
        let proxy = FakeScrollProxy.proxy(for: view)
        XCTAssertTrue(view.delegate === proxy)
        XCTAssertTrue(proxy.forwardToDelegate() === user)
        XCTAssertTrue(FakeScrollProxy.proxy(for: view) === proxy, "one proxy per view")
        view.scroll(by: 3)
        XCTAssertEqual(user.log, ["delegate 3"])
    }

    func testAProxyReinstallsItselfWhenTheDelegateWasReplaced() {
        let view = FakeScrollView()
        let proxy = FakeScrollProxy.proxy(for: view)
        let user = LoggingDelegate()
        view.delegate = user                       // someone set the delegate directly
        XCTAssertTrue(FakeScrollProxy.proxy(for: view) === proxy)
        XCTAssertTrue(view.delegate === proxy)
        XCTAssertTrue(proxy.forwardToDelegate() === user, "the replacing delegate is now forwarded to")
    }

    func testTheProxyIsMadeByTheMakerOfTheNearestRegisteredClass() {
        XCTAssertTrue(type(of: FakeScrollProxy.proxy(for: FakeTableView())) == FakeTableProxy.self)
        XCTAssertTrue(type(of: FakeScrollProxy.proxy(for: FakeScrollView())) == FakeScrollProxy.self)
    }

    func testTheForwardDelegateIsHeldWeaklyUnlessRetained() {
        let view = FakeScrollView()
        var user: LoggingDelegate? = LoggingDelegate()
        let weakSubscription = FakeScrollProxy.installForwardDelegate(user!, retainDelegate: false, onProxyForObject: view)
        weak var weakUser: LoggingDelegate?
        weakUser = user
        user = nil
        XCTAssertNil(weakUser)
        XCTAssertNil(FakeScrollProxy.proxy(for: view).forwardToDelegate())
        weakSubscription.dispose()

        var retained: LoggingDelegate? = LoggingDelegate()
        weak var weakRetained: LoggingDelegate?
        weakRetained = retained
        let subscription = FakeScrollProxy.installForwardDelegate(retained!, retainDelegate: true, onProxyForObject: view)
        retained = nil
        XCTAssertNotNil(weakRetained, "kept alive while installed")
        subscription.dispose()
        XCTAssertNil(weakRetained, "released when the installation is disposed")
        XCTAssertNil(FakeScrollProxy.proxy(for: view).forwardToDelegate())
    }

    func testSentMessageComesBeforeTheDelegateAndMethodInvokedAfter() {
        let view = FakeScrollView()
        let user = LoggingDelegate()
        let installation = FakeScrollProxy.installForwardDelegate(user, retainDelegate: false, onProxyForObject: view)
        let proxy = FakeScrollProxy.proxy(for: view)
        let before = proxy.sentMessage(message: "didScroll").subscribe(onNext: { arguments in
            user.log.append("sent \(arguments[1] as! Int)")
        })
        let after = proxy.methodInvoked(message: "didScroll").subscribe(onNext: { arguments in
            XCTAssertTrue(arguments[0] as AnyObject === view)
            user.log.append("invoked \(arguments[1] as! Int)")
        })
        view.scroll(by: 5)
        XCTAssertEqual(user.log, ["sent 5", "delegate 5", "invoked 5"])
        before.dispose()
        after.dispose()
        view.scroll(by: 6)
        XCTAssertEqual(user.log, ["sent 5", "delegate 5", "invoked 5", "delegate 6"])
        installation.dispose()
    }

    func testObservingAMessageReinstallsTheProxySoTheViewAsksAgain() {
        let view = FakeScrollView()
        let proxy = FakeScrollProxy.proxy(for: view)
        let setsBefore = view.delegateSets
        let subscription = proxy.methodInvoked(message: "didScroll").subscribe()
        XCTAssertEqual(view.delegateSets, setsBefore + 2, "set to nil and back on subscription")
        XCTAssertTrue(view.delegate === proxy)
        subscription.dispose()
        XCTAssertEqual(view.delegateSets, setsBefore + 4, "and again on disposal")
        XCTAssertTrue(view.delegate === proxy)
    }

    func testAnObservationOnlyMessageIsAnsweredWhileObservedOrWhenTheDelegateAnswersIt() {
        let proxy = FakeScrollProxy.proxy(for: FakeScrollView())
        proxy.messages.declareObservationOnly(["commit" as AnyHashable])
        XCTAssertFalse(proxy.messages.responds("commit", implementedByProxy: true, forwardResponds: false))
        XCTAssertTrue(proxy.messages.responds("commit", implementedByProxy: true, forwardResponds: true))
        let subscription = proxy.methodInvoked(message: "commit").subscribe()
        XCTAssertTrue(proxy.messages.responds("commit", implementedByProxy: true, forwardResponds: false))
        subscription.dispose()
        XCTAssertFalse(proxy.messages.responds("commit", implementedByProxy: true, forwardResponds: false))
        // Other messages: those the proxy implements always; the rest when the delegate does.
        XCTAssertTrue(proxy.messages.responds("didScroll", implementedByProxy: true, forwardResponds: false))
        XCTAssertFalse(proxy.messages.responds("heightForRow", implementedByProxy: false, forwardResponds: false))
        XCTAssertTrue(proxy.messages.responds("heightForRow", implementedByProxy: false, forwardResponds: true))
    }

    func testMessageSequencesCompleteWhenTheViewGoesAway() {
        var view: FakeScrollView? = FakeScrollView()
        weak var weakProxy: FakeScrollProxy?
        var events: [String] = []
        var subscriptions: [Disposable] = []
        do {
            let proxy = FakeScrollProxy.proxy(for: view!)
            weakProxy = proxy
            subscriptions.append(proxy.methodInvoked(message: "didScroll").subscribe(
                onNext: { events.append("next \($0[1] as! Int)") }, onCompleted: { events.append("completed") }))
            subscriptions.append(proxy.sentMessage(message: "other").subscribe(onCompleted: { events.append("sent completed") }))
        }
        view?.scroll(by: 1)
        view = nil
        XCTAssertNil(weakProxy, "the proxy goes with its view")
        XCTAssertEqual(events.sorted(), ["completed", "next 1", "sent completed"])
        subscriptions.forEach { $0.dispose() }
    }
}

/// A prefetch data source (its own protocol: proxies are kept per delegate type, so the
/// prefetch proxy must not share the scroll delegate's).
protocol FakePrefetchDataSource: AnyObject {}
final class UserPrefetchDataSource: FakePrefetchDataSource {}

/// A view with a weak `prefetchDataSource`, as UIKit's table and collection views have.
final class FakePrefetchingView: HasPrefetchDataSource, DelegateProxyHolding {
    typealias PrefetchDataSource = FakePrefetchDataSource
    weak var prefetchDataSource: FakePrefetchDataSource?
    let delegateProxies = DelegateProxyStore()
}

final class FakePrefetchProxy: DelegateProxy<FakePrefetchingView, FakePrefetchDataSource>, DelegateProxyType, FakePrefetchDataSource {
    init(view: FakePrefetchingView) { super.init(parentObject: view, delegateProxy: FakePrefetchProxy.self) }
    static func registerKnownImplementations() { register { FakePrefetchProxy(view: $0) } }
}

final class PrefetchDataSourceProxyTests: ReactiveTestCase {
    func testAPrefetchProxyTakesThePrefetchDataSourceProperty() {
        let view = FakePrefetchingView()
        let user = UserPrefetchDataSource()
        view.prefetchDataSource = user
        let proxy = FakePrefetchProxy.proxy(for: view)
        XCTAssertTrue(view.prefetchDataSource === proxy)
        XCTAssertTrue(proxy.forwardToDelegate() === user)
    }
}

/// A delegate type of its own, for a proxy that declares its own `currentDelegate(for:)`
/// and `setCurrentDelegate(_:to:)` as class methods (as RxCocoa's tab bar, text field and
/// macOS text view proxies do) instead of taking `HasDelegate`'s defaults.
protocol FakeFieldDelegate: AnyObject {
    func didEdit(_ text: String)
}

final class UserFieldDelegate: FakeFieldDelegate {
    var edits: [String] = []
    func didEdit(_ text: String) { edits.append(text) }
}

final class FakeField: HasDelegate, DelegateProxyHolding {
    typealias Delegate = FakeFieldDelegate
    weak var delegate: FakeFieldDelegate?
    var accessLog: [String] = []
    let delegateProxies = DelegateProxyStore()

    func edit(_ text: String) { delegate?.didEdit(text) }
}

final class FakeFieldProxy: DelegateProxy<FakeField, FakeFieldDelegate>, DelegateProxyType, FakeFieldDelegate {
    init(field: FakeField) { super.init(parentObject: field, delegateProxy: FakeFieldProxy.self) }
    static func registerKnownImplementations() { register { FakeFieldProxy(field: $0) } }

    class func currentDelegate(for object: FakeField) -> FakeFieldDelegate? {
        object.accessLog.append("get")
        return hasDelegateValue(of: object)
    }

    class func setCurrentDelegate(_ delegate: FakeFieldDelegate?, to object: FakeField) {
        object.accessLog.append(delegate == nil ? "set nil" : "set")
        setHasDelegateValue(delegate, of: object)
    }

    func didEdit(_ text: String) {
        report("didEdit", [text]) { forwardToDelegate()?.didEdit(text) }
    }
}

final class OwnCurrentDelegateProxyTests: ReactiveTestCase {
    func testAProxyWithItsOwnCurrentDelegateMethodsIsInstalledThroughThem() {
        let field = FakeField()
        let user = UserFieldDelegate()
        field.delegate = user
        let proxy = FakeFieldProxy.proxy(for: field)
        XCTAssertEqual(field.accessLog.last, "set", "installed through the class's own setter")
        XCTAssertTrue(field.accessLog.contains("get"), "the delegate that was there read through the class's own getter")
        XCTAssertTrue(field.delegate === proxy)
        XCTAssertTrue(proxy.forwardToDelegate() === user)
        field.edit("a")
        XCTAssertEqual(user.edits, ["a"])
    }
}
