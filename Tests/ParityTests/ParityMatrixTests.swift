import XCTest
import Foundation
import ParityMatrix
import ReactiveTesting

final class ParityMatrixTests: ReactiveTestCase {
    /// Every row passes: equal recordings, or each dialect's documented one.
    func testEveryRowPasses() {
        let results = ParityMatrix.run()
        XCTAssertGreaterThanOrEqual(results.count, 60, "the matrix keeps at least 60 rows")
        for (index, result) in results.enumerated() {
            if case .mismatch(let detail) = result.verdict {
                XCTFail("row \(index + 1) (\(result.row.name)) mismatches:\n\(detail)")
            }
        }
    }

    /// Each deliberate difference explains itself in one sentence.
    func testEveryDeliberateDifferenceHasANote() {
        for row in ParityMatrix.rows {
            if case .differsByDesign(let note, _, _) = row.expectation {
                XCTAssertFalse(note.isEmpty, "row \(row.name) needs a note")
                XCTAssertTrue(note.hasSuffix("."), "row \(row.name): the note is one sentence, ending with a period")
            }
        }
    }

    /// `Docs/Parity.md` is what `swift run parity --markdown` writes now.
    func testParityDocumentIsCurrent() throws {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let committed = try String(contentsOf: packageRoot.appendingPathComponent("Docs/Parity.md"), encoding: .utf8)
        let current = ParityTable.markdown(ParityMatrix.run())
        XCTAssertEqual(committed, current, "Docs/Parity.md is stale: run `swift run parity --markdown`")
    }
}
