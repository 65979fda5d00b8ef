import Foundation
import PresCheck
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process of this executable (a `_worker`), with a pipe to its standard input and one
/// from its standard output; its standard error is captured (the last few kilobytes are kept for
/// messages) or discarded. Used from one thread only.
package final class ChildProcess {
    /// How a child ended.
    package enum Termination: Equatable {
        case exited(Int32)
        case signalled(Int32)

        /// What a case in flight at this end counts as; nil for a clean exit.
        var fault: ProcessFault? {
            switch self {
            case .exited(0): return nil
            case .exited(let status): return .exit(status)
            case .signalled(let signal): return .signal(signal)
            }
        }
    }

    package let pid: pid_t
    /// Write end of the child's standard input; -1 once closed.
    private(set) var input: Int32
    package let output: LineReader
    package let errors: LineReader?
    private(set) var termination: Termination?

    /// Starts `executable` (default: this one) with `arguments` (after the executable's own name),
    /// in this process's environment with `environment`'s variables added.
    package init(arguments: [String], captureErrors: Bool, executable: String = ChildProcess.executablePath,
                 environment extra: [String: String] = [:]) throws {
        ChildProcess.ignoresBrokenPipes
        let stdinPipe = try ChildProcess.makePipe()
        let stdoutPipe = try ChildProcess.makePipe()
        let stderrPipe = captureErrors ? try ChildProcess.makePipe() : nil
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdinPipe.read, 0)
        posix_spawn_file_actions_adddup2(&actions, stdoutPipe.write, 1)
        if let stderrPipe {
            posix_spawn_file_actions_adddup2(&actions, stderrPipe.write, 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        var environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        // A trap in a child should end it at once: no symbolicated backtrace (seconds each).
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let argv = [executable] + arguments
        let envp = environment.map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        let status = ChildProcess.withCStrings(argv) { argv in
            ChildProcess.withCStrings(envp) { envp in
                posix_spawn(&pid, executable, &actions, nil, argv, envp)
            }
        }
        close(stdinPipe.read)
        close(stdoutPipe.write)
        if let stderrPipe { close(stderrPipe.write) }
        guard status == 0 else {
            close(stdinPipe.write)
            close(stdoutPipe.read)
            if let stderrPipe { close(stderrPipe.read) }
            throw ChildError("cannot start a worker process: \(String(cString: strerror(status)))")
        }
        self.pid = pid
        input = stdinPipe.write
        output = LineReader(stdoutPipe.read)
        errors = stderrPipe.map { LineReader($0.read, keepsTail: true) }
    }

    deinit {
        if input >= 0 { close(input) }
        output.close()
        errors?.close()
        if termination == nil {
            _ = posixKill(pid, SIGKILL)
            _ = wait()
        }
    }

    /// Sends one line; false when the child no longer reads (it ended).
    @discardableResult
    package func send(_ line: String) -> Bool {
        send(bytes: Self.lineBytes(line)[...])
    }

    /// Sends the bytes of one or more lines, newlines included; false when the child no longer
    /// reads (it ended).
    @discardableResult
    package func send(bytes: ArraySlice<UInt8>) -> Bool {
        guard input >= 0 else { return false }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                write(input, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// `line` and its newline as bytes, copied once: a fuzz run's parent sends a line, and a
    /// worker answers with two, for every case.
    package static func lineBytes(_ line: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(line.utf8.count + 1)
        bytes.append(contentsOf: line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    /// Closes the child's standard input: a worker finishes what it has and exits.
    package func closeInput() {
        if input >= 0 { close(input) }
        input = -1
    }

    package func kill(_ signal: Int32 = SIGKILL) {
        if termination == nil { _ = posixKill(pid, signal) }
    }

    /// Waits for the child to end (reaps it) and says how.
    @discardableResult
    package func wait() -> Termination {
        if let termination { return termination }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR {
                termination = .exited(-1)
                return .exited(-1)
            }
        }
        // The W* macros are not imported: exit status in bits 8–15, terminating signal in bits 0–6.
        let signal = status & 0x7f
        let ended: Termination = signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
        termination = ended
        return ended
    }

    /// A child that ended leaves a pipe nobody reads: a write to it must fail (`send` returns
    /// false), not end this process with SIGPIPE. Set once, before the first child starts, so that
    /// every process that runs children is covered, not only `prescheck fuzz` (which also sets it
    /// with its stop signals): a test or a program that drives `FuzzRun` itself too.
    private static let ignoresBrokenPipes: Void = {
        _ = signal(SIGPIPE, SIG_IGN)
    }()

    /// This executable, which children re-run with a hidden verb.
    package static let executablePath: String = Bundle.main.executablePath ?? CommandLine.arguments[0]

    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw ChildError("cannot make a pipe: \(String(cString: strerror(errno)))") }
        // Close-on-exec, so a child never holds another child's pipe open.
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (fds[0], fds[1])
    }

    private static func withCStrings<Result>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result) -> Result {
        var pointers = strings.map { strdup($0) }
        pointers.append(nil)
        defer { for pointer in pointers { free(pointer) } }
        return body(pointers)
    }
}

/// `kill(2)`, named apart from `ChildProcess.kill`.
private func posixKill(_ pid: pid_t, _ signal: Int32) -> Int32 {
    kill(pid, signal)
}

/// A problem starting or talking to a child process.
package struct ChildError: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}

/// Reads lines from a file descriptor without blocking the caller longer than it asks: `fill`
/// reads what is there, `nextLine` hands out complete lines. Optionally keeps the tail of
/// everything read (a child's standard error, for messages).
package final class LineReader {
    private(set) var fd: Int32
    private var buffer: [UInt8] = []
    /// Where the next line starts in `buffer`; the bytes before it were handed out already.
    private var lineStart = 0
    package private(set) var isAtEnd = false
    private let keepsTail: Bool
    private(set) var tail: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: 65536)

    package init(_ fd: Int32, keepsTail: Bool = false) {
        self.fd = fd
        self.keepsTail = keepsTail
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }

    package func close() {
        if fd >= 0 { _ = posixClose(fd) }
        fd = -1
    }

    /// Reads everything available now; sets `isAtEnd` when the writer has closed.
    package func fill() {
        guard fd >= 0, !isAtEnd else { return }
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if count > 0 {
                if keepsTail {
                    tail += chunk[0..<count]
                    if tail.count > 8192 { tail.removeFirst(tail.count - 8192) }
                } else {
                    buffer += chunk[0..<count]
                }
                continue
            }
            if count == 0 { isAtEnd = true }
            if count < 0, errno == EINTR { continue }
            return
        }
    }

    /// The next complete line, without its newline.
    package func nextLine() -> String? {
        var line: String?
        _ = nextLine { line = String(decoding: $0, as: UTF8.self) }
        return line
    }

    /// Hands the next complete line, without its newline, to `body`, in place in the reader's
    /// buffer (the parent reads every line of every worker); false when there is none.
    package func nextLine(_ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        let start = lineStart
        let newline = buffer.withUnsafeBufferPointer { bytes in
            UnsafeBufferPointer(rebasing: bytes[start...]).offset(of: UInt8(ascii: "\n")).map { start + $0 }
        }
        guard let newline else {
            // Nothing complete left: drop what was handed out, so the buffer holds only the
            // partial line (moved once per read, not once per line).
            if lineStart > 0 {
                buffer.removeSubrange(..<lineStart)
                lineStart = 0
            }
            return false
        }
        lineStart = newline + 1
        buffer.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<newline])) }
        return true
    }

    /// Waits up to `seconds` for a complete line; nil on timeout or end of input.
    package func waitForLine(seconds: Double) -> String? {
        let deadline = Clock.now + seconds
        while true {
            if let line = nextLine() { return line }
            if isAtEnd || fd < 0 { return nil }
            let remaining = deadline - Clock.now
            guard remaining > 0 else { return nil }
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32(min(remaining, 3600) * 1000) + 1)
            fill()
        }
    }

    /// The first line of the kept tail that says why a process trapped (`Fatal error: …`), if any.
    package var trapMessage: String? {
        let text = String(decoding: tail, as: UTF8.self)
        return text.split(separator: "\n").first { $0.contains("Fatal error") || $0.contains("fatal error") }.map(String.init)
    }
}

private func posixClose(_ fd: Int32) -> Int32 {
    close(fd)
}

/// Monotonic seconds.
package enum Clock {
    package static var now: Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}
