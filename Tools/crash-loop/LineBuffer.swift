#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The child's standard output, read as it comes: its `log <path>` line, the last count of
/// returned events, and when each count was reported.
///
/// Only whole lines count: a kill may cut the last one, and a cut number would claim less (or,
/// cut from `1234` to `12`, far less) than the child reported, never more.
struct LineBuffer {
  /// The path of the `log` line, once read.
  private(set) var log: String?
  /// The last complete count line.
  private(set) var returned: UInt64 = 0
  /// Each complete count line's count and monotonic time in nanoseconds, in the order read.
  private(set) var reports: [(count: UInt64, nanoseconds: UInt64)] = []
  private var partial: [UInt8] = []
  private var chunk = [UInt8](repeating: 0, count: 64 * 1024)

  /// Waits up to `milliseconds` for output and takes in what came.
  ///
  /// - Returns: `false` at the end of the output (the child is gone).
  mutating func take(from descriptor: Int32, waitingAtMost milliseconds: Int) -> Bool {
    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    let ready = poll(&poller, 1, Int32(clamping: milliseconds))
    if ready < 0 { return errno == EINTR }
    if ready == 0 { return true }
    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count < 0 { return errno == EINTR }
    if count == 0 { return false }
    for byte in chunk[..<count] {
      if byte == 0x0A {
        take(String(decoding: partial, as: UTF8.self))
        partial.removeAll(keepingCapacity: true)
      } else {
        partial.append(byte)
      }
    }
    return true
  }

  private mutating func take(_ line: String) {
    if line.hasPrefix("log ") {
      log = String(line.dropFirst(4))
    } else {
      // `count` or, from the current child, `count nanoseconds`.
      let fields = line.split(separator: " ")
      guard let first = fields.first, let count = UInt64(first), fields.count <= 2 else { return }
      returned = max(returned, count)
      if fields.count == 2, let time = UInt64(fields[1]) { reports.append((count, time)) }
    }
  }
}
