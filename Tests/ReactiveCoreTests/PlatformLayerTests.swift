import XCTest
import Foundation
import ReactiveTesting

/// The platform layer (`Sources/ReactiveCore/Platform/`) is the only code that talks to
/// the operating system and the compiler's internals: it alone imports Glibc, Darwin or
/// Musl, calls pthreads, uses the `RawLayout` and `BuiltinModule` experimental features
/// (`@_rawLayout`, `import Builtin`, `Builtin.…`), takes raw-layout addresses, reaches
/// the C lock target `ReactiveSync`, or uses Swift's unchecked constructs (`Unmanaged`,
/// `unsafeDowncast`, `unsafeBitCast`, `@exclusivity(unchecked)`, `withUnsafe…`,
/// `_withUnsafeGuaranteedRef`). This test reads every source file of every other
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
        ("import ReactiveSync", "the C lock target"),
        ("Unmanaged", "an unmanaged reference"),
        ("unsafeDowncast", "an unchecked cast"),
        ("unsafeBitCast", "an unchecked cast"),
        ("@exclusivity(unchecked)", "state without exclusivity checks (use UncheckedStateOwner or StageState)"),
        ("_withUnsafeGuaranteedRef", "an unretained reference"),
        ("withUnsafe", "an unsafe pointer or an address"),
    ]

    /// The three fields that keep `@exclusivity(unchecked)` outside the layer, and why
    /// (nothing else is exempt, and no other construct): each belongs to a generic class
    /// that cannot take the layer's `UncheckedStateOwner` at no cost (it has a superclass
    /// of its own, or its fields would sit behind a generic superclass's and be read at
    /// offsets from metadata: +0.85% per event on zip/combineLatest, measured), and the
    /// one generic inline storage the layer could offer, a generic `@_rawLayout` cell,
    /// needs a runtime entry point (`swift_initRawStructMetadata2`) that Apple platforms
    /// ship only from macOS 15 / iOS 18, above the package's floor: CI's "no runtime
    /// above the floor" step fails on it. Each entry may only go: one whose file no
    /// longer needs it fails `testEveryExceptionIsStillNeeded`.
    static let uncheckedFieldExceptions: [String: String] = [
        "Sources/ReactiveCore/Operators/Flattening/MergeInner.swift":
            "MergeInner subclasses SubscriptionScope, itself an UncheckedStateOwner; its list links are generic over the node",
        "Sources/ReactiveCore/Operators/Combining/CombiningCore.swift":
            "CombiningSlot<Element>'s buffer: behind a generic superclass, +0.85% per event on d1/d2",
        "Sources/ReactiveCore/Core/TrampolineLoop.swift":
            "IteratorLoopTask<Iterator> subclasses TrampolineLoopTask; the iterator is generic",
    ]

    /// The one pattern the exceptions exempt their files from.
    static let exceptedConstruct = "@exclusivity(unchecked)"

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

    /// Each line of `text` holding a forbidden pattern, as `path:line: …` naming the first
    /// pattern it holds (with `excepted`, `@exclusivity(unchecked)` passes).
    static func violations(in text: String, path: String, excepted: Bool = false) -> [String] {
        var result: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for (pattern, reason) in forbidden where line.contains(pattern) {
                if excepted && pattern == exceptedConstruct { continue }
                result.append("\(path):\(index + 1): `\(pattern)` (\(reason)) outside \(platformFolder)")
                break
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
            failures += Self.violations(in: text, path: path, excepted: Self.uncheckedFieldExceptions[path] != nil)
        }
        XCTAssertEqual(failures, [], "\n" + failures.joined(separator: "\n"))
    }

    /// Each excepted file exists and still holds an unchecked field: once it no longer
    /// does, its entry must go.
    func testEveryExceptionIsStillNeeded() throws {
        for path in Self.uncheckedFieldExceptions.keys.sorted() {
            let url = Self.root.appendingPathComponent(path)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                XCTFail("\(path) is excepted but does not exist: remove its entry")
                continue
            }
            XCTAssertNotEqual(Self.violations(in: text, path: path), [],
                              "\(path) no longer needs its exception: remove its entry")
        }
    }

    /// The exemption covers the files that hold the layer (a renamed folder would leave
    /// them checked, and this test failing, rather than silently unchecked code).
    func testThePlatformLayerHoldsTheWrappers() throws {
        let folder = Self.root.appendingPathComponent(Self.platformFolder).path
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
        for expected in ["Primitives.swift", "AtomicWord.swift", "AtomicFlag.swift", "ThreadLocal.swift", "Parking.swift",
                         "UncheckedState.swift", "StageState.swift"] {
            XCTAssertTrue(files.contains(expected), "\(expected) is not in \(Self.platformFolder)")
        }
        for file in files {
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
        let allowed = "import Foundation\nlet word = value._builtinWordValue\n// BuiltinModule is enabled in Package.swift\nlet id = ObjectIdentifier(self)\n"
        XCTAssertEqual(Self.violations(in: allowed, path: "Sources/X/Y.swift"), [])
        // An exception exempts its file from `@exclusivity(unchecked)` only.
        let mixed = "@exclusivity(unchecked) var a = 0\nx as Unmanaged\nimport Darwin\n"
        XCTAssertEqual(Self.violations(in: mixed, path: "Sources/X/Y.swift", excepted: true).count, 2)
        XCTAssertEqual(Self.violations(in: mixed, path: "Sources/X/Y.swift").count, 3)
    }
}
