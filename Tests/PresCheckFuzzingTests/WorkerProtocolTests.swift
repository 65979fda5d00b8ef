import PresCheckFuzzing
import Testing

@Suite("WorkerProtocol: the words of a line")
struct WorkerProtocolTests {
    @Test("A line splits at its first space; a part of a line splits within its own bounds")
    func split() {
        let (word, rest) = WorkerProtocol.split("done 12 ff 3.a _")
        #expect(word == "done" && rest == "12 ff 3.a _")
        let (index, detail) = WorkerProtocol.split(rest)
        #expect(index == "12" && detail == "ff 3.a _")
        let (token, after) = WorkerProtocol.split(detail.dropFirst(3).dropLast(2))
        #expect(token == "3.a" && after.isEmpty)
        let (empty, afterEmpty) = WorkerProtocol.split(" x")
        #expect(empty.isEmpty && afterEmpty == "x")
        let (trailing, nothing) = WorkerProtocol.split("tick ")
        #expect(trailing == "tick" && nothing.isEmpty)
        let (accented, next) = WorkerProtocol.split("é ü")
        #expect(accented == "é" && next == "ü")
    }

    @Test("A line's words read in place from its bytes are the words and rests split gives")
    func words() {
        for line in ["done 12 ff 3.a _", "tick ", " x", "start", "", "é ü", "a  b", "run 7 1:2._", "done 3 - - - 1 2"] {
            Array(line.utf8).withUnsafeBufferPointer { bytes in
                var words = WorkerProtocol.Words(bytes)
                var rest = line[...]
                for _ in 0..<5 {
                    let (word, after) = WorkerProtocol.split(rest)
                    #expect(WorkerProtocol.text(words.next()) == String(word), "\(line)")
                    #expect(WorkerProtocol.text(words.rest) == String(after), "\(line)")
                    rest = after
                }
            }
        }
    }
}
