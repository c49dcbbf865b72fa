import Foundation
import InteractionTestSupport
import Testing

/// `ilog diff`, run as the built binary on the committed recordings.
@Suite struct DiffCommandTests {
  @Test func aRecordingEqualsItselfWithStatus0() throws {
    let outcome = try ILogBinary.run(
      ["diff", "Recordings/two-process", "Recordings/two-process"], in: PackageRoot.path)
    #expect(outcome.outputLines.last == "no differences: 3 interactions matched")
    #expect(outcome.error == "")
    #expect(outcome.status == 0)
  }

  @Test func onlyWhatSiriKitSawIsCompared() throws {
    // The forgetful controller never answers its second call: that differs.
    let outcome = try ILogBinary.run(
      ["diff", "Recordings/start-workout", "Recordings/completion-missing"], in: PackageRoot.path)
    #expect(
      outcome.outputLines.contains(
        "1. INStartWorkoutIntent #1 › interface call 2 › completions  (the first)"))
    #expect(outcome.status == 1)
    // Another controller class with the same calls and answers: instances are not compared.
    let same = try ILogBinary.run(
      ["diff", "Recordings/both-methods", "Recordings/start-workout"], in: PackageRoot.path)
    #expect(same.outputLines.last == "no differences: 1 interaction matched")
    #expect(same.status == 0)
  }

  @Test func theFirstDifferenceComesFirstWithExpectedAndActual() throws {
    let outcome = try ILogBinary.run(
      ["diff", "Recordings/start-workout", "Recordings/empty-set-last"], in: PackageRoot.path)
    let lines = outcome.outputLines
    #expect(
      Array(lines.prefix(10)) == [
        "expected  Recordings/start-workout   1 interaction",
        "actual    Recordings/empty-set-last  1 interaction",
        "interactions matched by intent class and ordinal; instances, call ids, times and "
          + "latencies are not compared",
        "",
        "6 differences in 1 interaction (INStartWorkoutIntent #1)",
        "",
        "1. INStartWorkoutIntent #1 › interface call 1 › offered  (the first)",
        "   expected  []",
        "   actual    [INStartWorkoutIntent.intentDescription]",
        "",
      ])
    #expect(lines.contains("3. INStartWorkoutIntent #1 › interface call 1 › size"))
    #expect(lines.contains("   expected  320x44"))
    #expect(outcome.error == "")
    #expect(outcome.status == 1)
  }

  @Test func aMissingInteractionIsADifference() throws {
    let outcome = try ILogBinary.run(
      ["diff", "Recordings/two-process", "Recordings/start-workout"], in: PackageRoot.path)
    #expect(outcome.outputLines.contains("1. INSendMessageIntent #1 › present  (the first)"))
    #expect(outcome.outputLines.contains("   actual    (none)"))
    #expect(outcome.status == 1)
  }

  @Test func jsonMarkdownAndMermaid() throws {
    let arguments = ["Recordings/start-workout", "Recordings/empty-set-last"]
    let json = try ILogBinary.run(["diff", "--format", "json"] + arguments, in: PackageRoot.path)
    let root = try json.json()
    #expect(Set(root.keys) == ["schema", "expected", "actual", "differences"])
    #expect(root["schema"] as? String == "ilog-diff/1")
    let first = try #require((root["differences"] as? [[String: Any]])?.first)
    #expect(first["expected"] as? String == "[]")
    #expect((first["path"] as? [String: Any])?["field"] as? String == "offered")
    #expect(json.errorLines == ["ilog: the recordings differ: 6 differences"])
    #expect(json.status == 1)

    let markdown = try ILogBinary.run(
      ["diff", "--format", "markdown"] + arguments, in: PackageRoot.path)
    #expect(markdown.outputLines.contains("| # | where | expected | actual |"))
    #expect(
      markdown.outputLines.contains(
        "| 1 | INStartWorkoutIntent \\#1 › interface call 1 › offered | `[]` | "
          + "`[INStartWorkoutIntent.intentDescription]` |"))

    let mermaid = try ILogBinary.run(
      ["diff", "--format", "mermaid"] + arguments, in: PackageRoot.path)
    #expect(mermaid.outputLines.first == "sequenceDiagram")
    #expect(
      mermaid.outputLines.contains(
        "  Note over host,C2: differs: INStartWorkoutIntent #35;1 › interface call 1 › offered: "
          + "expected [] · actual [INStartWorkoutIntent.intentDescription]"))
  }

  @Test func aTornSideIsComparedUpToTheTearWithStatus1() throws {
    let outcome = try ILogBinary.run(
      ["diff", "Recordings/killed-mid-interaction", "Recordings/killed-mid-interaction"],
      in: PackageRoot.path)
    #expect(
      outcome.outputLines.contains { $0.hasPrefix("expected is damaged, compared up to it: ") })
    #expect(outcome.outputLines.last == "no differences: 33 interactions matched")
    #expect(outcome.status == 1)
  }
}
