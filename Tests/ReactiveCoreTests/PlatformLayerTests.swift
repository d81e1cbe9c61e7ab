import XCTest
import Foundation
import ReactiveTesting

/// The platform layer (`Sources/ReactiveCore/Platform/`) is the only code that talks to
/// the operating system and the compiler's internals: it alone imports Glibc, Darwin or
/// Musl, calls pthreads, uses the `RawLayout` and `BuiltinModule` experimental features
/// (`@_rawLayout`, `import Builtin`, `Builtin.…`), takes raw-layout addresses, or reaches
/// the C lock target `ReactiveSync`. This test reads every source file of every other
/// target (the C target `ReactiveSync`, which is the lock itself, aside) and fails with
/// `file:line` for each line that names one of them, in code or in a comment: a comment
/// naming a pthread call outside the layer is usually a sign the code near it should go
/// through the layer, and an exception would let the rule drift.
final class PlatformLayerTests: ReactiveTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The platform layer's folder, the one place the patterns may appear.
    static let platformFolder = "Sources/ReactiveCore/Platform/"

    /// Folders not read: the C lock target the layer wraps.
    static let exemptFolders = [platformFolder, "Sources/ReactiveSync/"]

    /// What may appear only in the platform layer, and why.
    static let forbidden: [(pattern: String, reason: String)] = [
        ("import Glibc", "a platform module"),
        ("import Darwin", "a platform module"),
        ("import Musl", "a platform module"),
        ("pthread_", "a pthread call or type"),
        ("@_rawLayout", "the RawLayout experimental feature"),
        ("import Builtin", "the BuiltinModule experimental feature"),
        ("Builtin.", "a compiler builtin"),
        ("addressOfRawLayout", "a raw-layout address"),
        ("withUnsafePointer(to: self)", "an address taken of self"),
        ("import ReactiveSync", "the C lock target"),
    ]

    /// The source files the rule applies to, relative to the package root.
    static func checkedFiles() -> [String] {
        let sources = root.appendingPathComponent("Sources")
        guard let enumerator = FileManager.default.enumerator(atPath: sources.path) else { return [] }
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let path = "Sources/" + relative
            guard ["swift", "c", "h"].contains((path as NSString).pathExtension) else { continue }
            if exemptFolders.contains(where: { path.hasPrefix($0) }) { continue }
            result.append(path)
        }
        return result.sorted()
    }

    /// Each forbidden pattern `text` contains, as `path:line: …`.
    static func violations(in text: String, path: String) -> [String] {
        var result: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for (pattern, reason) in forbidden where line.contains(pattern) {
                result.append("\(path):\(index + 1): `\(pattern)` (\(reason)) outside \(platformFolder)")
            }
        }
        return result
    }

    func testOnlyThePlatformLayerTouchesThePlatform() throws {
        let files = Self.checkedFiles()
        // Guards against a wrong root making the scan vacuous.
        XCTAssertTrue(files.contains("Sources/ReactiveCore/Subjects/SerialHub.swift"), "Sources/ was not found or not read")
        var failures: [String] = []
        for path in files {
            let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            failures += Self.violations(in: text, path: path)
        }
        XCTAssertEqual(failures, [], "\n" + failures.joined(separator: "\n"))
    }

    /// The exemption covers the files that hold the layer (a renamed folder would leave
    /// them checked, and this test failing, rather than silently unchecked code).
    func testThePlatformLayerHoldsTheWrappers() throws {
        for file in ["Primitives.swift", "ThreadLocal.swift", "Parking.swift"] {
            let path = Self.platformFolder + file
            let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            XCTAssertTrue(text.contains("// Platform layer:"), "\(path) does not say what it wraps")
        }
    }

    /// The experimental features are enabled for ReactiveCore only (the scan above keeps
    /// their use inside its platform folder).
    func testTheExperimentalFeaturesAreEnabledForReactiveCoreOnly() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertEqual(manifest.components(separatedBy: ".enableExperimentalFeature(\"RawLayout\")").count - 1, 1)
        XCTAssertEqual(manifest.components(separatedBy: ".enableExperimentalFeature(\"BuiltinModule\")").count - 1, 1)
        XCTAssertEqual(manifest.components(separatedBy: ".enableExperimentalFeature(").count - 1, 2,
                       "another experimental feature is enabled: keep it in the platform layer and add it here")
    }

    /// The checker on lines it must flag and lines it must pass.
    func testTheCheckerFlagsEachPattern() {
        for (pattern, _) in Self.forbidden {
            let found = Self.violations(in: "let a = 1\n    \(pattern)\n", path: "Sources/X/Y.swift")
            XCTAssertEqual(found.count, 1, pattern)
            XCTAssertTrue(found.first?.hasPrefix("Sources/X/Y.swift:2: `\(pattern)`") ?? false, "\(found)")
        }
        let allowed = "import Foundation\nlet word = value._builtinWordValue\n// BuiltinModule is enabled in Package.swift\nwithUnsafePointer(to: &local) { _ in }\n"
        XCTAssertEqual(Self.violations(in: allowed, path: "Sources/X/Y.swift"), [])
    }
}
