import Foundation
import InteractionTestSupport
import Testing

/// `ilog inspect` lists each broken link, with its file, sequence, block offset and line, in
/// every format, on a session another writer wrote with one link of each kind broken.
@Suite(.enabled(if: which("gzip") != nil)) struct InspectBrokenLinkTests {
  /// The Intents extension's log uses call id 2 twice (seq 5) and answers a call id no call has
  /// (seq 7); the UI's log names interaction I-1 (seq 2) before its snapshot (seq 4).
  static func session(in directory: TemporaryDirectory) throws -> String {
    let session = try directory.directory("session")
    let clock = TrueClock()
    let workout = ForeignIntent.workout("W-1")
    var intents = ForeignLog(role: "intents-extension", processID: 801, clock: clock)
    var ui = ForeignLog(role: "ui-extension", processID: 802, clock: clock)
    intents.dispatch(workout, to: "H#1")
    intents.event("resolve", #""parameter":"workoutName""#, instance: "H#1", call: 2)
    intents.event("resolve", #""parameter":"goalValue""#, instance: "H#1", call: 2)
    intents.event(
      "resolveCompletion",
      #""parameter":"workoutName","results":[{"result":"notRequired"}],"latency":1000"#,
      instance: "H#1", call: 2)
    intents.event(
      "resolveCompletion",
      #""parameter":"goalValue","results":[{"result":"notRequired"}],"latency":1000"#,
      instance: "H#1", call: 9)
    intents.close()
    ui.configureView([], of: "I-1", on: "View#1")
    ui.snapshot("I-1", of: workout)
    ui.close()
    _ = try intents.write(into: session)
    _ = try ui.write(into: session)
    return session
  }

  static let duplicate =
    "intents-extension-801.ilog#5 (byte 0, line 5): duplicate-call-id: call id 2 is used by a "
    + "second call"
  static let orphan =
    "intents-extension-801.ilog#7 (byte 0, line 7): completion-without-call: resolveCompletion "
    + "for call id 9, which no earlier call has"
  static let early =
    #"ui-extension-802.ilog#2 (byte 0, line 2): before-snapshot: refers to interaction "I-1" "#
    + "before its snapshot (seq 4)"

  @Test func theTextListsEachBrokenLinkBelowTheFiles() throws {
    let directory = TemporaryDirectory()
    let session = try Self.session(in: directory)
    let outcome = try ILogBinary.run(["inspect", session])
    let lines = outcome.outputLines
    let summary = try #require(lines.firstIndex { $0.hasPrefix("\(session): ") })
    #expect(
      Array(lines[(summary + 1)...]) == [
        "  file                        role               pid  events  state",
        "  intents-extension-801.ilog  intents-extension  801       8  closed cleanly, 2 broken links",
        "  ui-extension-802.ilog       ui-extension       802       5  closed cleanly, 1 broken link",
        "  link    " + Self.duplicate,
        "  link    " + Self.orphan,
        "  link    " + Self.early,
      ])
    // Where `ilog verify` places them too.
    let verify = try ILogBinary.run(["verify", session])
    #expect(verify.output.contains("byte 0, line 5: link: call id 2 is used by a second call"))
    #expect(verify.output.contains("byte 0, line 7: link: resolveCompletion for call id 9"))
    #expect(verify.output.contains(#"byte 0, line 2: link: refers to interaction "I-1""#))
  }

  @Test func theJSONListsEachBrokenLinkWithItsPlace() throws {
    let directory = TemporaryDirectory()
    let session = try Self.session(in: directory)
    let outcome = try ILogBinary.run(["inspect", "--format", "json", session])
    let root = try outcome.inspection()
    #expect(root["schema"] as? String == "ilog-inspect/3")
    let sessions = try #require(root["sessions"] as? [[String: Any]])
    let report = try #require(sessions.first?["report"] as? [String: Any])
    let links = try #require(report["brokenLinks"] as? [[String: Any]])
    let intents = "\(session)/intents-extension-801.ilog"
    let ui = "\(session)/ui-extension-802.ilog"
    #expect(
      links.map { $0["kind"] as? String } == [
        "duplicate-call-id", "completion-without-call", "before-snapshot",
      ])
    #expect(links.map { $0["file"] as? String } == [intents, intents, ui])
    #expect(links.map { $0["sequence"] as? Int } == [5, 7, 2])
    #expect(links.map { $0["offset"] as? Int } == [0, 0, 0])
    #expect(links.map { $0["line"] as? Int } == [5, 7, 2])
    #expect(
      links.map { $0["message"] as? String } == [
        "call id 2 is used by a second call",
        "resolveCompletion for call id 9, which no earlier call has",
        #"refers to interaction "I-1" before its snapshot (seq 4)"#,
      ])
    let processes = try #require(report["processes"] as? [[String: Any]])
    #expect(processes.map { $0["brokenLinks"] as? Int } == [2, 1])
    #expect(processes.map { $0["lateCompletions"] as? Int } == [0, 0])
  }

  @Test func theMarkdownListsEachBrokenLink() throws {
    let directory = TemporaryDirectory()
    let session = try Self.session(in: directory)
    let outcome = try ILogBinary.run(["inspect", "--format", "markdown", session])
    let listed = outcome.outputLines.filter { $0.hasPrefix("- **broken link** ") }
    #expect(
      listed == [
        "- **broken link** `intents-extension-801.ilog#5` byte 0, line 5: `duplicate-call-id` "
          + "call id 2 is used by a second call",
        "- **broken link** `intents-extension-801.ilog#7` byte 0, line 7: "
          + "`completion-without-call` resolveCompletion for call id 9, which no earlier call has",
        "- **broken link** `ui-extension-802.ilog#2` byte 0, line 2: `before-snapshot` refers "
          + #"to interaction "I-1" before its snapshot (seq 4)"#,
      ])
  }
}
