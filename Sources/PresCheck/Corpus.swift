import Foundation
import PresCheckCore

/// The scenario files of a corpus folder: every `*.json` below it, in sorted path order. A file
/// that fails to load is reported with its error and the rest still load.
/// Serves every rule ID: the corpus is where golden stories (all families) and counterexamples live.
package enum Corpus {
    /// One file of the corpus and what loading it gave (every rule ID).
    package struct Entry: Sendable {
        package var url: URL
        package var result: Result<Scenario, ScenarioFile.LoadError>

        package var scenario: Scenario? { try? result.get() }
    }

    /// Loads `directory` recursively (or a single file).
    package static func load(_ url: URL) -> [Entry] {
        files(at: url).map { file in
            Entry(url: file, result: Result { () throws(ScenarioFile.LoadError) in try ScenarioFile.load(file) })
        }
    }

    /// The `.json` files at `url`: itself if it is a file, else everything below it, sorted.
    package static func files(at url: URL) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [url] }
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
        var found: [URL] = []
        while let next = enumerator?.nextObject() as? URL {
            if next.pathExtension == "json" { found.append(next) }
        }
        return found.sorted { $0.path < $1.path }
    }
}
