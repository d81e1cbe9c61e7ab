// swift-tools-version:6.0
// A package that uses ReactiveBridge the way README.md ("Add it to your package") says,
// built by CI (.ci/run, "consumer package") so the install instructions are proven.
// CI builds it by version: REACTIVEBRIDGE_URL names a bare clone of the checkout, and the
// dependency is `from:` the README's version, resolved from the clone's tags as a team's
// would be from the real repository. Without REACTIVEBRIDGE_URL it depends by path on a
// `ReactiveBridge` checkout next to it (the README's other form).
import PackageDescription

let reactiveBridge: Package.Dependency
if let url = Context.environment["REACTIVEBRIDGE_URL"] {
    reactiveBridge = .package(url: url, from: "0.6.0")
} else {
    reactiveBridge = .package(path: "../ReactiveBridge")
}

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    dependencies: [reactiveBridge],
    targets: [
        .executableTarget(name: "Consumer", dependencies: [
            .product(name: "RxBridge", package: "ReactiveBridge"),
            .product(name: "RxBridgeBlocking", package: "ReactiveBridge"),
            .product(name: "RACBridge", package: "ReactiveBridge"),
        ]),
        .testTarget(name: "ConsumerTests", dependencies: [
            .product(name: "RxBridge", package: "ReactiveBridge"),
            .product(name: "RACBridge", package: "ReactiveBridge"),
            .product(name: "ReactiveTesting", package: "ReactiveBridge"),
        ]),
    ]
)
