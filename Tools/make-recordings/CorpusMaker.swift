import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Records plans into a directory, or into a temporary one to compare with committed recordings.
@MainActor
struct CorpusMaker {
  /// This tool's executable, for child processes.
  var executable: String
  /// Records plans made for child processes in this process instead, unless one kills a process.
  var forceInProcess: Bool
  /// Where lines for the user go.
  var report: (String) -> Void

  /// Records plans into `root`, reporting each recording's files and sizes.
  ///
  /// - Parameters:
  ///   - plans: The recordings.
  ///   - root: The directory that holds them.
  /// - Throws: ``RecordingError`` when a recording fails.
  func record(_ plans: [RecordingPlan], into root: String) async throws(RecordingError) {
    // A child that dies makes writing to it fail with EPIPE rather than kill this process.
    signal(SIGPIPE, SIG_IGN)
    let driver = SessionDriver(executable: executable, forceInProcess: forceInProcess)
    for plan in plans {
      let outcome = try await driver.record(plan, into: root)
      let files = outcome.files.map { "\($0.name) (\($0.size) bytes)" }
      report("\(plan.name): " + files.joined(separator: ", "))
      if !outcome.childProcesses.isEmpty {
        let children = outcome.childProcesses.map {
          "\($0.role.rawValue) pid \($0.processIdentifier)"
        }
        report("  recorded by child processes: " + children.joined(separator: ", "))
      }
    }
  }

  /// Records plans into a temporary directory and compares every log with those under `root`.
  ///
  /// - Parameters:
  ///   - plans: The recordings.
  ///   - root: The directory of committed recordings.
  /// - Returns: Whether every log is identical.
  /// - Throws: ``RecordingError`` when a recording fails.
  func check(_ plans: [RecordingPlan], against root: String) async throws(RecordingError) -> Bool {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("make-recordings-check-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let quiet = CorpusMaker(executable: executable, forceInProcess: forceInProcess) { _ in }
    try await quiet.record(plans, into: scratch)
    var same = true
    for plan in plans {
      let committed = root.hasSuffix("/") ? root + plan.name : root + "/" + plan.name
      let differences = try CorpusComparison.differences(
        name: plan.name, fresh: scratch + "/" + plan.name, committed: committed)
      if differences.isEmpty {
        report("\(plan.name): identical")
      } else {
        same = false
        for difference in differences { report("\(difference)") }
      }
    }
    if !same {
      report("recordings differ: run `swift run make-recordings` and commit the result")
    }
    return same
  }
}
