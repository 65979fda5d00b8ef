import CheckerTestSupport
import Foundation
import PresCheckFuzzing
import Testing

/// A worker holds a case's result lines until the next case's `start` line or until it waits for
/// input (`WorkerOutput`): the parent must still get every line, in order, while the worker's input
/// stays open.
@Suite("WorkerOutput: a worker's lines reach the parent in order, none held while it waits")
struct WorkerOutputTests {
    /// The next line `child` writes within a minute; nil if none comes.
    private func line(_ child: ChildProcess) -> String? {
        child.output.waitForLine(seconds: 60)
    }

    @Test("A case's done line arrives while the input is open; cases sent together answer in order")
    func linesArriveInOrder() throws {
        let executable = try #require(Prescheck.executable, "the prescheck executable is not next to the test bundle")
        let child = try ChildProcess(arguments: ["_worker", "--seed", "1", "--profile", "ci"], captureErrors: false,
                                     executable: executable.path)
        // One case, then nothing more: its `done` line may not wait for a next case that never comes.
        #expect(child.send("run 0"))
        #expect(line(child) == "start 0")
        #expect(line(child)?.hasPrefix("done 0 ") == true)
        // Three cases in one write: each `done` comes after its own `start` and before the next one's.
        #expect(child.send(bytes: Array("run 1\nrun 2\nrun 3\n".utf8)[...]))
        var lines: [String] = []
        for _ in 0..<6 { lines.append(line(child) ?? "") }
        #expect(lines.map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
                == ["start 1", "done 1", "start 2", "done 2", "start 3", "done 3"])
        child.closeInput()
        #expect(child.wait() == .exited(0))
        #expect(line(child) == nil)
    }
}
