import Foundation
import InteractionTestSupport
import Testing

/// `ilog stats`, run as the built binary on the committed recordings.
@Suite struct StatsCommandTests {
  @Test func textShowsEverySectionOfTheFigures() throws {
    let outcome = try ILogBinary.run(["stats", "Recordings/start-workout"], in: PackageRoot.path)
    let lines = outcome.outputLines
    #expect(lines.first == "Recordings/start-workout: 29 events in 2 files, 1 interaction")
    for section in ["Events per kind", "Interactions per intent", "Latency per call kind", "Files"]
    {
      #expect(lines.contains(section), "\(section)")
    }
    #expect(lines.contains("  dispatch                      5"))
    #expect(lines.contains("  total                        29"))
    #expect(lines.contains("  INStartWorkoutIntent             1"))
    #expect(
      lines.contains(
        "  call           count       min       p50       p90       p99       max      mean"))
    #expect(
      lines.contains(
        "  resolve            3  0.100 ms  0.100 ms  0.100 ms  0.100 ms  0.100 ms  0.100 ms"))
    #expect(
      lines.contains(
        "  intents-extension-501.ilog       1     0      22        1203          7444  0.162  closed cleanly"
      ))
    #expect(
      lines.contains(
        "  total                            2     0      29        2073          9902  0.209"))
    #expect(lines.last == "Damage  none")
    #expect(outcome.error == "")
    #expect(outcome.status == 0)
  }

  @Test func everyPathGivenIsCountedTogether() throws {
    let outcome = try ILogBinary.run(
      ["stats", "--format", "json", "Recordings/start-workout", "Recordings/double-completion"],
      in: PackageRoot.path)
    let stats = try #require(try outcome.json()["stats"] as? [String: Any])
    #expect(stats["events"] as? Int == 29 + 28)
    #expect(
      stats["interactionsByIntent"] as? [String: Int]
        == ["INStartWorkoutIntent": 1, "INSendMessageIntent": 1])
    #expect((stats["files"] as? [[String: Any]])?.count == 4)
    #expect(outcome.status == 0)
  }

  @Test func jsonHasItsSchemaAndTheLibrarysFigures() throws {
    let outcome = try ILogBinary.run(
      ["stats", "--format", "json", "Recordings/start-workout"], in: PackageRoot.path)
    let root = try outcome.json()
    #expect(Set(root.keys) == ["schema", "paths", "stats"])
    #expect(root["schema"] as? String == "ilog-stats/1")
    let stats = try #require(root["stats"] as? [String: Any])
    let latencies = try #require(stats["latencies"] as? [String: [String: Any]])
    #expect(latencies["configureView"]?["p99"] as? Int == 100_000)
    #expect(stats["blocks"] as? Int == 2)
  }

  @Test func markdownAndMermaid() throws {
    let markdown = try ILogBinary.run(
      ["stats", "--format", "markdown", "Recordings/two-process"], in: PackageRoot.path)
    #expect(
      markdown.outputLines.first
        == "## Recordings/two-process: 66 events in 2 files, 3 interactions")
    #expect(markdown.outputLines.contains("| call | count | min | p50 | p90 | p99 | max | mean |"))
    #expect(markdown.outputLines.last == "**Damage:** none")
    let mermaid = try ILogBinary.run(
      ["stats", "--format", "mermaid", "Recordings/two-process"], in: PackageRoot.path)
    #expect(
      mermaid.outputLines == [
        "pie showData title Interactions per intent", "  \"INEndWorkoutIntent\" : 1",
        "  \"INSendMessageIntent\" : 1", "  \"INStartWorkoutIntent\" : 1",
      ])
  }

  @Test func aTornRecordingIsCountedUpToTheTearWithStatus1() throws {
    let outcome = try ILogBinary.run(
      ["stats", "Recordings/killed-mid-interaction"], in: PackageRoot.path)
    #expect(
      outcome.outputLines.contains {
        $0.hasPrefix("  ui-extension-502.ilog") && $0.hasSuffix("torn")
      })
    #expect(outcome.outputLines.contains("Damage"))
    #expect(
      outcome.outputLines.last?.hasPrefix(
        "  ui-extension-502.ilog: byte 6742: torn-tail: the file ends inside the block") == true)
    #expect(outcome.error == "")
    #expect(outcome.status == 1)
  }
}
