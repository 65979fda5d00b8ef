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
}
