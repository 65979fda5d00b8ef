import Foundation
import PresCheck
import PresCheckCore
import PresentationEngine

/// `prescheck observe`: the observation of every step of one scenario, as JSON.
enum ObserveCommand {
    static var spec: VerbSpec {
        VerbSpec(
            name: "observe",
            overview: "Print the engine's (or the oracle's) observation of every step as JSON.",
            discussion: "Exit status: 0 when printed, 1 when the file could not be read, 2 on bad usage.",
            positionals: "<file>",
            arguments: [("<file>", "A scenario file.")],
            options: [
                .flag("--oracle", "Print the oracle's observations instead of the engine's."),
                .value("--defect", "name", "Run the engine with these defects.", repeatable: true),
            ])
    }

    static func run(_ parsed: VerbSpec.Parsed) throws -> Int32 {
        guard parsed.positionals.count == 1 else { throw UsageError("observe takes one scenario file (see 'prescheck observe --help')") }
        let defects = try OptionValues.defects("--defect", parsed.values("--defect"))
        let scenario = try ScenarioFile.load(URL(fileURLWithPath: parsed.positionals[0]))
        let result = try ScenarioCheck.run(scenario, defects: defects)
        let observations = parsed.has("--oracle") ? result.oracle : result.engine
        print(String(decoding: try ScenarioFile.makeEncoder().encode(observations), as: UTF8.self))
        return 0
    }
}
