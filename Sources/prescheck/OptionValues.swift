import Foundation
import PresCheckFuzzing
import PresCheck
import PresCheckCore
import PresentationEngine

/// Option values shared by several verbs, each checked with an error that names the option and
/// what it accepts.
enum OptionValues {
    /// A whole number ≥ `minimum`.
    static func count(_ option: String, _ text: String, minimum: Int = 1) throws -> Int {
        guard let value = Int(text), value >= minimum else {
            throw UsageError.badValue(option, text, accepted: "a whole number ≥ \(minimum)")
        }
        return value
    }

    /// `30s`, `10m`, `8h`, `1.5h`, `90` (seconds): a positive number of seconds.
    static func duration(_ option: String, _ text: String) throws -> Double {
        let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600]
        var number = Substring(text)
        var scale = 1.0
        if let last = text.last, let unit = units[last] {
            number = text.dropLast()
            scale = unit
        }
        guard let value = Double(number), value.isFinite, value > 0 else {
            throw UsageError.badValue(option, text, accepted: "a positive number and a unit s, m or h, e.g. 30s, 10m, 8h")
        }
        return value * scale
    }

    static func seed(_ option: String, _ text: String) throws -> UInt64 {
        guard let seed = Profile.parseSeed(text) else {
            throw UsageError.badValue(option, text, accepted: "a whole number from 0 to \(UInt64.max), decimal or 0x hex")
        }
        return seed
    }

    static func defects(_ option: String, _ names: [String]) throws -> Set<Defect> {
        var defects: Set<Defect> = []
        for name in names {
            guard let defect = Defect(rawValue: name) else {
                throw UsageError("\(option): unknown defect \"\(name)\" (accepted: \(Defect.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            defects.insert(defect)
        }
        return defects
    }

    /// Catalogue rule IDs, in the order given, without repeats.
    static func rules(_ option: String, _ ids: [String]) throws -> [RuleKey] {
        var rules: [RuleKey] = []
        for id in ids {
            guard let rule = RuleKey(id: id) else {
                throw UsageError("\(option): unknown rule \"\(id)\" (accepted: \(RuleCatalogue.ids.joined(separator: ", ")))")
            }
            if !rules.contains(rule) { rules.append(rule) }
        }
        return rules
    }

    static func profile(_ option: String, _ text: String) throws -> Profile {
        guard let name = Profile.Name(rawValue: text) else {
            throw UsageError("\(option): unknown profile \"\(text)\" (accepted: \(Profile.Name.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return .named(name)
    }

    static func shard(_ option: String, _ text: String) throws -> Shard {
        do {
            return try Shard(parsing: text)
        } catch {
            throw UsageError.badValue(option, text, accepted: "I/N with 0 ≤ I < N, e.g. 0/4")
        }
    }

    /// The per-case watchdog option every verb that runs children shares.
    static let watchdogOption = OptionSpec.value(
        "--watchdog", "duration", "How long one case may run in a child process before it counts as a hang (default: 10s).")

    static func watchdog(_ parsed: VerbSpec.Parsed) throws -> Double {
        try parsed.value("--watchdog").map { try duration("--watchdog", $0) } ?? 10
    }

    /// The resident-memory limit option every verb that runs children shares (`oom`).
    static let rssLimitOption = OptionSpec.value(
        "--rss-limit", "MB",
        "The resident memory, in megabytes, a worker or a child checking a case may use; 0 for no limit "
            + "(default: \(FuzzOptions.defaultRSSLimit)). A case that takes a fresh worker over it by itself is an oom.")

    /// The smallest limit accepted: below it a fresh worker would be over it before any case.
    static let minimumRSSLimit = 32

    static func rssLimit(_ parsed: VerbSpec.Parsed) throws -> Int {
        guard let text = parsed.value("--rss-limit") else { return FuzzOptions.defaultRSSLimit }
        guard let value = Int(text), value == 0 || value >= minimumRSSLimit else {
            throw UsageError.badValue("--rss-limit", text, accepted: "0 (no limit) or a whole number of megabytes ≥ \(minimumRSSLimit)")
        }
        return value
    }
}

extension OptionValues {
    /// `--generation random|guided` (`GenerationMode`).
    static func generation(_ option: String, _ text: String) throws -> GenerationMode {
        guard let mode = GenerationMode(rawValue: text) else {
            throw UsageError.badValue(option, text, accepted: GenerationMode.allCases.map(\.rawValue).joined(separator: " or "))
        }
        return mode
    }
}
