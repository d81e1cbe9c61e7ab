import Foundation

/// How a source API carries over to ReactiveBridge.
public enum APIStatus: String, Decodable, Sendable, CaseIterable {
    /// Compiles unchanged once the import is changed.
    case same
    /// Use the spelling in `bridge`.
    case renamed
    /// Same spelling, different shape or behavior (the note says how).
    case different
    /// Not provided; the note says why and what to use instead.
    case unavailable
}

/// One entry of a machine-readable API map (`Migration/api-map/*.json`).
public struct APIMapEntry: Decodable, Sendable {
    /// The source library's spelling (Objective-C for ReactiveObjC).
    public let api: String
    /// How it carries over.
    public let status: APIStatus
    /// The ReactiveBridge spelling (empty when unavailable).
    public let bridge: String
    /// A short note: the difference, or why it is unavailable and what to use.
    public let note: String
    /// ReactiveObjC only: the spelling Swift code written against ReactiveObjC uses.
    public let swift: String?
    /// An explicit regular expression for `port-check`, when the derived one would not do.
    public let match: String?
}

/// A machine-readable API map: one library's API surface with its ReactiveBridge status.
public struct APIMap: Sendable {
    /// Which library the map describes.
    public enum Dialect: String, Sendable, CaseIterable {
        /// RxSwift, RxRelay, RxBlocking, RxTest, RxCocoa: `rxswift.json`.
        case rxswift
        /// ReactiveObjC: `reactiveobjc.json`.
        case reactiveobjc
    }

    private struct File: Decodable { let entries: [APIMapEntry] }

    /// The dialect.
    public let dialect: Dialect
    /// The entries, in file order.
    public let entries: [APIMapEntry]

    /// Loads `<directory>/<dialect>.json`.
    public init(dialect: Dialect, directory: URL) throws {
        let data = try Data(contentsOf: directory.appendingPathComponent("\(dialect.rawValue).json"))
        try self.init(dialect: dialect, json: data)
    }

    /// Decodes a map from its JSON text.
    public init(dialect: Dialect, json: Data) throws {
        self.dialect = dialect
        self.entries = try JSONDecoder().decode(File.self, from: json).entries
    }

    /// Both maps from `directory` (such as `Migration/api-map` in a checkout).
    public static func loadAll(directory: URL) throws -> [Dialect: APIMap] {
        var maps: [Dialect: APIMap] = [:]
        for dialect in Dialect.allCases { maps[dialect] = try APIMap(dialect: dialect, directory: directory) }
        return maps
    }

    /// Both maps as compiled into port-check (`EmbeddedMaps.swift`, generated from
    /// `Migration/api-map`), so the tool runs from any directory.
    public static func embedded() throws -> [Dialect: APIMap] {
        var maps: [Dialect: APIMap] = [:]
        for dialect in Dialect.allCases {
            maps[dialect] = try APIMap(dialect: dialect, json: Data((embeddedJSON[dialect] ?? "").utf8))
        }
        return maps
    }

    /// The Swift source of `EmbeddedMaps.swift` for the given JSON texts (one per dialect).
    /// Each map is one line: its JSON lines joined without their indentation (which is
    /// never inside a JSON string), in a raw string literal that `embedded()` decodes at
    /// run time.
    public static func embeddedSource(json: [Dialect: String]) -> String {
        var lines = [
            "// Generated from Migration/api-map/*.json by Tests/MigrationTests/EmbeddedMapsTests.swift; do not edit.",
            "// Refresh: REGENERATE=1 swift test --filter MigrationTests",
            "extension APIMap {",
            "    /// Each map's JSON, compiled in so port-check needs no files at run time.",
            "    static let embeddedJSON: [Dialect: String] = [",
        ]
        for dialect in Dialect.allCases {
            let oneLine = (json[dialect] ?? "").split(separator: "\n").map { $0.drop { $0 == " " || $0 == "\t" } }.joined()
            lines.append("        .\(dialect.rawValue): \(rawStringLiteral(oneLine)),")
        }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// `text` as a one-line raw string literal, with as many `#` as it takes for no quote or
    /// backslash in `text` to end the literal or start an escape.
    static func rawStringLiteral(_ text: String) -> String {
        var hashes = "#"
        while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        return hashes + "\"" + text + "\"" + hashes
    }
}
