import Foundation

/// Reading and writing scenario files: canonical JSON (sorted keys, pretty printed), the schema
/// version decoded first, and errors that name the file and the field.
/// Serves every rule ID: the corpus format of all of them.
public enum ScenarioFile {
    /// A scenario file that could not be used, naming the file and what is wrong with it.
    /// Serves every rule ID: no scenario runs that the suite cannot read.
    public struct LoadError: Error, CustomStringConvertible, Sendable {
        public var file: String
        /// The JSON path of the offending field, e.g. `actions[2].node`; empty for the whole file.
        public var field: String
        public var problem: String

        public init(file: String, field: String, problem: String) {
            self.file = file
            self.field = field
            self.problem = problem
        }

        public var description: String {
            field.isEmpty ? "\(file): \(problem)" : "\(file): \(field): \(problem)"
        }
    }

    /// The canonical encoder: every file the suite writes goes through it.
    public static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return encoder
    }

    /// The canonical bytes of a scenario, ending in a newline.
    public static func encode(_ scenario: Scenario) throws -> Data {
        var data = try makeEncoder().encode(scenario)
        data.append(0x0A)
        return data
    }

    /// Decodes and validates a scenario; `file` names it in errors.
    public static func decode(_ data: Data, file: String) throws(LoadError) -> Scenario {
        if let field = JSONNesting.firstTooDeep(in: data, limit: ScenarioLimits.jsonDepth) {
            throw LoadError(file: file, field: field,
                            problem: "nested too deep (limit \(ScenarioLimits.jsonDepth) levels of objects and arrays)")
        }
        struct Header: Decodable { var schemaVersion: Int? }
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: data)
        } catch {
            throw LoadError(file: file, field: "", problem: "not a JSON object (\(describe(error)))")
        }
        guard let version = header.schemaVersion else {
            throw LoadError(file: file, field: "schemaVersion", problem: "missing")
        }
        let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        guard Scenario.supportedSchemaVersions.contains(version) else {
            // A newer file: say which of its fields and actions this build does not know.
            let unknown = json.map(ScenarioFields.unknown(in:)) ?? []
            let named = unknown.isEmpty ? "" : "; fields it does not know: "
                + unknown.prefix(ScenarioFields.namedAtMost).map(\.description).joined(separator: ", ")
                + (unknown.count > ScenarioFields.namedAtMost ? ", … (\(unknown.count) in all)" : "")
            throw LoadError(file: file, field: "schemaVersion",
                            problem: "version \(version) is not supported; this build reads \(Scenario.supportedVersionsText)\(named)")
        }
        // A field this build does not know is refused, not ignored: a misspelling, or a newer
        // build's field this file should not have claimed to be readable without.
        if let json, let first = ScenarioFields.unknown(in: json).first {
            throw LoadError(file: file, field: first.field, problem: first.problem(version: version))
        }
        var scenario: Scenario
        do {
            scenario = try JSONDecoder().decode(Scenario.self, from: data)
        } catch let error as DecodingError {
            let (field, problem) = locate(error)
            throw LoadError(file: file, field: field, problem: problem)
        } catch {
            throw LoadError(file: file, field: "", problem: describe(error))
        }
        if version < 3, let field = scenario.firstVersion3Field {
            throw LoadError(file: file, field: field, problem: "needs schemaVersion 3 (this file says \(version))")
        }
        if let issue = ScenarioValidation.firstProblem(in: scenario) {
            throw LoadError(file: file, field: issue.field, problem: issue.problem)
        }
        // Validation named problems by their place in the file; in memory, verdicts are canonical.
        scenario.verdicts.sort()
        return scenario
    }

    /// Loads a scenario file from disk.
    public static func load(_ url: URL) throws(LoadError) -> Scenario {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw LoadError(file: url.path, field: "", problem: "cannot be read (\(describe(error)))")
        }
        return try decode(data, file: url.path)
    }

    /// Writes atomically, so a crash never leaves half a file: the bytes go to a temporary file in
    /// the same folder (a name ending in `.tmp`, which no corpus run reads), which is then renamed
    /// over `url`.
    public static func write(_ scenario: Scenario, to url: URL) throws {
        try writeAtomically(encode(scenario), to: url)
    }

    /// Writes `data` to a temporary file beside `url` and renames it into place.
    public static func writeAtomically(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                let code = errno
                throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    private static func locate(_ error: DecodingError) -> (String, String) {
        func path(_ keys: [any CodingKey]) -> String {
            var text = ""
            for key in keys {
                if let index = key.intValue { text += "[\(index)]" } else { text += text.isEmpty ? key.stringValue : ".\(key.stringValue)" }
            }
            return text
        }
        switch error {
        case .keyNotFound(let key, let context):
            return (path(context.codingPath + [key]), "missing")
        case .typeMismatch(let type, let context):
            return (path(context.codingPath), "expected \(type)")
        case .valueNotFound(let type, let context):
            return (path(context.codingPath), "expected \(type), found null")
        case .dataCorrupted(let context):
            return (path(context.codingPath), context.debugDescription)
        @unknown default:
            return ("", "\(error)")
        }
    }

    private static func describe(_ error: any Error) -> String {
        if let error = error as? DecodingError { return locate(error).1 }
        return (error as NSError).localizedDescription
    }
}
