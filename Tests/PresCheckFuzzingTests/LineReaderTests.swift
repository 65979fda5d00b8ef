import Foundation
import PresCheckFuzzing
import Testing

@Suite("LineReader: lines from a worker's pipe")
struct LineReaderTests {
    /// Writes `text` to the pipe's write end.
    private func write(_ text: String, to fd: Int32) {
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress!, $0.count) }
        #expect(written == bytes.count)
    }

    @Test("Lines split across reads come out whole and in order; a partial line waits for its end")
    func partialLines() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let reader = LineReader(ends[0])
        defer { reader.close(); close(ends[1]) }

        write("start 1\ndone 1 - ", to: ends[1])
        reader.fill()
        #expect(reader.nextLine() == "start 1")
        #expect(reader.nextLine() == nil)

        write("ab.cd\nstart 2\n\nfin", to: ends[1])
        reader.fill()
        #expect(reader.nextLine() == "done 1 - ab.cd")
        #expect(reader.nextLine() == "start 2")
        #expect(reader.nextLine() == "")
        #expect(reader.nextLine() == nil)

        write("al\n", to: ends[1])
        reader.fill()
        #expect(reader.nextLine() == "final")
        #expect(reader.nextLine() == nil)
        #expect(!reader.isAtEnd)
    }

    @Test("Many lines in one read are handed out one by one, the last one included")
    func manyLines() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let reader = LineReader(ends[0])
        defer { reader.close() }
        write((0..<1000).map { "line \($0)\n" }.joined(), to: ends[1])
        close(ends[1])
        reader.fill()
        var lines: [String] = []
        while let line = reader.nextLine() { lines.append(line) }
        #expect(lines == (0..<1000).map { "line \($0)" })
        #expect(reader.isAtEnd)
    }
}
