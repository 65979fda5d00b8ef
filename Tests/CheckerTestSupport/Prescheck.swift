import Foundation
import PresCheck
import PresCheckCore
import PresentationEngine
import Testing

/// The built `prescheck` executable, run end to end: found next to the test bundle (the build
/// folder holds both), with standard output and error captured in files.
package enum Prescheck {
    package static let executable: URL? = {
        var folders: [URL] = []
        if let main = Bundle.main.executableURL { folders.append(main.deletingLastPathComponent()) }
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        return folders.map { $0.appendingPathComponent("prescheck") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    package struct Result {
        package var status: Int32
        package var output: String
        package var errors: String
    }

    /// A started command; `finish` waits for it.
    package final class Running {
        package let process: Process
        package let outputFile: URL
        package let errorFile: URL

        init(process: Process, outputFile: URL, errorFile: URL) {
            self.process = process
            self.outputFile = outputFile
            self.errorFile = errorFile
        }

        package var outputSoFar: String { (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "" }

        package func finish() -> Result {
            process.waitUntilExit()
            let result = Result(status: process.terminationStatus, output: outputSoFar,
                                errors: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "")
            try? FileManager.default.removeItem(at: outputFile.deletingLastPathComponent())
            return result
        }
    }

    /// Starts `executable` (default: prescheck) with `arguments`, the environment without any
    /// PRESCHECK_ variable but those in `environment`.
    package static func start(_ arguments: [String], environment: [String: String] = [:], executable: URL? = nil) throws -> Running {
        let program = try #require(executable ?? Prescheck.executable, "the prescheck executable is not next to the test bundle")
        let folder = try Fixtures.temporaryFolder()
        let outputFile = folder.appendingPathComponent("stdout")
        let errorFile = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("PRESCHECK_") }
        variables.merge(environment) { $1 }
        process.environment = variables
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        return Running(process: process, outputFile: outputFile, errorFile: errorFile)
    }

    package static func run(_ arguments: [String], environment: [String: String] = [:], executable: URL? = nil) throws -> Result {
        try start(arguments, environment: environment, executable: executable).finish()
    }

    /// Every file below `folder`, by relative path, with its bytes.
    package static func tree(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let root = folder.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(root.count + 1))] = try Data(contentsOf: url)
        }
        return files
    }

    /// The stored counterexamples below `corpus`.
    package static func counterexamples(in corpus: URL) throws -> [(url: URL, scenario: Scenario)] {
        try Corpus.load(corpus.appendingPathComponent("counterexamples")).map { ($0.url, try $0.result.get()) }
    }

    /// The first ci case of `seed` whose scenario has an action named `action` (generation only).
    package static func firstCase(with action: String, seed: UInt64) -> UInt64 {
        let runner = CaseRunner(profile: .named(.ci))
        var index: UInt64 = 0
        while !runner.makeCase(seed: seed, index: index).scenario.actions.contains(where: { $0.name == action }) { index += 1 }
        return index
    }

    /// The first ci case of `seed` on which `defect` gives a finding under a rule the defect table names.
    package static func firstCase(finding defect: Defect, seed: UInt64) throws -> UInt64 {
        var configuration = RunConfiguration.findingDefect(defect, seed: seed)
        configuration.shrink = false
        return try #require(try PropertyRun.run(configuration).counterexamples.first?.caseIndex, "\(defect.rawValue) not found")
    }
}
