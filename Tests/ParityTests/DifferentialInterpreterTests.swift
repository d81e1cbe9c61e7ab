import XCTest
import Foundation
import ReactiveTesting

/// `Tools/rxswift-differential` runs generated cases through its own interpreter (compiled
/// against RxSwift and against RxBridge). A stage kind the generator draws but the
/// interpreter lacks stops every run at its first such case, so the interpreter must know
/// every kind of the standard vocabulary.
final class DifferentialInterpreterTests: XCTestCase {
    func testTheInterpreterHandlesEveryStageKindTheGeneratorDraws() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let interpreter = try String(contentsOf: root.appendingPathComponent("Tools/rxswift-differential/Interpreter.swift"), encoding: .utf8)
        let missing = GeneratedVocabulary.standard.kinds.map(\.name).filter { !interpreter.contains("case \"\($0)\"") }
        XCTAssertEqual(missing, [], "Tools/rxswift-differential/Interpreter.swift has no stage for these kinds")
    }
}
