import CheckerTestSupport
import Foundation
import PresCheckFuzzing
import Testing

@Suite("ChildProcess: a worker's pipes")
struct ChildProcessTests {
    /// A parent that drives `FuzzRun` itself (as the in-process memory tests do) has not installed
    /// `prescheck fuzz`'s signal handling, and its workers can end at any moment (the memory
    /// supervisor kills them). A write to an ended child must then fail, not end the parent with
    /// SIGPIPE.
    @Test("Sending to a child that has ended returns false and this process goes on")
    func sendToEndedChild() throws {
        let executable = try #require(Prescheck.executable, "the prescheck executable is not next to the test bundle")
        // `--help` prints and exits without reading its standard input.
        let child = try ChildProcess(arguments: ["--help"], captureErrors: false, executable: executable.path)
        #expect(child.wait() == .exited(0))
        // More than a pipe holds, so the write cannot succeed into the buffer.
        let line = String(repeating: "x", count: 1 << 17)
        #expect(!child.send(line))
        #expect(!child.send("again"))
    }
}
