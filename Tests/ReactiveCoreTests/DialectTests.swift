import Foundation
import XCTest
import ReactiveCore

/// `Dialect` lists behaviors that differ: every field has a different value in `.rx`
/// and `.rac`, and cites the Docs/Semantics.md section that describes it (DocLinkTests
/// checks that the section exists).
final class DialectTests: XCTestCase {
    static let source = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ReactiveCore/Core/Dialect.swift")

    func testEveryFieldDiffersBetweenTheDialects() {
        let rx = Mirror(reflecting: Dialect.rx).children
        let rac = Array(Mirror(reflecting: Dialect.rac).children)
        XCTAssertGreaterThanOrEqual(rx.count, 10)
        for (index, field) in rx.enumerated() {
            XCTAssertNotEqual(String(describing: field.value), String(describing: rac[index].value),
                              "Dialect.\(field.label ?? "?") is the same in both dialects: it is not a difference")
        }
        XCTAssertNotEqual(Dialect.rx, Dialect.rac)
    }

    func testEveryFieldCitesItsSemanticsSection() throws {
        let lines = try String(contentsOf: Self.source, encoding: .utf8).components(separatedBy: "\n")
        var fields = 0
        for (index, line) in lines.enumerated() where line.contains("package let ") {
            fields += 1
            let comment = lines[..<index].reversed().prefix { $0.trimmingCharacters(in: .whitespaces).hasPrefix("///") }
            XCTAssertTrue(comment.contains { $0.contains("Docs/Semantics.md#") },
                          "Dialect.swift:\(index + 1): the field's doc comment cites no Docs/Semantics.md section")
        }
        XCTAssertEqual(fields, Mirror(reflecting: Dialect.rx).children.count, "every stored field is a `package let`")
    }
}
