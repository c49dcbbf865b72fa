import InteractionHost
import InteractionLog
import InteractionModel
import InteractionRecorder
import InteractionReplay
import InteractionSamples
import InteractionTestSupport
import Testing

/// The host and the replayer's host and chaos modes deliver through one implementation of
/// SiriKit's rules: under the same delivery policy and faults, a replay of a recording makes the
/// calls the host makes, on the same pattern of instances, and sees the same claims.
@MainActor
@Suite struct DeliveryAgreementTests {
  /// Scenarios whose controllers claim what they are offered, a superset of it (S5, S7), or
  /// nothing (S6's header); S4's controller completes twice, S8's implements both methods.
  nonisolated static let scenarios = ["S1", "S3", "S4", "S5", "S6", "S7", "S8"]

  nonisolated static let plans: [ChaosPlan] = [
    DeliveryPolicy.documented, .emptySetLast, .seededPermutation(seed: 7),
    .seededPermutation(seed: 42),
  ].flatMap { delivery in
    [[], .reaskClaimed, .reuseInstance, .mixedAPI, [.reaskClaimed, .reuseInstance, .mixedAPI]]
      .map { ChaosPlan(delivery: delivery, faults: $0) }
  }

  /// Records a scenario through the host in the documented order, each extension into its own
  /// log, and returns the session directory.
  static func record(
    _ scenario: SampleScenario, provider: any IntentHandlerProviding = SampleIntentsExtension(),
    in directory: TemporaryDirectory
  ) async -> String {
    let intents = Recorder(directory: directory.path, session: "s", role: .intentsExtension)
    let interface = Recorder(directory: directory.path, session: "s", role: .uiExtension)
    let host = SimulatedHost()
    _ = await host.runIntents(
      scenario.intent, provider: intents.recordingProvider(wrapping: provider),
      interactionIdentifier: scenario.name)
    _ = await host.runInterface(
      for: scenario.interaction,
      controller: { interface.recordingController(wrapping: scenario.makeController()) })
    intents.close()
    interface.close()
    return directory.path + "/s"
  }

  static func replay(
    _ path: String, mode: ReplayMode, _ subjects: ReplaySubjects
  ) async throws -> [HostStep] {
    let options = ReplayOptions(mode: mode, timeout: 0, sleep: { _ in })
    let report = try await Replayer(contentsOf: path, options: options).replay(subjects)
    return report.steps.compactMap(\.replayed)
  }

  @Test(arguments: scenarios, plans)
  func aChaosReplayOffersWhatTheHostOffers(scenario name: String, plan: ChaosPlan) async throws {
    let scenario = try #require(SampleScenarios.named(name))
    let directory = TemporaryDirectory()
    let path = await Self.record(scenario, in: directory)
    let host = SimulatedHost(
      options: HostOptions(
        delivery: plan.delivery, faults: plan.faults, timeout: 0, sleep: { _ in }))
    let transcript = await host.runInterface(
      for: scenario.interaction, controller: scenario.makeController)

    let replayed = try await Self.replay(
      path, mode: .chaos(plan), ReplaySubjects(controller: { _ in scenario.makeController() }))

    #expect(replayed.map(\.call.kindName) == transcript.callKinds)
    #expect(replayed.compactMap(\.call.offeredParameters) == transcript.offeredSets)
    #expect(replayed.map(\.instance) == transcript.steps.map(\.instance))
    #expect(replayed.map(\.claimedAfter) == transcript.steps.map(\.claimedAfter))
  }

  /// Without an active workout, S3's confirm declines and handle is never called.
  @Test(arguments: scenarios, [true, false])
  func aHostReplayHandlesAsTheHostDoes(scenario name: String, workoutIsActive: Bool) async throws {
    let scenario = try #require(SampleScenarios.named(name))
    let provider = { @Sendable in SampleIntentsExtension(workoutIsActive: workoutIsActive) }
    let directory = TemporaryDirectory()
    let path = await Self.record(scenario, provider: provider(), in: directory)
    let transcript = await SimulatedHost().runIntents(
      scenario.intent, provider: provider(), interactionIdentifier: scenario.name)

    let replayed = try await Self.replay(
      path, mode: .host, ReplaySubjects(provider: { _ in provider() }))

    #expect(replayed.map(\.call) == transcript.steps.map(\.call))
    #expect(replayed.map(\.instance) == transcript.steps.map(\.instance))
  }
}
