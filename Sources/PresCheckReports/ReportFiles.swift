import Foundation
import PresCheck
import PresCheckCore

/// Named text files a report or an explanation writes, and writing them: the folder is created,
/// each file is written atomically (`ScenarioFile.writeAtomically`), in the order given.
/// Serves every rule ID: reports name them all.
package struct ReportFile: Sendable, Hashable {
    /// The file name inside the output folder, e.g. `index.html`, `step-003.svg`.
    package var name: String
    package var text: String

    package init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// Writes `files` into `folder` (created when missing) and returns their URLs.
    @discardableResult
    package static func write(_ files: [ReportFile], to folder: URL) throws -> [URL] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var written: [URL] = []
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            try ScenarioFile.writeAtomically(Data(file.text.utf8), to: url)
            written.append(url)
        }
        return written
    }
}

extension ScenarioExplanation {
    /// The SVG files of `prescheck explain --svg`: `step-000.svg`, `step-001.svg`, … (one per
    /// step, each as large as the report's enlarged failing step) and `filmstrip.svg` (every step
    /// as a thumbnail).
    package var pictureFiles: [ReportFile] {
        let scenes = self.scenes
        var files = scenes.map { scene in
            let digits = String(scene.step)
            let name = "step-" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits + ".svg"
            return ReportFile(name: name, text: StepPicture.document(scene))
        }
        files.append(ReportFile(name: "filmstrip.svg", text: Filmstrip.document(scenes)))
        return files
    }
}
