import XCTest
import Foundation
import PortCheckCore
import ParityMatrix
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

/// Migration/RACtoRx.md lists every parity row, as `swift run parity --racToRx` writes it.
final class RACtoRxTests: ReactiveTestCase {
    /// The generated table between the markers is current.
    func testRACtoRxListsEveryParityRow() throws {
        let document = try Package.text("Migration/RACtoRx.md")
        let updated = try XCTUnwrap(RACtoRxTable.updating(document, rows: ParityMatrix.rows), "RACtoRx.md lacks the parity markers")
        XCTAssertEqual(document, updated, "Migration/RACtoRx.md is stale: run `swift run parity --racToRx`")
        for row in ParityMatrix.rows {
            XCTAssertTrue(document.contains("| \(row.name.replacingOccurrences(of: "|", with: "\\|")) |"), "row \(row.name) missing")
        }
    }
}

/// The "Full map" tables of the porting guides are generated from the JSON maps.
final class GuideMapTableTests: ReactiveTestCase {
    static func cell(_ text: String) -> String {
        text.isEmpty ? "" : "`" + text.replacingOccurrences(of: "|", with: "\\|") + "`"
    }

    static func table(_ map: APIMap) -> String {
        var lines: [String]
        switch map.dialect {
        case .rxswift:
            lines = ["| RxSwift | status | ReactiveBridge | note |", "| --- | --- | --- | --- |"]
            for entry in map.entries {
                lines.append("| \(cell(entry.api)) | \(entry.status.rawValue) | \(cell(entry.bridge)) | \(entry.note.replacingOccurrences(of: "|", with: "\\|")) |")
            }
        case .reactiveobjc:
            lines = ["| Objective-C | Swift (ReactiveObjC) | status | RACBridge | note |", "| --- | --- | --- | --- | --- |"]
            for entry in map.entries {
                lines.append("| \(cell(entry.api)) | \(cell(entry.swift ?? "")) | \(entry.status.rawValue) | \(cell(entry.bridge)) | \(entry.note.replacingOccurrences(of: "|", with: "\\|")) |")
            }
        }
        let counts = APIStatus.allCases.map { status in "\(map.entries.filter { $0.status == status }.count) \(status.rawValue)" }
        lines.append("")
        lines.append("\(map.entries.count) entries: " + counts.joined(separator: ", ") + ".")
        return lines.joined(separator: "\n")
    }

    static func updated(_ document: String, map: APIMap) -> String? {
        guard let start = document.range(of: "<!-- map:begin -->"), let stop = document.range(of: "<!-- map:end -->") else { return nil }
        return String(document[..<start.upperBound]) + "\n" + table(map) + "\n" + String(document[stop.lowerBound...])
    }

    /// FromRxSwift.md and FromReactiveObjC.md carry the current tables.
    func testGuideTablesAreCurrent() throws {
        let maps = try Package.maps()
        for (guide, dialect) in [("Migration/FromRxSwift.md", APIMap.Dialect.rxswift), ("Migration/FromReactiveObjC.md", .reactiveobjc)] {
            let document = try Package.text(guide)
            let updated = try XCTUnwrap(Self.updated(document, map: XCTUnwrap(maps[dialect])), "\(guide) lacks the map markers")
            if let problem = try Package.checkGenerated(guide, expected: updated, how: "run REGENERATE=1 swift test --filter MapTests") {
                XCTFail(problem)
            }
        }
    }
}
