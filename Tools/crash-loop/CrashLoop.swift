import ArgumentParser
import Foundation
import InteractionHost
import InteractionLog

/// `crash-loop`: kills a recording process with SIGKILL at random moments, again and again, and
/// checks after each kill that nothing it reported as written was lost.
@main
struct CrashLoop: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "crash-loop",
    abstract:
      "Kill a recording process with SIGKILL N times and check that nothing returned is lost.",
    discussion: """
      Each kill starts recording-child (the real Recorder wrapping the sample extensions of \
      S1-S8, driven by the simulated host) in a new session directory, lets it record for a \
      random, seeded time, and kills it with SIGKILL. The checks: every event the child reported \
      as returned is in the log (the real reader, sequence numbers 1 to N with no hole); the log \
      reads to its tear and salvage finds nothing after it; `ilog verify` (the built binary) \
      reports the tear at the reader's offset, or a log not closed cleanly; reopening the log \
      for append recovers it, appends, and closes it cleanly with the events before the kill \
      unchanged. In buffered mode the child's writer seals a partly filled block --window-ms \
      after its window's first event, and the kills come up to twice the window and grace \
      after the log opens: every event the child reported as returned more than the window \
      plus --grace-ms before its kill must be in the log (the table's `settled` and `settled \
      lost`), the child pausing --pause-ms between interactions so that its writer keeps up (a \
      writer that falls behind drops events, counted by gap events, and its full queue adds \
      to the time); events returned within that time may still be in the writer's buffer and be \
      lost: the table shows how many were in flight and the loop fails if more were lost than \
      the buffer holds. \
      Exit status 1 if any event was lost (write-through), any settled event was lost \
      (buffered) or any check failed. \
      Build first: `swift build` (the loop runs recording-child and ilog from beside itself).
      """
  )

  @Option(help: "Kills per mode.")
  var kills = 200

  @Option(help: "write-through or buffered; repeat for both (the default).")
  var mode: [RecordingMode] = []

  @Option(help: "Seeds the kill times and the child's scenarios.")
  var seed: UInt64 = 1

  @Option(
    help: "The longest a child records before its kill, in milliseconds after its log is open.")
  var maxDelayMs = 60

  @Option(help: "Buffered: the child writer's window (bufferedFlushInterval), in milliseconds.")
  var windowMs = 100

  @Option(
    help:
      "Buffered: milliseconds allowed after the window to schedule, compress and write a block.")
  var graceMs = 250

  @Option(
    help: "Buffered: the child's pause between interactions, in milliseconds (0: flat out).")
  var pauseMs = 5

  @Option(
    help:
      "Percent of kills timed from the process's start instead (0-40 ms): the log may not exist yet."
  )
  var earlyPercent = 10

  @Option(
    help:
      "Where the session directories go (a new temporary directory by default, removed afterwards)."
  )
  var directory: String?

  @Flag(help: "Keep the session directories.")
  var keep = false

  @Option(help: "recording-child's path (by default beside this executable).")
  var child: String?

  @Option(help: "ilog's path (by default beside this executable).")
  var ilog: String?

  func validate() throws {
    guard kills > 0 else { throw ValidationError("--kills must be positive") }
    guard maxDelayMs >= 0 else { throw ValidationError("--max-delay-ms must not be negative") }
    guard windowMs > 0 else { throw ValidationError("--window-ms must be positive") }
    guard graceMs >= 0 else { throw ValidationError("--grace-ms must not be negative") }
    guard (0...100).contains(earlyPercent) else {
      throw ValidationError("--early-percent must be 0 to 100")
    }
  }

  func run() throws {
    let products = Bundle.main.executableURL?.deletingLastPathComponent().path ?? "."
    let child = self.child ?? "\(products)/recording-child"
    let ilog = self.ilog ?? "\(products)/ilog"
    for path in [child, ilog] where !FileManager.default.isExecutableFile(atPath: path) {
      throw CrashLoopError.missingProduct(path)
    }
    let root =
      directory
      ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "crash-loop-\(ProcessInfo.processInfo.processIdentifier)"
      ).path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { if !keep && directory == nil { try? FileManager.default.removeItem(atPath: root) } }

    var random = SeededGenerator(seed: seed)
    var tallies: [ModeTally] = []
    for mode in mode.isEmpty ? RecordingMode.allCases : mode {
      let checker = KillCheck(
        mode: mode, ilog: ilog, settledAfter: UInt64(windowMs + graceMs) * 1_000_000)
      var tally = ModeTally(mode: mode)
      // Buffered kills reach past the window and grace, so that some events are owed to the log.
      let latest = maxDelayMs + (mode == .buffered ? 2 * (windowMs + graceMs) : 0)
      for kill in 1...kills {
        let early = Int(random.next() % 100) < earlyPercent
        let delay = Int(random.next() % UInt64((early ? 40 : latest) + 1))
        let session = "\(mode.rawValue)-\(kill)"
        let killed = try KilledChild.run(
          child,
          arguments: [root, session, "--seed", "\(random.next())"]
            + mode.childArguments(windowMs: windowMs, pauseMs: pauseMs),
          delay: delay, early: early)
        tally.add(checker.check(killed, session: "\(root)/\(session)"), kill: kill)
        if kill % 50 == 0 || kill == kills {
          FileHandle.standardError.write(
            Data("crash-loop: \(mode.rawValue) \(kill)/\(kills) kills\n".utf8))
        }
      }
      if mode == .buffered {
        let bound = tally.inFlightBound(queueBytes: RecordingMode.bufferedQueueBytes)
        if tally.largestMissing > bound {
          tally.failures.append(
            "buffered: \(tally.largestMissing) events lost at one kill, more than the "
              + "\(bound) the buffer can hold")
        }
      }
      tallies.append(tally)
    }
    print(
      SummaryTable(tallies: tallies, seed: seed, windowMs: windowMs, graceMs: graceMs).text)
    let failures = tallies.flatMap(\.failures)
    for failure in failures.prefix(20) { print("FAIL \(failure)") }
    if failures.count > 20 { print("… and \(failures.count - 20) more failures") }
    if !failures.isEmpty { throw ExitCode(1) }
  }
}
