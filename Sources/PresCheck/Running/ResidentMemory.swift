import Foundation

/// Resident memory of a process, in bytes: what `prescheck fuzz` watches in its workers (the
/// `--rss-limit` supervisor, each worker's peak in the summary) and what `prescheck bench` prints.
///
/// Read from `/proc/PID/status` (`VmRSS` now, `VmHWM` the peak), so only on Linux; elsewhere
/// another process's memory is unknown (nil), and on Apple's systems this process's peak comes
/// from `getrusage`.
/// Not a rule of the behaviour catalogue: it watches the process that runs the cases.
package enum ResidentMemory {
    /// The resident memory of process `pid` now.
    package static func current(pid: Int32) -> Int? { statusField("VmRSS", of: "\(pid)") }

    /// The highest resident memory process `pid` has had.
    package static func peak(pid: Int32) -> Int? { statusField("VmHWM", of: "\(pid)") }

    /// The resident memory of this process now.
    package static var currentOfSelf: Int? { statusField("VmRSS", of: "self") }

    /// The highest resident memory this process has had.
    package static var peakOfSelf: Int? {
        #if canImport(Darwin)
        var usage = rusage()
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
        return Int(usage.ru_maxrss)  // bytes on Darwin
        #else
        return statusField("VmHWM", of: "self")
        #endif
    }

    /// `bytes` in whole mebibytes, as the limit and the summaries give them: `37 MB`.
    package static func describe(_ bytes: Int) -> String { "\(megabytes(bytes)) MB" }

    package static func megabytes(_ bytes: Int) -> Int { (bytes + (1 << 19)) >> 20 }

    /// A `Name:   1234 kB` line of `/proc/PROCESS/status`, in bytes.
    private static func statusField(_ name: String, of process: String) -> Int? {
        #if os(Linux)
        guard let text = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
            let number = line.dropFirst(name.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first
            return number.flatMap { Int($0) }.map { $0 * 1024 }
        }
        return nil
        #else
        return nil
        #endif
    }
}
