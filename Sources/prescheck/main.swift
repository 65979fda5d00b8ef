import Foundation
import PresCheck
import PresCheckCore
import PresentationEngine
import PresentationOracle

/// The `prescheck` command line. Exit status: 0 all passed, 1 a check failed or a file could not be
/// read, 2 bad usage.
enum Command {
    static let usage = """
        usage: prescheck <command> [options]

        commands:
          check [PATH ...] [--defect NAME ...]   run every scenario (default: Corpus) and check its verdicts
                                                 and golden expectations; with --defect, run under those
                                                 defects and report every disagreement instead
          replay FILE ... [--defect NAME ...] [--verbose]
                                                 run scenarios one by one and print every verdict (and each step)
          observe FILE [--oracle]                print the observations of every step as JSON
          format FILE ...                        rewrite scenario files in canonical form (atomic)
          defects                                list the defects the engine can reproduce
          bench [PATH ...] [--repeat N] [--cases N] [--seeds N] [--defect NAME ...] [--skip-defects]
                                                 print speed figures: engine, oracle and full check over
                                                 scenarios (default: Corpus, 20 repeats); generated cases
                                                 a second; per defect, the median over --seeds seeds of
                                                 cases and seconds until found, shrink time and size
        """

    static func main() -> Int32 {
        var arguments = Array(CommandLine.arguments.dropFirst())
        guard !arguments.isEmpty else {
            print(usage)
            return 2
        }
        let command = arguments.removeFirst()
        do {
            switch command {
            case "check": return try check(arguments)
            case "replay": return try replay(arguments)
            case "observe": return try observe(arguments)
            case "format": return try format(arguments)
            case "bench": return try bench(arguments)
            case "sweep": return try sweep(arguments)
            case "defects":
                for defect in Defect.allCases { print(defect.rawValue) }
                return 0
            case "help", "--help", "-h":
                print(usage)
                return 0
            default:
                printError("unknown command \"\(command)\"\n\(usage)")
                return 2
            }
        } catch let error as UsageError {
            printError(error.message)
            return 2
        } catch let error as ScenarioFile.LoadError {
            printError(error.description)
            return 1
        } catch {
            printError("\(error)")
            return 2
        }
    }

    struct UsageError: Error {
        var message: String
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Splits `--defect NAME` options (repeatable) from positional arguments.
    static func parse(_ arguments: [String], flags: Set<String> = []) throws -> (paths: [String], defects: Set<Defect>, flags: Set<String>) {
        var paths: [String] = []
        var defects: Set<Defect> = []
        var seen: Set<String> = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--defect" {
                guard index + 1 < arguments.count else { throw UsageError(message: "--defect needs a name (see `prescheck defects`)") }
                guard let defect = Defect(rawValue: arguments[index + 1]) else {
                    throw UsageError(message: "unknown defect \"\(arguments[index + 1])\" (see `prescheck defects`)")
                }
                defects.insert(defect)
                index += 2
                continue
            }
            if argument.hasPrefix("--") {
                guard flags.contains(argument) else { throw UsageError(message: "unknown option \(argument)") }
                seen.insert(argument)
            } else {
                paths.append(argument)
            }
            index += 1
        }
        return (paths, defects, seen)
    }

    /// A path as the user would type it: relative to the working directory when inside it.
    static func displayPath(_ url: URL) -> String {
        let directory = FileManager.default.currentDirectoryPath
        let path = url.standardizedFileURL.path
        return path.hasPrefix(directory + "/") ? String(path.dropFirst(directory.count + 1)) : path
    }

    /// The command that reruns one file, with the defects it was run under.
    static func reproduce(_ url: URL, _ defects: Set<Defect>) -> String {
        "reproduce: swift run prescheck replay \(displayPath(url))" + defects.map(\.rawValue).sorted().map { " --defect \($0)" }.joined()
    }

    /// One file's outcome: its verdicts (or, with `--defect`, the engine-versus-oracle check under
    /// those defects, without verdict semantics).
    struct FileOutcome {
        var passed: Bool
        var report: [String]
        /// The written fail verdicts that held (known failures), for the PASS line.
        var expectedFailures: Int
    }

    static func checkFile(_ scenario: Scenario, defects: Set<Defect>) throws -> FileOutcome {
        if !defects.isEmpty {
            let result = try ScenarioCheck.run(scenario, defects: defects)
            return FileOutcome(passed: result.passed, report: result.report, expectedFailures: 0)
        }
        let result = try VerdictCheck.run(scenario)
        let expected = result.results.filter { !$0.isImplicit && $0.holds && $0.verdict.outcome == .fail }.count
        return FileOutcome(passed: result.passed, report: result.report, expectedFailures: expected)
    }

    static func check(_ arguments: [String]) throws -> Int32 {
        let parsed = try parse(arguments)
        let roots = parsed.paths.isEmpty ? ["Corpus"] : parsed.paths
        var passed = 0
        var failed = 0
        var unreadable = 0
        for root in roots {
            let url = URL(fileURLWithPath: root)
            let entries = Corpus.load(url)
            if entries.isEmpty {
                unreadable += 1
                printError("\(root): no scenario files found")
            }
            for entry in entries {
                switch entry.result {
                case .failure(let error):
                    unreadable += 1
                    printError("SKIP \(error)")
                case .success(let scenario):
                    let outcome = try checkFile(scenario, defects: parsed.defects)
                    if outcome.passed {
                        passed += 1
                        let known = outcome.expectedFailures
                        print("PASS \(displayPath(entry.url))" + (known == 0 ? "" : " (\(known) expected failure\(known == 1 ? "" : "s"))"))
                    } else {
                        failed += 1
                        print("FAIL \(displayPath(entry.url))")
                        for line in outcome.report { print("     \(line)") }
                        print("     " + reproduce(entry.url, parsed.defects))
                    }
                }
            }
        }
        print("\(passed) passed, \(failed) failed" + (unreadable > 0 ? ", \(unreadable) unreadable" : ""))
        return failed == 0 && unreadable == 0 ? 0 : 1
    }

    static func replay(_ arguments: [String]) throws -> Int32 {
        let parsed = try parse(arguments, flags: ["--verbose"])
        guard !parsed.paths.isEmpty else { throw UsageError(message: "replay takes one or more scenario files") }
        let verbose = parsed.flags.contains("--verbose")
        var passed = 0
        var failed = 0
        var unreadable = 0
        for path in parsed.paths {
            let scenario: Scenario
            do {
                scenario = try ScenarioFile.load(URL(fileURLWithPath: path))
            } catch {
                unreadable += 1
                printError("SKIP \(error)")
                continue
            }
            if parsed.paths.count > 1 { print("== \(path)") }
            print("scenario: \(scenario.name) (\(scenario.device.rawValue), \(scenario.actions.count) actions)")
            if verbose {
                let engine = try EngineDriver.run(scenario, options: EngineOptions(defects: parsed.defects))
                for (step, observation) in engine.enumerated() {
                    let action = step == 0 ? "initial state" : scenario.actions[step - 1].name
                    print("step \(step): \(action)\(observation.isSettled ? "" : " (transition running)")")
                    for node in observation.nodes {
                        print("  \(node.id): \(node.frame?.description ?? "not in window")"
                              + (node.presenting.map { " presented by \($0)" } ?? ""))
                    }
                    for callback in observation.callbacks { print("  callback \(callback)") }
                    for warning in observation.warnings { print("  warning \(warning)") }
                    if let hit = observation.hitTarget { print("  hit \(hit)") }
                }
            }
            let filePassed: Bool
            if parsed.defects.isEmpty {
                let result = try VerdictCheck.run(scenario)
                for verdict in result.results where verbose || !verdict.isImplicit || !verdict.holds {
                    print("\(verdict.holds ? "holds " : "MISSED") \(verdict.message)\(verdict.isImplicit ? " (implicit)" : "")")
                }
                for failure in result.engineExpectationFailures { print("engine missed golden value: \(failure)") }
                for failure in result.oracleExpectationFailures { print("oracle missed golden value: \(failure)") }
                filePassed = result.passed
                if filePassed {
                    let implicit = result.results.filter(\.isImplicit).count
                    print("passed: \(scenario.verdicts.count) written and \(implicit) implicit verdicts hold"
                          + (scenario.expectations.isEmpty ? "" : ", golden values hold"))
                }
            } else {
                let result = try ScenarioCheck.run(scenario, defects: parsed.defects)
                filePassed = result.passed
                if filePassed {
                    print("passed: engine and oracle agree at every step" + (scenario.expectations.isEmpty ? "" : ", golden values hold"))
                } else {
                    for line in result.report { print(line) }
                }
            }
            if filePassed { passed += 1 } else { failed += 1 }
        }
        if parsed.paths.count > 1 {
            print("\(passed) passed, \(failed) failed" + (unreadable > 0 ? ", \(unreadable) unreadable" : ""))
        }
        return failed == 0 && unreadable == 0 ? 0 : 1
    }

    static func observe(_ arguments: [String]) throws -> Int32 {
        let parsed = try parse(arguments, flags: ["--oracle"])
        guard parsed.paths.count == 1 else { throw UsageError(message: "observe takes one scenario file") }
        let scenario = try ScenarioFile.load(URL(fileURLWithPath: parsed.paths[0]))
        let result = try ScenarioCheck.run(scenario, defects: parsed.defects)
        let observations = parsed.flags.contains("--oracle") ? result.oracle : result.engine
        print(String(decoding: try ScenarioFile.makeEncoder().encode(observations), as: UTF8.self))
        return 0
    }

    static func format(_ arguments: [String]) throws -> Int32 {
        guard !arguments.isEmpty else { throw UsageError(message: "format takes one or more scenario files") }
        for path in arguments {
            let url = URL(fileURLWithPath: path)
            let scenario = try ScenarioFile.load(url)
            try ScenarioFile.write(scenario, to: url)
            print("formatted \(path)")
        }
        return 0
    }
}

exit(Command.main())
