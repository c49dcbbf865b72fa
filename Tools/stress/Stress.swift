import ArgumentParser
import Foundation
import InteractionLog
import InteractionModel
import InteractionRecorder
import InteractionSamples

/// `stress`: many threads making many wrapped calls through one recorder at once, then the log
/// read back and checked thread by thread.
@main
struct Stress: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stress",
    abstract: "Many threads × many calls through one Recorder's wrappers, verified afterwards.",
    discussion: """
      Every thread asks the recording handler provider (around the samples' \
      SampleIntentsExtension) for a handler and calls handle on it, calls after calls, with an \
      intent that names the thread and the call; every 16th call it also writes a note. The \
      log is then read with the strict policy and checked: for each thread, its calls appear \
      exactly once each and in the order it made them, each with one completion after it and \
      all on one thread id; no event is lost (in buffered mode, except those a full buffer \
      dropped, which gap events count). Tools/stress.sh runs it plain and under \
      ThreadSanitizer and AddressSanitizer. Exit status 1 if a check fails.
      """
  )

  @Option(help: "Threads calling at once.")
  var threads = 8

  @Option(help: "Calls per thread (each writes four events).")
  var calls = 5000

  @Option(help: "write-through or buffered; repeat for both (the default).")
  var mode: [StressMode] = []

  @Option(help: "Where the logs go (a new temporary directory by default, removed afterwards).")
  var directory: String?

  func validate() throws {
    guard threads > 0, calls > 0 else {
      throw ValidationError("--threads and --calls must be positive")
    }
  }

  func run() throws {
    let root =
      directory
      ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "stress-\(ProcessInfo.processInfo.processIdentifier)"
      ).path
    defer { if directory == nil { try? FileManager.default.removeItem(atPath: root) } }
    var failed = false
    for mode in mode.isEmpty ? StressMode.allCases : mode {
      let run = StressRun(mode: mode, threads: threads, calls: calls)
      let (path, seconds) = try run.record(in: root)
      let verdict = try StressVerifier(threads: threads, calls: calls).verify(path)
      print(
        "stress \(mode.rawValue): \(threads) threads × \(calls) calls, \(verdict.events) events "
          + "in \(String(format: "%.2f", seconds)) s; \(verdict.summary)")
      for problem in verdict.problems.prefix(10) { print("FAIL \(problem)") }
      failed = failed || !verdict.problems.isEmpty
    }
    if failed { throw ExitCode(1) }
  }
}
