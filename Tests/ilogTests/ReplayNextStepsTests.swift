import Foundation
import InteractionTestSupport
import Testing

/// The commands a replay report's next steps suggest, run as printed: they replay the same plan
/// and meet the same divergence.
@Suite struct ReplayNextStepsTests {
  /// The suggested `--step` command of a report, split into words (the paths here need no
  /// quoting).
  static func suggestedCommand(in report: String) throws -> [String] {
    let line = try #require(
      report.split(separator: "\n").first { $0.hasPrefix("  2. Step through the replay") },
      "no step-through command in:\n\(report)")
    // Not `split(separator: ": ")` or a regex below: both need macOS 13.
    let colon = try #require(line.range(of: ": "))
    return line[colon.upperBound...].split(separator: " ").map(String.init)
  }

  /// The step number of the report's first divergence, from its `   at step N · …` line.
  static func firstStep(in report: String) throws -> String {
    let place = try #require(
      report.split(separator: "\n").first { $0.hasPrefix("   at step ") },
      "no divergence in:\n\(report)")
    return String(place.dropFirst("   at step ".count).prefix { $0.isNumber })
  }

  /// The first divergence's lines: from `1. ` to the blank line after it, without its step
  /// number, the position in a replay that `--until` shortens (sequence numbers stay).
  static func firstDivergence(in report: String) throws -> String {
    let lines = report.split(separator: "\n", omittingEmptySubsequences: false).map {
      line -> String in
      guard line.hasPrefix("   at step "), let dot = line.range(of: " · ") else {
        return String(line)
      }
      return "   at " + line[dot.upperBound...]
    }
    let start = try #require(
      lines.firstIndex { $0.hasPrefix("1. ") }, "no divergence in:\n\(report)")
    let end = lines[start...].firstIndex(of: "") ?? lines.endIndex
    return lines[start..<end].joined(separator: "\n")
  }

  @Test(arguments: [
    [
      "Recordings/start-workout", "--sample", "workout", "--mode", "chaos", "--delivery",
      "empty-set-last",
    ],
    [
      "Recordings/killed-mid-interaction", "--sample", "workout", "--mode", "chaos", "--seed", "42",
      "--fault", "reask-claimed",
    ],
    ["Recordings/double-completion", "--sample", "message"],
    ["Recordings/double-completion", "--sample", "caching-handler", "--ignore-sizes", "--once"],
    [
      "Recordings/superset-claim", "--sample", "workout", "--mode", "host", "--size-tolerance", "2",
      "--accept", "answer-differs", "--compare-answers",
    ],
  ])
  func ilogsSuggestedCommandMeetsTheSameDivergence(arguments: [String]) throws {
    let first = try ILogBinary.run(["replay"] + arguments, in: PackageRoot.path)
    #expect(first.status == 1, "\(first.error)")
    let command = try Self.suggestedCommand(in: first.output)
    #expect(Array(command.prefix(2)) == ["ilog", "replay"])
    // Addressed by the divergence's step, the replay not cut short.
    #expect(
      Array(command.suffix(3)) == ["--step", "--until-step", try Self.firstStep(in: first.output)])
    #expect(!command.contains("--until"))
    // Every option of the plan is in it, whatever its order.
    for option in arguments where option.hasPrefix("--") && option != "--seed" {
      #expect(command.contains(option), "\(option) missing from \(command)")
    }
    let again = try ILogBinary.run(Array(command.dropFirst()), in: PackageRoot.path)
    #expect(again.status == 1, "\(again.error)")
    #expect(try Self.firstDivergence(in: again.output) == Self.firstDivergence(in: first.output))
  }

  @Test func aSeededPlanNamesItsSeedAndItsAcceptedKinds() throws {
    let outcome = try ILogBinary.run(
      [
        "replay", "Recordings/killed-mid-interaction", "--sample", "workout", "--mode", "chaos",
        "--seed", "42", "--fault", "reask-claimed", "--accept", "state-outlived",
      ], in: PackageRoot.path)
    #expect(outcome.status == 1)
    let command = try Self.suggestedCommand(in: outcome.output).joined(separator: " ")
    #expect(
      command
        == "ilog replay Recordings/killed-mid-interaction --sample workout --mode chaos "
        + "--delivery permutation --seed 42 --fault reask-claimed --accept state-outlived "
        + "--step --until-step 54")
  }

  @Test func aUsersReplayCommandSuggestsItselfWithSubject() throws {
    let example = builtProduct("replay-example")
    let first = try runProgram(
      example, ["Recordings/double-completion", "--subject", "workout"],
      currentDirectory: PackageRoot.path)
    #expect(first.status == 1, "\(first.error)")
    let command = try Self.suggestedCommand(in: first.output)
    #expect(
      Array(command.prefix(4)) == [
        "replay-example", "Recordings/double-completion", "--subject", "workout",
      ])
    let again = try runProgram(
      example, Array(command.dropFirst()), currentDirectory: PackageRoot.path)
    #expect(again.status == 1, "\(again.error)")
    #expect(
      try Self.firstDivergence(in: again.output) == Self.firstDivergence(in: first.output))
  }

  @Test func acceptedKindsAreListedAndDoNotFail() throws {
    let outcome = try ILogBinary.run(
      [
        "replay", "Recordings/start-workout", "--sample", "adaptive-header", "--mode", "chaos",
        "--delivery", "empty-set-last", "--compare-answers", "--accept", "answer-differs", "--once",
      ], in: PackageRoot.path)
    #expect(outcome.status == 0, "\(outcome.error)")
    #expect(
      outcome.output.hasPrefix(
        "✔ Replay matched the recording apart from 2 accepted differences of kind answer-differs "))
    #expect(outcome.output.contains("Accepted, not failures (accepted kinds: answer-differs):"))
    #expect(outcome.output.contains("A1. answer-differs: the completion answered differently"))
    let json = try ILogBinary.run(
      [
        "replay", "Recordings/start-workout", "--sample", "adaptive-header", "--mode", "chaos",
        "--delivery", "empty-set-last", "--compare-answers", "--accept", "answer-differs", "--once",
        "--format", "json",
      ], in: PackageRoot.path)
    let document = try #require(
      try JSONSerialization.jsonObject(with: json.outputData) as? [String: Any])
    #expect(document["schema"] as? String == "ilog-replay/3")
    #expect(document["passed"] as? Bool == true)
    #expect(document["acceptedKinds"] as? [String] == ["answer-differs"])
    #expect((document["divergences"] as? [Any])?.isEmpty == true)
    let accepted = try #require(document["accepted"] as? [[String: Any]])
    #expect(accepted.map { $0["kind"] as? String } == ["answer-differs", "answer-differs"])
  }

  @Test func anUnknownKindToAcceptIsAUsageError() throws {
    let outcome = try ILogBinary.run(
      ["replay", "Recordings/start-workout", "--sample", "workout", "--accept", "view-ordr"],
      in: PackageRoot.path)
    #expect(outcome.status == 2)
    #expect(
      outcome.error.contains(
        "The value 'view-ordr' is invalid for '--accept <kind>': not a kind of divergence"))
  }
}
