import Foundation
import XCTest

/// Every engine operator is reachable from both dialects (or its absence is documented),
/// rowed in the parity matrix, mapped in the migration API maps and exercised by a test.
///
/// The operators are read from the sources (`OperatorCatalog`); the only hand-kept list
/// is `documentedAbsences` (OperatorCatalogAbsences.swift), one documented absence per
/// entry: the operator, the missing requirement (`rx`, `rac`, `parity`, `api-map`,
/// `test`) and the reason.
/// A parity row is needed only when both dialects spell the operator. A failure names
/// the operator and says what to add, and where; a line that is no longer needed fails
/// too, so the table stays exact.
final class OperatorCatalogTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// What an operator needs.
    enum Requirement: String, CaseIterable {
        case rx, rac, parity, apiMap = "api-map", test
    }

    /// One documented absence.
    struct Absence: Hashable {
        let operatorKey: String
        let requirement: String
        let reason: String

        init(_ operatorKey: String, _ requirement: String, _ reason: String) {
            self.operatorKey = operatorKey
            self.requirement = requirement
            self.reason = reason
        }
    }

    /// The committed table of documented absences.
    static func absences() throws -> [Absence] { documentedAbsences }

    /// The requirements `op` does not meet, each with what to add.
    static func missing(_ op: OperatorCatalog.Operator, in catalog: OperatorCatalog,
                        rxMap: [(api: String, bridge: String)], racMap: [(api: String, bridge: String)]) throws -> [(Requirement, String)] {
        let rx = try catalog.spellings(of: op, in: "Sources/RxBridge").map(\.1)
        let rac = try catalog.spellings(of: op, in: "Sources/RACBridge").map(\.1)
        var result: [(Requirement, String)] = []
        if rx.isEmpty {
            result.append((.rx, "no declaration in Sources/RxBridge calls engine.\(op.key): add the Rx spelling, or `Absence(\"\(op.key)\", \"rx\", \"<why>\")` to OperatorCatalogAbsences.swift"))
        }
        if rac.isEmpty {
            result.append((.rac, "no declaration in Sources/RACBridge calls engine.\(op.key): add the RAC spelling, or `Absence(\"\(op.key)\", \"rac\", \"<why>\")` to OperatorCatalogAbsences.swift"))
        }
        let spellings = rx + rac
        let usesSpelling: (String) -> Bool = { line in
            catalog.callsEngine(op, in: line) || spellings.contains { catalog.uses($0, in: line) }
        }
        // A parity row compares the two dialects' spellings: an operator that one dialect
        // lacks (a documented absence) has nothing to compare.
        if !rx.isEmpty && !rac.isEmpty, try catalog.firstLine(in: ["Sources/ParityMatrix"], where: usesSpelling) == nil {
            let names = spellings.map(\.fullName).sorted().joined(separator: ", ")
            result.append((.parity, "no parity row uses \(names): add a row in Sources/ParityMatrix/Rows/"))
        }
        var unmapped: [String] = []
        if let spelling = rx.first, !rx.contains(where: { signature in rxMap.contains { OperatorCatalog.names($0.api, signature) } }) {
            unmapped.append(#"Migration/api-map/rxswift.json: { "api": "ObservableType.\#(spelling.name)", "status": "same", "bridge": "\#(spelling.fullName)", "note": "" }"#)
        }
        if let spelling = rac.first, !rac.contains(where: { signature in racMap.contains { OperatorCatalog.names($0.bridge, signature) } }) {
            unmapped.append(#"Migration/api-map/reactiveobjc.json: { "api": "<the ReactiveObjC selector>", "swift": "\#(spelling.fullName)", "status": "same", "bridge": "\#(spelling.fullName)", "note": "" }"#)
        }
        if !unmapped.isEmpty {
            result.append((.apiMap, "add " + unmapped.joined(separator: " and ")
                + " (then its reference in Tests/MigrationTests/APIReferences.swift, and `REGENERATE=1 swift test --filter MigrationTests`)"))
        }
        let excluded: Set = ["Tests/ParityTests/OperatorCatalogTests.swift", "Tests/ParityTests/OperatorCatalog.swift",
                             "Tests/ParityTests/OperatorCatalogAbsences.swift"]
        if try catalog.firstLine(in: ["Tests"], excluding: excluded, where: usesSpelling) == nil {
            result.append((.test, "no test under Tests/ calls engine.\(op.key) or its facade spellings: add one next to the family's tests"))
        }
        return result
    }

    func testEveryOperatorHasBothSpellingsAParityRowAPIMapEntriesAndATest() throws {
        let catalog = try OperatorCatalog(root: Self.root)
        let rxMap = try catalog.apiMapEntries("rxswift.json")
        let racMap = try catalog.apiMapEntries("reactiveobjc.json")
        let absences = try Self.absences()
        // The catalog is derived: an empty one means the sources moved, not that all is well.
        XCTAssertGreaterThan(catalog.operators.count, 50, "the catalog found too few operators under Sources/ReactiveCore/Operators")
        var documented = Set(absences.map { "\($0.operatorKey)\t\($0.requirement)" })
        for op in catalog.operators {
            for (requirement, fix) in try Self.missing(op, in: catalog, rxMap: rxMap, racMap: racMap) {
                if documented.remove("\(op.key)\t\(requirement.rawValue)") == nil {
                    XCTFail("\(op.key) (\(op.file)): \(requirement.rawValue): \(fix)")
                }
            }
        }
        for stale in documented.sorted() {
            XCTFail("OperatorCatalogAbsences.swift: `\(stale.replacingOccurrences(of: "\t", with: " "))` is no longer missing (or names no operator): remove the entry")
        }
        print("OperatorCatalog: \(catalog.operators.count) operators, \(absences.count) documented absences")
    }

    func testEveryAbsenceHasAKnownRequirementAndAReason() throws {
        let absences = try Self.absences()
        XCTAssertFalse(absences.isEmpty)
        for absence in absences {
            XCTAssertNotNil(Requirement(rawValue: absence.requirement), "OperatorCatalogAbsences.swift: \(absence.operatorKey): unknown requirement `\(absence.requirement)`")
            XCTAssertFalse(absence.reason.trimmingCharacters(in: .whitespaces).isEmpty, "OperatorCatalogAbsences.swift: \(absence.operatorKey) \(absence.requirement): no reason")
        }
        XCTAssertEqual(Set(absences).count, absences.count, "OperatorCatalogAbsences.swift has an entry twice")
    }

    /// The reader itself: a signature's key and a call's match, on sources written here.
    func testTheReaderFindsOperatorsAndTheirCalls() throws {
        let signature = try XCTUnwrap(OperatorCatalog.parseSignature(
            "take<Trigger>(until trigger: Observable<Trigger>, dialect: Dialect = .rx) -> Observable<Element> {"))
        XCTAssertEqual(signature.key, "take(until:)")
        XCTAssertEqual(signature.fullName, "take(until:dialect:)")
        let flatMap = try XCTUnwrap(OperatorCatalog.parseSignature(
            "flatMap<R>(policy: FlattenPolicy = .merge, _ selector: @escaping (Element) throws -> Observable<R>) -> Observable<R> {"))
        XCTAssertEqual(flatMap.key, "flatMap")
        let op = OperatorCatalog.Operator(key: signature.key, signatures: [signature], file: "")
        let other = OperatorCatalog.Operator(key: flatMap.key, signatures: [flatMap], file: "")
        let catalog = try OperatorCatalog(root: Self.root)
        XCTAssertTrue(catalog.callsEngine(op, in: "RACSignal(engine.take(until: trigger, dialect: .rac))"))
        XCTAssertFalse(catalog.callsEngine(op, in: "RACSignal(engine.take(3))"))
        XCTAssertTrue(catalog.callsEngine(other, in: "engine.flatMap { $0 }"))
        XCTAssertTrue(catalog.callsEngine(other, in: "engine.flatMap(policy: .limited(1)) { $0 }"))
        XCTAssertFalse(catalog.callsEngine(other, in: "engine.flatMapLatest { $0 }"))
        XCTAssertTrue(OperatorCatalog.names("ObservableType.take", signature))
        XCTAssertTrue(OperatorCatalog.names("take(until:dialect:)", signature))
        XCTAssertFalse(OperatorCatalog.names("take(until:)", signature))
    }
}
