import InteractionLog
import InteractionTestSupport
import Testing

@testable import InteractionInspector

/// `ilog stats` of several sessions: each is counted on its own, as an inspection reads it, and
/// the counts are added in order, whether the sessions are counted one after the other or
/// several at once.
@Suite struct FleetStatsTests {
  /// Every committed recording, each a session of its own.
  static func sessions() throws -> [InspectedSession] {
    try sampleRecordingPaths.map {
      try InspectedSession(paths: [$0], policy: .pointInTime, detail: .omittingCallValues)
    }
  }

  @Test func aFleetsInteractionsAreThoseItsSessionsInspectionsFind() throws {
    let sessions = try Self.sessions()
    let counted = try Inspector().count(sessions)
    var byIntent: [String: Int] = [:]
    var events = 0
    var problems: [String] = []
    for session in sessions {
      let inspection = try Inspector().inspect(session.openReader())
      byIntent.merge(inspection.stats.interactionsByIntent, uniquingKeysWith: +)
      events += inspection.stats.events
      problems += InspectionOutcome.problems(of: inspection.report)
    }
    // Read as one population, the recordings' runs joined other sessions' interactions by
    // intent: 162 interactions, 35 of them with no intent.
    #expect(counted.stats.interactionsByIntent == byIntent)
    #expect(byIntent.values.reduce(0, +) == 51)
    #expect(counted.stats.events == events)
    #expect(counted.stats.files.map(\.path) == sessions.flatMap(\.files))
    #expect(counted.problems == problems)
  }

  @Test func countingSessionsAtOnceGivesTheSameFigures() throws {
    let sessions = try Self.sessions()
    let alone = try Inspector().count(sessions)
    for width in [2, 3, 16] {
      var reported: [Int] = []
      let together = try Inspector().count(
        sessions, parallelism: width, progress: { index, _ in reported.append(index) })
      #expect(together.stats == alone.stats)
      #expect(together.problems == alone.problems)
      #expect(reported == Array(sessions.indices))
    }
  }

  @Test func aStrictReadStopsAtTheDamagedSessionAtAnyWidth() throws {
    let sessions = try sampleRecordingPaths.map {
      try InspectedSession(paths: [$0], policy: .strict, detail: .omittingCallValues)
    }
    #expect(sessions.contains { $0.paths[0].hasSuffix("killed-mid-interaction") })
    for width in [1, 2] {
      #expect(throws: LogReadError.self) { try Inspector().count(sessions, parallelism: width) }
    }
  }

  /// Latencies split over sessions at every size around the exact limit summarise as if they
  /// had been read in one stream.
  @Test(arguments: [0, 1, 500, 1023, 1024, 1025, 1800, 2500, 3000])
  func mergedDigestsAnswerAsOneDigest(split: Int) {
    // Spread over about 4 ms, in an order that is not sorted.
    let values: [UInt64] = (0..<3000).map { index in
      let spread = UInt64((index * 7919) % 4001)
      return spread * 1000 + UInt64(index % 3)
    }
    for total in [1000, 1024, 1025, 3000] where split <= total {
      var whole = LatencyDigest()
      var first = LatencyDigest()
      var second = LatencyDigest()
      for (index, value) in values.prefix(total).enumerated() {
        whole.add(value)
        if index < split { first.add(value) } else { second.add(value) }
      }
      first.merge(second)
      #expect(first == whole, "split \(split) of \(total)")
      #expect(LatencySummary(first) == LatencySummary(whole))
    }
  }
}
