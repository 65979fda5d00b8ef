/// Unsigned numbers joined by dots, one token of a line between processes: the words of a
/// `SpaceSet`, and the abstract states and choices of a guided case (`WorkerProtocol`). Read
/// byte by byte from the token's own storage, because a fuzz run's parent reads one such token
/// per case for every case a worker runs.
/// Serves every rule ID (it only carries what cases reached).
package enum DottedNumbers {
    /// The numbers `token` spells in `radix` (10 or 16, lowercase or uppercase digits), each
    /// non-empty and within `UInt64`; nil for anything else, the empty token included.
    package static func parse(_ token: Substring, radix: UInt64) -> [UInt64]? {
        var token = token
        // Read from the token's own storage, a byte costs a few instructions instead of a string
        // index's checks; the wire's two radixes are constants, so multiplying by one is cheap.
        return token.withUTF8 { bytes in
            switch radix {
            case 10: return parse(bytes, radix: 10)
            case 16: return parse(bytes, radix: 16)
            default: return parse(bytes, radix: radix)
            }
        }
    }

    /// The numbers `bytes` spell, as `parse(_:radix:)` reads a token.
    @inline(__always)
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, radix: UInt64) -> [UInt64]? {
        var values: [UInt64] = []
        values.reserveCapacity(bytes.count / 2 + 1)
        var value: UInt64 = 0
        var digits = 0
        for byte in bytes {
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
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxDigits) { digits in
            let end = write(value, radix: radix, to: digits, at: 0)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[..<end]))
        }
    }

    /// `values` in `radix`, joined by dots; `-` for none.
    package static func token(_ values: [UInt64], radix: UInt64) -> String {
        guard !values.isEmpty else { return "-" }
        // The wire's two radixes are constants here, so that dividing by one is a multiplication
        // or a shift.
        switch radix {
        case 10: return spell(values, radix: 10)
        case 16: return spell(values, radix: 16)
        default: return spell(values, radix: radix)
        }
    }

    /// The most digits a `UInt64` has (20, in decimal).
    static let maxDigits = 20

    @inline(__always)
    private static func spell(_ values: [UInt64], radix: UInt64) -> String {
        String(unsafeUninitializedCapacity: values.count * (maxDigits + 1)) { buffer in
            var position = 0
            for (offset, value) in values.enumerated() {
                if offset > 0 {
                    buffer[position] = UInt8(ascii: ".")
                    position += 1
                }
                position = write(value, radix: radix, to: buffer, at: position)
            }
            return position
        }
    }

    /// Writes `value`'s digits in `radix` (2 to 16) at `position` of `buffer`, which has room for
    /// `maxDigits` there, and returns the position after them: the digits are counted first, then
    /// made least significant first, one division each, straight into their places.
    @inline(__always)
    static func write(_ value: UInt64, radix: UInt64, to buffer: UnsafeMutableBufferPointer<UInt8>, at position: Int) -> Int {
        var width = 1
        var limit = radix
        while value >= limit {
            width += 1
            let (next, overflow) = limit.multipliedReportingOverflow(by: radix)
            if overflow { break }
            limit = next
        }
        var rest = value
        var index = position + width
        repeat {
            index -= 1
            let digit = UInt8(truncatingIfNeeded: rest % radix)
            buffer[index] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
            rest /= radix
        } while rest > 0
        return position + width
    }
}
