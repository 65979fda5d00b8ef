import Foundation

/// One option of a verb: `--name <value>` or a flag, with its help text. The package has no
/// argument-parsing dependency; this is the little it needs, shaped after swift-argument-parser
/// (its help layout, its one-line errors).
struct OptionSpec {
    var name: String
    /// `<duration>` for an option that takes a value, nil for a flag.
    var value: String?
    var help: String
    /// May be given more than once (`--defect A --defect B`); a comma-separated list also works.
    var isRepeatable = false

    static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, value: nil, help: help)
    }

    static func value(_ name: String, _ value: String, _ help: String, repeatable: Bool = false) -> OptionSpec {
        OptionSpec(name: name, value: "<\(value)>", help: help, isRepeatable: repeatable)
    }

    /// `--defect <name> ...` as the usage line shows it.
    var synopsis: String {
        guard let value else { return name }
        return "\(name) \(value)" + (isRepeatable ? " ..." : "")
    }
}

/// A verb's command line: overview, usage, positional arguments and options; parses arguments
/// and renders `--help` in swift-argument-parser's shape (OVERVIEW, USAGE, ARGUMENTS, OPTIONS).
struct VerbSpec {
    /// `fuzz`, or `corpus merge` for a verb with a subverb.
    var name: String
    var overview: String
    /// Paragraphs after the overview (exit status, environment).
    var discussion: String = ""
    /// The positional part of the usage line, e.g. `[<path> ...]`.
    var positionals: String = ""
    /// ARGUMENTS: (name, help).
    var arguments: [(String, String)] = []
    var options: [OptionSpec] = []
    /// SUBCOMMANDS: (name, overview), for a verb that only dispatches.
    var subcommands: [(String, String)] = []

    /// The parsed command line of one verb.
    struct Parsed {
        var positionals: [String] = []
        var values: [String: [String]] = [:]
        var flags: Set<String> = []

        func value(_ name: String) -> String? { values[name]?.last }
        func values(_ name: String) -> [String] { values[name] ?? [] }
        func has(_ flag: String) -> Bool { flags.contains(flag) }
    }

    /// Thrown by `parse` for `-h` / `--help`: the caller prints `help` and exits 0.
    struct HelpRequested: Error {}

    func parse(_ arguments: [String]) throws -> Parsed {
        var parsed = Parsed()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "-h" || argument == "--help" { throw HelpRequested() }
            var name = argument
            var inline: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.name == name }) else {
                throw UsageError(unknownOption: name, of: self)
            }
            guard option.value != nil else {
                if inline != nil { throw UsageError("\(name) takes no value") }
                parsed.flags.insert(name)
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else {
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    throw UsageError("\(name) needs a value \(option.value ?? "")")
                }
                value = arguments[index]
                index += 1
            }
            if !option.isRepeatable, parsed.values[name] != nil {
                throw UsageError("\(name) is given twice (it takes one value)")
            }
            let values = option.isRepeatable ? value.split(separator: ",").map(String.init) : [value]
            parsed.values[name, default: []] += values
        }
        return parsed
    }

    /// The usage line's items: `prescheck fuzz`, `[--duration <duration>]`, …, `[<path> ...]`.
    var usageItems: [String] {
        ["prescheck \(name)"] + options.map { "[\($0.synopsis)]" } + (positionals.isEmpty ? [] : [positionals])
    }

    /// `--help` text.
    var help: String {
        var lines = HelpText.wrapWords("OVERVIEW: \(overview)", width: HelpText.width) + [""]
        for paragraph in discussion.components(separatedBy: "\n\n") where !paragraph.isEmpty {
            lines += HelpText.wrapWords(paragraph, width: HelpText.width) + [""]
        }
        lines += HelpText.wrap(["USAGE:"] + usageItems, indent: 7) + [""]
        if !arguments.isEmpty {
            lines.append("ARGUMENTS:")
            for (name, text) in arguments { lines += HelpText.entry(name, text) }
            lines.append("")
        }
        lines.append("OPTIONS:")
        for option in options { lines += HelpText.entry(option.synopsis, option.help) }
        lines += HelpText.entry("-h, --help", "Show help information.")
        if !subcommands.isEmpty {
            lines += ["", "SUBCOMMANDS:"]
            for (name, text) in subcommands { lines += HelpText.entry(name, text) }
            lines += ["", "  See 'prescheck help \(name) <subcommand>' for detailed help."]
        }
        return lines.joined(separator: "\n")
    }
}

/// Help layout: an 80-column page, entries with their text from column 26.
enum HelpText {
    static let width = 80
    static let column = 26

    /// `  --name <value>          Text wrapped at 80 columns,` then the rest aligned under the text.
    static func entry(_ name: String, _ text: String) -> [String] {
        let label = "  " + name
        let body = wrapWords(text, width: width - column)
        let pad = String(repeating: " ", count: column)
        if label.count + 2 > column {
            return [label] + body.map { pad + $0 }
        }
        var lines = [label.padding(toLength: column, withPad: " ", startingAt: 0) + (body.first ?? "")]
        lines += body.dropFirst().map { pad + $0 }
        return lines
    }

    /// `items` joined by spaces and wrapped between items at the page width, continuation lines
    /// indented by `indent` (a usage line: an option's brackets are never split).
    static func wrap(_ items: [String], indent: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for item in items {
            if !line.isEmpty, line.count + 1 + item.count > width {
                lines.append(line)
                line = String(repeating: " ", count: indent - 1)
            }
            line += (line.isEmpty ? "" : " ") + item
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    static func wrapWords(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

/// Bad usage: printed as one line, `error: MESSAGE`, and the command exits 2.
struct UsageError: Error {
    var message: String

    init(_ message: String) {
        self.message = message
    }

    init(unknownOption name: String, of verb: VerbSpec) {
        let accepted = verb.options.map(\.name) + ["--help"]
        message = "unknown option '\(name)' for 'prescheck \(verb.name)' (accepted: \(accepted.joined(separator: ", ")))"
    }

    /// `--cases: "x" is not …`: a bad value, with the option and what it accepts.
    static func badValue(_ option: String, _ value: String, accepted: String) -> UsageError {
        UsageError("\(option): \"\(value)\" is not accepted (accepted: \(accepted))")
    }
}
