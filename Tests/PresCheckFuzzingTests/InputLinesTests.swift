import Foundation
import PresCheckFuzzing
import Testing

@Suite("InputLines: a worker's input, a line at a time")
struct InputLinesTests {
    /// The lines `InputLines` hands out for `text`, read from a file (so that a long line takes
    /// several reads).
    private func lines(_ text: String) throws -> [String] {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("input-lines-\(UUID().uuidString)")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let fd = open(url.path, O_RDONLY)
        #expect(fd >= 0)
        defer { close(fd) }
        var input = InputLines(fd: fd)
        var lines: [String] = []
        while input.next({ lines.append(String(decoding: $0, as: UTF8.self)) }) {}
        return lines
    }

    @Test("Lines come out as readLine() strips them: \\n and \\r\\n removed, empty lines kept, the last one without a newline too")
    func asReadLineStripsThem() throws {
        #expect(try lines("run 1\nrun 2\r\n\nrun 3") == ["run 1", "run 2", "", "run 3"])
        #expect(try lines("a\r\nb\r") == ["a", "b\r"])
        #expect(try lines("") == [])
        #expect(try lines("\n") == [""])
    }

    @Test("A line longer than a read, and many lines in one, come out whole and in order")
    func longAndMany() throws {
        let long = String(repeating: "1.", count: 100_000) + "1"
        #expect(try lines("run 7 2:" + long + "\nrun 8\n") == ["run 7 2:" + long, "run 8"])
        let many = (0..<20_000).map { "run \($0)" }
        #expect(try lines(many.joined(separator: "\n") + "\n") == many)
    }
}
