import Foundation
import PresCheckFuzzing
import PresCheck
import PresCheckReports
import PresCheckCore
import PresentationEngine

/// `prescheck explain`: one scenario file step by step in words, and with `--svg` one picture a step.
enum ExplainCommand {
    static var spec: VerbSpec {
        VerbSpec(
            name: "explain",
            overview: "Tell a scenario file step by step: what each action did, the rules applied, where engine and oracle part.",
            discussion: """
                The file runs on one engine subject and on the oracle, and every property is checked \
                on both. Each step prints the action in UIKit's words, what it did (as the oracle, the \
                spec's reading, observes it), the rule IDs the oracle applied, and every finding of \
                the step: where the engine parts from the oracle (rule ID, field, expected and actual \
                values) or breaks a metamorphic property. The subject is the one the file's origin or \
                first fail verdict names, else the conforming engine; --defect chooses another. A \
                subject the file records a crash or hang for is not run (replay runs it in a child \
                process); the oracle still is.

                With --svg DIR it also writes one SVG picture a step (step-000.svg, …) and \
                filmstrip.svg: the window at scale with its safe area shaded, every view back to \
                front, the tap and what it hit, and on a failing step the expected and actual frames \
                with a legend and the rule IDs and fields.

                Exit status: 0 when the file was explained (whatever it found), 1 when it could not be \
                read or a picture could not be written, 2 on bad usage.
                """,
            positionals: "<file>",
            arguments: [("<file>", "A scenario file.")],
            options: [
                .value("--svg", "dir", "Write one SVG picture a step, and filmstrip.svg, into this folder."),
                .value("--defect", "name", "Explain the engine with these defects (see 'prescheck list defects').", repeatable: true),
            ])
    }

    static func run(_ parsed: VerbSpec.Parsed) throws -> Int32 {
        guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
            throw UsageError("explain takes one scenario file, got \(parsed.positionals.count) (see 'prescheck explain --help')")
        }
        let defects = try OptionValues.defects("--defect", parsed.values("--defect"))
        let url = URL(fileURLWithPath: path)
        let scenario = try ScenarioFile.load(url)
        let explanation = try ScenarioExplanation.make(scenario, subject: defects.isEmpty ? nil : .engine(defects))
        print(explanation.text(replay: "swift run prescheck replay \(Output.displayPath(url))"))
        guard let folder = parsed.value("--svg") else { return 0 }
        let files = explanation.pictureFiles
        do {
            try ReportFile.write(files, to: URL(fileURLWithPath: folder, isDirectory: true))
        } catch {
            Output.error("error: cannot write the pictures to \(folder): \(error.localizedDescription)")
            return 1
        }
        print("pictures: \(files.count - 1) steps and a filmstrip in \(Output.displayPath(URL(fileURLWithPath: folder)))")
        return 0
    }
}
