/// What a property is checked on: the engine (with some defects injected, or none: the
/// conforming engine) or the oracle alone (metamorphic properties only). Files, messages and
/// reports name it by `description`; a name is parsed once, when a file is read (`init(parsing:)`).
/// Serves the defect table: every defect is a subject that must fail its rule.
public enum Subject: Hashable, Sendable, Comparable, CustomStringConvertible, Codable {
    case engine(defects: [Defect])
    case oracle

    /// The conforming engine.
    public static let conformingEngine = Subject.engine(defects: [])

    /// An engine with `defects` on, named in a canonical (sorted) order.
    public static func engine(_ defects: Set<Defect>) -> Subject {
        .engine(defects: defects.sorted { $0.rawValue < $1.rawValue })
    }

    public var defects: [Defect] {
        if case .engine(let defects) = self { return defects }
        return []
    }

    /// `engine`, `engine+DEFECT+DEFECT`, or `oracle`: how files and messages name a subject.
    public var description: String {
        switch self {
        case .engine(let defects): return (["engine"] + defects.map(\.rawValue)).joined(separator: "+")
        case .oracle: return "oracle"
        }
    }

    /// A subject's name that cannot be read, and why.
    public struct NameError: Error, Hashable, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// Parses `description` back, with the defects in any order; throws, saying what is wrong, for
    /// an unknown name or defect or a defect named twice.
    public init(parsing name: String) throws(NameError) {
        if name == "oracle" {
            self = .oracle
            return
        }
        let parts = name.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        guard parts.first == "engine" else {
            throw NameError(description: "unknown subject \"\(name)\" (engine, engine+DEFECT[+DEFECT…] or oracle)")
        }
        var defects: Set<Defect> = []
        for part in parts.dropFirst() {
            guard let defect = Defect(rawValue: part) else {
                throw NameError(description: "unknown defect \"\(part)\" in subject \"\(name)\" (see `prescheck defects`)")
            }
            guard defects.insert(defect).inserted else {
                throw NameError(description: "defect \"\(part)\" named twice in subject \"\(name)\"")
            }
        }
        self = .engine(defects)
    }

    /// Its name, in canonical form (defects sorted).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        do {
            self = try Subject(parsing: name)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// By name: files list verdicts in this order.
    public static func < (lhs: Subject, rhs: Subject) -> Bool { lhs.description < rhs.description }
}
