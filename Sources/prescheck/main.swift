import Foundation
import PresCheckFuzzing
import PresCheckCore

/// The `prescheck` command line: picks the verb and runs it. Each verb lives in its own file with
/// its `--help`. Exit status: 0 all passed, 1 a check failed (or, for `fuzz`, something new failed)
/// or a file could not be read, 2 bad usage; an interrupted `fuzz` exits 128 + the signal.
enum Command {
    /// A verb: its name, its `--help`, where it shows, and what runs it.
    struct Verb: Sendable {
        enum Visibility: Sendable { case listed, helpOnly, hidden }
        let name: String
        let spec: VerbSpec
        let visibility: Visibility
        /// Nil for a verb reached through another (`corpus merge`, through `corpus`).
        let run: (@Sendable ([String]) throws -> Int32)?

        /// A listed verb whose options `spec` parses before `body` runs.
        static func parsed(_ spec: VerbSpec, _ body: @escaping @Sendable (VerbSpec.Parsed) throws -> Int32) -> Verb {
            Verb(name: spec.name, spec: spec, visibility: .listed, run: { try Command.run(spec, $0, body) })
        }

        /// A verb `--help` and `help VERB` keep quiet about (`_worker`).
        static func hidden(_ spec: VerbSpec, _ body: @escaping @Sendable (VerbSpec.Parsed) throws -> Int32) -> Verb {
            Verb(name: spec.name, spec: spec, visibility: .hidden, run: { try Command.run(spec, $0, body) })
        }
    }

    /// Every verb, declared once: `--help` lists the listed ones in this order, `help VERB` finds
    /// all but the hidden ones, and `main` dispatches on the name.
    static let verbs: [Verb] = [
        .parsed(FuzzCommand.spec, FuzzCommand.run),
        .parsed(CheckCommand.spec, CheckCommand.run),
        .parsed(ReplayCommand.spec, ReplayCommand.run),
        .parsed(ExplainCommand.spec, ExplainCommand.run),
        .parsed(ReportCommand.spec, ReportCommand.run),
        .parsed(ShrinkCommand.spec, ShrinkCommand.run),
        Verb(name: "corpus merge", spec: CorpusCommand.mergeSpec, visibility: .listed, run: nil),
        Verb(name: "corpus", spec: CorpusCommand.spec, visibility: .helpOnly, run: CorpusCommand.run),
        .parsed(ListCommand.spec, ListCommand.run),
        .parsed(ObserveCommand.spec, ObserveCommand.run),
        .parsed(FormatCommand.spec, FormatCommand.run),
        .parsed(BenchCommand.spec, BenchCommand.run),
        .parsed(RulesCommand.spec, RulesCommand.run),
        .parsed(DefectsCommand.spec, DefectsCommand.run),
        .hidden(WorkerCommand.spec, WorkerCommand.run),
    ]

    /// The verbs `--help` lists, in its order, with their one-line overview.
    static var listed: [(name: String, overview: String)] {
        verbs.filter { $0.visibility == .listed }.map { ($0.name, $0.spec.overview) }
    }

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
            if ["help", "--help", "-h"].contains(verb) { return helpVerb(arguments) }
            guard let run = verbs.first(where: { $0.name == verb })?.run else {
                throw UsageError("unknown subcommand '\(verb)' (accepted: \(listed.map(\.name).joined(separator: ", ")))")
            }
            return try run(arguments)
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
        let name = arguments.joined(separator: " ")
        if name.isEmpty {
            print(help)
            return 0
        }
        guard let spec = verbs.first(where: { $0.name == name && $0.visibility != .hidden })?.spec else {
            Output.error("error: unknown subcommand '\(name)' (accepted: \(listed.map(\.name).joined(separator: ", ")))")
            return 2
        }
        print(spec.help)
        return 0
    }
}

exit(Command.main())
