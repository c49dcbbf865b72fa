import Foundation
import InteractionLog
import InteractionTestSupport
import Testing

/// `ilog events`, run as the built binary on logs written to a temporary directory.
@Suite struct EventsCommandTests {
  static let uiExtensionLines = [
    "    1  19:38:00.001000  ui-extension       header                   format=ilog/1 "
      + "tool=\"interaction-log 0.1.0\" platform=test-platform pid=4243 session=S-1 "
      + "date=2026-11-21 metadata={device=iPhone}",
    "    2  19:38:00.002000  ui-extension       interaction              id=I-1 "
      + "intent=INStartWorkoutIntent response=INStartWorkoutIntentResponse code=handleInApp "
      + "status=success direction=outgoing",
    "    3  19:38:00.003000  ui-extension       configureView            call=1 "
      + "IntentViewController#1  parameters=[] behavior=none context=siriSnippet",
    "    4  19:38:00.004000  ui-extension       configureViewCompletion  call=1 "
      + "IntentViewController#1  success=true claimed=[] size=320x44 latency=1.234ms",
    "    5  19:38:00.005000  ui-extension       configureView            call=2 "
      + "IntentViewController#2  parameters=[INStartWorkoutIntent.workoutName] "
      + "behavior=nextView context=siriSnippet",
    "    6  19:38:00.006000  ui-extension       configureViewCompletion  call=2 "
      + "IntentViewController#2  success=true claimed=[INStartWorkoutIntent.workoutName] "
      + "size=320x120.5 latency=2.500ms",
    "    7  19:38:00.007000  ui-extension       note                     "
      + "text=\"tapped \\\"Start\\\"\" metadata={by=tester}",
    "    8  19:38:00.008000  ui-extension       end                      events=8 dropped=0 errors=0",
  ]

  /// Both extensions' files merged by time: the Intents extension's calls first, then the UI's.
  static let sessionLines = [
    "    1  19:38:00.001000  intents-extension  header                   format=ilog/1 "
      + "tool=\"interaction-log 0.1.0\" platform=test-platform pid=4242 session=S-1 "
      + "date=2026-11-21 metadata={device=iPhone}",
    "    1  19:38:00.002000  ui-extension       header                   format=ilog/1 "
      + "tool=\"interaction-log 0.1.0\" platform=test-platform pid=4243 session=S-1 "
      + "date=2026-11-21 metadata={device=iPhone}",
    "    2  19:38:00.003000  intents-extension  dispatch                 call=10  "
      + "intent=INStartWorkoutIntent",
    "    3  19:38:00.004000  intents-extension  dispatchCompletion       call=10 "
      + "StartWorkoutHandler#1  handler=StartWorkoutHandler",
    "    4  19:38:00.005000  intents-extension  resolve                  call=11 "
      + "StartWorkoutHandler#2  parameter=workoutName value=\"Morning run\"",
    "    5  19:38:00.006000  intents-extension  resolveCompletion        call=11 "
      + "StartWorkoutHandler#2  parameter=workoutName results=[success] latency=0.300ms",
    "    6  19:38:00.007000  intents-extension  resolve                  call=12 "
      + "StartWorkoutHandler#3  parameter=goalValue",
    "    7  19:38:00.008000  intents-extension  resolveCompletion        call=12 "
      + "StartWorkoutHandler#3  parameter=goalValue results=[disambiguation(2),needsValue] "
      + "latency=0.450ms",
    "    8  19:38:00.009000  intents-extension  confirm                  call=13 "
      + "StartWorkoutHandler#4  intent=INStartWorkoutIntent",
    "    9  19:38:00.010000  intents-extension  confirmCompletion        call=13 "
      + "StartWorkoutHandler#4  response=INStartWorkoutIntentResponse code=ready latency=0.090ms",
    "   10  19:38:00.011000  intents-extension  handle                   call=14 "
      + "StartWorkoutHandler#5  intent=INStartWorkoutIntent",
    "   11  19:38:00.012000  intents-extension  handleCompletion         call=14 "
      + "StartWorkoutHandler#5  response=INStartWorkoutIntentResponse code=handleInApp "
      + "latency=12.345ms",
    "    2  19:38:00.013000  ui-extension       interaction              id=I-1 "
      + "intent=INStartWorkoutIntent response=INStartWorkoutIntentResponse code=handleInApp "
      + "status=success direction=outgoing",
    "    3  19:38:00.014000  ui-extension       configureView            call=1 "
      + "IntentViewController#1  parameters=[] behavior=none context=siriSnippet",
    "    4  19:38:00.015000  ui-extension       configureViewCompletion  call=1 "
      + "IntentViewController#1  success=true claimed=[] size=320x44 latency=1.234ms",
    "    5  19:38:00.016000  ui-extension       configureView            call=2 "
      + "IntentViewController#2  parameters=[INStartWorkoutIntent.workoutName] "
      + "behavior=nextView context=siriSnippet",
    "    6  19:38:00.017000  ui-extension       configureViewCompletion  call=2 "
      + "IntentViewController#2  success=true claimed=[INStartWorkoutIntent.workoutName] "
      + "size=320x120.5 latency=2.500ms",
    "    7  19:38:00.018000  ui-extension       note                     "
      + "text=\"tapped \\\"Start\\\"\" metadata={by=tester}",
    "   12  19:38:00.019000  intents-extension  end                      events=12 dropped=0 errors=0",
    "    8  19:38:00.020000  ui-extension       end                      events=8 dropped=0 errors=0",
  ]

  /// The kind column of a text line.
  static func kind(of line: String) -> String {
    String(line.split(separator: " ", omittingEmptySubsequences: true)[3])
  }

  @Test func aCleanLogPrintsOneAlignedLinePerEventAndExits0() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("ui-extension.ilog")
    try SessionLogs.writeUIExtension(to: path)
    let outcome = try ILogBinary.run(["events", path])
    #expect(outcome.outputLines == Self.uiExtensionLines)
    #expect(outcome.error == "")
    #expect(outcome.status == 0)
  }

  @Test func aSessionDirectoryIsMergedByTime() throws {
    let directory = TemporaryDirectory()
    let session = try directory.directory("session")
    try SessionLogs.writeSession(in: session)
    let outcome = try ILogBinary.run(["events", session])
    #expect(outcome.outputLines == Self.sessionLines)
    #expect(outcome.error == "")
    #expect(outcome.status == 0)
  }

  @Test(.enabled(if: ILogBinary.tool("gzip") != nil))
  func jsonPrintsExactlyTheFilesDecompressedLines() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("ui-extension.ilog")
    try SessionLogs.writeUIExtension(to: path)
    let outcome = try ILogBinary.run(["events", "--json", path])
    let gzip = try ILogBinary.run(#require(ILogBinary.tool("gzip")), ["-dc", path])
    #expect(gzip.status == 0)
    #expect(outcome.outputLines.count == 8)
    #expect(outcome.outputData == gzip.outputData)
    #expect(outcome.status == 0)
  }

  @Test(
    .enabled(if: OptionalTool.jq.isInstalled, Comment(rawValue: OptionalTool.jq.missingReason)),
    .enabled(if: ILogBinary.tool("gzip") != nil))
  func jsonLinesParseWithJqLikeTheFilesOwn() throws {
    let directory = TemporaryDirectory()
    let session = try directory.directory("session")
    try SessionLogs.writeSession(in: session)
    let printed = directory.file("printed.jsonl")
    let decompressed = directory.file("decompressed.jsonl")
    let outcome = try ILogBinary.run(["events", "--json", "\(session)/ui-extension-4243.ilog"])
    try outcome.outputData.write(to: URL(fileURLWithPath: printed))
    let gzip = try ILogBinary.run(
      #require(ILogBinary.tool("gzip")), ["-dc", "\(session)/ui-extension-4243.ilog"])
    try gzip.outputData.write(to: URL(fileURLWithPath: decompressed))

    let jq = try #require(OptionalTool.jq.path)
    let fromIlog = try ILogBinary.run(jq, ["-c", ".", printed])
    let fromGzip = try ILogBinary.run(jq, ["-c", ".", decompressed])
    #expect(fromIlog.status == 0)
    #expect(fromIlog.error == "")
    #expect(fromIlog.outputLines.count == 8)
    #expect(fromIlog.output == fromGzip.output)

    // The merged directory's lines are valid JSON too, in the text output's order.
    let merged = try ILogBinary.run(["events", "--json", session])
    let mergedPath = directory.file("merged.jsonl")
    try merged.outputData.write(to: URL(fileURLWithPath: mergedPath))
    let kinds = try ILogBinary.run(jq, ["-r", ".kind", mergedPath])
    #expect(kinds.status == 0)
    #expect(kinds.outputLines == Self.sessionLines.map(Self.kind(of:)))
  }

  @Test func kindsAreFilteredAndRepeatable() throws {
    let directory = TemporaryDirectory()
    let session = try directory.directory("session")
    try SessionLogs.writeSession(in: session)
    let outcome = try ILogBinary.run(
      ["events", "--kind", "configureView", "--kind", "configureViewCompletion", session])
    #expect(
      outcome.outputLines
        == Self.sessionLines.filter {
          ["configureView", "configureViewCompletion"].contains(Self.kind(of: $0))
        })
    #expect(outcome.outputLines.count == 4)
    #expect(outcome.status == 0)
  }

  @Test func anInteractionKeepsOnlyItsEvents() throws {
    let directory = TemporaryDirectory()
    let session = try directory.directory("session")
    try SessionLogs.writeSession(in: session)
    let outcome = try ILogBinary.run(["events", "--interaction", "I-1", session])
    let unrelated: Set = ["header", "end", "note"]
    #expect(
      outcome.outputLines == Self.sessionLines.filter { !unrelated.contains(Self.kind(of: $0)) })
    #expect(outcome.status == 0)
    let none = try ILogBinary.run(["events", "--interaction", "I-2", session])
    #expect(none.output == "")
    #expect(none.status == 0)
  }

  @Test func fromSequenceStartsEveryFileThere() throws {
    let directory = TemporaryDirectory()
    let notes = directory.file("notes.ilog")
    try SessionLogs.writeNotes(60, to: notes)
    let outcome = try ILogBinary.run(["events", "--from-seq", "60", notes])
    #expect(outcome.outputLines.map { $0.prefix(5) } == ["   60", "   61", "   62"])
    #expect(outcome.status == 0)

    let session = try directory.directory("session")
    try SessionLogs.writeSession(in: session)
    let merged = try ILogBinary.run(["events", "--from-seq", "8", session])
    #expect(
      merged.outputLines
        == Array(
          Self.sessionLines.filter {
            Int($0.prefix(5).trimmingCharacters(in: .whitespaces))! >= 8
          }))
    #expect(merged.outputLines.count == 6)

    let beyond = try ILogBinary.run(["events", "--from-seq", "1000", notes])
    #expect(beyond.output == "")
    #expect(beyond.status == 0)
  }

  @Test func anUnknownKindIsAllowedWithAWarning() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("ui-extension.ilog")
    try SessionLogs.writeUIExtension(to: path)
    let outcome = try ILogBinary.run(["events", "--kind", "futureKind", path])
    #expect(outcome.output == "")
    #expect(outcome.error == "ilog: warning: unknown kind: futureKind\n")
    #expect(outcome.status == 0)
  }

  @Test(arguments: [[], ["--policy", "salvage"]])
  func aTornLogPrintsWhatPrecedesTheTearThenItsOffsetAndExits1(options: [String]) throws {
    let torn = try TornNotes()
    let outcome = try ILogBinary.run(["events"] + options + [torn.path])
    let clean = try ILogBinary.run(["events", torn.cleanPath])
    #expect(outcome.outputLines.count >= torn.eventsBeforeLastBlock)
    #expect(outcome.outputLines.count < clean.outputLines.count)
    #expect(outcome.outputLines == Array(clean.outputLines.prefix(outcome.outputLines.count)))
    #expect(outcome.errorLines.count == 1)
    #expect(
      outcome.error.hasPrefix(
        "ilog: damage: \(torn.path): byte \(torn.lastBlockOffset): torn-tail: "
          + "the file ends inside the block that starts here"))
    #expect(outcome.status == 1)
  }

  @Test func strictPolicyStopsAtTheTearToo() throws {
    let torn = try TornNotes()
    let outcome = try ILogBinary.run(["events", "--policy", "strict", torn.path])
    let clean = try ILogBinary.run(["events", torn.cleanPath])
    #expect(outcome.outputLines == Array(clean.outputLines.prefix(outcome.outputLines.count)))
    #expect(outcome.errorLines.count == 1)
    #expect(
      outcome.error.hasPrefix(
        "ilog: damage: \(torn.path): byte \(torn.lastBlockOffset): torn-tail: "))
    #expect(outcome.status == 1)
    #expect(outcome.outputLines.count >= torn.eventsBeforeLastBlock)
  }

  @Test(arguments: RecoveryPolicy.allCases)
  func garbageAfterTheEndIsDamageAtItsOffset(policy: RecoveryPolicy) throws {
    let directory = TemporaryDirectory()
    let path = directory.file("ui-extension.ilog")
    try SessionLogs.writeUIExtension(to: path)
    let size = try LogSurgery.size(of: path)
    try LogSurgery.append(Array("not a gzip block\n".utf8), to: path)
    let outcome = try ILogBinary.run(["events", "--policy", policy.rawValue, path])
    #expect(
      outcome.error
        == "ilog: damage: \(path): byte \(size): corrupt-block: expected gzip magic 0x1f 0x8b, "
        + "found 0x6e 0x6f\n")
    #expect(outcome.status == 1)
    #expect(outcome.outputLines == Array(Self.uiExtensionLines.prefix(outcome.outputLines.count)))
    #expect(outcome.outputLines == Self.uiExtensionLines)
  }

  @Test func aLogThatStopsBetweenBlocksIsNotDamaged() throws {
    let torn = try TornNotes(cut: .atLastBlock)
    let outcome = try ILogBinary.run(["events", torn.path])
    #expect(outcome.outputLines.count == torn.eventsBeforeLastBlock)
    #expect(outcome.error == "")
    #expect(outcome.status == 0)
  }
}

/// A log of notes in several blocks, and a copy cut in its last block or at its start.
struct TornNotes {
  enum Cut {
    case insideLastBlock
    case atLastBlock
  }

  let directory = TemporaryDirectory("torn")
  let cleanPath: String
  let path: String
  let lastBlockOffset: Int64
  let eventsBeforeLastBlock: Int

  init(cut: Cut = .insideLastBlock) throws {
    cleanPath = directory.file("clean.ilog")
    path = directory.file("torn.ilog")
    try SessionLogs.writeNotes(60, to: cleanPath)
    let offsets = try LogSurgery.blockOffsets(of: cleanPath)
    guard offsets.count > 2, let last = offsets.last else {
      throw LogSurgery.Unexpected(what: "fewer than 3 blocks in \(cleanPath): \(offsets)")
    }
    lastBlockOffset = last
    eventsBeforeLastBlock = try LogSurgery.events(of: cleanPath, before: last)
    let size = try LogSurgery.size(of: cleanPath)
    try LogSurgery.copy(cleanPath, to: path)
    switch cut {
    case .insideLastBlock: try LogSurgery.truncate(path, to: last + (size - last) / 2)
    case .atLastBlock: try LogSurgery.truncate(path, to: last)
    }
  }
}
