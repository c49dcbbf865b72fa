import Foundation
import InteractionTestSupport
import Testing

@testable import InteractionLog

/// Writers in two processes: on one file the second is refused; on two files of one session
/// directory, both write at full speed and the session merges.
@Suite(.serialized) struct TwoProcessWriterTests {
  /// A `log-writer-child` running in the background, its output and error going to files.
  final class Child {
    let process = Process()
    private let scratch = TemporaryDirectory("child")

    init(_ arguments: [String]) throws {
      let child = CrashRecoveryTests.childPath
      #expect(FileManager.default.isExecutableFile(atPath: child), "build log-writer-child")
      for name in ["stdout", "stderr"] {
        _ = FileManager.default.createFile(atPath: scratch.file(name), contents: nil)
      }
      process.executableURL = URL(fileURLWithPath: child)
      process.arguments = arguments
      process.standardOutput = try FileHandle(
        forWritingTo: URL(fileURLWithPath: scratch.file("stdout")))
      process.standardError = try FileHandle(
        forWritingTo: URL(fileURLWithPath: scratch.file("stderr")))
      try process.run()
    }

    /// Waits for the child to exit and returns its status.
    func wait() -> Int32 {
      process.waitUntilExit()
      return process.terminationStatus
    }

    /// Kills the child (SIGKILL: children of the test runner inherit a blocked SIGTERM).
    func kill() {
      _ = Foundation.kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }

    /// The sequence numbers the child printed as returned by `append`.
    var reported: [UInt64] {
      let text = (try? String(contentsOfFile: scratch.file("stdout"), encoding: .utf8)) ?? ""
      return text.split(separator: "\n").compactMap { UInt64($0) }
    }

    var errorText: String {
      (try? String(contentsOfFile: scratch.file("stderr"), encoding: .utf8)) ?? ""
    }
  }

  /// Waits until the child has written its first event, so that it holds the file's lock.
  static func waitUntilWriting(_ child: Child) async {
    _ = await Polling.until(timeout: 60, every: 0.01) {
      !child.reported.isEmpty || !child.process.isRunning
    }
  }

  @Test func aSecondWriterInAnotherProcessIsRefusedWithAClearError() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("shared.ilog")
    let first = try Child([path, "--interval-ms", "5"])
    defer { first.kill() }
    await Self.waitUntilWriting(first)
    #expect(first.process.isRunning, "\(first.errorText)")
    // This process, then another child, try the same file while the first child writes.
    #expect(throws: LogWriteError.lockedByAnotherWriter(path: path)) {
      try LogWriter(path: path, disposition: .append, identity: Samples.identity)
    }
    let second = try Child([path, "--append", "--count", "1"])
    #expect(second.wait() == 2)
    #expect(second.errorText == "log-writer-child: \(path): another writer has this log open\n")
    #expect(second.reported.isEmpty)
    first.kill()
    // The refused writers touched nothing: every event the first child reported is there.
    let (records, _, _) = try readLog(path)
    #expect(Set(records.map(\.event.sequence)).isSuperset(of: first.reported))
  }

  @Test func aChildIsRefusedAFileThisProcessWrites() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("mine.ilog")
    let writer = try LogWriter(path: path, identity: Samples.identity)
    let child = try Child([path, "--append", "--count", "1"])
    #expect(child.wait() == 2)
    #expect(child.errorText.contains("another writer has this log open"), "\(child.errorText)")
    writer.append(.note(text: "still mine", metadata: [:]))
    try writer.close()
    let (records, damages, _) = try readLog(path)
    #expect(damages.isEmpty)
    #expect(noteTexts(records) == ["still mine"])
  }

  @Test func twoProcessesWritingOneSessionAtFullSpeedBothComplete() throws {
    let directory = TemporaryDirectory()
    let session = try directory.directory("session")
    let count = 20_000
    let children = try [
      Child(["\(session)/intents-extension-1.ilog", "--count", "\(count)"]),
      Child(["\(session)/ui-extension-2.ilog", "--count", "\(count)", "--buffered"]),
    ]
    for child in children { #expect(child.wait() == 0, "\(child.errorText)") }
    let reader = try LogReader(path: session)
    var records: [LogRecord] = []
    while let record = try reader.next() { records.append(record) }
    #expect(reader.damages.isEmpty, "\(reader.damages)")
    #expect(reader.summaries.count == 2)
    #expect(reader.summaries.allSatisfy { $0.isCleanlyClosed })
    // Merged by time; within each file, every event in sequence and every reported one there.
    #expect(zip(records, records.dropFirst()).allSatisfy { $0.event.time <= $1.event.time })
    for (child, name) in zip(children, ["intents-extension-1.ilog", "ui-extension-2.ilog"]) {
      let sequences = records.filter { $0.file.hasSuffix(name) }.map(\.event.sequence)
      #expect(sequences == Array(1...UInt64(sequences.count)), "\(name)")
      #expect(Set(sequences).isSuperset(of: child.reported), "\(name)")
      #expect(child.reported.count <= count)
    }
    #expect(children[0].reported.count == count, "write-through drops nothing")
  }
}
