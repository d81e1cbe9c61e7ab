import XCTest
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxBridge
import ReactiveTesting

/// RxCocoa's Foundation extensions: `URLSession.rx` (served by a stub `URLProtocol`, no
/// network) and `NotificationCenter.rx.notification(_:object:)`.
final class CocoaFoundationTests: ReactiveTestCase {
    override func setUp() {
        super.setUp()
        URLSession.rx.shouldLogRequest = { _ in false }
    }

    private func session() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        return URLSession(configuration: configuration)
    }

    /// Subscribes, waits for the sequence to end, returns its events.
    private func events<Element>(_ source: Observable<Element>) -> [Event<Element>] {
        let done = expectation(description: "terminated")
        let recorded = SharedValue<[Event<Element>]>([])
        let subscription = source.subscribe { event in
            recorded.value.append(event)
            if event.isStopEvent { done.fulfill() }
        }
        wait(for: [done], timeout: 10)
        subscription.dispose()
        return recorded.value
    }

    private func request(_ path: String) -> URLRequest {
        URLRequest(url: URL(string: "stub://host/\(path)")!)
    }

    func testResponseSendsTheHTTPResponseAndBodyThenCompletes() throws {
        let events = events(session().rx.response(request: request("ok")))
        XCTAssertEqual(events.count, 2)
        let pair = try XCTUnwrap(events.first?.element)
        XCTAssertEqual(pair.response.statusCode, 200)
        XCTAssertEqual(String(data: pair.data, encoding: .utf8), #"{"answer":42}"#)
        XCTAssertTrue(events.last?.isCompleted ?? false)
    }

    func testDataFailsWithHTTPRequestFailedOutsideTheSuccessRange() {
        let dataEvents = events(session().rx.data(request: request("missing")))
        XCTAssertEqual(dataEvents.count, 1)
        guard case .httpRequestFailed(let response, let data)? = dataEvents.first?.error as? RxCocoaURLError else {
            return XCTFail("expected httpRequestFailed, got \(dataEvents)")
        }
        XCTAssertEqual(response.statusCode, 404)
        XCTAssertEqual(data.flatMap { String(data: $0, encoding: .utf8) }, "not here")
        XCTAssertTrue((dataEvents.first?.error as? RxCocoaURLError)?.debugDescription.contains("404") ?? false)
    }

    func testJSONDecodesTheBody() throws {
        let jsonEvents = events(session().rx.json(url: URL(string: "stub://host/ok")!))
        XCTAssertEqual(jsonEvents.count, 2)
        let object = try XCTUnwrap(jsonEvents.first?.element as? [String: Any])
        XCTAssertEqual(object["answer"] as? Int, 42)
        XCTAssertTrue(jsonEvents.last?.isCompleted ?? false)
    }

    func testJSONFailsWithDeserializationErrorOnABodyThatIsNotJSON() {
        let jsonEvents = events(session().rx.json(request: request("text"), options: []))
        guard case .deserializationError? = jsonEvents.first?.error as? RxCocoaURLError else {
            return XCTFail("expected deserializationError, got \(jsonEvents)")
        }
    }

    func testAResponseThatIsNotHTTPFailsWithNonHTTPResponse() {
        let responseEvents = events(session().rx.response(request: request("plain")))
        guard case .nonHTTPResponse(let response)? = responseEvents.first?.error as? RxCocoaURLError else {
            return XCTFail("expected nonHTTPResponse, got \(responseEvents)")
        }
        XCTAssertEqual(response.url?.absoluteString, "stub://host/plain")
    }

    func testEachSubscriptionPerformsItsOwnRequest() {
        StubURLProtocol.served.value = 0
        let data = session().rx.data(request: request("ok"))
        _ = events(data)
        _ = events(data)
        XCTAssertEqual(StubURLProtocol.served.value, 2)
    }

    func testShouldLogRequestIsConsultedPerRequest() {
        let asked = SharedValue<[String]>([])
        URLSession.rx.shouldLogRequest = { request in
            asked.value.append(request.url?.lastPathComponent ?? "")
            return false
        }
        _ = events(session().rx.data(request: request("ok")))
        XCTAssertEqual(asked.value, ["ok"])
    }

    func testRxCocoaURLErrorDescriptions() {
        let url = URL(string: "stub://host/x")!
        let plain = URLResponse(url: url, mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
        let http = HTTPURLResponse(url: url, statusCode: 500, httpVersion: nil, headerFields: nil)!
        let descriptions = [
            RxCocoaURLError.unknown.debugDescription,
            RxCocoaURLError.nonHTTPResponse(response: plain).debugDescription,
            RxCocoaURLError.httpRequestFailed(response: http, data: nil).debugDescription,
            RxCocoaURLError.deserializationError(error: NSError(domain: "decoding", code: 1)).debugDescription,
        ]
        XCTAssertTrue(descriptions[2].contains("500"))
        XCTAssertTrue(descriptions[3].contains("decoding"))
        XCTAssertEqual(Set(descriptions).count, 4)
    }

    // MARK: NotificationCenter

    func testNotificationSendsPostedNotificationsUntilDisposed() {
        let center = NotificationCenter()
        let name = Notification.Name("CocoaFoundationTests.ping")
        let sender = NSObject(), other = NSObject()
        var all: [Int] = []
        var fromSender: [Int] = []
        let subscription = center.rx.notification(name).subscribe(onNext: { all.append($0.userInfo?["n"] as? Int ?? -1) })
        let filtered = center.rx.notification(name, object: sender).subscribe(onNext: { fromSender.append($0.userInfo?["n"] as? Int ?? -1) })
        center.post(name: name, object: sender, userInfo: ["n": 1])
        center.post(name: name, object: other, userInfo: ["n": 2])
        center.post(name: Notification.Name("CocoaFoundationTests.other"), object: sender, userInfo: ["n": 3])
        subscription.dispose()
        center.post(name: name, object: sender, userInfo: ["n": 4])
        filtered.dispose()
        center.post(name: name, object: sender, userInfo: ["n": 5])
        XCTAssertEqual(all, [1, 2])
        XCTAssertEqual(fromSender, [1, 4])
    }

    func testNotificationWithoutANameSendsEveryNotification() {
        let center = NotificationCenter()
        var names: [String] = []
        let subscription = center.rx.notification(nil).subscribe(onNext: { names.append($0.name.rawValue) })
        center.post(name: Notification.Name("a"), object: nil)
        center.post(name: Notification.Name("b"), object: nil)
        subscription.dispose()
        XCTAssertEqual(names, ["a", "b"])
    }
}

/// Serves `stub://host/<path>`: `ok` (200, JSON), `missing` (404), `text` (200, not JSON),
/// `plain` (a response that is not HTTP).
private final class StubURLProtocol: URLProtocol {
    static let served = SharedValue(0)

    override class func canInit(with request: URLRequest) -> Bool { request.url?.scheme == "stub" }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        StubURLProtocol.served.value += 1
        let url = request.url!
        let response: URLResponse
        let body: Data
        switch url.lastPathComponent {
        case "ok":
            response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: nil)!
            body = Data(#"{"answer":42}"#.utf8)
        case "missing":
            response = HTTPURLResponse(url: url, statusCode: 404, httpVersion: "HTTP/1.1", headerFields: nil)!
            body = Data("not here".utf8)
        case "text":
            response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: nil)!
            body = Data("plain words".utf8)
        default:
            response = URLResponse(url: url, mimeType: "text/plain", expectedContentLength: 2, textEncodingName: nil)
            body = Data("hi".utf8)
        }
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}
