// For `contains(_:)` with a string: without Foundation it is the one from macOS 13.
import Foundation
import InteractionJudging
import InteractionModel
import InteractionSamples
import InteractionTestSupport
import SampleSessionSupport
import Testing

/// A size no JSON number holds, recorded through the host and the recorder and read back from
/// the files: the controller's finding (`size-not-allowed`), never damage, and every rule that
/// reads the size copes with it.
@MainActor
@Suite struct NonFiniteSizeRuleTests {
  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func aRecordingKeepsTheSizeAndFlagsIt(height: Double) async throws {
    let inspection = try await Recording.judge([
      Run(SampleScenarios.startWorkout, controller: { SizedController(height: height) })
    ])
    #expect(inspection.damages.isEmpty)
    #expect(inspection.codes == [.sizeNotAllowed, .sizeNotAllowed])
    let sizes = inspection.interactions.first?.interface?.calls
      .flatMap { $0.completions.map(\.size) }
    #expect(sizes == [Size(width: 320, height: height), Size(width: 320, height: height)])
  }

  /// An infinite header below another view: its height is told in words, where converting it to
  /// an integer trapped (as any height past `Int.max` did).
  @Test(arguments: [Double.infinity, 1e300])
  func aHeaderTooHighForAnIntegerIsStillNamed(height: Double) async throws {
    let inspection = try await Recording.judge([
      Run(SampleScenarios.startWorkoutEmptySetLast, controller: { SizedController(height: height) })
    ])
    let header = try #require(inspection.findings.first { $0.code == .headerNotOnTop })
    #expect(header.explanation.contains("(\(height) pt high)"), "\(header.explanation)")
  }
}
