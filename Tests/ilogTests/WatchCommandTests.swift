import Foundation
import ILogSupport
import InteractionInspector
import InteractionLog
import InteractionTestSupport
import Testing

/// `ilog watch`, run as the built binary on sessions written while it watches (`LiveSession`
/// copies a recording's events one at a time, each file through a write-through `LogWriter`).
///
/// No test depends on timing for what it checks: a writer stops where the finding must already
/// be printed and waits for it, with a generous timeout.
@Suite(.serialized) struct WatchCommandTests {
  static let emptySetLast = "\(PackageRoot.path)/Recordings/empty-set-last"

  /// The JSON lines `watch --format json` printed.
  static func findings(_ lines: [String]) throws -> [WatchedFinding] {
    try lines.map { try JSONDecoder().decode(WatchedFinding.self, from: Data($0.utf8)) }
  }

  /// What `ilog inspect --format json` finds in `session`: code, interaction and evidence.
  static func inspected(_ session: String) throws -> [String] {
    let outcome = try ILogBinary.run(["inspect", "--format", "json", session])
    let inspection = try InspectionJSON(jsonLines: outcome.outputData)
    return inspection.sessions.flatMap(\.interactions).flatMap(\.findings).map { finding in
      "\(finding.code) \(finding.evidence)"
    }
  }

  @Test func aFindingIsPrintedAsSoonAsTheEventThatShowsItIsWritten() async throws {
    let directory = TemporaryDirectory()
    let session = try directory.directory("session")
    let live = try LiveSession(copying: Self.emptySetLast, into: session)
    // The directory holds no log yet: both processes start after watch does. The writer
    // pauses while the test waits, as long as a loaded machine makes it: no idle limit.
    let watch = try ILogBinary.start([
      "watch", "--until-end", "--idle-limit", "0", "--format", "json", "--interval", "0.02",
      session,
    ])
    // Up to the empty-set configureView call, which came second (ui-extension-502.ilog#5).
    try live.write(through: { $0.kind == .configureView })
    let shown = try #require(try live.write(through: { $0.kind == .configureView }))
    #expect(shown.event.sequence == 5)
    let printed = await watch.wait(until: { watch.outputLines.count >= 1 })
    #expect(printed, "watch printed \(watch.output.debugDescription)")
    // Printed while the rest of the session (a completion, both ends) is still unwritten.
    #expect(live.remaining > 0)
    #expect(watch.process.isRunning)
    let finding = try #require(try Self.findings(watch.outputLines).first)
    #expect(finding.schema == "ilog-watch/1")
    #expect(finding.code == .emptySetNotFirst)
    let ui = "\(session)/ui-extension-502.ilog"
    #expect(
      finding.evidence == [
        EventReference(file: ui, sequence: 3), EventReference(file: ui, sequence: 5),
      ])
    #expect(finding.interaction == 1 && finding.identifier == "S2")
    #expect(finding.intentClass == "INStartWorkoutIntent")
    #expect(finding.interactionOpen)
    while try live.writeNext() != nil {}
    try live.close()
    let outcome = try await watch.wait(timeout: 30)
    #expect(outcome.exitedNormally && outcome.status == 0)
    #expect(outcome.error == "")
    // Printed once each: the order's finding and the header shown as a footer, which the same
    // event shows; the interaction's end shows nothing new.
    #expect(outcome.outputLines.count == 2)
    #expect(
      try Self.inspected(session) == [
        "empty-set-not-first \(finding.evidence)", "header-not-on-top \(finding.evidence)",
      ])
  }

  /// Every recording, written event by event while watch follows it, gives the findings
  /// `inspect` gives, each once; what a later event could withdraw only once it is certain.
  @Test(arguments: PackageRoot.recordings)
  func watchFindsWhatInspectFinds(recording: String) async throws {
    let directory = TemporaryDirectory()
    let session = try directory.directory("session")
    let live = try LiveSession(
      copying: "\(PackageRoot.path)/Recordings/\(recording)", into: session)
    try live.writeNext()
    let watch = try ILogBinary.start([
      "watch", "--until-end", "--idle-limit", "0", "--strict", "--format", "json", "--interval",
      "0.01", session,
    ])
    // Pauses spread the events over watch's looks; what is checked holds whatever the batches.
    while try live.writeNext() != nil { await Polling.pause(0.003) }
    try live.close()
    let outcome = try await watch.wait(timeout: 30)
    let findings = try Self.findings(outcome.outputLines)
    // By code and evidence: the positions are the order in which watch saw interactions begin,
    // which differs from inspect's when two files' events come in different looks.
    let watched = findings.map { "\($0.code) \($0.evidence)" }
    let inspected = try Self.inspected(session)
    #expect(
      watched.sorted() == inspected.sorted(),
      "watch printed \(outcome.output.debugDescription), \(outcome.error.debugDescription)")
    for finding in findings where [.completionMissing, .foreignClaim].contains(finding.code) {
      #expect(!finding.interactionOpen, "\(finding.code) printed before it was certain")
    }
    #expect(outcome.status == (inspected.isEmpty ? 0 : 1))
    let count = inspected.count
    let failure = "ilog: --strict: \(count) exception\(count == 1 ? "" : "s") found\n"
    #expect(outcome.error == (inspected.isEmpty ? "" : failure))
  }

  @Test func textNamesTheInteractionTheCodeAndTheEvidence() throws {
    let outcome = try ILogBinary.run(
      ["watch", "--until-end", "--strict", "Recordings/empty-set-last"], in: PackageRoot.path)
    #expect(
      outcome.outputLines == [
        "#1 INStartWorkoutIntent  interaction S2  empty-set-not-first",
        "  the empty-set configureView call came as call 2, after call 1 offered "
          + "[INStartWorkoutIntent.intentDescription]; SiriKit documents it first (R4)",
        "  evidence  ui-extension-502.ilog#3, ui-extension-502.ilog#5",
        "  hint      Don't treat the empty-set call as the header: lay its view out so it also "
          + "works last, or hide it (success with a zero size).",
        "#1 INStartWorkoutIntent  interaction S2  header-not-on-top",
        "  the empty-set view of call 2 (44 pt high) is shown below call 1: the header appears as "
          + "a footer",
        "  evidence  ui-extension-502.ilog#3, ui-extension-502.ilog#5",
        "  hint      Don't treat the empty-set call as the header: when it comes after a view was "
          + "shown, hide its view (success with a zero size) or draw the header in the view that "
          + "came first.",
      ])
    // No status line where standard output is not a terminal, and text says it all itself.
    #expect(!outcome.output.contains("\r") && !outcome.output.contains("ilog watch:"))
    #expect(outcome.error == "")
    #expect(outcome.status == 1)
    let clean = try ILogBinary.run(
      ["watch", "--until-end", "--strict", "Recordings/start-workout"], in: PackageRoot.path)
    #expect(clean.output == "" && clean.error == "" && clean.status == 0)
  }

  @Test func aMissingDirectoryOrAnotherFormatIsAUsageError() throws {
    let directory = TemporaryDirectory()
    let missing = directory.file("missing")
    let outcome = try ILogBinary.run(["watch", missing])
    #expect(outcome.error == "ilog: cannot open (No such file or directory): \(missing)\n")
    #expect(outcome.status == 2)
    let markdown = try ILogBinary.run(["watch", "--format", "markdown", directory.path])
    // The formats watch writes are the ones its --help lists.
    #expect(
      markdown.error.hasPrefix(
        "ilog: The value 'markdown' is invalid for '--format <format>'. Please provide one of "
          + "'text' and 'json'."))
    let help = try ILogBinary.run(["watch", "--help"])
    #expect(help.output.contains("Output format: text"))
    #expect(!help.output.contains("markdown"))
    #expect(markdown.status == 2)
    let two = try ILogBinary.run([
      "watch", try directory.directory("a"), try directory.directory("b"),
    ])
    #expect(two.error.hasPrefix("ilog: watch follows one session: give one directory"))
    #expect(two.status == 2)
  }

  /// In a pseudo-terminal (`script`, ``PseudoTerminalCommand``): the finding, the status line
  /// redrawn in place below it, and Ctrl-C typed at the keyboard ending watch with status 0.
  @Test(
    .enabled(
      if: PseudoTerminalCommand.installed != nil,
      Comment(rawValue: PseudoTerminalCommand.unavailableReason)))
  func underATerminalTheStatusLineIsRedrawnAndCtrlCExitsZero() async throws {
    let directory = TemporaryDirectory()
    let session = try directory.directory("session")
    let live = try LiveSession(copying: Self.emptySetLast, into: session)
    try live.write(through: { $0.kind == .configureView })
    try live.write(through: { $0.kind == .configureView })
    let terminal = try #require(
      try PseudoTerminal("exec '\(try ILogBinary.path())' watch '\(session)'"))
    let found = await Polling.until(timeout: 30) {
      terminal.screen.contains { $0.hasPrefix("ilog watch: 2 files") }
    }
    #expect(found, "the terminal got \(terminal.received.debugDescription)")
    while try live.writeNext() != nil {}
    try live.close()
    let status = "ilog watch: 2 files · 29 events · 1 interaction · 2 findings"
    let caughtUp = await Polling.until(timeout: 30) { terminal.screen.contains(status) }
    #expect(caughtUp, "the terminal got \(terminal.received.debugDescription)")
    // Redrawn in place: erased (carriage return, erase line) before each redraw.
    #expect(terminal.received.contains("1 finding\r\u{1B}[K"))
    terminal.type("\u{03}")
    let exitStatus = await terminal.wait(timeout: 20)
    #expect(exitStatus == 0, "the terminal got \(terminal.received.debugDescription)")
    // The finding above one status line, the last one, left in place.
    // The terminal echoes the Ctrl-C typed as `^C`.
    let screen = terminal.screen.map { $0.replacingOccurrences(of: "^C", with: "") }
      .filter { !$0.isEmpty }
    #expect(screen.first == "#1 INStartWorkoutIntent  interaction S2  empty-set-not-first")
    #expect(screen.filter { $0.hasPrefix("ilog watch:") } == [status])
    #expect(screen.last == status)
  }
}
