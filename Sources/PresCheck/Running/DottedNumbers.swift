/// Unsigned numbers joined by dots, one token of a line between processes: the words of a
/// `SpaceSet`, and the abstract states and choices of a guided case (`WorkerProtocol`). Read
/// byte by byte, because a fuzz run's parent reads one such token per case for every case a
/// worker runs.
/// Serves every rule ID (it only carries what cases reached).
package enum DottedNumbers {
    /// The numbers `token` spells in `radix` (10 or 16, lowercase or uppercase digits), each
    /// non-empty and within `UInt64`; nil for anything else, the empty token included.
    package static func parse(_ token: Substring, radix: UInt64) -> [UInt64]? {
        var values: [UInt64] = []
        values.reserveCapacity(token.utf8.count / 2 + 1)
        var value: UInt64 = 0
        var digits = 0
        for byte in token.utf8 {
            if byte == UInt8(ascii: ".") {
                guard digits > 0 else { return nil }
                values.append(value)
                value = 0
                digits = 0
                continue
            }
            let digit: UInt64
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt64(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt64(byte - UInt8(ascii: "A")) + 10
            default: return nil
            }
            guard digit < radix else { return nil }
            let (shifted, overflowA) = value.multipliedReportingOverflow(by: radix)
            let (sum, overflowB) = shifted.addingReportingOverflow(digit)
            guard !overflowA, !overflowB else { return nil }
            value = sum
            digits += 1
        }
        guard digits > 0 else { return nil }
        values.append(value)
        return values
    }

    /// Appends `value`'s digits in `radix` (10 or 16) to `bytes`, as `String(value, radix:)`
    /// spells them (lowercase).
    package static func append(_ value: UInt64, radix: UInt64 = 10, to bytes: inout [UInt8]) {
        var divisor: UInt64 = 1
        while value / divisor >= radix { divisor *= radix }
        repeat {
            let digit = UInt8(value / divisor % radix)
            bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
            divisor /= radix
        } while divisor > 0
    }

    /// `values` in `radix`, joined by dots; `-` for none.
    package static func token(_ values: [UInt64], radix: UInt64) -> String {
        guard !values.isEmpty else { return "-" }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(values.count * 4)
        for (offset, value) in values.enumerated() {
            if offset > 0 { bytes.append(UInt8(ascii: ".")) }
            append(value, radix: radix, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
