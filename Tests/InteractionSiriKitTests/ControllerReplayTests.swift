import Foundation
import InteractionHost
import InteractionModel
import InteractionReplay
import InteractionTestSupport
import Testing

@testable import InteractionSiriKit

#if os(iOS)
import Intents
import IntentsUI
#else
import SiriKitStandIn
#endif

/// A committed recording replayed against a SiriKit view controller through the bridge's
/// adapter: recorded values become SiriKit objects, answers come back as the model's.
@MainActor
@Suite struct ControllerReplayTests {
  static let recording = "\(packageRoot)/Recordings/start-workout/ui-extension-502.ilog"
  static let options = ReplayOptions(timeout: 0, sleep: { _ in })

  @Test func theStartWorkoutViewsReplayThroughARealController() async throws {
    let subjects = ReplaySubjects(controller: { _ in
      SiriKitReplay.controller(IntentViewController(), converter: WorkoutDoubles.converter)
    })
    let report = try await Replayer(contentsOf: Self.recording, options: Self.options)
      .replay(subjects)
    #expect(report.passed, "\(report)")
    let views = report.steps.compactMap(\.replayed).filter { $0.call.kindName == "configureView" }
    #expect(views.map(\.instance) == ["IntentViewController#1", "IntentViewController#2"])
  }

  @Test func aControllerThatAnswersDifferentlyDiverges() async throws {
    let subjects = ReplaySubjects(controller: { _ in
      SiriKitReplay.controller(ClaimlessController(), converter: WorkoutDoubles.converter)
    })
    let report = try await Replayer(contentsOf: Self.recording, options: Self.options)
      .replay(subjects)
    #expect(!report.passed)
    #expect(report.divergences.map(\.kind) == [.answerDiffers])
    #expect(
      report.divergences.first?.instance
        == "WorkoutViewController#2 (recorded), ClaimlessController#2 (replayed)")
  }

  @Test func anInteractionTheBridgeCannotMakeAnswersNothingAndSaysWhy() throws {
    let adapter = SiriKitReplay.controller(
      IntentViewController(),
      converter: SiriKitConverter(
        registry: SiriKitIntentRegistry(bridges: [])))
    let configuring = try #require(adapter as? any ParameterViewConfiguring)
    let answers = Locked<[Bool]>([])
    configuring.configureView(
      for: [], of: InteractionConversionTests.recorded, interactiveBehavior: .none,
      context: .siriSnippet
    ) { success, _, _ in answers.withLock { $0.append(success) } }
    #expect(answers.withLock { $0 } == [false])
    #expect(
      adapter.conversionFailures == [
        "configureView: interaction S1: intent: cannot convert an object of class "
          + "INStartWorkoutIntent"
      ])
  }

  @Test func aMissingMethodIsToldNotCompleted() throws {
    let adapter = SiriKitReplay.controller(
      ClaimlessController(), converter: WorkoutDoubles.converter)
    let configuring = try #require(adapter as? any InteractionConfiguring)
    let sizes = Locked<[Size]>([])
    configuring.configure(
      with: InteractionConversionTests.recorded, context: .siriSnippet
    ) { size in sizes.withLock { $0.append(size) } }
    #expect(sizes.withLock { $0 }.isEmpty)
    #expect(
      adapter.conversionFailures == [
        "ClaimlessController does not implement configure(with:context:completion:)"
      ])
  }
}

/// A controller that shows the workout but claims nothing, so SiriKit would show its default
/// interface too.
final class ClaimlessController: NSObject, INUIHostedViewControlling {
  func configureView(
    for parameters: Set<INParameter>, of interaction: INInteraction,
    interactiveBehavior: INUIInteractiveBehavior, context: INUIHostedViewContext,
    completion: @escaping (Bool, Set<INParameter>, CGSize) -> Void
  ) {
    completion(true, [], CGSize(width: 320, height: parameters.isEmpty ? 44 : 180))
  }
}
