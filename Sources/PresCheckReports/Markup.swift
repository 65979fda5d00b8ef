import Foundation
import PresCheck
import PresCheckCore

/// Text for the files reports write (SVG, HTML, XML, Markdown): escaping and one fixed number
/// format, so the same input always gives the same bytes.
/// Serves every rule ID: every report names rules through it.
enum Markup {
    /// `text` safe inside an XML element or a double-quoted attribute.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                // XML 1.0 forbids most control characters; a report never needs them.
                if character.value < 0x20, character != "\n", character != "\t" {
                    result += " "
                } else {
                    result.unicodeScalars.append(character)
                }
            }
        }
        return result
    }

    /// A number rounded to 3 decimals, without trailing zeros, a trailing point or a negative
    /// zero: `393`, `65.5`, `0.333`. Never `description` of a Double.
    static func number(_ value: Double) -> String { value.roundedText }

    /// A rectangle as messages write it: `(65.5, 213, 262, 426)`.
    static func rect(_ rect: Rect) -> String {
        "(\(number(rect.x)), \(number(rect.y)), \(number(rect.width)), \(number(rect.height)))"
    }

    /// An id usable as an HTML anchor: letters, digits and `-`, everything else as `-`.
    static func anchor(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? Character($0.lowercased()) : "-" })
    }
}
