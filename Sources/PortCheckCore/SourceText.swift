import Foundation

/// The languages port-check reads.
public enum SourceLanguage: String, Sendable {
    /// `.swift` files.
    case swift
    /// `.m`, `.mm` and `.h` files.
    case objectiveC

    /// The language of a path, by its extension; nil for other files.
    public init?(path: String) {
        switch (path as NSString).pathExtension {
        case "swift": self = .swift
        case "m", "mm", "h": self = .objectiveC
        default: return nil
        }
    }
}

/// A source file's text with its comments and string literals blanked out.
///
/// Every UTF-16 unit inside a comment or a string literal (delimiters included) becomes a
/// space, except line breaks, so offsets and line numbers in `code` are those of `text`.
/// Swift: `//`, nested `/* */`, `"…"`, `"""…"""`, raw strings `#"…"#` (any number of `#`);
/// the code inside a `\(…)` interpolation stays visible. Objective-C: `//`, `/* */`,
/// `"…"`, `@"…"`, character literals `'…'`.
public struct SourceText: Sendable {
    /// The text as read.
    public let text: String
    /// The same text, comments and literals blanked.
    public let code: String
    /// The language it was read as.
    public let language: SourceLanguage

    /// Blanks `text` as `language`.
    public init(_ text: String, language: SourceLanguage) {
        self.text = text
        self.language = language
        let units = Array(text.utf16)
        let masked = language == .swift ? Self.maskSwift(units) : Self.maskObjC(units)
        self.code = String(decoding: masked, as: UTF16.self)
    }

    /// `code` split into lines (same count and lengths as `text`'s lines).
    public var codeLines: [String] { code.components(separatedBy: "\n") }

    private static let space: UInt16 = 0x20, newline: UInt16 = 0x0A, quote: UInt16 = 0x22
    private static let slash: UInt16 = 0x2F, star: UInt16 = 0x2A, backslash: UInt16 = 0x5C
    private static let hash: UInt16 = 0x23, open: UInt16 = 0x28, close: UInt16 = 0x29
    private static let apostrophe: UInt16 = 0x27, at: UInt16 = 0x40

    private static func blank(_ units: inout [UInt16], _ range: Range<Int>) {
        for index in range where units[index] != newline { units[index] = space }
    }

    /// Where a `//` comment starting at `index` ends (the line break, or the end).
    private static func lineCommentEnd(_ units: [UInt16], from index: Int) -> Int {
        var end = index
        while end < units.count, units[end] != newline { end += 1 }
        return end
    }

    private static func maskObjC(_ input: [UInt16]) -> [UInt16] {
        var units = input
        var index = 0
        while index < units.count {
            let unit = units[index], next = index + 1 < units.count ? units[index + 1] : 0
            if unit == slash && next == slash {
                let end = lineCommentEnd(units, from: index)
                blank(&units, index..<end)
                index = end
            } else if unit == slash && next == star {
                var end = index + 2
                while end < units.count, !(units[end] == star && end + 1 < units.count && units[end + 1] == slash) { end += 1 }
                end = min(units.count, end + 2)
                blank(&units, index..<end)
                index = end
            } else if unit == quote || unit == apostrophe || (unit == at && next == quote) {
                let start = index
                let delimiter = unit == at ? quote : unit
                var end = unit == at ? index + 2 : index + 1
                while end < units.count, units[end] != delimiter, units[end] != newline {
                    end += units[end] == backslash ? 2 : 1
                }
                end = min(units.count, end + 1)
                blank(&units, start..<end)
                index = end
            } else {
                index += 1
            }
        }
        return units
    }

    /// Swift: a stack of contexts, since an interpolation holds code that can hold strings.
    private static func maskSwift(_ input: [UInt16]) -> [UInt16] {
        var units = input
        // Each open string: its closing delimiter length (1 or 3), its `#` count, and the
        // paren depth of the interpolation we are in (nil while in the string's text).
        struct OpenString { let multiline: Bool; let hashes: Int; var interpolationDepth: Int? }
        var strings: [OpenString] = []
        var index = 0
        func matches(_ pattern: [UInt16], at position: Int) -> Bool {
            guard position + pattern.count <= units.count else { return false }
            return Array(units[position..<position + pattern.count]) == pattern
        }
        while index < units.count {
            let unit = units[index], next = index + 1 < units.count ? units[index + 1] : 0
            if var current = strings.last, current.interpolationDepth == nil {
                // Inside string text: look for an escape, an interpolation or the end.
                let hashes = [UInt16](repeating: hash, count: current.hashes)
                if unit == backslash && matches(hashes, at: index + 1) {
                    let after = index + 1 + current.hashes
                    if after < units.count, units[after] == open {
                        blank(&units, index..<after + 1)
                        current.interpolationDepth = 0
                        strings[strings.count - 1] = current
                        index = after + 1
                        continue
                    }
                    blank(&units, index..<min(units.count, after + 1))
                    index = after + 1
                    continue
                }
                let closing = [UInt16](repeating: quote, count: current.multiline ? 3 : 1) + hashes
                if matches(closing, at: index) {
                    blank(&units, index..<index + closing.count)
                    strings.removeLast()
                    index += closing.count
                    continue
                }
                if unit == newline && !current.multiline {
                    strings.removeLast() // an unterminated literal ends at the line
                    index += 1
                    continue
                }
                blank(&units, index..<index + 1)
                index += 1
                continue
            }
            // Code (top level or inside an interpolation).
            if unit == slash && next == slash {
                let end = lineCommentEnd(units, from: index)
                blank(&units, index..<end)
                index = end
                continue
            }
            if unit == slash && next == star {
                var depth = 0, end = index
                repeat {
                    if matches([slash, star], at: end) { depth += 1; end += 2 }
                    else if matches([star, slash], at: end) { depth -= 1; end += 2 }
                    else { end += 1 }
                } while depth > 0 && end < units.count
                end = min(end, units.count)
                blank(&units, index..<end)
                index = end
                continue
            }
            if unit == quote || unit == hash {
                var hashes = 0
                while index + hashes < units.count, units[index + hashes] == hash { hashes += 1 }
                let start = index + hashes
                if start < units.count, units[start] == quote {
                    let multiline = matches([quote, quote, quote], at: start)
                    let length = hashes + (multiline ? 3 : 1)
                    blank(&units, index..<index + length)
                    strings.append(OpenString(multiline: multiline, hashes: hashes, interpolationDepth: nil))
                    index += length
                    continue
                }
                index += max(1, hashes)
                continue
            }
            if var current = strings.last, let depth = current.interpolationDepth {
                if unit == open { current.interpolationDepth = depth + 1 }
                if unit == close {
                    if depth == 0 {
                        units[index] = space
                        current.interpolationDepth = nil
                    } else {
                        current.interpolationDepth = depth - 1
                    }
                }
                strings[strings.count - 1] = current
            }
            index += 1
        }
        return units
    }
}

/// Blanked code as UTF-16 units with every bracket paired to its partner, computed once in
/// one pass, so walking back over a call, a block or a message (`receiver`, `startsMessage`)
/// crosses it in one step however long it is: scanning stays linear in the file's size.
public struct CodeUnits: Sendable {
    /// The code's UTF-16 units.
    public let units: [UInt16]
    /// For each `(`, `[`, `{` and its closing bracket: the offset of its partner; -1 elsewhere
    /// and for a bracket without one.
    private let partner: [Int32]

    /// Pairs the brackets of blanked code (comments and literals already blanked).
    public init(_ code: String) {
        let units = Array(code.utf16)
        var partner = [Int32](repeating: -1, count: units.count)
        var open: [Int] = []
        for (index, unit) in units.enumerated() {
            switch unit {
            case 0x28, 0x5B, 0x7B: open.append(index)
            case 0x29, 0x5D, 0x7D:
                let expected: UInt16 = unit == 0x29 ? 0x28 : unit == 0x5D ? 0x5B : 0x7B
                // A stray closer (unbalanced `#if` branches) pairs with nothing; an opener left
                // unclosed by it stays unpaired too.
                guard let top = open.last, units[top] == expected else {
                    if let match = open.lastIndex(where: { units[$0] == expected }), open.count - match <= 2 {
                        open.removeSubrange(match...)
                    }
                    continue
                }
                open.removeLast()
                partner[index] = Int32(top)
                partner[top] = Int32(index)
            default: break
            }
        }
        self.units = units
        self.partner = partner
    }

    /// The opening bracket of the closing one at `index`, or nil.
    public func opening(of index: Int) -> Int? {
        let other = Int(partner[index])
        return other >= 0 && other < index ? other : nil
    }

    /// The closing bracket of the opening one at `index`, or nil.
    public func closing(of index: Int) -> Int? {
        let other = Int(partner[index])
        return other > index ? other : nil
    }
}
