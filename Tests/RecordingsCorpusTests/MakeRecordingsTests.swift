import Foundation
import InteractionLog
import InteractionTestSupport
import Testing

/// `make-recordings` itself: every run writes the same bytes, the committed recordings are what
/// it writes today, and `--check` says so.
@Suite struct MakeRecordingsTests {
  /// Runs the tool into a fresh directory and returns the directory.
  private func record(
    _ arguments: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> TemporaryDirectory {
    let directory = TemporaryDirectory()
    let run = try Programs.makeRecordings(["--output", directory.path] + arguments)
    #expect(run.status == 0, "\(run.error)", sourceLocation: sourceLocation)
    return directory
  }

  /// Every `.ilog` file under both directories, compared byte for byte.
  private func expectIdentical(
    _ fresh: String, _ other: String, hint: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let files = Corpus.logFiles(under: fresh)
    #expect(!files.isEmpty, sourceLocation: sourceLocation)
    #expect(
      files == Corpus.logFiles(under: other), Comment(rawValue: hint),
      sourceLocation: sourceLocation)
    for file in files {
      let left = FileManager.default.contents(atPath: fresh + "/" + file)
      let right = FileManager.default.contents(atPath: other + "/" + file)
      #expect(
        left != nil && left == right, "\(file) differs: \(hint)", sourceLocation: sourceLocation)
    }
  }

  @Test func twoRunsWriteTheSameBytes() throws {
    let first = try record()
    let second = try record()
    try expectIdentical(first.path, second.path, hint: "make-recordings is not deterministic")
    #expect(Corpus.logFiles(under: first.path).count == 2 * Corpus.names.count)
  }

  @Test func theCommittedRecordingsAreWhatTheToolWritesToday() throws {
    let fresh = try record()
    #expect(
      Set(Corpus.names)
        == Set(
          Corpus.logFiles(under: fresh.path).map { $0.split(separator: "/")[0] }
            .map(String.init)))
    try expectIdentical(
      fresh.path, Programs.recordings,
      hint: "run `swift run make-recordings` and commit Recordings/")
  }

  @Test func checkPassesOnTheCommittedRecordings() throws {
    let run = try Programs.makeRecordings(["--check", "--output", Programs.recordings])
    #expect(run.status == 0, "\(run.output)\(run.error)")
    #expect(run.output.contains("start-workout: identical"))
  }

  @Test func checkFailsOnAChangedByteAndNamesTheFile() throws {
    let copy = try record(["--only", "start-workout", "--only", "end-workout"])
    let file = copy.file("start-workout/ui-extension-502.ilog")
    var bytes = try #require(FileManager.default.contents(atPath: file))
    bytes[100] ^= 0xFF
    try bytes.write(to: URL(fileURLWithPath: file))
    let run = try Programs.makeRecordings([
      "--check", "--output", copy.path, "--only", "start-workout", "--only", "end-workout",
    ])
    #expect(run.status == 1)
    #expect(run.output.contains("start-workout/ui-extension-502.ilog: differs from byte 100"))
    #expect(run.output.contains("end-workout: identical"))
  }

  @Test func recordingReplacesTheLogsOfARecordingAndNothingElse() throws {
    let directory = try record(["--only", "start-workout"])
    let stray = directory.file("start-workout/notes.txt")
    try Data("kept".utf8).write(to: URL(fileURLWithPath: stray))
    let again = try Programs.makeRecordings([
      "--output", directory.path, "--only", "start-workout",
    ])
    #expect(again.status == 0, "\(again.error)")
    // Recorders never overwrite a log: without the removal these would be `-2.ilog` files.
    #expect(
      Corpus.logFiles(under: directory.path) == [
        "start-workout/intents-extension-501.ilog", "start-workout/ui-extension-502.ilog",
      ])
    #expect(FileManager.default.fileExists(atPath: stray))
  }

  @Test func theTwoProcessSessionIsTheSameRecordedInOneProcess() throws {
    let inProcess = try record(["--only", "two-process", "--in-process"])
    try expectIdentical(
      inProcess.path + "/two-process", Programs.recordings + "/two-process",
      hint: "the process boundary changed what was recorded")
  }

  @Test func theTwoProcessSessionIsRecordedByTwoChildProcesses() throws {
    let directory = TemporaryDirectory()
    let run = try Programs.makeRecordings([
      "--output", directory.path, "--only", "two-process",
    ])
    #expect(run.status == 0, "\(run.error)")
    let line = try #require(
      run.output.split(separator: "\n").first { $0.contains("recorded by child processes") })
    let pids = line.split(separator: " ").compactMap {
      Int32($0.trimmingCharacters(in: .punctuationCharacters))
    }
    #expect(pids.count == 2)
    #expect(Set(pids).count == 2)
    #expect(!pids.contains(ProcessInfo.processInfo.processIdentifier))
  }

  @Test func usageErrorsExitWith64() throws {
    #expect(try Programs.makeRecordings(["--only", "no-such-recording"]).status == 64)
    #expect(try Programs.makeRecordings(["--long", "x", "--check"]).status == 64)
  }

  @Test func theListNamesEveryCommittedRecordingAndTheLongSession() throws {
    let run = try Programs.makeRecordings(["--list"])
    #expect(run.status == 0)
    let names = run.output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
    #expect(Set(names) == Set(Corpus.names + ["long-session"]))
    #expect(run.output.contains("long-session\t10000 interactions"))
  }
}
