import Foundation

/// A worker's standard output. A case's result lines (`finding`, `observed`, `done`, `error`)
/// are held and go out with the next case's `start` line, or before the worker waits for
/// input, whichever comes first: a worker with cases queued then writes once a case, not twice,
/// and wakes its parent half as often. Every other line goes out at once, with whatever is held
/// ahead of it, so the parent reads the lines in the order they were made, and a `start` line is
/// on the pipe before its case runs (a trap or a hang in the case is pinned on it).
/// Serves every rule ID (it carries the cases' findings).
package final class WorkerOutput {
    private var held: [UInt8] = []

    package init() {}

    /// Keeps `line` (a newline is added) to go out with the next line sent or at the next flush.
    package func hold(_ line: consuming String) {
        var text = line
        text.withUTF8 { held.append(contentsOf: $0) }
        held.append(UInt8(ascii: "\n"))
    }

    /// Writes what is held, then `line` and its newline, in one write when they fit in one.
    package func send(_ line: consuming String) {
        var text = line
        text.append("\n")
        guard held.isEmpty else {
            text.withUTF8 { held.append(contentsOf: $0) }
            return flush()
        }
        text.withUTF8 { Self.write($0) }
    }

    /// Writes what is held; the worker calls it before it waits for input and before it exits.
    package func flush() {
        guard !held.isEmpty else { return }
        held.withUnsafeBufferPointer { Self.write($0) }
        held.removeAll(keepingCapacity: true)
    }

    /// Writes `bytes` to standard output, unbuffered; a parent that stopped reading ends the worker.
    private static func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(1, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                exit(0)
            }
            offset += written
        }
    }
}
