import Foundation
import PresCheck
import PresCheckCore
import PresCheckTestSupport

/// The checker suite's fixtures: the package's paths (`PackagePaths`) and the golden stories.
enum Fixtures {
    static let packageRoot = PackagePaths.root
    static let corpus = PackagePaths.corpus
    static let golden = PackagePaths.golden

    /// Every golden scenario, loaded (a file that does not load fails the test that reads it).
    static func goldenScenarios() throws -> [(name: String, scenario: Scenario)] {
        try Corpus.load(golden).map { entry in
            (entry.url.lastPathComponent, try entry.result.get())
        }
    }

    /// A fresh temporary folder.
    static func temporaryFolder() throws -> URL { try PackagePaths.temporaryFolder() }
}
