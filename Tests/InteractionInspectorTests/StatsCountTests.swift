import InteractionLog
import InteractionTestSupport
import Testing

@testable import InteractionInspector

/// `ilog stats`'s count, which builds no report, gives the figures and problems of a full
/// inspection.
@Suite struct StatsCountTests {
  @Test(arguments: sampleRecordingPaths)
  func countingGivesTheInspectionsFiguresAndProblems(recording: String) throws {
    let session = try InspectedSession(
      paths: [recording], policy: .pointInTime, detail: .omittingCallValues)
    let inspection = try Inspector(
      configuration: InspectionConfiguration(rules: [], retainsInteractions: false)
    ).inspect(session.openReader())
    let counted = try Inspector().count(session.openReader())
    #expect(counted.stats == inspection.stats)
    #expect(counted.problems == InspectionOutcome.problems(of: inspection.report))
  }

  /// Both logs of a session whose UI extension was killed: damage and a file not closed.
  @Test func aTornSessionsProblemsAreListedInTheInspectionsOrder() throws {
    let recording = sampleRecordingPaths.first { $0.hasSuffix("killed-mid-interaction") }
    let session = try InspectedSession(paths: [try #require(recording)])
    let counted = try Inspector().count(session.openReader())
    #expect(!counted.problems.isEmpty)
    #expect(
      counted.problems
        == InspectionOutcome.problems(of: try Inspector().inspect(session.openReader()).report))
  }
}
