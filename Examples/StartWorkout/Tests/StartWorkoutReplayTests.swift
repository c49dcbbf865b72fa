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

  /// Both answer alike; on `empty-set-last` both show the header as a footer, which the exact
  /// replay judges as every mode does (`header-not-on-top`).
  @Test(arguments: ["start-workout", "empty-set-last"])
  func bothSidesAnswerAsTheSamplesDo(_ recording: String) async throws {
    let report = try await Self.replay(recording, Self.example)
    let samples = try await Self.replay(recording, Self.samples)
    let findings: [DivergenceKind] = recording == "empty-set-last" ? [.codeFinding] : []
    #expect(samples.divergences.map(\.kind) == findings, "\(samples)")
    let calls = report.steps.compactMap(\.replayed).map(\.call.kindName)
    #expect(calls.filter { $0 == "dispatch" }.count == 5)
    #expect(calls.filter { $0 == "resolve" }.count == 3)
    #expect(calls.filter { $0 == "configureView" }.count == 2)
    #expect(Self.answers(report) == Self.answers(samples))
    #expect(
      report.divergences.map(\.kind) == Array(repeating: .handlerDiffers, count: 5) + findings)
    #expect(
      report.divergences.filter { $0.kind == .handlerDiffers }.allSatisfy {
        $0.expected == ["handler: StartWorkoutIntentHandler"]
      },
      "\(report)")
  }

  /// In host mode the host's plan asks every resolve method the handler implements, in the
  /// catalog's order: the example also resolves the location type, which the samples (BNRun)
  /// do not, so that call is added: a difference of the handling, which fails in every mode.
  ///
  /// The goal unit's resolve method, which the example lacks, is never called, on Linux as on
  /// Apple platforms: there the runtime answers before the call; on Linux the call reaches the
  /// stand-in's default, which says so, and the host treats it as not made.
  ///
  /// The example's view controller is BNRun's, as the samples' is: where the recording sends the
  /// empty set last, both show the header as a footer, and the replay fails on it.
  @Test(arguments: ["start-workout", "empty-set-last"])
  func hostModeAddsTheLocationTypeResolve(_ recording: String) async throws {
    let report = try await Self.replay(recording, Self.example, mode: .host)
    let samples = try await Self.replay(recording, Self.samples, mode: .host)
    // The handling calls' differences fail in every mode: no plan changes them.
    let differences = report.divergences.filter {
      $0.kind != .handlerDiffers && !$0.kind.isAboutWhatUserSees
    }
    #expect(
      differences.map { "\($0.kind.rawValue) \($0.call) \($0.actual.joined())" } == [
        "call-added resolve(workoutLocationType) results: [success(\"outdoor\")]"
      ], "\(report)")
    let failures = recording == "empty-set-last" ? ["header-not-on-top"] : []
    #expect(
      report.divergences.filter(\.kind.isAboutWhatUserSees).map(\.failureName) == failures,
      "\(report)")
    #expect(samples.divergences.map(\.failureName) == failures, "\(samples)")
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
