import InteractionHost
import InteractionModel
import InteractionReplay
import InteractionSamples
import InteractionSiriKit
import InteractionTestSupport
import InteractionTesting
import StartWorkout
import Testing

/// The committed workout recordings replayed against the example's real extension classes,
/// through the bridge's replay subjects, and against the sample extensions they were recorded
/// from.
///
/// Both sides answer as the samples do. The one difference is the handler's class: the
/// recordings name the samples' `StartWorkoutIntentHandler`, which `handler(for:)` returned
/// there, where the example's `handler(for:)` returns the extension object itself, as Xcode's
/// template does; a replay reports it as a `handler-differs` at each of the five dispatches.
@MainActor
@Suite struct StartWorkoutReplayTests {
  /// The example's classes, as SiriKit objects behind the bridge's adapters.
  static let example = ReplaySubjects(
    provider: { _ in SiriKitReplay.provider(IntentHandler()) },
    controller: { _ in SiriKitReplay.controller(IntentViewController()) })

  /// The model-level samples the recordings were made with.
  static let samples = ReplaySubjects.types(
    provider: { SampleIntentsExtension() }, controller: { WorkoutViewController() })

  static func replay(
    _ recording: String, _ subjects: ReplaySubjects, mode: ReplayMode = .exact
  ) async throws -> ReplayReport {
    let options = ReplayOptions(mode: mode, timeout: 0, sleep: { _ in })
    return try await Replayer(
      contentsOf: "\(packageRoot)/Recordings/\(recording)", options: options
    )
    .replay(subjects)
  }

  /// Each replayed step's call and answers, the dispatches' handler class left out.
  static func answers(_ report: ReplayReport) -> [String] {
    report.steps.compactMap(\.replayed).map { step in
      let answers = step.call.kindName == "dispatch" ? [] : StepText.answers(step.answers)
      return ([step.call.kindName] + answers).joined(separator: " ")
    }
  }

  @Test(arguments: ["start-workout", "empty-set-last"])
  func bothSidesAnswerAsTheSamplesDo(_ recording: String) async throws {
    let report = try await Self.replay(recording, Self.example)
    let samples = try await Self.replay(recording, Self.samples)
    #expect(samples.passed, "\(samples)")
    let calls = report.steps.compactMap(\.replayed).map(\.call.kindName)
    #expect(calls.filter { $0 == "dispatch" }.count == 5)
    #expect(calls.filter { $0 == "resolve" }.count == 3)
    #expect(calls.filter { $0 == "configureView" }.count == 2)
    #expect(Self.answers(report) == Self.answers(samples))
    #expect(report.divergences.map(\.kind) == Array(repeating: .handlerDiffers, count: 5))
    #expect(
      report.divergences.allSatisfy { $0.expected == ["handler: StartWorkoutIntentHandler"] },
      "\(report)")
  }

  /// In host mode the host's plan asks every resolve method the handler implements, in the
  /// catalog's order: the example also resolves the location type, which the samples (BNRun)
  /// do not, so that call is added; the samples replay without a difference.
  ///
  /// On Linux one more call comes: the stand-in cannot answer `responds(to:)` before a call,
  /// so the replay adapter offers every resolve method of the protocol, and the goal unit's,
  /// which the example lacks, gets the stand-in's default that never completes. On Apple
  /// platforms the runtime answers and the host skips it.
  @Test(arguments: ["start-workout", "empty-set-last"])
  func hostModeAddsTheLocationTypeResolve(_ recording: String) async throws {
    let report = try await Self.replay(recording, Self.example, mode: .host)
    let samples = try await Self.replay(recording, Self.samples, mode: .host)
    #expect(samples.passed, "\(samples)")
    let differences = report.divergences.filter { $0.kind != .handlerDiffers }
    var expected: [String] = []
    #if !canImport(ObjectiveC)
    expected += [
      "completion-missing resolve(workoutGoalUnitType) completion: none",
      "call-added resolve(workoutGoalUnitType) completion: none",
    ]
    #endif
    expected.append("call-added resolve(workoutLocationType) results: [success(\"outdoor\")]")
    #expect(
      differences.map { "\($0.kind.rawValue) \($0.call) \($0.actual.joined())" } == expected,
      "\(report)")
  }

  @Test func theWorkoutReplaysAgainstTheExtensions() async {
    await expectReplay(
      of: "Recordings/start-workout",
      subjects: ReplaySubjects(
        provider: { _ in SiriKitReplay.provider(IntentHandler()) },
        controller: { _ in SiriKitReplay.controller(IntentViewController()) }),
      // Recorded with another handler class: see the suite's comment.
      options: ReplayOptions(acceptedDivergences: [.handlerDiffers], replaysTwice: true))
  }
}
