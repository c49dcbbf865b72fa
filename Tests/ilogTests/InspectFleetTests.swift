import Foundation
import InteractionTestSupport
import Testing

/// `ilog inspect` on a fleet of sessions: each session's files are opened when its turn comes,
/// so the descriptors it holds do not grow with the number of sessions.
@Suite struct InspectFleetTests {
  static let sessions = 200
  /// Far fewer than the fleet's 400 log files.
  ///
  /// Standard input, output and error, the three Dispatch keeps, and the two files of each
  /// session being read (one per core), with as many again to spare. Before a reader's queued
  /// read-ahead workers stopped holding its descriptor, a release `ilog` on two cores failed
  /// under 16 every time, and under 24 half of the time.
  static let descriptorLimit = min(64, 8 + 4 * ProcessInfo.processInfo.activeProcessorCount)

  /// A fleet of `sessions` small sessions (both extensions' logs, one interaction each) in
  /// directories `s000`, `s001`, … of `parent`.
  static func writeFleet(in parent: TemporaryDirectory) throws -> [String] {
    try (0..<sessions).map { number in
      let name = "s" + String(repeating: "0", count: 3 - String(number).count) + String(number)
      try SessionLogs.writeSession(in: parent.directory(name))
      return name
    }
  }

  /// Runs the built `ilog` in `directory` under a limit of `descriptorLimit` open files.
  static func runLimited(_ arguments: [String], in directory: String) throws -> ProgramResult {
    try runProgram(
      "/bin/sh",
      ["-c", "ulimit -n \(descriptorLimit) && exec \"$0\" \"$@\"", try ILogBinary.path()]
        + arguments, currentDirectory: directory)
  }

  /// A fleet written in a new directory, and `ilog` run on it (the sessions' names after
  /// `arguments`) under the limit.
  static func runLimitedOnFleet(_ arguments: [String]) throws -> (
    parent: TemporaryDirectory, names: [String], outcome: ProgramResult
  ) {
    let parent = TemporaryDirectory()
    let names = try writeFleet(in: parent)
    return (parent, names, try runLimited(arguments + names, in: parent.path))
  }

  @Test func theLimitHolds() throws {
    let outcome = try runProgram(
      "/bin/sh", ["-c", "ulimit -n \(Self.descriptorLimit) && ulimit -n"])
    #expect(outcome.output == "\(Self.descriptorLimit)\n")
  }

  @Test func aFleetOfTwoHundredSessionsIsInspectedWithinAFewDescriptors() throws {
    let (_, names, outcome) = try Self.runLimitedOnFleet(["inspect", "--format", "json"])
    #expect(outcome.error == "")
    #expect(outcome.status == 0)
    let lines = try outcome.jsonLines()
    let summaries = lines.filter { $0["summary"] != nil }
    #expect(summaries.map { $0["session"] as? Int } == Array(0..<Self.sessions))
    #expect(
      summaries.map { ($0["summary"] as? [String: Any])?["paths"] as? [String] }
        == names.map { [$0] })
    let counts = summaries.map { summary in
      ((summary["summary"] as? [String: Any])?["report"] as? [String: Any])?["interactionCount"]
        as? Int
    }
    #expect(counts == Array(repeating: 1, count: Self.sessions))
    #expect(lines.filter { $0["interaction"] != nil }.count == Self.sessions)
  }

  /// `ilog stats` counts a fleet session by session too, and finds each session's interaction
  /// as `inspect` does.
  @Test func aFleetOfTwoHundredSessionsIsCountedWithinAFewDescriptors() throws {
    let (_, names, outcome) = try Self.runLimitedOnFleet(["stats", "--format", "json"])
    #expect(outcome.error == "")
    #expect(outcome.status == 0)
    let stats = try #require(try outcome.json()["stats"] as? [String: Any])
    let files = try #require(stats["files"] as? [[String: Any]])
    #expect(files.count == 2 * Self.sessions)
    #expect(
      files.map { ($0["path"] as? String)?.prefix(4) } == names.flatMap { [$0[...], $0[...]] })
    let byIntent = try #require(stats["interactionsByIntent"] as? [String: Int])
    #expect(byIntent.values.reduce(0, +) == Self.sessions)
    #expect(byIntent["?"] == nil)
  }

  @Test func theFleetsFindingsAreItsSummariesInOrderAsWithoutTheLimit() throws {
    let (parent, names, limited) = try Self.runLimitedOnFleet(["inspect", "--findings-only"])
    let unlimited = try ILogBinary.run(["inspect", "--findings-only"] + names, in: parent.path)
    #expect(limited.error == "")
    #expect(limited.status == 0)
    #expect(limited.output == unlimited.output)
    let headlines = limited.outputLines.filter {
      $0.hasPrefix("s") && $0.contains(": 1 interaction")
    }
    #expect(headlines.map { String($0.prefix(4)) } == names)
    // The sessions are clean: no interaction is shown.
    #expect(!limited.output.contains("interaction I-1"))
  }
}
