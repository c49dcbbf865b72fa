import InteractionJudging
import InteractionTestSupport
import SampleSessionSupport
import Testing

/// Each rule's screen clears from the projection only interactions the rule finds nothing in
/// (``ScreeningCheck``, which every session `Recording.judge` records goes through too).
@Suite struct ProjectionScreeningTests {
  @Test(arguments: sampleRecordingPaths)
  func aClearedInteractionIsOneTheRuleFindsNothingIn(recording: String) throws {
    try ScreeningCheck.verify(paths: [recording])
  }

  /// Not a check that cannot fail: on the recordings, the rules clear interactions.
  @Test func theRulesClearInteractions() throws {
    var cleared = 0
    for recording in sampleRecordingPaths {
      cleared += try ScreeningCheck.verify(paths: [recording])
    }
    #expect(cleared > 0)
  }

  /// A clean interaction comes as its heading alone only while interactions are not retained
  /// and every rule has a screen.
  @Test func aRetainingFoldOrARuleWithoutAScreenGetsEveryReport() throws {
    let clean = try #require(sampleRecordingPaths.first { $0.hasSuffix("/start-workout") })
    var briefing = InspectionConfiguration(retainsInteractions: false)
    briefing.briefsCleanInteractions = true
    let headings = try ScreeningCheck.fold([clean], briefing)
    #expect(!headings.isEmpty && headings.allSatisfy { $0.handling == nil && $0.snapshot == nil })
    #expect(headings.allSatisfy { $0.identifier != nil && $0.intentClass != nil })

    var retaining = briefing
    retaining.retainsInteractions = true
    var unscreened = briefing
    unscreened.rules.append(NeverFinds())
    for configuration in [retaining, unscreened] {
      let reports = try ScreeningCheck.fold([clean], configuration)
      #expect(!reports.isEmpty && reports.allSatisfy { $0.handling != nil })
    }
  }
}

/// A user's rule, which has no screen.
private struct NeverFinds: InspectionRule {
  static let code = FindingCode(rawValue: "never-finds")
  func findings(in interaction: InteractionReport, context: InspectionContext) -> [Finding] { [] }
}
