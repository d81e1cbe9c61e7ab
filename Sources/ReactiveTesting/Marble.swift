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

    /// The recorded events of `marble`, starting after `start`.
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

    /// The recorded events of `marble`, whose elements are its characters as strings.
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
