import Foundation
import Testing

@Suite("README: Porting code from an iOS article")
struct ReadmePortingExampleTests {
    /// The package root: three levels above this file (`Tests/HeadlessUIKitTests/…`).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("The README's complete port is PortedBottomCardTests.swift, word for word, under `import HeadlessUIKit`")
    func readmeShowsThePort() throws {
        let readme = try String(contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: Self.packageRoot.appendingPathComponent("Tests/HeadlessUIKitTests/PortedBottomCardTests.swift"),
                                encoding: .utf8)
        let section = try #require(readme.range(of: "## Porting code from an iOS article"))
        let fence = try #require(readme.range(of: "```swift\nimport HeadlessUIKit\nimport Testing\n\n", range: section.upperBound..<readme.endIndex))
        let end = try #require(readme.range(of: "```", range: fence.upperBound..<readme.endIndex))
        let example = String(readme[fence.upperBound..<end.lowerBound])
        #expect(example.hasPrefix("/// The app's first screen"))
        #expect(example.count > 2000)
        #expect(source.contains(example))
        #expect(source.hasPrefix("import HeadlessUIKit\nimport Testing\n"))
    }
}
