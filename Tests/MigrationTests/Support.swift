import Foundation
import PortCheckCore

/// Paths in the package, found from this file's location.
enum Package {
    /// The package root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A file under the root.
    static func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    /// A file's text.
    static func text(_ relative: String) throws -> String { try String(contentsOf: url(relative), encoding: .utf8) }

    /// The Swift files under a folder of the package, relative to that folder, sorted.
    static func swiftFiles(in relative: String) -> [String] {
        let all = FileManager.default.enumerator(atPath: url(relative).path)?.allObjects as? [String] ?? []
        return all.filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// Both API maps.
    static func maps() throws -> [APIMap.Dialect: APIMap] { try APIMap.loadAll(directory: url("Migration/api-map")) }

    /// true when the tests should rewrite generated files instead of comparing them.
    static var regenerate: Bool { ProcessInfo.processInfo.environment["REGENERATE"] == "1" }

    /// Compares a generated file with what it should contain, or writes it under REGENERATE=1.
    static func checkGenerated(_ relative: String, expected: String, how: String) throws -> String? {
        if regenerate {
            try expected.write(to: url(relative), atomically: true, encoding: .utf8)
            return nil
        }
        let committed = (try? text(relative)) ?? ""
        return committed == expected ? nil : "\(relative) is stale: \(how)"
    }
}
