import InteractionHost
import InteractionLog
import InteractionModel
import InteractionReplay
import InteractionSamples
import InteractionTestSupport
import Testing

/// One call, said one way: what the simulated host calls and hears back, what the recorder
/// writes to disk for the same run, and what a replay of that recording makes and hears are the
/// same `ExtensionCall`s and `ExtensionAnswer`s, compared as values with no mapping between them.
@MainActor
@Suite struct OneVocabularyTests {
  /// Every call and answer of the recorded log on disk, in each file's order, for one role.
  static func logged(_ session: String, role: ProcessRole) throws -> [(
    call: ExtensionCall?, answer: ExtensionAnswer?
  )] {
    let reader = try LogReader(paths: [session])
    var logged: [(ExtensionCall?, ExtensionAnswer?)] = []
    while let record = try reader.next() {
      let event = record.event
      guard event.role == role else { continue }
      if let call = event.payload.call {
        logged.append((call, nil))
      } else if let answer = event.payload.answer {
        #expect(
          EventPayload(answer.answer, of: answer.call, latency: answer.latency) == event.payload)
        logged.append((nil, answer.answer))
      }
    }
    return logged
  }

  @Test(arguments: ["S1", "S3", "S4", "S6", "S8"])
  func theRecordedLogNamesTheHostsCallsAndAnswers(scenario name: String) async throws {
    let scenario = try #require(SampleScenarios.named(name))
    let directory = TemporaryDirectory()
    let session = await DeliveryAgreementTests.record(scenario, in: directory)
    let handling = await SimulatedHost().runIntents(
      scenario.intent, provider: SampleIntentsExtension(), interactionIdentifier: scenario.name)
    let interface = await SimulatedHost().runInterface(
      for: scenario.interaction, controller: scenario.makeController)

    for (transcript, role) in [(handling, ProcessRole.intentsExtension), (interface, .uiExtension)]
    {
      let logged = try Self.logged(session, role: role)
      #expect(logged.compactMap(\.call) == transcript.steps.map(\.call))
      #expect(logged.compactMap(\.answer) == transcript.steps.flatMap(\.answers))
      #expect(!logged.isEmpty)
    }
  }

  @Test func aHostReplayMakesAndHearsWhatWasRecorded() async throws {
    let scenario = try #require(SampleScenarios.named("S1"))
    let directory = TemporaryDirectory()
    let session = await DeliveryAgreementTests.record(scenario, in: directory)
    let logged = try Self.logged(session, role: .intentsExtension)

    let replayed = try await DeliveryAgreementTests.replay(
      session, mode: .host, ReplaySubjects(provider: { _ in SampleIntentsExtension() }))
    let handling = replayed.filter { !$0.call.isInterface }
    #expect(handling.map(\.call) == logged.compactMap(\.call))
    #expect(handling.flatMap(\.answers) == logged.compactMap(\.answer))
  }

  @Test(arguments: CallKind.allCases)
  func anAnswerBecomesACompletionEventOnlyOfItsOwnCall(kind: CallKind) {
    let answers: [ExtensionAnswer] = [
      .handler(type: "StartWorkoutIntentHandler"),
      .resolution(parameter: "workoutName", results: [.success("run")]),
      .response(IntentResponse(className: "INStartWorkoutIntentResponse", code: .ready)),
      .size(Size(width: 320, height: 80)),
      .view(success: true, claimed: ["INStartWorkoutIntent.workoutName"], size: .zero),
    ]
    for answer in answers {
      let payload = EventPayload(answer, of: kind, latency: 7)
      #expect((payload != nil) == answer.answers(kind), "\(answer) for \(kind)")
      guard let payload else { continue }
      #expect(payload.kind == EventKind(completionOf: kind))
      #expect(payload.answer?.answer == answer)
      #expect(payload.answer?.call == kind)
    }
  }
}
