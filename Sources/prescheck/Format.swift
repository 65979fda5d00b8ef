import Foundation
import PresCheckCore

/// `prescheck format`: scenario files rewritten in canonical form.
enum FormatCommand {
    static var spec: VerbSpec {
        VerbSpec(
            name: "format",
            overview: "Rewrite scenario files in canonical form (sorted keys, pretty printed), atomically.",
            discussion: "Exit status: 0 when every file was written, 1 when one could not be read, 2 on bad usage.",
            positionals: "<file> ...",
            arguments: [("<file>", "Scenario files.")])
    }

    static func run(_ parsed: VerbSpec.Parsed) throws -> Int32 {
        guard !parsed.positionals.isEmpty else { throw UsageError("format takes one or more scenario files (see 'prescheck format --help')") }
        for path in parsed.positionals {
            let url = URL(fileURLWithPath: path)
            let scenario = try ScenarioFile.load(url)
            try ScenarioFile.write(scenario, to: url)
            print("formatted \(path)")
        }
        return 0
    }
}
