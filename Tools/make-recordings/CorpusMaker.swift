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

  /// Records plans into `root`, reporting each recording's files and sizes, then writes the
  /// expected `ilog inspect` outputs of the committed ones beside their logs
  /// (``ExpectedOutputs``).
  ///
  /// - Parameters:
  ///   - plans: The recordings.
  ///   - root: The directory that holds them.
  ///   - writesExpectedOutputs: Whether to write the expected outputs.
  /// - Throws: ``RecordingError`` when a recording fails.
  func record(
    _ plans: [RecordingPlan], into root: String, writesExpectedOutputs: Bool = true
  ) async throws(RecordingError) {
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
      if writesExpectedOutputs, Corpus.committedNames.contains(plan.name) {
        let outputs = try ExpectedOutputs.write(plan.name, root: root)
        report(
          "  expected outputs: "
            + outputs.map { "\($0.name) (\($0.size) bytes)" }.joined(separator: ", "))
      }
    }
  }

  /// Records plans into a temporary directory and compares every log with those under `root`,
  /// and every committed expected output with what the committed logs render to.
  ///
  /// - Parameters:
  ///   - plans: The recordings.
  ///   - root: The directory of committed recordings.
  /// - Returns: Whether every log and expected output is identical.
  /// - Throws: ``RecordingError`` when a recording fails.
  func check(_ plans: [RecordingPlan], against root: String) async throws(RecordingError) -> Bool {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("make-recordings-check-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let quiet = CorpusMaker(executable: executable, forceInProcess: forceInProcess) { _ in }
    try await quiet.record(plans, into: scratch, writesExpectedOutputs: false)
    var same = true
    for plan in plans {
      let committed = root.hasSuffix("/") ? root + plan.name : root + "/" + plan.name
      let differences = try CorpusComparison.differences(
        name: plan.name, fresh: scratch + "/" + plan.name, committed: committed
      )
      .map(\.description)
      // The expected outputs describe the committed logs: they are rendered from those.
      let outputs =
        Corpus.committedNames.contains(plan.name)
        ? try ExpectedOutputs.differences(plan.name, root: root) : []
      if differences.isEmpty && outputs.isEmpty {
        report("\(plan.name): identical")
      } else {
        same = false
        for difference in differences + outputs { report(difference) }
      }
    }
    if !same {
      report(
        "recordings or their expected outputs differ: run `swift run make-recordings` and "
          + "commit the result")
    }
    return same
  }
}
