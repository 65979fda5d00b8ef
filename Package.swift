// swift-tools-version:6.0
import PackageDescription

// Zero package dependencies by design: Foundation, XCTest and Swift Testing only.
// The oracle depends on PresCheckCore alone; it must never see the engine.
let package = Package(
    name: "PresCheck",
    products: [
        .library(name: "PresCheckCore", targets: ["PresCheckCore"]),
        .library(name: "PresentationEngine", targets: ["PresentationEngine"]),
        .library(name: "PresentationOracle", targets: ["PresentationOracle"]),
        .library(name: "PresCheck", targets: ["PresCheck"]),
        .executable(name: "prescheck", targets: ["prescheck"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "PresCheckCore"),
        .target(name: "PresentationEngine", dependencies: ["PresCheckCore"]),
        .target(name: "PresentationOracle", dependencies: ["PresCheckCore"]),
        .target(name: "PresCheck", dependencies: ["PresCheckCore", "PresentationEngine", "PresentationOracle"]),
        .executableTarget(
            name: "prescheck", dependencies: ["PresCheck", "PresCheckCore", "PresentationEngine", "PresentationOracle"]),
        .testTarget(name: "PresentationEngineTests", dependencies: ["PresentationEngine", "PresCheckCore"]),
        .testTarget(name: "PresentationOracleTests", dependencies: ["PresentationOracle", "PresCheckCore"]),
        .testTarget(
            name: "PresCheckTests",
            dependencies: ["PresCheck", "PresentationEngine", "PresentationOracle", "PresCheckCore"],
            resources: []
        ),
    ],
    swiftLanguageModes: [.v6]
)
