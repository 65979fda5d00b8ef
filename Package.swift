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
        .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
        .executable(name: "prescheck", targets: ["prescheck"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "PresCheckCore"),
        .target(name: "PresentationEngine", dependencies: ["PresCheckCore"]),
        .target(name: "PresentationOracle", dependencies: ["PresCheckCore"]),
        // The engine under UIKit's names: presentation code ports by changing its import.
        .target(name: "HeadlessUIKit", dependencies: ["PresentationEngine", "PresCheckCore"]),
        .target(name: "PresCheck", dependencies: ["PresCheckCore", "PresentationEngine", "PresentationOracle"]),
        // `prescheck fuzz` as a library: workers, child processes, the memory supervisor, stop
        // signals and process faults, testable in process; the executable parses arguments.
        // The reports (`prescheck report`, `explain --svg`, fuzz's `--report`): HTML, SVG pictures,
        // JUnit, JSON and Markdown, apart from the checker a user's test target links.
        .target(name: "PresCheckReports", dependencies: ["PresCheck", "PresCheckCore", "PresentationEngine", "PresentationOracle"]),
        .target(name: "PresCheckFuzzing", dependencies: ["PresCheck", "PresCheckCore", "PresentationEngine"]),
        .executableTarget(
            name: "prescheck",
            dependencies: [
                "PresCheckFuzzing", "PresCheckReports", "PresCheck", "PresCheckCore", "PresentationEngine", "PresentationOracle",
            ]),
        // What the test targets share: package paths, temporary folders, tolerant comparisons. It sees
        // Core only, so the oracle's tests that use it still never see the engine.
        .target(name: "PresCheckTestSupport", dependencies: ["PresCheckCore"], path: "Tests/PresCheckTestSupport"),
        // What the checker's, fuzzing's and reports' tests share: the corpus fixtures and the built
        // `prescheck` run end to end.
        .target(
            name: "CheckerTestSupport",
            dependencies: ["PresCheck", "PresCheckReports", "PresCheckCore", "PresentationEngine", "PresCheckTestSupport"],
            path: "Tests/CheckerTestSupport"),
        .testTarget(name: "PresCheckCoreTests", dependencies: ["PresCheckCore", "PresCheckTestSupport"]),
        .testTarget(name: "PresentationEngineTests", dependencies: ["PresentationEngine", "PresCheckCore", "PresCheckTestSupport"]),
        .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit", "PresCheckTestSupport"]),
        .testTarget(name: "PresentationOracleTests", dependencies: ["PresentationOracle", "PresCheckCore", "PresCheckTestSupport"]),
        .testTarget(
            name: "PresCheckTests",
            dependencies: [
                "PresCheck", "PresCheckReports", "PresentationEngine", "PresentationOracle", "PresCheckCore", "PresCheckTestSupport",
                "CheckerTestSupport",
            ]),
        .testTarget(
            name: "PresCheckFuzzingTests",
            dependencies: ["PresCheckFuzzing", "PresCheck", "PresentationEngine", "PresCheckCore", "PresCheckTestSupport", "CheckerTestSupport"]),
        .testTarget(
            name: "PresCheckReportsTests",
            dependencies: [
                "PresCheckReports", "PresCheck", "PresentationEngine", "PresentationOracle", "PresCheckCore", "PresCheckTestSupport",
                "CheckerTestSupport",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
