#if canImport(XCTest)
import InteractionReplay
import InteractionSamples
import InteractionTesting
import XCTest

/// The XCTest helper, in an XCTest case: a matching replay passes.
final class AssertReplayTests: XCTestCase {
  @MainActor
  func testMatchingReplayPasses() async {
    await assertReplay(
      of: "Recordings/start-workout",
      subjects: .types(
        provider: { SampleIntentsExtension() }, controller: { WorkoutViewController() }),
      record: .never)
  }
}
#endif
