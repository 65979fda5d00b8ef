/// Unsigned numbers joined by dots, one token of a line between processes: the words of a
/// `SpaceSet`, and the abstract states and choices of a guided case (`WorkerProtocol`). Read
/// byte by byte from the line's own bytes, and written straight into a line's bytes, because a fuzz
/// run's parent reads such tokens for every case a worker runs, and a worker writes them.
/// Serves every rule ID (it only carries what cases reached).
package enum DottedNumbers {
    /// The numbers `token` spells in `radix` (10 or 16, lowercase or uppercase digits), each
    /// non-empty and within `UInt64`; nil for anything else, the empty token included.
    package static func parse(_ token: Substring, radix: UInt64) -> [UInt64]? {
        var token = token
        return token.withUTF8 { parse($0, radix: radix) }
    }

    /// The numbers the bytes of a token spell, as `parse(_:radix:)` reads its text.
    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>, radix: UInt64) -> [UInt64]? {
        // Each number but the last ends at a dot after at least one digit, so a token of n bytes
        // spells at most n / 2 + 1 numbers.
        var values: [UInt64] = []
        values.reserveCapacity(bytes.count / 2 + 1)
        guard read(bytes, radix: radix, { values.append($0) }) != nil else { return nil }
        return values
    }

    /// Hands the numbers the bytes of a token spell to `body`, in order, and returns how many
    /// there were; nil for a token `parse(_:radix:)` refuses (after handing out the numbers before
    /// the fault). A `SpaceSet` reads its words this way, with no list made for them.
    @inline(__always)
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, radix: UInt64, _ body: (UInt64) -> Void) -> Int? {
        // The wire's two radixes are constants here, so that multiplying by one is cheap.
        switch radix {
        case 10: return read(bytes, fixedRadix: 10, body)
        case 16: return read(bytes, fixedRadix: 16, body)
        default: return read(bytes, fixedRadix: radix, body)
        }
    }

    @inline(__always)
    private static func read(_ bytes: UnsafeBufferPointer<UInt8>, fixedRadix radix: UInt64, _ body: (UInt64) -> Void) -> Int? {
        // A number of fewer digits than this cannot overflow with one more (10^19 and 16^16 fit
        // in 64 bits), so only a longer one needs the checked arithmetic.
        let uncheckedDigits = radix == 10 ? 19 : radix == 16 ? 16 : 0
        var count = 0
        var value: UInt64 = 0
        var digits = 0
        for byte in bytes {
            let digit = digitValue(byte, radix: radix)
            if digit < radix {
                if digits < uncheckedDigits {
                    value = value &* radix &+ digit
                } else {
                    let (shifted, overflowA) = value.multipliedReportingOverflow(by: radix)
                    let (sum, overflowB) = shifted.addingReportingOverflow(digit)
                    guard !overflowA, !overflowB else { return nil }
                    value = sum
                }
                digits += 1
            } else {
                guard byte == UInt8(ascii: "."), digits > 0 else { return nil }
                body(value)
                count += 1
                value = 0
                digits = 0
            }
        }
        guard digits > 0 else { return nil }
        body(value)
        return count + 1
    }

    /// The value of `byte` as a digit in `radix`, `radix` or more for any other byte: in decimal,
    /// where only 0 to 9 are digits, one subtraction tells them (any other byte comes out 10 or
    /// more); in another radix, letters count too (`digitValue(_:)`).
    @inline(__always)
    private static func digitValue(_ byte: UInt8, radix: UInt64) -> UInt64 {
        radix == 10 ? UInt64(byte &- UInt8(ascii: "0")) : digitValue(byte)
    }

    /// The value of a digit of any radix up to 16 (lowercase or uppercase); 255 for any other byte.
    @inline(__always)
    private static func digitValue(_ byte: UInt8) -> UInt64 {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt64(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt64(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt64(byte - UInt8(ascii: "A")) + 10
        default: return 255
        }
    }

    /// The one number `bytes` spell in `radix` (2 to 16), as `UInt64(_:radix:)` reads their text:
    /// plain digits are read in place; anything else (a sign, a stray byte, too many digits) is
    /// left to that parser, so that the answer is always the same as its.
    package static func number(_ bytes: UnsafeBufferPointer<UInt8>, radix: Int) -> UInt64? {
        var value: UInt64 = 0
        for byte in bytes {
            let digit = digitValue(byte)
            let (shifted, overflowA) = value.multipliedReportingOverflow(by: UInt64(radix))
            let (sum, overflowB) = shifted.addingReportingOverflow(digit)
            guard digit < UInt64(radix), !overflowA, !overflowB else { return UInt64(String(decoding: bytes, as: UTF8.self), radix: radix) }
            value = sum
        }
        return bytes.isEmpty ? nil : value
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
        String(unsafeUninitializedCapacity: capacity(of: values)) { write(values, radix: radix, to: $0, at: 0) }
    }

    /// The most bytes the token of `values` takes.
    package static func capacity(of values: [UInt64]) -> Int { max(1, values.count * (maxDigits + 1)) }

    /// Writes the token of `values` in `radix` (10 or 16) at `position` of `buffer`, which has
    /// `capacity(of:)` bytes of room there, and returns the position after it.
    package static func write(_ values: [UInt64], radix: UInt64, to buffer: UnsafeMutableBufferPointer<UInt8>, at position: Int) -> Int {
        guard !values.isEmpty else {
            buffer[position] = UInt8(ascii: "-")
            return position + 1
        }
        // The wire's two radixes are constants here, so that dividing by one is a multiplication
        // or a shift.
        switch radix {
        case 10: return spell(values, radix: 10, to: buffer, at: position)
        case 16: return spell(values, radix: 16, to: buffer, at: position)
        default: return spell(values, radix: radix, to: buffer, at: position)
        }
    }

    /// The most digits a `UInt64` has (20, in decimal).
    package static let maxDigits = 20

    @inline(__always)
    private static func spell(_ values: [UInt64], radix: UInt64, to buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        var position = start
        for (offset, value) in values.enumerated() {
            if offset > 0 {
                buffer[position] = UInt8(ascii: ".")
                position += 1
            }
            position = write(value, radix: radix, to: buffer, at: position)
        }
        return position
    }

    /// Writes `value`'s digits in `radix` (2 to 16) at `position` of `buffer`, which has room for
    /// `maxDigits` there, and returns the position after them: the digits are counted first (in
    /// hexadecimal, from the leading zero bits), then made least significant first, one division
    /// each, straight into their places.
    @inline(__always)
    package static func write(_ value: UInt64, radix: UInt64, to buffer: UnsafeMutableBufferPointer<UInt8>, at position: Int) -> Int {
        // A single decimal digit, most of a guided case's choices, needs no count and no division.
        if value < min(radix, 10) {
            buffer[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value)
            return position + 1
        }
        var width = 1
        if radix == 16 {
            width = max(1, (UInt64.bitWidth - value.leadingZeroBitCount + 3) / 4)
        } else {
            var limit = radix
            while value >= limit {
                width += 1
                let (next, overflow) = limit.multipliedReportingOverflow(by: radix)
                if overflow { break }
                limit = next
            }
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
