import InteractionLog
import InteractionTestSupport
import Testing

@testable import InteractionInspector

/// A filtered rendering does only the work its output needs (`--only`'s rules alone, clean
/// interactions without their reports), and shows and counts what the whole inspection shows.
@Suite struct OnlyWhatIsShownTests {
  static let filters = [
    InspectionFilter(findingsOnly: true),
    InspectionFilter(codes: [.emptySetNotFirst]),
    InspectionFilter(codes: [.completionRepeated, .headerNotOnTop]),
    InspectionFilter(codes: [.reaskedClaimed], findingsOnly: true),
    InspectionFilter(codes: [.mixedAPI], intentClass: "INSendMessageIntent"),
  ]

  /// The text and outcome of `render(_:with:)`, and of the same session rendered interaction by
  /// interaction from an inspection with every rule and every report.
  static func both(
    _ recording: String, format: OutputFormat, filter: InspectionFilter, parallelism: Int
  ) throws -> (narrowed: (String, InspectionOutcome), whole: (String, InspectionOutcome)) {
    let inspector = Inspector(configuration: InspectionConfiguration(retainsInteractions: false))
    var renderer = InspectionRenderer(format: format, filter: filter)
    var narrowed = ""
    try renderer.render(
      [InspectedSession(paths: [recording])], with: inspector, parallelism: parallelism
    ) { narrowed += $0 }

    let session = try InspectedSession(paths: [recording])
    var whole = InspectionRenderer(format: format, filter: filter)
    var text = whole.begin(paths: session.paths, files: session.files)
    let inspection = try inspector.inspect(session.openReader(), emit: { text += whole.render($0) })
    text += whole.end(inspection)
    text += whole.finish()
    return ((narrowed, renderer.outcome), (text, whole.outcome))
  }

  @Test(arguments: [OutputFormat.text, .json, .markdown, .mermaid], [1, 2])
  func showsAndCountsWhatTheWholeInspectionShows(format: OutputFormat, parallelism: Int) throws {
    var shown = 0
    for recording in sampleRecordingPaths {
      for filter in Self.filters {
        let (narrowed, whole) = try Self.both(
          recording, format: format, filter: filter, parallelism: parallelism)
        #expect(narrowed.0 == whole.0, "\(recording) \(filter.options)")
        #expect(narrowed.1 == whole.1, "\(recording) \(filter.options)")
        shown += whole.1.shownInteractions
      }
    }
    #expect(shown > 0)
  }

  @Test func onlyRunsTheSelectedRulesButForJSONWhoseSummaryCountsEveryFinding() {
    let filter = InspectionFilter(codes: [.completionRepeated, .headerNotOnTop])
    for format in [OutputFormat.text, .markdown, .mermaid] {
      let inspector = InspectionRenderer(format: format, filter: filter)
        .doingOnlyWhatIsShown(Inspector())
      #expect(
        Set(inspector.configuration.rules.map { type(of: $0).code })
          == [.completionRepeated, .headerNotOnTop])
      #expect(inspector.configuration.briefsCleanInteractions)
    }
    let json = InspectionRenderer(format: .json, filter: filter).doingOnlyWhatIsShown(Inspector())
    #expect(json.configuration.rules.count == InspectionRules.standard.count)
    #expect(json.configuration.briefsCleanInteractions)
  }

  @Test func anUnfilteredRenderingGetsEveryRuleAndEveryReport() {
    let inspector = InspectionRenderer(format: .text, filter: InspectionFilter(intentClass: "X"))
      .doingOnlyWhatIsShown(Inspector())
    #expect(inspector.configuration.rules.count == InspectionRules.standard.count)
    #expect(!inspector.configuration.briefsCleanInteractions)
  }

  /// The summary of a JSON rendering with `--only` counts every finding of the session.
  @Test func jsonsSummaryWithOnlyCountsEveryRulesFindings() throws {
    let recording = try #require(sampleRecordingPaths.first { $0.hasSuffix("/empty-set-last") })
    let (narrowed, _) = try Self.both(
      recording, format: .json, filter: InspectionFilter(codes: [.emptySetNotFirst]),
      parallelism: 1)
    #expect(narrowed.0.contains(#""header-not-on-top":1"#))
    #expect(!narrowed.0.contains(#""code":"header-not-on-top""#))
  }
}
