import XCTest
import Foundation
import Dispatch
@testable import ReactiveCore
import ReactiveTesting

/// The platform floor (issue 15): the engine's own lock and atomic layer, which replaced
/// `Synchronization` (macOS 15 / iOS 18 only), and the files that tell a team how to
/// adopt the package at that floor.
final class PlatformFloorTests: ReactiveTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func text(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    // MARK: the layer's operations

    final class Words: @unchecked Sendable {
        let word = AtomicWord(5)
        let flag = AtomicFlag()
        let counter = AtomicCounter(0)
        let lock = Lock()
        let locked = Locked(0)
        var guarded = 0
    }

    func testAtomicWordOperationsReturnWhatTheirCallersRelyOn() {
        let words = Words()
        XCTAssertEqual(words.word.load(ordering: .relaxed), 5, "initial value")
        XCTAssertEqual(words.word.add(3, ordering: .acquiringAndReleasing), 8, "add returns the new value")
        XCTAssertEqual(words.word.subtract(2, ordering: .sequentiallyConsistent), 6, "subtract returns the new value")
        XCTAssertEqual(words.word.exchange(1, ordering: .acquiringAndReleasing), 6, "exchange returns the old value")
        let failed = words.word.compareExchange(expected: 0, desired: 9, ordering: .acquiring)
        XCTAssertFalse(failed.exchanged)
        XCTAssertEqual(failed.original, 1, "a failed compare-and-swap reports the value it saw")
        XCTAssertEqual(words.word.load(ordering: .acquiring), 1, "and leaves it")
        let done = words.word.compareExchange(expected: 1, desired: 9, ordering: .releasing)
        XCTAssertTrue(done.exchanged)
        XCTAssertEqual(done.original, 1)
        XCTAssertEqual(words.word.load(ordering: .sequentiallyConsistent), 9)
        words.word.store(-4, ordering: .releasing)
        XCTAssertEqual(words.word.add(Int.max, ordering: .relaxed), Int.max &- 4, "add wraps")
    }

    func testUnderContentionOneThreadSetsTheFlagAndNoIncrementIsLost() {
        let words = Words()
        let winners = AtomicCounter()
        let threads = 4, perThread = 20_000
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            if words.flag.set() { winners.add(1) }
            for _ in 0..<perThread {
                words.counter.add(1)
                words.lock.withLock { words.guarded += 1 }
                words.locked.withLock { $0 += 1 }
            }
        }
        XCTAssertTrue(words.flag.isSet)
        XCTAssertEqual(winners.value, 1, "exactly one caller of set() wins")
        XCTAssertEqual(words.counter.value, threads * perThread)
        XCTAssertEqual(words.lock.withLock { words.guarded }, threads * perThread, "Lock excludes")
        XCTAssertEqual(words.locked.withLock { $0 }, threads * perThread, "Locked excludes")
    }

    func testAWordStoredInAnObjectKeepsItsValueAcrossAccesses() {
        // The layer relies on a raw-layout value staying where its owner stores it.
        let objects = (0..<64).map { _ in Words() }
        for (index, object) in objects.enumerated() { object.word.store(index, ordering: .relaxed) }
        for (index, object) in objects.enumerated() {
            XCTAssertEqual(object.word.load(ordering: .relaxed), index)
        }
    }

    // MARK: the floor

    func testNoSourceFileUsesSynchronization() throws {
        // `Synchronization` needs macOS 15 / iOS 18: above the floor the manifest declares.
        var offenders: [String] = []
        for directory in ["Sources", "Tests"] {
            let base = Self.root.appendingPathComponent(directory)
            let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                let contents = try String(contentsOf: file, encoding: .utf8)
                if contents.split(separator: "\n").contains(where: { $0.hasPrefix("import Synchronization") }) {
                    offenders.append(file.lastPathComponent)
                }
            }
        }
        XCTAssertEqual(offenders, [], "these files import Synchronization")
    }

    func testTheManifestDeclaresTheFloorRxSwiftUsersShip() throws {
        let manifest = try text("Package.swift")
        for platform in [".macOS(.v10_15)", ".iOS(.v13)", ".tvOS(.v13)", ".watchOS(.v6)", ".visionOS(.v1)"] {
            XCTAssertTrue(manifest.contains(platform), "Package.swift does not declare \(platform)")
        }
    }

    func testLicenseChangelogAndInstallInstructionsExist() throws {
        XCTAssertTrue(try text("LICENSE").contains("MIT License"))
        let changelog = try text("CHANGELOG.md")
        XCTAssertTrue(changelog.contains("\n## Unreleased\n"))
        XCTAssertTrue(changelog.contains("\n## 0.5.0"))
        let readme = try text("README.md")
        // README's `from:` names the newest version CHANGELOG lists (each one is a git tag),
        // and the consumer package CI builds resolves that version.
        let newest = changelog.components(separatedBy: "\n").first { $0.hasPrefix("## 0.") || $0.hasPrefix("## 1.") }
            .map { String($0.dropFirst(3).prefix { $0 != " " }) }
        let version = try XCTUnwrap(newest, "CHANGELOG lists no version")
        XCTAssertTrue(readme.contains(#"ReactiveBridge.git", from: "\#(version)")"#), "README's dependency line does not name \(version)")
        XCTAssertTrue(try text(".ci/consumer/Package.swift").contains(#".package(url: url, from: "\#(version)")"#),
                      "the consumer package does not resolve \(version)")
        XCTAssertTrue(readme.contains("## Add it to your package"))
        XCTAssertTrue(readme.contains("CHANGELOG.md"))
        XCTAssertTrue(readme.contains("(`LICENSE`)"))
        // The consumer package CI builds depends on the checkout as the README says.
        let dependency = #".package(path: "../ReactiveBridge")"#
        XCTAssertTrue(readme.contains(dependency))
        XCTAssertTrue(try text(".ci/consumer/Package.swift").contains(dependency))
        for product in ["RxBridge", "RxBridgeBlocking", "RACBridge", "ReactiveTesting"] {
            XCTAssertTrue(try text(".ci/consumer/Package.swift").contains(#".product(name: "\#(product)", package: "ReactiveBridge")"#),
                          "the consumer package does not use \(product)")
            XCTAssertTrue(readme.contains("`\(product)`"), "README does not name \(product)")
        }
    }
}
