import Foundation

/// A worker's standard input, read in blocks and handed out a line at a time in place: the lines
/// `readLine()` reads, with no string made for each. A worker reads a line for every case, a guided
/// mutant's with its recipe.
/// Serves every rule ID (it carries the cases).
package struct InputLines {
    private let fd: Int32
    private var buffer: [UInt8] = []
    /// Where the next line starts in `buffer`; the bytes before it were handed out already.
    private var lineStart = 0
    private var isAtEnd = false
    private var chunk = [UInt8](repeating: 0, count: 65536)

    /// Lines of the file descriptor `fd`, read as it blocks (a worker's standard input by default).
    package init(fd: Int32 = STDIN_FILENO) {
        self.fd = fd
    }

    /// Hands the next line to `body`, without its newline (`\n`, or `\r\n`, as `readLine()` strips
    /// them); a last line without a newline counts too. False at the end of the input.
    /// `beforeWaiting` runs before each read that may wait for the writer: a worker sends what it
    /// holds for the parent then (`WorkerOutput`), and not while lines are still at hand.
    package mutating func next(beforeWaiting: () -> Void = {}, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        while true {
            let start = lineStart
            let newline = buffer.withUnsafeBufferPointer { bytes in
                UnsafeBufferPointer(rebasing: bytes[start...]).offset(of: UInt8(ascii: "\n")).map { start + $0 }
            }
            if let newline {
                lineStart = newline + 1
                let end = newline > start && buffer[newline - 1] == UInt8(ascii: "\r") ? newline - 1 : newline
                buffer.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
                return true
            }
            if isAtEnd {
                guard start < buffer.count else { return false }
                lineStart = buffer.count
                buffer.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start...])) }
                return true
            }
            // Nothing complete left: keep only the partial line (moved once per read), and read on.
            buffer.removeSubrange(..<start)
            lineStart = 0
            beforeWaiting()
            fill()
        }
    }

    /// Reads the next block, waiting for it; sets `isAtEnd` when the writer has closed (or the
    /// read fails).
    private mutating func fill() {
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if count > 0 {
                buffer += chunk[0..<count]
                return
            }
            if count < 0, errno == EINTR { continue }
            isAtEnd = true
            return
        }
    }
}
