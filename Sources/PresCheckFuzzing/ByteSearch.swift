#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension UnsafeBufferPointer<UInt8> {
    /// The offset of the first `byte`, nil when there is none. The C library's search: the lines
    /// between a fuzz run's parent and its workers are searched for newlines and spaces several
    /// times a case, and a guided case's lines are long.
    func offset(of byte: UInt8) -> Int? {
        guard let base = baseAddress, count > 0, let found = memchr(base, Int32(byte), count) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}
