import Foundation
import PresCheckFuzzing
import PresCheckCore

/// The `prescheck` command line: picks the verb and runs it. Each verb lives in its own file with
/// its `--help`. Exit status: 0 all passed, 1 a check failed (or, for `fuzz`, something new failed)
/// or a file could not be read, 2 bad usage; an interrupted `fuzz` exits 128 + the signal.
enum Command {
    /// The verbs `--help` lists, in its order, with their one-line overview.
    static let listed: [(name: String, overview: String)] = [
        ("fuzz", FuzzCommand.spec.overview),
        ("check", CheckCommand.spec.overview),
        ("replay", ReplayCommand.spec.overview),
        ("explain", ExplainCommand.spec.overview),
        ("report", ReportCommand.spec.overview),
        ("shrink", ShrinkCommand.spec.overview),
        ("corpus merge", CorpusCommand.mergeSpec.overview),
        ("list", ListCommand.spec.overview),
        ("observe", ObserveCommand.spec.overview),
        ("format", FormatCommand.spec.overview),
        ("bench", BenchCommand.spec.overview),
        ("rules", RulesCommand.spec.overview),
        ("defects", DefectsCommand.spec.overview),
    ]

    static var help: String {
        var lines = HelpText.wrapWords(
            "OVERVIEW: PresCheck, the conformance suite for view-controller presentation: a headless engine, "
                + "an oracle of its behaviour catalogue, and the checks, fuzzer and corpus that compare them.", width: HelpText.width)
        lines += [
            "",
            "USAGE: prescheck <subcommand>",
            "",
            "OPTIONS:",
        ]
        lines += HelpText.entry("-h, --help", "Show help information.")
        lines += ["", "SUBCOMMANDS:"]
        for verb in listed { lines += HelpText.entry(verb.name, verb.overview) }
        lines += ["", "  See 'prescheck help <subcommand>' for detailed help."]
        return lines.joined(separator: "\n")
    }

    static func main() -> Int32 {
        var arguments = Array(CommandLine.arguments.dropFirst())
        guard !arguments.isEmpty else {
            print(help)
            return 2
        }
        let verb = arguments.removeFirst()
        do {
            switch verb {
            case "fuzz": return try run(FuzzCommand.spec, arguments, FuzzCommand.run)
            case "check": return try run(CheckCommand.spec, arguments, CheckCommand.run)
            case "replay": return try run(ReplayCommand.spec, arguments, ReplayCommand.run)
            case "explain": return try run(ExplainCommand.spec, arguments, ExplainCommand.run)
            case "report": return try run(ReportCommand.spec, arguments, ReportCommand.run)
            case "shrink": return try run(ShrinkCommand.spec, arguments, ShrinkCommand.run)
            case "corpus": return try CorpusCommand.run(arguments)
            case "list": return try run(ListCommand.spec, arguments, ListCommand.run)
            case "observe": return try run(ObserveCommand.spec, arguments, ObserveCommand.run)
            case "format": return try run(FormatCommand.spec, arguments, FormatCommand.run)
            case "bench": return try run(BenchCommand.spec, arguments, BenchCommand.run)
            case "rules": return try run(RulesCommand.spec, arguments, RulesCommand.run)
            case "defects": return try run(DefectsCommand.spec, arguments, DefectsCommand.run)
            case "_worker": return try run(WorkerCommand.spec, arguments, WorkerCommand.run)
            case "help", "--help", "-h":
                return helpVerb(arguments)
            default:
                throw UsageError("unknown subcommand '\(verb)' (accepted: \(listed.map(\.name).joined(separator: ", ")))")
            }
        } catch let error as UsageError {
            Output.error("error: \(error.message)")
            return 2
        } catch let error as ScenarioFile.LoadError {
            Output.error(error.description)
            return 1
        } catch {
            Output.error("error: \(error)")
            return 1
        }
    }

    /// Parses the verb's options (printing its help for `--help`) and runs it.
    static func run(_ spec: VerbSpec, _ arguments: [String], _ body: (VerbSpec.Parsed) throws -> Int32) throws -> Int32 {
        let parsed: VerbSpec.Parsed
        do {
            parsed = try spec.parse(arguments)
        } catch is VerbSpec.HelpRequested {
            print(spec.help)
            return 0
        }
        return try body(parsed)
    }

    /// `prescheck help [VERB [SUBVERB]]`.
    static func helpVerb(_ arguments: [String]) -> Int32 {
        let specs: [String: VerbSpec] = [
            "fuzz": FuzzCommand.spec, "check": CheckCommand.spec, "replay": ReplayCommand.spec,
            "explain": ExplainCommand.spec, "report": ReportCommand.spec, "shrink": ShrinkCommand.spec,
            "corpus": CorpusCommand.spec, "corpus merge": CorpusCommand.mergeSpec, "list": ListCommand.spec,
            "observe": ObserveCommand.spec, "format": FormatCommand.spec, "bench": BenchCommand.spec,
            "rules": RulesCommand.spec, "defects": DefectsCommand.spec,
        ]
        let name = arguments.joined(separator: " ")
        if name.isEmpty {
            print(help)
            return 0
        }
        guard let spec = specs[name] else {
            Output.error("error: unknown subcommand '\(name)' (accepted: \(listed.map(\.name).joined(separator: ", ")))")
            return 2
        }
        print(spec.help)
        return 0
    }
}

exit(Command.main())
