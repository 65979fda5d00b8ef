import PresCheck
import Testing

@Suite("DottedNumbers: the number tokens of the worker protocol")
struct DottedNumbersTests {
    @Test("Decimal and hexadecimal tokens read back what was written, up to UInt64.max")
    func roundTrip() {
        let values: [UInt64] = [0, 1, 9, 10, 15, 16, 255, 1 << 32, UInt64.max]
        for radix in [10, 16] {
            let token = values.map { String($0, radix: radix) }.joined(separator: ".")
            #expect(DottedNumbers.parse(token[...], radix: UInt64(radix)) == values)
        }
        #expect(DottedNumbers.parse("FF.a0", radix: 16) == [255, 160])
        #expect(DottedNumbers.parse("7", radix: 10) == [7])
        // A token in the middle of a line is read within its own bounds.
        let line = "done 3 ff.a0 12.7"
        #expect(DottedNumbers.parse(line.dropFirst(7).prefix(5), radix: 16) == [255, 160])
        #expect(DottedNumbers.parse(line.dropFirst(13), radix: 10) == [12, 7])
    }

    @Test("Empty parts, foreign characters, digits beyond the radix and overflow are refused")
    func refusals() {
        for token in ["", ".", "1.", ".1", "1..2", "1 2", "+1", "-1", "1a", "g", "18446744073709551616"] {
            #expect(DottedNumbers.parse(token[...], radix: 10) == nil, "\(token)")
        }
        #expect(DottedNumbers.parse("10000000000000000", radix: 16) == nil)
        #expect(DottedNumbers.parse("fg", radix: 16) == nil)
    }

    @Test("Digits are written as String spells them, in decimal and lowercase hexadecimal")
    func digits() {
        for value: UInt64 in [0, 1, 9, 10, 15, 16, 99, 100, 255, 12_345, 10_000_000_000_000_000_000, UInt64.max] {
            for radix: UInt64 in [10, 16] {
                var bytes: [UInt8] = [UInt8(ascii: "x")]
                DottedNumbers.append(value, radix: radix, to: &bytes)
                #expect(String(decoding: bytes, as: UTF8.self) == "x" + String(value, radix: Int(radix)))
            }
        }
        #expect(DottedNumbers.token([], radix: 10) == "-")
        #expect(DottedNumbers.token([255, 0, 16], radix: 16) == "ff.0.10")
    }
}
