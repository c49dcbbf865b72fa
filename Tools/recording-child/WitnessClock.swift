import InteractionLog
import InteractionModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system clock, with a witness: it reports on standard output how many events the log's
/// writer has finished appending.
///
/// The writer reads the wall clock exactly once per event, under its lock, before it encodes
/// the event (`LogWriter.append`); no other wall-clock reading happens in the child. So when
/// the clock is read for the (k+1)-th time, the k-th event's append has returned: in
/// write-through mode its bytes are in the file, in buffered mode it was accepted. The clock
/// then prints `k` and the time of the reading (`CLOCK_MONOTONIC`, in nanoseconds, which the
/// parent's clock shares), straight to the descriptor, so that a SIGKILL cannot lose a report the way
/// it loses a stdio buffer. An event may be in the file without having been reported (the kill
/// came between its write and the next reading), never the other way round.
final class WitnessClock: LogClock {
  private let system = SystemClock()
  private let readings = Locked<UInt64>(0)

  func wallTime() -> WallTime {
    let finished = readings.withLock { readings in
      defer { readings += 1 }
      return readings
    }
    if finished > 0 {
      var now = timespec()
      clock_gettime(CLOCK_MONOTONIC, &now)
      Output.emit("\(finished) \(Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec))\n")
    }
    return system.wallTime()
  }

  func monotonicNanoseconds() -> UInt64 {
    system.monotonicNanoseconds()
  }
}

/// Writes to standard output and standard error without buffering.
enum Output {
  /// Writes `text` to standard output at once.
  static func emit(_ text: String, to descriptor: Int32 = 1) {
    var bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeMutableBytes { buffer in
        guard let base = buffer.baseAddress else { return 0 }
        return write(descriptor, base + written, buffer.count - written)
      }
      if count < 0, errno == EINTR { continue }
      if count <= 0 { return }
      written += count
    }
  }
}
