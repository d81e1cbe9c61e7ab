import XCTest
import Foundation
import PortCheckCore
import ReactiveTesting

/// port-check carries the API maps compiled in (Sources/PortCheckCore/EmbeddedMaps.swift), so it
/// runs from any directory; this keeps that copy equal to Migration/api-map, and its list of
/// RACBridge's names (FacadeNames.swift) equal to what the facade declares.
final class EmbeddedMapsTests: ReactiveTestCase {
    /// The generated source embeds exactly the JSON files of Migration/api-map.
    func testEmbeddedMapsAreCurrent() throws {
        var json: [APIMap.Dialect: String] = [:]
        for dialect in APIMap.Dialect.allCases { json[dialect] = try Package.text("Migration/api-map/\(dialect.rawValue).json") }
        if let problem = try Package.checkGenerated("Sources/PortCheckCore/EmbeddedMaps.swift", expected: APIMap.embeddedSource(json: json),
                                                    how: "the API maps changed; run REGENERATE=1 swift test --filter MigrationTests") {
            XCTFail(problem)
        }
    }

    /// port-check's list of RACBridge's own names (never reported as unknown ReactiveObjC
    /// symbols) is the one the facade's sources declare.
    func testFacadeNamesAreCurrent() throws {
        let sources = try Package.swiftFiles(in: "Sources/RACBridge").map { try Package.text("Sources/RACBridge/\($0)") }
        let names = SourceScanner.facadeNames(declaredIn: sources)
        XCTAssertTrue(names.isSuperset(of: ["RACSignal", "RACLifetime", "RACReplaySubjectUnlimitedCapacity", "RACEventType"]), "\(names.sorted())")
        if let problem = try Package.checkGenerated("Sources/PortCheckCore/FacadeNames.swift", expected: SourceScanner.facadeNamesSource(names),
                                                    how: "RACBridge's public names changed; run REGENERATE=1 swift test --filter MigrationTests") {
            XCTFail(problem)
        }
    }

    /// The compiled-in maps decode to the same entries as the files.
    func testEmbeddedMapsDecodeLikeTheFiles() throws {
        let embedded = try APIMap.embedded(), files = try Package.maps()
        for dialect in APIMap.Dialect.allCases {
            let compiled = try XCTUnwrap(embedded[dialect]).entries, onDisk = try XCTUnwrap(files[dialect]).entries
            XCTAssertEqual(compiled.map(\.api), onDisk.map(\.api), "\(dialect)")
            XCTAssertEqual(compiled.map(\.note), onDisk.map(\.note), "\(dialect)")
            XCTAssertFalse(compiled.isEmpty)
        }
    }
}
