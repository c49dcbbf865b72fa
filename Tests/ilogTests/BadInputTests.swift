import Foundation
import InteractionLog
import InteractionModel
import InteractionTestSupport
import Testing

/// Input `ilog` cannot read, and usage errors: a one-line message and exit status 2, never a
/// crash, for both commands.
@Suite struct BadInputTests {
  enum Input: String, CaseIterable {
    case missingFile, directoryWithoutLogs, textFile, emptyFile, randomBytes, textFileInADirectory

    /// Creates the input in `directory`; returns its path and the message's `what`.
    func make(in directory: TemporaryDirectory) throws -> (path: String, what: String) {
      switch self {
      case .missingFile:
        return (directory.file("missing.ilog"), "cannot open (No such file or directory)")
      case .directoryWithoutLogs:
        let path = try directory.directory("empty")
        try Data("x".utf8).write(to: URL(fileURLWithPath: "\(path)/notes.txt"))
        return (path, "not a log file or a directory of *.ilog files")
      case .textFile:
        let path = directory.file("text.ilog")
        try Data("hello\n".utf8).write(to: URL(fileURLWithPath: path))
        return (path, "not a log (expected gzip magic 0x1f 0x8b, found 0x68 0x65)")
      case .emptyFile:
        let path = directory.file("empty.ilog")
        try Data().write(to: URL(fileURLWithPath: path))
        return (path, "not a log (empty file)")
      case .randomBytes:
        let path = directory.file("random.ilog")
        var state: UInt64 = 42
        var bytes: [UInt8] = (0..<4096).map { _ in
          state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          return UInt8(truncatingIfNeeded: state >> 56)
        }
        bytes[0] = 0x42
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (path, "not a log (expected gzip magic 0x1f 0x8b, found 0x42 0x\(hex(bytes[1])))")
      case .textFileInADirectory:
        let path = try directory.directory("session")
        try Data("hello\n".utf8).write(to: URL(fileURLWithPath: "\(path)/app.ilog"))
        return ("\(path)/app.ilog", "not a log (expected gzip magic 0x1f 0x8b, found 0x68 0x65)")
      }
    }

    private func hex(_ byte: UInt8) -> String {
      let digits = String(byte, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }
  }

  static let commands = ["events", "verify", "tail", "export", "recover", "redact"]

  /// `command`'s arguments for reading `path`; recover and redact write to `output`.
  static func arguments(_ command: String, _ path: String, output: String) -> [String] {
    switch command {
    case "recover": ["recover", path, "-o", output]
    case "redact": ["redact", path, "-o", output, "--all-strings"]
    default: [command, path]
    }
  }

  @Test(arguments: Input.allCases, commands)
  func unreadableInputExits2WithOneLine(input: Input, command: String) throws {
    let directory = TemporaryDirectory()
    let (path, what) = try input.make(in: directory)
    let argument = input == .textFileInADirectory ? directory.file("session") : path
    let output = directory.file("out")
    let outcome = try ILogBinary.run(Self.arguments(command, argument, output: output))
    #expect(!outcome.crashed, "\(outcome.error)")
    #expect(outcome.output == "")
    #expect(outcome.error == "ilog: \(what): \(path)\n")
    #expect(outcome.status == 2)
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test(arguments: ["tail"])
  func followingWaitsForAWriterThatHasNotWrittenYet(command: String) async throws {
    // An empty file is what a writer leaves for an instant as it starts: -f accepts it.
    let directory = TemporaryDirectory()
    let path = directory.file("starting.ilog")
    try Data().write(to: URL(fileURLWithPath: path))
    let tail = try ILogBinary.start([command, "-f", "--until-end", "--interval", "0.05", path])
    await Polling.pause(0.3)
    #expect(tail.process.isRunning)
    try LogSurgery.append(
      try Array(Data(contentsOf: URL(fileURLWithPath: Self.uiLog(in: directory)))), to: path)
    let outcome = try await tail.wait(timeout: 20)
    #expect(outcome.status == 0)
    #expect(outcome.outputLines.count == 8)
  }

  /// A closed log of the UI extension's events, in `directory`.
  static func uiLog(in directory: TemporaryDirectory) throws -> String {
    let path = directory.file("ui-source.ilog")
    try SessionLogs.writeUIExtension(to: path)
    return path
  }

  @Test(arguments: commands)
  func aTornFileIsAFindingExceptForTailWhereItIsTheWriterAtWork(command: String) throws {
    let torn = try TornNotes()
    let output = torn.directory.file("out")
    let outcome = try ILogBinary.run(Self.arguments(command, torn.path, output: output))
    #expect(!outcome.crashed, "\(outcome.error)")
    #expect(
      (outcome.output + outcome.error).contains("byte \(torn.lastBlockOffset)") || command == "tail"
    )
    #expect(outcome.status == (command == "tail" ? 0 : 1))
    if command == "recover" || command == "redact" {
      #expect(try ILogBinary.run(["verify", output]).status == 0)
    }
  }

  @Test(arguments: commands)
  func aFileWithAFutureKindIsReadAndItsEventsKept(command: String) throws {
    let directory = TemporaryDirectory()
    let path = directory.file("future.ilog")
    let writer = try LogWriter(
      path: path, identity: SessionLogs.identity(.app, pid: 7), clock: SessionLogs.clock())
    writer.append(
      .unknown(kind: EventKind(rawValue: "hologram"), fields: ["depth": 3, "label": "secret"]))
    try writer.close()
    let output = directory.file("out.ilog")
    let outcome = try ILogBinary.run(Self.arguments(command, path, output: output))
    #expect(!outcome.crashed, "\(outcome.error)")
    #expect(outcome.error == "")
    #expect(outcome.status == 0)
    switch command {
    case "events", "tail":
      #expect(outcome.output.contains("hologram                 depth=3 label=\"secret\""))
    case "export":
      #expect(outcome.output.contains(#""kind":"hologram","time":"#))
    case "verify":
      #expect(outcome.output.contains("  kinds      end 1, header 1, hologram 1"))
    case "recover":
      let copy = try ILogBinary.run(["events", "--kind", "hologram", output])
      #expect(copy.output.hasSuffix("depth=3 label=\"secret\"\n"))
    default:
      let copy = try ILogBinary.run(["events", "--kind", "hologram", output])
      #expect(copy.output.hasSuffix("depth=3 label=\"••••••\"\n"))
    }
  }

  @Test(arguments: ["events", "verify", "tail", "export"])
  func anUnreadableInputBesideAGoodLogStopsBeforePrintingAnything(command: String) throws {
    let directory = TemporaryDirectory()
    let good = directory.file("good.ilog")
    try SessionLogs.writeUIExtension(to: good)
    let outcome = try ILogBinary.run([command, good, directory.file("missing.ilog")])
    #expect(outcome.output == "")
    #expect(outcome.errorLines.count == 1)
    #expect(outcome.status == 2)
  }

  @Test(arguments: ["events", "verify", "export", "recover"])
  func aLogCutInsideItsFirstHeaderIsTornNotUnreadable(command: String) throws {
    let directory = TemporaryDirectory()
    let path = directory.file("cut.ilog")
    try SessionLogs.writeUIExtension(to: path)
    try LogSurgery.truncate(path, to: 20)
    let outcome = try ILogBinary.run(Self.arguments(command, path, output: directory.file("out")))
    #expect(!outcome.crashed)
    #expect(
      (outcome.output + outcome.error).contains("torn-tail: the file ends inside a gzip header"))
    #expect(outcome.status == 1)
  }

  static let usageErrors: [[String]] = [
    ["events"], ["verify"], ["events", "--policy", "bogus", "a.ilog"],
    ["events", "--from-seq", "0", "a.ilog"], ["verify", "--json", "a.ilog"], ["inspect"],
    ["tail"], ["export"], ["recover"], ["redact"], ["recover", "a.ilog"],
    ["redact", "a.ilog", "-o", "b.ilog"], ["tail", "--until-end", "a.ilog"],
    ["export", "--format", "xml", "a.ilog"], ["events", "--since", "noon", "a.ilog"],
    ["stats"], ["diff"], ["diff", "a"], ["diff", "a", "b", "c"],
    ["inspect", "--only", "no-such-code", "a.ilog"], ["inspect", "--format", "yaml", "a.ilog"],
    ["stats", "--color", "sometimes", "a.ilog"], ["inspect", "--interaction", "", "a.ilog"],
  ]

  @Test(arguments: usageErrors)
  func usageErrorsExit2WithTheUsage(arguments: [String]) throws {
    let outcome = try ILogBinary.run(arguments)
    #expect(!outcome.crashed)
    #expect(outcome.output == "")
    #expect(outcome.error.hasPrefix("ilog: "))
    #expect(outcome.error.contains("Usage: ilog"))
    #expect(outcome.status == 2)
  }

  @Test func rootHelpListsTheExitCodes() throws {
    let outcome = try ILogBinary.run(["--help"])
    #expect(outcome.output.contains("EXIT STATUS:"))
    #expect(
      outcome.output.contains("  1  findings: damage, a torn tail, or a file not closed cleanly"))
    #expect(outcome.output.contains("  2  usage error, or unreadable input"))
    #expect(outcome.status == 0)
  }

  @Test(arguments: commands)
  func subcommandHelpHasAnExample(command: String) throws {
    let outcome = try ILogBinary.run([command, "--help"])
    #expect(outcome.output.contains("EXAMPLES:"))
    #expect(outcome.output.contains("$ ilog \(command) session/"))
    #expect(outcome.status == 0)
  }

  @Test func versionIsTheLibrarysToolVersion() throws {
    let outcome = try ILogBinary.run(["--version"])
    #expect(outcome.output == LogFormat.toolVersion + "\n")
    #expect(outcome.status == 0)
  }
}
