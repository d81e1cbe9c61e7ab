// swift-tools-version:6.0
// A package that uses ReactiveBridge the way README.md ("Add it to your package") says,
// built by CI (.ci/run, "consumer package") so the install instructions are proven.
// CI places a `ReactiveBridge` link to the checkout next to a copy of this directory.
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    dependencies: [
        .package(path: "../ReactiveBridge"),
    ],
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
