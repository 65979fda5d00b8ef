import Foundation

/// The nesting of a JSON text, measured before it is decoded: Foundation's decoder gives up on deep
/// nesting with "not valid JSON", so a file nested deeper than `ScenarioLimits.jsonDepth` is refused
/// first, naming where the limit was crossed (`Corpus/FORMAT.md`, Conventions).
/// Serves every rule ID: the corpus format of all of them.
enum JSONNesting {
    /// One open object or array: the key (where its text sits in the file) or index being read in it.
    private struct Level {
        var isArray: Bool
        var key = 0..<0
        var index = 0
    }

    /// The field path (as `ScenarioFile.LoadError` names fields) of the first object or array that
    /// opens deeper than `limit` levels, or nil when none does. Malformed text is left to the
    /// decoder, which names its own problem.
    static func firstTooDeep(in data: Data, limit: Int) -> String? {
        // Through the bytes in place: every file a run or a test loads is read here first, and an
        // unoptimised build steps a `Data` iterator slowly.
        data.withUnsafeBytes { firstTooDeep(in: $0, limit: limit) }
    }

    private static func firstTooDeep(in bytes: UnsafeRawBufferPointer, limit: Int) -> String? {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        var levels: [Level] = []
        // Where the text of the last string read sits, its escapes still in: a key is spelt out
        // only for the path of a refusal.
        var lastString = 0..<0
        var offset = 0
        while offset < bytes.count {
            switch bytes[offset] {
            case quote:
                let start = offset + 1
                offset = start
                while offset < bytes.count, bytes[offset] != quote { offset += bytes[offset] == backslash ? 2 : 1 }
                guard offset < bytes.count else { return nil }
                lastString = start..<offset
            case UInt8(ascii: ":"):
                if !levels.isEmpty, !levels[levels.count - 1].isArray { levels[levels.count - 1].key = lastString }
            case UInt8(ascii: ","):
                if !levels.isEmpty, levels[levels.count - 1].isArray { levels[levels.count - 1].index += 1 }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if levels.count >= limit { return path(levels, in: bytes) }
                levels.append(Level(isArray: bytes[offset] == UInt8(ascii: "[")))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !levels.isEmpty { levels.removeLast() }
            default:
                break
            }
            offset += 1
        }
        return nil
    }

    /// The text of the string at `range` of `bytes`: a backslash keeps the byte after it as it is.
    private static func text(_ range: Range<Int>, in bytes: UnsafeRawBufferPointer) -> String {
        var text: [UInt8] = []
        var offset = range.lowerBound
        while offset < range.upperBound {
            if bytes[offset] == UInt8(ascii: "\\") { offset += 1 }
            if offset < range.upperBound { text.append(bytes[offset]) }
            offset += 1
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// `root.children[0].children[1]`: the path to where the next container would open.
    private static func path(_ levels: [Level], in bytes: UnsafeRawBufferPointer) -> String {
        var path = ""
        for level in levels {
            if level.isArray {
                path += "[\(level.index)]"
            } else {
                let key = text(level.key, in: bytes)
                path += path.isEmpty ? key : ".\(key)"
            }
        }
        return abbreviated(path)
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
