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
        self.dialect = dialect
        self.entries = try JSONDecoder().decode(File.self, from: data).entries
    }

    /// Both maps from `directory` (default `Migration/api-map` under the working directory).
    public static func loadAll(directory: URL) throws -> [Dialect: APIMap] {
        var maps: [Dialect: APIMap] = [:]
        for dialect in Dialect.allCases { maps[dialect] = try APIMap(dialect: dialect, directory: directory) }
        return maps
    }
}
