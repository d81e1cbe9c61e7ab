import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The errors of `URLSession.rx`'s requests.
///
/// Sendable as Swift 6 requires of errors; the payloads are only read.
///
/// Rx: `RxCocoaURLError` (RxCocoa).
public enum RxCocoaURLError: Swift.Error, CustomDebugStringConvertible, @unchecked Sendable {
    /// The task ended with neither a response nor an error.
    case unknown
    /// The response is not an HTTP response (for example a `file://` URL's).
    case nonHTTPResponse(response: URLResponse)
    /// The HTTP status code is outside `200..<300`; `data` is the body received.
    case httpRequestFailed(response: HTTPURLResponse, data: Data?)
    /// The body could not be decoded (`json(request:options:)`); `error` says why.
    case deserializationError(error: Swift.Error)

    /// A sentence naming the error and its details (our wording; RxCocoa's differs).
    ///
    /// Rx: `RxCocoaURLError.debugDescription`.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "RxCocoaURLError: the request ended without a response or an error."
        case .nonHTTPResponse(let response):
            return "RxCocoaURLError: `\(response)` is not an HTTP response."
        case .httpRequestFailed(let response, _):
            return "RxCocoaURLError: the request failed with HTTP status \(response.statusCode)."
        case .deserializationError(let error):
            return "RxCocoaURLError: the response could not be decoded: \(error)"
        }
    }
}

extension Reactive where Base: URLSession {
    /// The HTTP response and body of `request`: one element, then completion. Each
    /// subscription starts its own data task; disposing cancels it. The task's error (or
    /// `RxCocoaURLError.unknown` when there is neither data nor a response) ends the
    /// sequence; a response that is not HTTP fails with `.nonHTTPResponse`. Events arrive
    /// on the session's delegate queue. When `URLSession.rx.shouldLogRequest(request)`,
    /// the request and its outcome are printed.
    ///
    /// - Parameter request: The request to perform.
    ///
    /// - Returns: An observable of one `(response, data)` pair, then `completed`.
    ///
    /// Rx: `URLSession.rx.response(request:)` (RxCocoa).
    public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
        let session = base
        return Observable.create { observer in
            let logs = URLSession.rx.shouldLogRequest(request)
            let start = Date()
            // The completion handler runs once, on the session's delegate queue
            // (`create`'s observer is `Sendable`).
            let task = session.dataTask(with: request) { data, response, error in
                if logs {
                    print(requestLogLine(request))
                    print(outcomeLogLine(response, error, Date().timeIntervalSince(start)))
                }
                guard let response, let data else {
                    observer.on(.error(error ?? RxCocoaURLError.unknown))
                    return
                }
                guard let http = response as? HTTPURLResponse else {
                    observer.on(.error(RxCocoaURLError.nonHTTPResponse(response: response)))
                    return
                }
                observer.on(.next((response: http, data: data)))
                observer.on(.completed)
            }
            task.resume()
            return Disposables.create(with: task.cancel)
        }
    }

    /// The body of `request`'s response: fails with `RxCocoaURLError.httpRequestFailed`
    /// when the status code is outside `200..<300`; otherwise as `response(request:)`.
    ///
    /// - Parameter request: The request to perform.
    ///
    /// - Returns: An observable of the response body, then `completed`.
    ///
    /// Rx: `URLSession.rx.data(request:)` (RxCocoa).
    public func data(request: URLRequest) -> Observable<Data> {
        response(request: request).map { response, data -> Data in
            guard (200..<300).contains(response.statusCode) else {
                throw RxCocoaURLError.httpRequestFailed(response: response, data: data)
            }
            return data
        }
    }

    /// The body of `request`'s response decoded by `JSONSerialization`: fails with
    /// `RxCocoaURLError.deserializationError` when it is not JSON; otherwise as
    /// `data(request:)`.
    ///
    /// - Parameters:
    ///   - request: The request to perform.
    ///   - options: The options given to `JSONSerialization.jsonObject(with:options:)`.
    ///
    /// - Returns: An observable of the decoded JSON object (an array, a dictionary, a
    ///   string, a number or `NSNull`), then `completed`.
    ///
    /// Rx: `URLSession.rx.json(request:options:)` (RxCocoa).
    public func json(request: URLRequest, options: JSONSerialization.ReadingOptions = []) -> Observable<Any> {
        data(request: request).map { data -> Any in
            do {
                return try JSONSerialization.jsonObject(with: data, options: options)
            } catch {
                throw RxCocoaURLError.deserializationError(error: error)
            }
        }
    }

    /// `json(request:)` for a GET of `url`.
    ///
    /// - Parameter url: The URL to get.
    ///
    /// - Returns: An observable of the decoded JSON object, then `completed`.
    ///
    /// Rx: `URLSession.rx.json(url:)` (RxCocoa).
    public func json(url: Foundation.URL) -> Observable<Any> {
        json(request: URLRequest(url: url))
    }
}

extension Reactive where Base == URLSession {
    /// Decides whether `response(request:)` prints a request and its outcome: by default
    /// every request in debug builds, none in release builds. Settable from any thread.
    ///
    /// Rx: `URLSession.rx.shouldLogRequest` (RxCocoa).
    public static var shouldLogRequest: (URLRequest) -> Bool {
        get { requestLogging.withLock { $0 } }
        set { requestLogging.withLock { $0 = newValue } }
    }
}

/// The `shouldLogRequest` predicate (read and replaced under its lock).
private let requestLogging = Locked<(URLRequest) -> Bool>({ _ in
    #if DEBUG
    return true
    #else
    return false
    #endif
})

/// The request as a `curl` command line.
private func requestLogLine(_ request: URLRequest) -> String {
    func quoted(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
    var parts = ["curl", "-X", request.httpMethod ?? "GET"]
    if let body = request.httpBody, let text = String(data: body, encoding: .utf8) {
        parts += ["-d", quoted(text)]
    }
    for (name, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) {
        parts += ["-H", quoted("\(name): \(value)")]
    }
    parts += [quoted(request.url?.absoluteString ?? "<no url>"), "-i", "-v"]
    return parts.joined(separator: " ")
}

/// How the request ended, with its duration.
private func outcomeLogLine(_ response: URLResponse?, _ error: Swift.Error?, _ interval: TimeInterval) -> String {
    let milliseconds = Int(interval * 1000)
    if let http = response as? HTTPURLResponse {
        let outcome = (200..<300).contains(http.statusCode) ? "Success" : "Failure"
        return "\(outcome) (\(milliseconds)ms): status \(http.statusCode)"
    }
    if let error = error as NSError? {
        if error.domain == NSURLErrorDomain && error.code == NSURLErrorCancelled {
            return "Canceled (\(milliseconds)ms)"
        }
        return "Failure (\(milliseconds)ms): \(error)"
    }
    return "Unexpected response (\(milliseconds)ms): \(response.map { "\($0)" } ?? "none")"
}
