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

  /// `--json` with filters on the envelope alone passes lines through undecoded: the lines it
  /// prints are those of `--json` whose fields match, the interaction decoded only to compare.
  @Test func envelopeFiltersPassJSONLinesThrough() throws {
    let (directory, session) = try Self.session()
    _ = directory
    let all = try ILogBinary.run(["events", "--json", session]).outputLines
    let events = try all.map { line in
      try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
    }
    func expected(_ keep: ([String: Any]) -> Bool) -> [String] {
      zip(all, events).filter { keep($0.1) }.map(\.0)
    }
    let cases: [([String], [String])] = [
      (["--role", "ui-extension"], expected { $0["role"] as? String == "ui-extension" }),
      (["--pid", "4242"], expected { $0["pid"] as? Int == 4242 }),
      (
        ["--interaction", SessionLogs.interaction],
        expected { $0["interaction"] as? String == "I-1" }
      ),
      (
        ["--interaction", "I-1", "--kind", "configureView", "--role", "ui-extension"],
        expected {
          $0["interaction"] as? String == "I-1" && $0["kind"] as? String == "configureView"
            && $0["role"] as? String == "ui-extension"
        }
      ),
      (["--interaction", "I-2"], []),
    ]
    for (filters, lines) in cases {
      let outcome = try ILogBinary.run(["events", "--json"] + filters + [session])
      #expect(outcome.outputLines == lines, "\(filters)")
      #expect(outcome.status == 0)
    }
    #expect(cases[2].1.count > 3 && cases[2].1.count < all.count)
  }
}
