import Foundation
import InteractionLog
import InteractionModel
import InteractionRecorder
import InteractionTestSupport
import Testing

@testable import InteractionSiriKit

#if os(iOS)
import Intents
import IntentsUI
#else
import SiriKitStandIn
#endif
// CGSize's `==` and `.zero`: CoreGraphics declares them on Apple platforms (Foundation on Linux).
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What the bridge does not understand is recorded as it is, with a note saying what, and the
/// extension carries on: SiriKit still gets what the extension's code passed.
@MainActor
@Suite struct WrongInputTests {
  /// The notes of a log, in order.
  static func notes(_ events: [Event]) -> [String] {
    events.compactMap {
      guard case .note(let text, let metadata) = $0.payload else { return nil }
      #expect(metadata == ["source": "InteractionSiriKit"])
      return text
    }
  }

  @Test func parametersTheModelCannotHoldAreLeftOutOrKeptWithANote() throws {
    let directory = TemporaryDirectory()
    let recorder = try SiriKitRecorderTests.recorder(in: directory, "parameters")
    let recording = SiriKitRecorder(recorder, converter: WorkoutDoubles.converter)
    let interaction = try WorkoutDoubles.converter.siriKitInteraction(
      InteractionConversionTests.recorded)
    let unnamed = INParameter(for: WorkoutDoubles.INStartWorkoutIntent.self, keyPath: "")
    let foreign = INParameter(for: SoupDoubles.OrderSoupIntent.self, keyPath: "soup")
    var claimedByCompletion: Set<INParameter> = []
    recording.recordConfigureView(
      for: [unnamed, foreign], of: interaction, interactiveBehavior: .none,
      context: .siriSnippet, instance: interaction,
      completion: { _, claimed, _ in claimedByCompletion = claimed },
      body: { $0(true, [unnamed, foreign], .zero) })
    recorder.close()
    #expect(claimedByCompletion == [unnamed, foreign])
    let events = try SiriKitRecorderTests.events(recorder)
    let foreignModel = try Parameter(for: "OrderSoupIntent", keyPath: "soup")
    let configureView = try #require(events.first { $0.kind == .configureView })
    guard case .configureView(let offered, _, _) = configureView.payload,
      let completion = events.first(where: { $0.kind == .configureViewCompletion }),
      case .configureViewCompletion(_, let claimed, _, _) = completion.payload
    else {
      Issue.record("expected a configureView call and its completion")
      return
    }
    #expect(offered == [foreignModel])
    #expect(claimed == [foreignModel])
    let notes = Self.notes(events)
    #expect(notes.count == 2)
    #expect(
      notes.contains(
        "parameter OrderSoupIntent.soup names neither the interaction's intent nor its "
          + "response; recorded as it is"))
    #expect(
      notes.contains {
        $0.hasPrefix(
          "parameter <INParameter parameterKeyPath: , parameterClass: "
            + "INStartWorkoutIntent> left out: INStartWorkoutIntent. is not a parameter")
      })
  }

  @Test func anInteractionIsConvertedAndNotedOnceHoweverOftenItIsShown() throws {
    let directory = TemporaryDirectory()
    let recorder = try SiriKitRecorderTests.recorder(in: directory, "shown-twice")
    let recording = SiriKitRecorder(recorder, converter: WorkoutDoubles.converter)
    let intent = SoupDoubles.OrderSoupIntent()
    intent.quantity = 2
    SiriKitRuntime.setIdentifier("order-1", of: intent)
    let interaction = INInteraction(intent: intent, response: nil)
    let quantity = INParameter(for: SoupDoubles.OrderSoupIntent.self, keyPath: "quantity")
    for offered in [[], [quantity]] as [Set<INParameter>] {
      recording.recordConfigureView(
        for: offered, of: interaction, interactiveBehavior: .none, context: .siriSnippet,
        instance: interaction, completion: { _, _, _ in }, body: { $0(true, offered, .zero) })
    }
    recording.recordResolve(
      parameter: "quantity", for: intent, instance: intent,
      completion: { (_: INIntegerResolutionResult) in },
      body: { $0(SiriKitResolution.success(with: 2)) })
    recorder.close()
    let events = try SiriKitRecorderTests.events(recorder)
    let snapshots = events.compactMap {
      if case .interaction(let snapshot) = $0.payload { snapshot } else { nil }
    }
    #expect(
      snapshots.map(\.intent) == [
        Intent(className: "OrderSoupIntent", identifier: "order-1", properties: ["quantity": 2])
      ])
    #expect(
      events.filter { $0.kind == .configureView }.map(\.interaction)
        == [interaction.identifier, interaction.identifier])
    #expect(
      events.first { $0.kind == .resolve }?.payload == .resolve(parameter: "quantity", value: 2))
    // Once for the snapshot, once for the resolve, which converts the intent without one.
    #expect(
      Self.notes(events)
        == Array(
          repeating: "OrderSoupIntent is not in the catalog and has no mapping; recorded "
            + "through its declared properties", count: 2))
  }

  @Test func aMappingThatRecordsWhileItConvertsDoesNotBlock() throws {
    let directory = TemporaryDirectory()
    let recorder = try SiriKitRecorderTests.recorder(in: directory, "reentrant")
    // The app's mapping runs while the bridge makes the interaction's snapshot; here it records
    // a call about another interaction through the same recorder, as app code may.
    let inner = Interaction(
      intent: Intent(className: "OrderSoupIntent", identifier: "inner"), response: nil,
      handlingStatus: .unspecified, direction: .outgoing, identifier: "inner")
    let mapping = SiriKitIntentMapping(
      intentClassName: "OrderSoupIntent",
      properties: { _ in
        recorder.recordConfigure(
          with: inner, context: .siriSnippet, instance: recorder, completion: { _ in },
          body: { $0(Size(width: 1, height: 1)) })
        return ["quantity": 2]
      },
      intent: { _ in SoupDoubles.OrderSoupIntent() })
    let recording = SiriKitRecorder(recorder, mappings: [mapping])
    let intent = SoupDoubles.OrderSoupIntent()
    SiriKitRuntime.setIdentifier("order-1", of: intent)
    let interaction = INInteraction(intent: intent, response: nil)
    var sizes: [CGSize] = []
    recording.recordConfigure(
      with: interaction, context: .siriSnippet, instance: interaction,
      completion: { sizes.append($0) }, body: { $0(CGSize(width: 320, height: 60)) })
    recorder.close()
    #expect(sizes == [CGSize(width: 320, height: 60)])
    let events = try SiriKitRecorderTests.events(recorder)
    let snapshots = events.compactMap {
      if case .interaction(let snapshot) = $0.payload { snapshot.identifier } else { nil }
    }
    #expect(snapshots == ["inner", interaction.identifier])
    #expect(events.filter { $0.kind == .configureCompletion }.count == 2)
  }

  @Test func aResponseWithoutACodeTableIsRecordedByRawValue() throws {
    let directory = TemporaryDirectory()
    let recorder = try SiriKitRecorderTests.recorder(in: directory, "responses")
    let recording = SiriKitRecorder(recorder, converter: WorkoutDoubles.converter)
    let intent = SoupDoubles.OrderSoupIntent()
    intent.quantity = 2
    SiriKitRuntime.setIdentifier("order-1", of: intent)
    let handler = NSObject()
    let response = SoupDoubles.OrderSoupIntentResponse(code: .success, userActivity: nil)
    response.soupName = "Tomato"
    let handed = Collected<SoupDoubles.OrderSoupIntentResponse>()
    recording.recordHandle(
      intent: intent, instance: handler, completion: { handed.append($0) },
      body: { $0(response) })
    let codeless = Collected<SoupDoubles.CodelessResponse>()
    recording.recordConfirm(
      intent: intent, instance: handler, completion: { codeless.append($0) },
      body: { $0(SoupDoubles.CodelessResponse()) })
    recorder.close()
    #expect(handed.count == 1 && handed[0] === response)
    #expect(codeless.count == 1)
    let events = try SiriKitRecorderTests.events(recorder)
    let responses: [IntentResponse] = events.compactMap {
      switch $0.payload {
      case .handleCompletion(let response, _), .confirmCompletion(let response, _): response
      default: nil
      }
    }
    #expect(
      responses == [
        IntentResponse(
          className: "OrderSoupIntentResponse",
          code: IntentResponse.Code(rawValue: 4, name: "success"),
          properties: ["soupName": "Tomato"]),
        IntentResponse(className: "CodelessResponse", code: .unspecified),
      ])
    #expect(
      Self.notes(events) == [
        "OrderSoupIntent is not in the catalog and has no mapping; recorded through its "
          + "declared properties",
        "OrderSoupIntentResponse has no code table; its code is recorded by raw value",
        "OrderSoupIntent is not in the catalog and has no mapping; recorded through its "
          + "declared properties",
        "CodelessResponse has no code table; its code is recorded by raw value",
        "CodelessResponse has no code property; recorded as unspecified",
      ])
  }

  @Test func anIntentWithoutAnIdentifierIsRecordedWithoutOne() throws {
    let directory = TemporaryDirectory()
    let recorder = try SiriKitRecorderTests.recorder(in: directory, "identifier")
    let recording = SiriKitRecorder(recorder, converter: WorkoutDoubles.converter)
    let intent = WorkoutDoubles.intent()
    SiriKitRuntime.setIdentifier(nil, of: intent)
    let results = Collected<INStringResolutionResult>()
    // A result made without SiriKitResolution: on iOS any of Apple's factories makes one (its
    // confirmationRequired(withItemToConfirm:forReason:) is not visible to Swift there).
    #if os(iOS) || os(watchOS)
    let unknown = INStringResolutionResult.needsValue()
    #else
    let unknown = INStringResolutionResult.confirmationRequired(
      withItemToConfirm: NSObject(), forReason: 1)
    #endif
    recording.recordResolve(
      parameter: "workoutName", for: intent, instance: intent,
      completion: { (answer: [INStringResolutionResult]) in results.append(contentsOf: answer) },
      body: { $0([SiriKitResolution.success(with: "run"), unknown]) })
    recorder.close()
    #expect(results.count == 2 && results[1] === unknown)
    let events = try SiriKitRecorderTests.events(recorder)
    let resolve = try #require(events.first { $0.kind == .resolve })
    #expect(resolve.payload == .resolve(parameter: "workoutName", value: "run"))
    let completion = try #require(events.first { $0.kind == .resolveCompletion })
    guard case .resolveCompletion("workoutName", let recorded, _) = completion.payload else {
      Issue.record("expected the resolve's completion, found \(completion.payload)")
      return
    }
    #expect(recorded == [.success("run")])
    #expect(
      Self.notes(events) == [
        "INStartWorkoutIntent has no identifier; recorded without one",
        "INStartWorkoutIntent.workoutName: resolution result \(unknown) left out: "
          + "INStringResolutionResult made with Apple's factory method: its outcome cannot be "
          + "read through public API; make it with SiriKitResolution",
      ])
  }

  @Test func aHandlerOutsideTheCatalogIsRecordedAndHandedBackAsItIs() throws {
    let directory = TemporaryDirectory()
    let recorder = try SiriKitRecorderTests.recorder(in: directory, "dispatch")
    let recording = SiriKitRecorder(recorder, converter: WorkoutDoubles.converter)
    let provider = INExtension()
    let handler = SoupHandler()
    let intent = SoupDoubles.OrderSoupIntent()
    SiriKitRuntime.setIdentifier("order-1", of: intent)
    let returned = recording.recordHandler(for: intent, provider: provider) { handler }
    let none = recording.recordHandler(for: intent, provider: provider) { nil }
    recorder.close()
    #expect(returned as? SoupHandler === handler)
    #expect(none == nil)
    let events = try SiriKitRecorderTests.events(recorder)
    let dispatches = events.filter { $0.kind == .dispatchCompletion }.map(\.payload)
    #expect(
      dispatches == [
        .dispatchCompletion(handlerType: "SoupHandler"), .dispatchCompletion(handlerType: nil),
      ])
    #expect(events.first { $0.kind == .dispatchCompletion }?.instance == "SoupHandler#1")
    #expect(
      Self.notes(events).contains(
        "OrderSoupIntent is not in the catalog: the handler's calls are recorded only where it "
          + "uses the call-style API"))
  }
}

/// A custom intent's handler, outside the catalog.
final class SoupHandler: NSObject {}
