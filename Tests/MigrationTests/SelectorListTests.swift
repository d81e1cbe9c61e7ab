import XCTest
import Foundation
import ReactiveTesting

/// reactiveobjc.json covers every public name of ReactiveObjC's core headers, as listed in
/// Migration/api-map/reactiveobjc-selectors.txt (generated from a ReactiveObjC checkout by
/// scripts/reactiveobjc-selectors.py), and what it marks unavailable is only what needs the
/// Objective-C runtime.
final class SelectorListTests: ReactiveTestCase {
    /// Reasons an entry may be unavailable, and the ones allowed for a core-header name:
    /// only what needs the Objective-C runtime.
    static let runtimeReasons: Set<String> = ["objc-runtime", "associated-objects", "selector-lifting", "swizzling"]
    static let otherReasons: Set<String> = ["ui-framework", "swift-language"]

    /// The list: name -> the headers that declare it.
    static func selectorList() throws -> [(name: String, headers: [String])] {
        try Package.text("Migration/api-map/reactiveobjc-selectors.txt").split(separator: "\n")
            .filter { !$0.hasPrefix("#") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { line in
                let fields = line.split(separator: " ").map(String.init)
                return (fields[0], Array(fields.dropFirst()))
            }
    }

    /// reactiveobjc.json's entries as dictionaries (the map's optional fields included).
    static func rawEntries() throws -> [[String: String]] {
        let data = try Data(contentsOf: Package.url("Migration/api-map/reactiveobjc.json"))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let entries = try XCTUnwrap(object["entries"] as? [[String: Any]])
        return entries.map { $0.compactMapValues { $0 as? String } }
    }

    /// The committed list is well formed: one line per name, each with its headers.
    func testTheListIsWellFormed() throws {
        let list = try Self.selectorList()
        XCTAssertGreaterThan(list.count, 150, "the list looks truncated")
        var seen = Set<String>()
        for (name, headers) in list {
            XCTAssertTrue(seen.insert(name).inserted, "\(name) is listed twice")
            XCTAssertFalse(headers.isEmpty, "\(name) names no header")
            XCTAssertTrue(headers.allSatisfy { $0.hasSuffix(".h") }, "\(name): \(headers)")
            XCTAssertNotNil(name.range(of: "^([-+][A-Za-z_][A-Za-z0-9_]*(:([A-Za-z_][A-Za-z0-9_]*:)*)?|[A-Za-z_][A-Za-z0-9_]*)$", options: .regularExpression),
                            "\(name) is not a selector, property or class name")
        }
    }

    /// With `REACTIVEOBJC_CHECKOUT` set to a ReactiveObjC checkout (and python3 on the path),
    /// the committed list is what the script writes from it. Without it (CI has no
    /// checkout) the test is skipped; the other tests read the committed list.
    func testTheListIsCurrentWithACheckout() throws {
        guard let checkout = ProcessInfo.processInfo.environment["REACTIVEOBJC_CHECKOUT"] else {
            throw XCTSkip("set REACTIVEOBJC_CHECKOUT to a ReactiveObjC checkout to compare the list with its headers")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Package.url("scripts/reactiveobjc-selectors.py").path, checkout]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let generated = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "scripts/reactiveobjc-selectors.py failed")
        XCTAssertEqual(try Package.text("Migration/api-map/reactiveobjc-selectors.txt"), generated,
                       "reactiveobjc-selectors.txt is stale: regenerate it (Migration/api-map/README.md)")
    }

    /// Every listed name has its own entry in reactiveobjc.json (a selector left out fails here).
    func testEveryCoreSelectorHasAnEntry() throws {
        let keys = Set(try Self.rawEntries().compactMap { $0["api"] })
        let list = try Self.selectorList()
        var missing: [String] = []
        for (name, headers) in list where !keys.contains(name) {
            missing.append("\(name) (\(headers.joined(separator: ", ")))")
        }
        XCTAssertEqual(missing, [], "core selectors without a reactiveobjc.json entry")
        let mapped = list.filter { keys.contains($0.name) }.count
        print("reactiveobjc-selectors.txt: \(list.count) names, \(mapped) with an entry")
    }

    /// An unavailable entry says why (a reason from a fixed set) and what to use instead; a
    /// core-header name may be unavailable only for an Objective-C runtime reason.
    func testUnavailableEntriesAreRuntimeBoundAndNameAReplacement() throws {
        let core = Set(try Self.selectorList().map(\.name))
        var counts: [String: Int] = [:]
        for entry in try Self.rawEntries() where entry["status"] == "unavailable" {
            let api = entry["api"] ?? "?"
            let reason = entry["reason"] ?? ""
            XCTAssertTrue(Self.runtimeReasons.union(Self.otherReasons).contains(reason),
                          "\(api) is unavailable: its reason must be one of \(Self.runtimeReasons.union(Self.otherReasons).sorted()) (got \"\(reason)\")")
            XCTAssertFalse((entry["instead"] ?? "").trimmingCharacters(in: .whitespaces).isEmpty, "\(api) is unavailable: instead must name the replacement")
            XCTAssertFalse((entry["note"] ?? "").isEmpty, "\(api) is unavailable: the note must say why")
            if core.contains(api) {
                XCTAssertTrue(Self.runtimeReasons.contains(reason),
                              "\(api) is a core ReactiveObjC name: it may be unavailable only when it needs the Objective-C runtime (got \"\(reason)\")")
            }
            counts[reason, default: 0] += 1
        }
        print("reactiveobjc.json unavailable by reason: \(counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))")
    }

    /// Entries that are not unavailable carry no reason or replacement fields.
    func testOnlyUnavailableEntriesCarryAReason() throws {
        for entry in try Self.rawEntries() where entry["status"] != "unavailable" {
            XCTAssertNil(entry["reason"], "\(entry["api"] ?? "?") is \(entry["status"] ?? "?") but has a reason")
            XCTAssertNil(entry["instead"], "\(entry["api"] ?? "?") is \(entry["status"] ?? "?") but has an instead")
        }
    }

    /// Notes are the project's own words: no citations of development notes.
    func testNotesCiteNoDevelopmentNotes() throws {
        for entry in try Self.rawEntries() {
            let text = [entry["note"], entry["instead"], entry["bridge"]].compactMap { $0 }.joined(separator: " ")
            XCTAssertNil(text.range(of: "\\bP[0-9]+\\b", options: .regularExpression), "\(entry["api"] ?? "?") cites a P-number: \(text)")
            for word in ["SEMANTICS", "DESIGN.md", "../shared", "/shared/"] {
                XCTAssertFalse(text.contains(word), "\(entry["api"] ?? "?") cites \(word): \(text)")
            }
        }
    }
}
