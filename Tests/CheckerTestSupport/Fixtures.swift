import Foundation
import PresCheck
import PresCheckCore
import PresCheckTestSupport

/// The checker's test targets' fixtures: the package's paths (`PackagePaths`) and the golden stories.
package enum Fixtures {
    package static let packageRoot = PackagePaths.root
    package static let corpus = PackagePaths.corpus
    package static let golden = PackagePaths.golden

    /// Every golden scenario, loaded (a file that does not load fails the test that reads it).
    package static func goldenScenarios() throws -> [(name: String, scenario: Scenario)] {
        try Corpus.load(golden).map { entry in
            (entry.url.lastPathComponent, try entry.result.get())
        }
    }

    /// A fresh temporary folder.
    package static func temporaryFolder() throws -> URL { try PackagePaths.temporaryFolder() }
}
