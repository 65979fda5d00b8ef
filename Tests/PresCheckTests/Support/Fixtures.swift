import Foundation
import PresCheck
import PresCheckCore

/// Paths inside the package, found from this file so tests run from any working directory.
enum Fixtures {
    /// This file is `Tests/PresCheckTests/Support/Fixtures.swift`: four levels below the root.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let corpus = packageRoot.appendingPathComponent("Corpus")
    static let golden = corpus.appendingPathComponent("golden")

    /// Every golden scenario, loaded (a file that does not load fails the test that reads it).
    static func goldenScenarios() throws -> [(name: String, scenario: Scenario)] {
        try Corpus.load(golden).map { entry in
            (entry.url.lastPathComponent, try entry.result.get())
        }
    }

    /// A fresh temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("prescheck-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
