import Foundation

/// SIGINT and SIGTERM as events: the handler only writes the signal's number to a pipe, which the
/// fuzz loop polls with its workers' pipes and reads at a safe point.
package enum StopSignals {
    /// Installs the handlers and returns the pipe's read end (non-blocking).
    package static func install() -> Int32 {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return -1 }
        for fd in fds {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        }
        stopPipe = fds[1]
        // A parent may have started us with these signals blocked (the mask is inherited).
        var stopping = sigset_t()
        sigemptyset(&stopping)
        for number in [SIGINT, SIGTERM] {
            sigaddset(&stopping, number)
            signal(number) { received in
                var byte = UInt8(truncatingIfNeeded: received)
                _ = write(stopPipe, &byte, 1)
            }
        }
        sigprocmask(SIG_UNBLOCK, &stopping, nil)
        // A worker that ended leaves a pipe nobody reads: a write must fail, not kill this process.
        signal(SIGPIPE, SIG_IGN)
        return fds[0]
    }

    /// The last signal the handlers saw since the previous call, if any.
    package static func received(_ fd: Int32) -> Int32? {
        var last: Int32?
        var byte: UInt8 = 0
        while fd >= 0, read(fd, &byte, 1) == 1 { last = Int32(byte) }
        return last
    }
}

/// The write end of the signal pipe; set once, before the handlers can run.
nonisolated(unsafe) private var stopPipe: Int32 = -1
