import Foundation

/// The nesting of a JSON text, measured before it is decoded: Foundation's decoder gives up on deep
/// nesting with "not valid JSON", so a file nested deeper than `ScenarioLimits.jsonDepth` is refused
/// first, naming where the limit was crossed (`Corpus/FORMAT.md`, Conventions).
/// Serves every rule ID: the corpus format of all of them.
enum JSONNesting {
    /// One open object or array: the key or index being read in it.
    private struct Level {
        var isArray: Bool
        var key = ""
        var index = 0
    }

    /// The field path (as `ScenarioFile.LoadError` names fields) of the first object or array that
    /// opens deeper than `limit` levels, or nil when none does. Malformed text is left to the
    /// decoder, which names its own problem.
    static func firstTooDeep(in data: Data, limit: Int) -> String? {
        var levels: [Level] = []
        var inString = false, escaped = false
        var text: [UInt8] = []
        var lastString = ""
        for byte in data {
            if inString {
                if escaped { escaped = false; text.append(byte) } else if byte == UInt8(ascii: "\\") { escaped = true }
                else if byte == UInt8(ascii: "\"") { inString = false; lastString = String(decoding: text, as: UTF8.self) }
                else { text.append(byte) }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                text.removeAll(keepingCapacity: true)
            case UInt8(ascii: ":"):
                if !levels.isEmpty, !levels[levels.count - 1].isArray { levels[levels.count - 1].key = lastString }
            case UInt8(ascii: ","):
                if !levels.isEmpty, levels[levels.count - 1].isArray { levels[levels.count - 1].index += 1 }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if levels.count >= limit { return path(levels) }
                levels.append(Level(isArray: byte == UInt8(ascii: "[")))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !levels.isEmpty { levels.removeLast() }
            default:
                break
            }
        }
        return nil
    }

    /// `root.children[0].children[1]`: the path to where the next container would open.
    private static func path(_ levels: [Level]) -> String {
        var text = ""
        for level in levels {
            if level.isArray { text += "[\(level.index)]" } else { text += text.isEmpty ? level.key : ".\(level.key)" }
        }
        return abbreviated(text)
    }

    /// A field path with each run of four or more identical steps written once with its count:
    /// `root(.children[0] ×80).children`. A step is a key with the indices that follow it.
    static func abbreviated(_ path: String) -> String {
        var steps: [String] = []
        for character in path {
            if character == "." || steps.isEmpty { steps.append(String(character)) } else { steps[steps.count - 1].append(character) }
        }
        var text = ""
        var index = 0
        while index < steps.count {
            var end = index + 1
            while end < steps.count, steps[end] == steps[index] { end += 1 }
            text += end - index >= 4 ? "(\(steps[index]) ×\(end - index))" : steps[index..<end].joined()
            index = end
        }
        return text
    }
}
