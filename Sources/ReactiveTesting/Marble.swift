/// Marble diagrams for tests: `"-a-b-|"` is a sequence that sends `a`, then `b`, then
/// completes.
///
/// Each character is one frame of `frame` ticks (10 by default); the character at
/// index `i` happens at `start + frame * (i + 1)`, so with the standard scenario
/// (subscription at 200) `"-a-|"` sends `a` at 220 and completes at 240, whether the
/// source is hot (absolute ticks) or cold (ticks relative to a subscription at 200).
///
/// Symbols: `-` an empty frame; `|` completed; `#` an error (`MarbleError`); `(ab)`
/// several events in one frame; a space is ignored; any other character is an element,
/// looked up in `values` (by default the one-character string itself).
public enum Marble {
    /// The ticks of one frame.
    public static let frame = 10

    /// Parses a marble into recorded events, the character at index `i` (spaces not
    /// counted) at tick `start + frame * (i + 1)`.
    ///
    /// Malformed marbles stop the test with a precondition failure naming the marble: a
    /// `-` or a `(` inside a group, a `)` without `(`, an unclosed group, or an element
    /// character missing from `values`. Events after `|` or `#` are kept as written.
    ///
    /// - Parameters:
    ///   - marble: the diagram, e.g. `"-a-(bc)-|"`.
    ///   - start: the tick before the first frame (default 0); pass 200 for hot inputs of
    ///     the standard scenario, 0 for cold ones.
    ///   - frame: the ticks per character (default `Marble.frame`, 10).
    ///   - values: the element each element character stands for.
    ///   - error: the error a `#` sends (default a `MarbleError`).
    /// - Returns: the events in marble order, for `createHotObservable` /
    ///   `createColdObservable` or as an expected recording.
    ///
    /// Rx: none (RxTest has no marble parser). RAC: none.
    public static func events<Element>(
        _ marble: String,
        start: TestTime = 0,
        frame: TestTime = Marble.frame,
        values: [Character: Element],
        error: Swift.Error = MarbleError()
    ) -> [Recorded<Event<Element>>] {
        var events: [Recorded<Event<Element>>] = []
        var index = 0
        var inGroup = false
        var groupTime = 0
        for character in marble where character != " " {
            let time = inGroup ? groupTime : start + frame * (index + 1)
            switch character {
            case "-":
                precondition(!inGroup, "Marble: '-' inside a group in \"\(marble)\"")
            case "(":
                precondition(!inGroup, "Marble: nested group in \"\(marble)\"")
                inGroup = true
                groupTime = time
            case ")":
                precondition(inGroup, "Marble: ')' without '(' in \"\(marble)\"")
                inGroup = false
            case "|":
                events.append(.completed(time))
            case "#":
                events.append(.error(time, error))
            default:
                guard let value = values[character] else {
                    preconditionFailure("Marble: no value for '\(character)' in \"\(marble)\"")
                }
                events.append(.next(time, value))
            }
            if !inGroup { index += 1 }
        }
        precondition(!inGroup, "Marble: unclosed group in \"\(marble)\"")
        return events
    }

    /// Parses a marble whose elements are its own characters as one-character strings
    /// (`"-a-b-|"` sends `"a"` and `"b"`); see `events(_:start:frame:values:error:)`.
    ///
    /// - Parameters:
    ///   - marble: the diagram; a malformed one stops the test with a precondition
    ///     failure naming it.
    ///   - start: the tick before the first frame (default 0).
    ///   - frame: the ticks per character (default `Marble.frame`, 10).
    ///   - error: the error a `#` sends (default a `MarbleError`).
    /// - Returns: the events in marble order.
    ///
    /// Rx: none. RAC: none.
    public static func events(_ marble: String, start: TestTime = 0, frame: TestTime = Marble.frame, error: Swift.Error = MarbleError()) -> [Recorded<Event<String>>] {
        var values: [Character: String] = [:]
        for character in marble where !"-|#() ".contains(character) { values[character] = String(character) }
        return events(marble, start: start, frame: frame, values: values, error: error)
    }
}

/// The error a `#` in a marble stands for.
public struct MarbleError: Swift.Error, Equatable, CustomStringConvertible, Sendable {
    /// A marble error; all marble errors are equal.
    public init() {}
    /// `"marble error"`.
    public var description: String { "marble error" }
}
