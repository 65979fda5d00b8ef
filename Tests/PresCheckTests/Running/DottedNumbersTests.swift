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

    @Test("One number reads from its bytes as UInt64(_:radix:) reads its text: signs, stray bytes and overflow too")
    func oneNumber() {
        let texts = ["0", "7", "0042", "18446744073709551615", "18446744073709551616", "99999999999999999999999", "", "+5", "-0",
                     "-1", "+", "-", "+-1", "1a", "a", "FF", "ff", "ffffffffffffffff", "10000000000000000", " 1", "1 ", "1.2", "é"]
        for text in texts {
            for radix in [10, 16] {
                let read = Array(text.utf8).withUnsafeBufferPointer { DottedNumbers.number($0, radix: radix) }
                #expect(read == UInt64(text, radix: radix), "\(text) in radix \(radix)")
            }
        }
    }

    @Test("A token's bytes read as its text does, within their own bounds")
    func bytes() {
        for token in ["ff.a0", "0", "1.", "", "-", "12.7", "1..2", "+1", "18446744073709551616", "ffffffffffffffff.1"] {
            for radix: UInt64 in [10, 16] {
                let read = Array(("x" + token + " ").utf8).withUnsafeBufferPointer { line in
                    DottedNumbers.parse(UnsafeBufferPointer(rebasing: line[1..<(line.count - 1)]), radix: radix)
                }
                #expect(read == DottedNumbers.parse(token[...], radix: radix), "\(token) in radix \(radix)")
            }
        }
    }
}
