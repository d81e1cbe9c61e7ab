/// What a pipeline did on the virtual clock, in a form two dialects can be compared in:
/// the events it sent (elements rendered as text) with their ticks, and the
/// subscription windows of each input source.
public struct Recording: Equatable, CustomStringConvertible, Sendable {
    /// One event at a tick.
    public struct Entry: Equatable, Sendable, CustomStringConvertible {
        /// The tick.
        public let time: TestTime
        /// `next(x)` as the text of `x`, `|` for completed, `#` followed by the error for an error.
        public let event: String

        /// Makes one recorded event in text form.
        ///
        /// - Parameters:
        ///   - time: the tick of the event.
        ///   - event: the event's text: an element's description, `|` for completed, or
        ///     `#` followed by the error's description.
        ///
        /// Rx: none. RAC: none.
        public init(time: TestTime, event: String) {
            self.time = time
            self.event = event
        }

        /// `event@time`.
        public var description: String { "\(event)@\(time)" }
    }

    /// The events, in order.
    public var events: [Entry]
    /// The subscription windows of each source, in source order.
    public var subscriptions: [[Subscription]]

    /// Makes a recording from its parts.
    ///
    /// - Parameters:
    ///   - events: the events with their ticks, in order.
    ///   - subscriptions: the subscription windows of each source, in source order
    ///     (default none, which matches only a recording without sources).
    ///
    /// Rx: none. RAC: none.
    public init(events: [Entry], subscriptions: [[Subscription]] = []) {
        self.events = events
        self.subscriptions = subscriptions
    }

    /// Makes a recording from an observer's recorded events, rendering each as
    /// `render(_:)` does.
    ///
    /// - Parameters:
    ///   - recorded: the events with their ticks, e.g. a `TestableObserver`'s `events`.
    ///   - subscriptions: the subscription windows of each source, in source order
    ///     (default none).
    ///
    /// Rx: none. RAC: none.
    public init<Element>(_ recorded: [Recorded<Event<Element>>], subscriptions: [[Subscription]] = []) {
        events = recorded.map { Entry(time: $0.time, event: Recording.render($0.value)) }
        self.subscriptions = subscriptions
    }

    /// Makes an expected recording written compactly: `["1@210", "2@220", "|@300"]`.
    ///
    /// - Parameters:
    ///   - compact: one `event@tick` string per event, split at the last `@`; an entry
    ///     without `@` or with a tick that is not an integer stops the test with a
    ///     precondition failure naming it.
    ///   - subscriptions: the subscription windows of each source, in source order
    ///     (default none).
    ///
    /// Rx: none. RAC: none.
    public init(_ compact: [String], subscriptions: [[Subscription]] = []) {
        events = compact.map { entry in
            guard let at = entry.lastIndex(of: "@"), let time = Int(entry[entry.index(after: at)...]) else {
                preconditionFailure("Recording: \"\(entry)\" is not of the form event@tick")
            }
            return Entry(time: time, event: String(entry[..<at]))
        }
        self.subscriptions = subscriptions
    }

    /// Renders one event as a recording's text.
    ///
    /// - Parameter event: the event.
    /// - Returns: the element's `String(describing:)` for `next`, `|` for completed, or
    ///   `#` followed by the error's description.
    ///
    /// Rx: none. RAC: none.
    public static func render<Element>(_ event: Event<Element>) -> String {
        switch event {
        case .next(let element): return String(describing: element)
        case .completed: return "|"
        case .error(let error): return "#\(error)"
        }
    }

    /// `1@210 2@220 |@300`, then the subscription windows.
    public var description: String {
        let events = self.events.isEmpty ? "(no events)" : self.events.map(\.description).joined(separator: " ")
        let windows = subscriptions.map { $0.map(\.debugDescription).joined(separator: ", ") }.joined(separator: "; ")
        return subscriptions.isEmpty ? events : "\(events)  subscriptions: \(windows)"
    }

    /// A side-by-side account of where two recordings differ, or nil if they are equal:
    /// the events of each in order, one pair per line, `≠` marking the lines that differ,
    /// then the subscription windows of both when those differ.
    ///
    /// ```swift
    /// let rac = ParityCheck.recordRAC(input, pipeline: { s, query in query.throttle(0.3, on: s) })
    /// let rx = ParityCheck.record(input, pipeline: { s, query in query.debounce(.milliseconds(300), scheduler: s) })
    /// if let difference = Recording.difference(rac, rx, lhsTitle: "RAC", rhsTitle: "Rx") { print(difference) }
    /// ```
    ///
    /// - Parameters:
    ///   - lhs: the first recording (e.g. the original pipeline's).
    ///   - rhs: the second recording (e.g. the port's).
    ///   - lhsTitle: the heading of the first column.
    ///   - rhsTitle: the heading of the second column.
    /// - Returns: nil when `lhs == rhs`, otherwise the account, several lines.
    ///
    /// Rx: none (RxTest's `XCTAssertEqual` prints both event lists). RAC: none.
    public static func difference(_ lhs: Recording, _ rhs: Recording, lhsTitle: String, rhsTitle: String) -> String? {
        if lhs == rhs { return nil }
        var lines = ["\(lhsTitle.padding(toLength: 36, withPad: " ", startingAt: 0)) \(rhsTitle)"]
        for index in 0..<max(lhs.events.count, rhs.events.count) {
            let left = index < lhs.events.count ? lhs.events[index].description : "—"
            let right = index < rhs.events.count ? rhs.events[index].description : "—"
            let mark = left == right ? "  " : "≠ "
            lines.append(mark + left.padding(toLength: 34, withPad: " ", startingAt: 0) + " " + right)
        }
        if lhs.subscriptions != rhs.subscriptions {
            lines.append("≠ subscriptions: \(lhs.subscriptions) vs \(rhs.subscriptions)")
        }
        return lines.joined(separator: "\n")
    }
}
