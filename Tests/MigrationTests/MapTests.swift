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
            if let problem = try Package.checkGenerated(guide, expected: updated, how: "run REGENERATE=1 swift test --filter MigrationTests") {
                XCTFail(problem)
            }
        }
    }
}

/// The reverse direction: every name a facade declares public is in its map.
final class FacadeCoverageTests: ReactiveTestCase {
    /// Members that exist to satisfy a protocol (or are the protocols' own vocabulary);
    /// they need no map entry of their own.
    static let conformanceNames: Set<String> = [
        "description", "debugDescription", "errorCode", "errorDomain", "now", "schedule", "scheduleRelative",
        "subscribe", "on", "dispose", "isDisposed", "asObservable",
    ]

    /// `public`/`open` func, type, typealias and var names declared in a module's sources.
    static func publicNames(_ module: String) throws -> Set<String> {
        let directory = Package.url("Sources/\(module)")
        let files = Package.swiftFiles(in: "Sources/\(module)")
        let regex = try NSRegularExpression(pattern: "\\b(?:public|open)\\s+(?:static\\s+|final\\s+|override\\s+|class\\s+(?=func))*(?:func|class|struct|enum|protocol|typealias|var|let)\\s+`?(\\w+)")
        var names = Set<String>()
        for file in files {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            let ns = text as NSString
            for match in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
                names.insert(ns.substring(with: match.range(at: 1)))
            }
        }
        return names
    }

    private func check(modules: [String], dialect: APIMap.Dialect) throws {
        let map = try XCTUnwrap(Package.maps()[dialect])
        let words = Set(map.entries.flatMap { [$0.api, $0.bridge, $0.note, $0.swift ?? ""] }
            .joined(separator: " ").split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        for module in modules {
            for name in try Self.publicNames(module).sorted() where !words.contains(name) && !Self.conformanceNames.contains(name) {
                XCTFail("\(module) declares public `\(name)`, which \(dialect.rawValue).json never mentions: add an entry (or name it in a related entry's note)")
            }
        }
    }

    /// RxBridge and RxBridgeBlocking names are in rxswift.json.
    func testRxFacadeNamesAreMapped() throws {
        try check(modules: ["RxBridge", "RxBridgeBlocking"], dialect: .rxswift)
    }

    /// RACBridge names are in reactiveobjc.json.
    func testRACFacadeNamesAreMapped() throws {
        try check(modules: ["RACBridge"], dialect: .reactiveobjc)
    }
}
