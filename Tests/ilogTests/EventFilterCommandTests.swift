import Foundation
import InteractionTestSupport
import Testing

/// `ilog events`' filters by writer, intent, parameter and time: the built binary on a session.
@Suite struct EventFilterCommandTests {
  static let lines = EventsCommandTests.sessionLines

  static func kind(_ line: String) -> String { EventsCommandTests.kind(of: line) }

  static func session() throws -> (TemporaryDirectory, String) {
    let directory = TemporaryDirectory("filters")
    let session = try directory.directory("session")
    try SessionLogs.writeSession(in: session)
    return (directory, session)
  }

  @Test func roleAndProcessIDKeepOneWriter() throws {
    let (directory, session) = try Self.session()
    _ = directory
    let ui = try ILogBinary.run(["events", "--role", "ui-extension", session])
    #expect(ui.outputLines == Self.lines.filter { $0.contains("  ui-extension  ") })
    #expect(ui.outputLines.count == 8)
    let pid = try ILogBinary.run(["events", "--pid", "4242", session])
    #expect(pid.outputLines == Self.lines.filter { $0.contains("  intents-extension  ") })
    let both = try ILogBinary.run(["events", "--pid", "4242", "--pid", "4243", session])
    #expect(both.outputLines == Self.lines)
    let none = try ILogBinary.run(["events", "--role", "app", session])
    #expect(none.output == "" && none.status == 0)
  }

  @Test func intentKeepsTheCallsLinkedToIt() throws {
    let (directory, session) = try Self.session()
    _ = directory
    let outcome = try ILogBinary.run(["events", "--intent", "INStartWorkoutIntent", session])
    // Everything but the headers, the note and the ends: resolves and completions included,
    // through their handler and call, and the UI's calls through their interaction.
    let unrelated: Set = ["header", "end", "note"]
    #expect(outcome.outputLines == Self.lines.filter { !unrelated.contains(Self.kind($0)) })
    let other = try ILogBinary.run(["events", "--intent", "INSendMessageIntent", session])
    #expect(other.output == "")
  }

  @Test func parameterKeepsTheCallsThatMentionIt() throws {
    let (directory, session) = try Self.session()
    _ = directory
    let outcome = try ILogBinary.run(["events", "--parameter", "workoutName", session])
    #expect(
      outcome.outputLines
        == Self.lines.filter {
          $0.contains("parameter=workoutName")
            || $0.contains("parameters=[INStartWorkoutIntent.workoutName]")
            || $0.contains("claimed=[INStartWorkoutIntent.workoutName]")
        })
    #expect(outcome.outputLines.count == 4)
    let qualified = try ILogBinary.run([
      "events", "--parameter", "INStartWorkoutIntent.workoutName", session,
    ])
    #expect(qualified.outputLines == outcome.outputLines)
    let otherClass = try ILogBinary.run([
      "events", "--parameter", "INOtherIntent.workoutName", session,
    ])
    #expect(otherClass.output == "")
  }

  @Test func sinceAndUntilAreInclusive() throws {
    let (directory, session) = try Self.session()
    _ = directory
    let outcome = try ILogBinary.run([
      "events", "--since", "2026-11-21T19:38:00.003Z", "--until", "2026-11-21T20:38:00.005+01:00",
      session,
    ])
    #expect(outcome.outputLines == Array(Self.lines[2...4]))
  }

  @Test func filtersCombine() throws {
    let (directory, session) = try Self.session()
    _ = directory
    let outcome = try ILogBinary.run([
      "events", "--intent", "INStartWorkoutIntent", "--kind", "resolveCompletion", "--parameter",
      "goalValue", session,
    ])
    #expect(outcome.outputLines == [Self.lines[7]])
  }
}
