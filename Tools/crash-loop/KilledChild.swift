import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of `recording-child`, killed with SIGKILL: what it reported before it died.
struct KilledChild {
  /// The log the child said it opened, or `nil` if it died before saying so.
  var log: String?
  /// How many events the child reported as returned from their appends.
  var returned: UInt64
  /// Milliseconds from the start (or from the child's `log` line) to the kill.
  var delay: Int
  /// Whether the kill was timed from the process's start rather than from its open log.
  var early: Bool
  /// The child's reports: each count of returned events and its monotonic time in nanoseconds.
  var reports: [(count: UInt64, nanoseconds: UInt64)] = []
  /// The monotonic time of the kill, in nanoseconds, read just before SIGKILL was sent.
  var killedAt: UInt64 = 0

  /// How many events the child reported as returned more than `nanoseconds` before the kill.
  func returned(moreThan nanoseconds: UInt64) -> UInt64 {
    guard killedAt > nanoseconds else { return 0 }
    let cutoff = killedAt - nanoseconds
    return reports.reduce(0) { $1.nanoseconds < cutoff ? max($0, $1.count) : $0 }
  }

  /// Starts the child, waits `delay` ms (after its `log` line unless `early`), kills it with
  /// SIGKILL and reads what it printed up to its death.
  ///
  /// SIGKILL rather than SIGTERM: it cannot be caught, and a child started from a test runner
  /// inherits a blocked SIGTERM.
  ///
  /// - Throws: ``CrashLoopError`` when the child cannot be started, or exits by itself.
  static func run(
    _ executable: String, arguments: [String], delay: Int, early: Bool
  ) throws(CrashLoopError) -> KilledChild {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.standardError
    do {
      try process.run()
    } catch {
      throw .child("cannot start \(executable): \(error)")
    }
    let descriptor = pipe.fileHandleForReading.fileDescriptor
    var output = LineBuffer()
    let started = monotonicMilliseconds()
    var deadline = early ? started + delay : Int.max
    while monotonicMilliseconds() < deadline {
      let wait = deadline == .max ? 1000 : max(0, deadline - monotonicMilliseconds())
      guard output.take(from: descriptor, waitingAtMost: wait) else { break }
      if deadline == .max, output.log != nil { deadline = monotonicMilliseconds() + delay }
    }
    let killedAt = monotonicNanoseconds()
    kill(process.processIdentifier, SIGKILL)
    while output.take(from: descriptor, waitingAtMost: 1000) {}
    process.waitUntilExit()
    guard process.terminationReason == .uncaughtSignal, process.terminationStatus == SIGKILL
    else {
      throw .child("\(executable) ended by itself (status \(process.terminationStatus))")
    }
    return KilledChild(
      log: output.log, returned: output.returned, delay: delay, early: early,
      reports: output.reports, killedAt: killedAt)
  }

  /// The monotonic clock (`CLOCK_MONOTONIC`, the child's too), in nanoseconds.
  static func monotonicNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
  }

  /// The monotonic clock, in milliseconds.
  static func monotonicMilliseconds() -> Int {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Int(spec.tv_sec) * 1000 + Int(spec.tv_nsec) / 1_000_000
  }
}
