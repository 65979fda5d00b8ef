import Foundation
import PresCheckCore

/// Files counterexamples in a corpus: `<corpus>/counterexamples/<RULE-ID>/<hash>.json`, one per
/// distinct scenario content. The hash is FNV-1a 64 over the canonical bytes of the content
/// (device, orientation, split width, root tree, actions; not the name, summary, expectations,
/// verdicts or origin), so the same counterexample found twice, by any run, under any rule, is
/// stored once: a second save merges its verdicts into the existing file and keeps its origin.
/// Every write is atomic (a temporary file in the same folder, renamed into place).
/// Serves every rule ID: files are filed by the rule their finding breaks.
package enum CounterexampleStore {
    /// The folder below the corpus that holds counterexamples.
    package static let folderName = "counterexamples"

    /// Why a counterexample could not be saved.
    /// Serves every rule ID: a counterexample without a rule cannot be filed.
    package enum SaveError: Error, CustomStringConvertible, Sendable {
        /// Neither an origin nor a fail verdict names the rule to file the scenario under.
        case noRule
        /// The scenario, with its verdicts and origin, would not load back (the problem, by field).
        case invalid(ScenarioFile.LoadError)
        /// A file with the same content exists but cannot be read, so it is left alone.
        case unreadableExisting(ScenarioFile.LoadError)

        package var description: String {
            switch self {
            case .noRule: return "a counterexample needs an origin or a fail verdict to name its rule"
            case .invalid(let error): return "the counterexample would not load back: \(error)"
            case .unreadableExisting(let error): return "a stored counterexample with the same content is unreadable: \(error)"
            }
        }
    }

    /// Saves `scenario` with `verdicts` (added to its own) and `origin` (replacing its own, if
    /// given) under `corpus`, and returns the file and whether it is new. An existing file with the
    /// same content keeps its name, summary, expectations and origin; its verdicts become the union
    /// of both, where a new verdict replaces a stored one for the same subject and property with the
    /// other outcome (the behaviour changed since). Saving what is already stored writes nothing.
    package static func save(
        _ scenario: Scenario, verdicts: [Verdict], origin: CounterexampleOrigin?, in corpus: URL
    ) throws -> (url: URL, isNew: Bool) {
        let hash = try contentHash(of: scenario)
        let folder = corpus.appendingPathComponent(folderName, isDirectory: true)
        let fileName = "\(hash).json"
        let incoming = scenario.verdicts + verdicts
        if let existingURL = existingFile(named: fileName, in: folder) {
            let existing: Scenario
            do {
                existing = try ScenarioFile.load(existingURL)
            } catch {
                throw SaveError.unreadableExisting(error)
            }
            var merged = existing
            merged.verdicts = merge(existing.verdicts, incoming)
            if merged.origin == nil { merged.origin = origin ?? scenario.origin }
            let data = try validatedBytes(of: merged, fileName: fileName)
            if try ScenarioFile.encode(existing) != data { try ScenarioFile.writeAtomically(data, to: existingURL) }
            return (existingURL, false)
        }
        var stored = scenario
        stored.verdicts = merge([], incoming)
        stored.origin = origin ?? scenario.origin
        // A crash or hang verdict names no rule: its property names the folder.
        let failing = stored.verdicts.first { $0.outcome == .fail }
        guard let rule = stored.origin?.finding.ruleName ?? failing.map({ $0.rule?.id ?? $0.property.rawValue }) else {
            throw SaveError.noRule
        }
        if stored.name.isEmpty { stored.name = "\(rule)-\(hash)" }
        // Validation checks the rule's spelling too, so it is safe as a folder name.
        let data = try validatedBytes(of: stored, fileName: fileName)
        let ruleFolder = folder.appendingPathComponent(rule, isDirectory: true)
        try FileManager.default.createDirectory(at: ruleFolder, withIntermediateDirectories: true)
        let url = ruleFolder.appendingPathComponent(fileName)
        try ScenarioFile.writeAtomically(data, to: url)
        return (url, true)
    }

    /// The stored file with `scenario`'s content in `corpus`, if there is one (in any rule folder).
    package static func storedFile(of scenario: Scenario, in corpus: URL) throws -> URL? {
        let folder = corpus.appendingPathComponent(folderName, isDirectory: true)
        return existingFile(named: "\(try contentHash(of: scenario)).json", in: folder)
    }

    /// The file name stem of a scenario: 16 lowercase hex digits of FNV-1a 64 over the canonical
    /// bytes of its content (device, orientation, split width, root, actions).
    package static func contentHash(of scenario: Scenario) throws -> String {
        struct Content: Encodable {
            var device: Device
            var orientation: Orientation
            var splitWidth: Double?
            var root: Node
            var actions: [Action]
        }
        let content = Content(device: scenario.device, orientation: scenario.orientation, splitWidth: scenario.splitWidth,
                              root: scenario.root, actions: scenario.actions)
        let hash = fnv1a64(try ScenarioFile.makeEncoder().encode(content))
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// FNV-1a, 64 bits.
    static func fnv1a64(_ bytes: Data) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// `<folder>/<RULE>/<name>` if some rule folder holds it (the first in sorted order).
    static func existingFile(named name: String, in folder: URL) -> URL? {
        let rules = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for rule in rules.sorted() {
            let candidate = folder.appendingPathComponent(rule, isDirectory: true).appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// The union of `stored` and `incoming`, in canonical order; an incoming verdict replaces stored
    /// ones for the same subject and property with the other outcome.
    static func merge(_ stored: [Verdict], _ incoming: [Verdict]) -> [Verdict] {
        var result = Set(stored)
        for verdict in incoming {
            result = result.filter {
                !($0.subject == verdict.subject && $0.property == verdict.property && $0.outcome != verdict.outcome)
            }
            result.insert(verdict)
        }
        return result.sorted()
    }

    /// The canonical bytes of `scenario`, once they are known to load back (so the store never
    /// writes a file the corpus cannot read).
    private static func validatedBytes(of scenario: Scenario, fileName: String) throws -> Data {
        let data = try ScenarioFile.encode(scenario)
        do {
            _ = try ScenarioFile.decode(data, file: fileName)
        } catch {
            throw SaveError.invalid(error)
        }
        return data
    }
}
