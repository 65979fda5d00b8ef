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
        // Read as bytes: a fuzz run's parent reads this twenty times a second for every worker.
        guard let data = FileManager.default.contents(atPath: "/proc/\(process)/status") else { return nil }
        let key = Array((name + ":").utf8)
        return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int? in
            var lineStart = 0
            while lineStart < bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                if lineEnd - lineStart > key.count, key.indices.allSatisfy({ bytes[lineStart + $0] == key[$0] }) {
                    var index = lineStart + key.count
                    while index < lineEnd, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
                    var kilobytes = 0
                    var digits = 0
                    while index < lineEnd, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                        kilobytes = kilobytes * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                        digits += 1
                        index += 1
                    }
                    return digits > 0 ? kilobytes * 1024 : nil
                }
                lineStart = lineEnd + 1
            }
            return nil
        }
        #else
        return nil
        #endif
    }
}
