import XCTest
import Foundation
import PortCheckCore
import ReactiveTesting

/// The API maps claim only what the facades provide, and everything they claim is referenced.
final class MapTests: ReactiveTestCase {
    /// Keys of `"key": {` lines in PendingReferences.swift's given dictionary.
    private func pendingKeys(_ dictionary: String) throws -> Set<String> {
        let text = try Package.text("Tests/MigrationTests/PendingReferences.swift")
        guard let start = text.range(of: "static var \(dictionary):") else { return [] }
        let body = text[start.upperBound...].prefix { _ in true }
        let end = body.range(of: "] }") ?? body.range(of: "]}")!
        let regex = try NSRegularExpression(pattern: "^\\s*\"([^\"]+)\": \\{", options: [.anchorsMatchLines])
        let section = String(body[..<end.lowerBound])
        let ns = section as NSString
        return Set(regex.matches(in: section, range: NSRange(location: 0, length: ns.length)).map { ns.substring(with: $0.range(at: 1)) })
    }

    private func check(_ dialect: APIMap.Dialect, compiled: Set<String>, pending: Set<String>) throws -> Int {
        let map = try XCTUnwrap(Package.maps()[dialect])
        var seen = Set<String>()
        for entry in map.entries {
            XCTAssertTrue(seen.insert(entry.api).inserted, "\(dialect): duplicate entry \(entry.api)")
            let isCompiled = compiled.contains(entry.api), isPending = pending.contains(entry.api)
            switch entry.status {
            case .unavailable:
                XCTAssertFalse(isCompiled || isPending, "\(dialect): \(entry.api) is unavailable but has a reference")
                XCTAssertTrue(entry.bridge.isEmpty, "\(dialect): \(entry.api) is unavailable but names a bridge spelling")
                XCTAssertFalse(entry.note.isEmpty, "\(dialect): \(entry.api) is unavailable and must say why")
            case .same, .renamed, .different:
                XCTAssertTrue(isCompiled != isPending,
                              "\(dialect): \(entry.api) (\(entry.status)) needs exactly one reference, in APIReferences.swift or PendingReferences.swift")
                XCTAssertFalse(entry.bridge.isEmpty, "\(dialect): \(entry.api) needs its bridge spelling")
            }
            if entry.status == .different {
                XCTAssertFalse(entry.note.isEmpty, "\(dialect): \(entry.api) differs; the note must say how")
            }
        }
        for key in compiled.union(pending) where !seen.contains(key) {
            XCTFail("\(dialect): reference \(key) has no map entry")
        }
        return pending.count
    }

    /// Every rxswift.json entry that claims an API has a compiled (or pending) reference, and the reverse.
    func testRxSwiftMapMatchesReferences() throws {
        let pending = try check(.rxswift, compiled: Set(References.rxswift.keys), pending: pendingKeys("rxswiftPending"))
        print("rxswift.json: \(pending) entries wait for facade code on other branches (PendingReferences.swift)")
    }

    /// Every reactiveobjc.json entry that claims an API has a compiled (or pending) reference, and the reverse.
    func testReactiveObjCMapMatchesReferences() throws {
        let pending = try check(.reactiveobjc, compiled: Set(References.reactiveobjc.keys), pending: pendingKeys("reactiveobjcPending"))
        print("reactiveobjc.json: \(pending) entries wait for facade code on other branches (PendingReferences.swift)")
    }

    /// ReactiveObjC entries carry the Swift spelling port-check looks for; patterns compile.
    func testMapPatternsCompile() throws {
        let maps = try Package.maps()
        XCTAssertNoThrow(try SourceScanner(maps: maps))
        for entry in try XCTUnwrap(maps[.reactiveobjc]).entries {
            XCTAssertNotNil(entry.swift, "reactiveobjc: \(entry.api) needs a swift field (empty when there is none)")
        }
    }
}
