// swift-tools-version:6.2
// Swift 6.2 is the oldest compiler that builds the package, and CI proves it: every target
// is built with Swift 6.2.3 (Tools/oldest-compiler/run.sh) besides the current toolchain,
// with zero errors and warnings. Swift 6.0.3 fails an internal assertion in SIL generation
// on the engine's parameter packs (Engine.combining(_:packed:select:)), so 6.0 and 6.1 are not claimed;
// Tests/MigrationTests/ToolsVersionLintTests.swift fails on language features newer than 6.2.
import PackageDescription

// ReactiveBridge: one reactive engine (ReactiveCore) behind two facades,
// RxBridge (RxSwift 6's API) and RACBridge (ReactiveObjC's API).
// No package dependencies: only the Swift toolchain.
let package = Package(
    name: "ReactiveBridge",
    // The floor RxSwift users ship (where async/await back-deploys). The engine's locks
    // and atomics are its own (the small C target ReactiveSync and atomic builtins; no
    // `Synchronization`, which needs macOS 15 / iOS 18); APIs that need newer systems
    // carry `@available`.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "ReactiveCore", targets: ["ReactiveCore"]),
        .library(name: "RxBridge", targets: ["RxBridge"]),
        .library(name: "RxBridgeBlocking", targets: ["RxBridgeBlocking"]),
        .library(name: "RACBridge", targets: ["RACBridge"]),
        .library(name: "ReactiveTesting", targets: ["ReactiveTesting"]),
        .executable(name: "examples", targets: ["examples"]),
        .executable(name: "parity", targets: ["parity"]),
        .executable(name: "benchmarks", targets: ["benchmarks"]),
        .executable(name: "crash-probe", targets: ["crash-probe"]),
        .executable(name: "port-check", targets: ["port-check"]),
    ],
    targets: [
        // The lock for ReactiveCore/Platform/Primitives.swift, the only user:
        // os_unfair_lock on Apple platforms, a futex lock on Linux.
        .target(name: "ReactiveSync"),
        // RawLayout: inline, address-stable storage for those locks and atomics (as the
        // standard library's own Mutex/Atomic have); BuiltinModule: the atomics are the
        // compiler's atomic builtins (as Atomic's are). Both are used only in the platform
        // layer, ReactiveCore/Platform/ (PlatformLayerTests); see Docs/Engine.md.
        .target(name: "ReactiveCore", dependencies: ["ReactiveSync"],
                swiftSettings: [.enableExperimentalFeature("RawLayout"),
                                .enableExperimentalFeature("BuiltinModule")]),
        .target(name: "RxBridge", dependencies: ["ReactiveCore"]),
        .target(name: "RxBridgeBlocking", dependencies: ["RxBridge"]),
        .target(name: "RACBridge", dependencies: ["ReactiveCore"]),
        .target(name: "ReactiveTesting", dependencies: ["ReactiveCore", "RxBridge", "RACBridge"]),
        .target(name: "ParityMatrix", dependencies: ["RxBridge", "RACBridge", "ReactiveTesting"]),
        .executableTarget(name: "parity", dependencies: ["ParityMatrix"]),
        .executableTarget(name: "examples", dependencies: ["RxBridge", "RACBridge", "ReactiveTesting"]),
        // Triggers one named precondition per run, for BadInputTests (a child process).
        .executableTarget(name: "crash-probe", dependencies: ["RxBridge", "RACBridge", "ReactiveTesting"]),
        .target(name: "BenchmarkSupport"),
        .executableTarget(name: "benchmarks", dependencies: ["RxBridge", "RACBridge", "BenchmarkSupport"]),
        // Migration scanner: the logic is a library so tests call it directly.
        .target(name: "PortCheckCore"),
        .executableTarget(name: "port-check", dependencies: ["PortCheckCore"]),
        // Helpers several test targets share (finding and running the built executables,
        // reading a guide's swift blocks); tests only, not a product.
        .target(name: "TestSupport", path: "Tests/Support"),
        .testTarget(name: "ReactiveCoreTests", dependencies: ["ReactiveCore", "RxBridge", "ReactiveTesting", "TestSupport"]),
        .testTarget(name: "RxBridgeTests", dependencies: ["RxBridge", "ReactiveTesting", "TestSupport"]),
        .testTarget(name: "ReactiveTestingTests", dependencies: ["ReactiveTesting", "RxBridge", "RACBridge"]),
        .testTarget(name: "RACBridgeTests", dependencies: ["RACBridge", "ReactiveTesting"]),
        .testTarget(name: "ParityTests", dependencies: ["ParityMatrix", "ReactiveTesting", "TestSupport"]),
        .testTarget(name: "RxBridgeBlockingTests", dependencies: ["RxBridgeBlocking", "ReactiveTesting"]),
        .testTarget(name: "StressTests", dependencies: ["RxBridge", "RACBridge", "ReactiveTesting", "TestSupport"]),
        // Swift 6 app patterns (view models on @MainActor, `await single.value` in actors,
        // Sendable services holding relays...) and Docs/Concurrency.md's snippets: any
        // diagnostic fails the build, so a concurrency regression cannot slip through.
        .testTarget(name: "Swift6PatternTests", dependencies: ["RxBridge", "RACBridge", "ReactiveTesting", "TestSupport"],
                    swiftSettings: [.swiftLanguageMode(.v6), .unsafeFlags(["-warnings-as-errors"])]),
        // API maps vs the facades, doc-comment lint, compiled guide snippets, port-check on the examples.
        .testTarget(name: "MigrationTests",
                    dependencies: ["RxBridge", "RxBridgeBlocking", "RACBridge", "ReactiveTesting", "ParityMatrix", "PortCheckCore", "TestSupport"]),
    ]
)
