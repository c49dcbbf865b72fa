import Dispatch
import InteractionModel
import Testing

/// A handler like BNRun's StartWorkoutIntentHandler (S1): resolves, confirms, hands
/// off to the app.
private final class StartWorkoutHandler: IntentResolving, IntentConfirming {
  let resolvableParameters = ["workoutName", "goalValue", "isOpenEnded"]

  func resolve(
    parameter name: String, for intent: Intent,
    completion: @escaping @Sendable ([ResolutionResult]) -> Void
  ) {
    switch name {
    case "workoutName":
      if let workoutName = intent["workoutName"]?.stringValue {
        completion([.success(.string(workoutName))])
      } else {
        completion([.disambiguation(["walk", "run", "swim"])])
      }
    case "goalValue":
      completion([intent["goalValue"].map(ResolutionResult.success) ?? .needsValue])
    default:
      completion([.notRequired])
    }
  }

  func confirm(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    completion(IntentResponse(className: "INStartWorkoutIntentResponse", code: .ready))
  }

  func handle(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    // Answers later, from another thread, as a handler waiting on a network call would.
    DispatchQueue.global().async {
      completion(
        IntentResponse(
          className: "INStartWorkoutIntentResponse",
          code: IntentResponse.Code(rawValue: 7, name: "handleInApp")))
    }
  }
}

/// A handler like BNRun's StopWorkoutIntentHandler: handle only.
private final class EndWorkoutHandler: IntentHandler {
  func handle(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    completion(
      IntentResponse(
        className: "INEndWorkoutIntentResponse",
        code: IntentResponse.Code(rawValue: 6, name: "handleInApp")))
  }
}

/// A buggy handler that answers twice, as pallavtrivedi03's controller does (D7).
private final class TwiceAnsweringHandler: IntentResolving, IntentConfirming {
  let resolvableParameters = ["content"]

  func resolve(
    parameter name: String, for intent: Intent,
    completion: @escaping @Sendable ([ResolutionResult]) -> Void
  ) {
    completion([.success("hello")])
    completion([.needsValue])
  }

  func confirm(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    completion(IntentResponse(className: "INSendMessageIntentResponse", code: .ready))
    completion(IntentResponse(className: "INSendMessageIntentResponse", code: .unspecified))
  }

  func handle(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    completion(Self.response(3, "success"))
    completion(Self.response(4, "failure"))
  }

  static func response(_ rawValue: Int, _ name: String) -> IntentResponse {
    IntentResponse(
      className: "INSendMessageIntentResponse",
      code: IntentResponse.Code(rawValue: rawValue, name: name))
  }
}

/// A buggy handler whose completion is called from many threads at once.
private final class RacingHandler: IntentHandler {
  func handle(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    DispatchQueue.concurrentPerform(iterations: 64) { attempt in
      completion(
        IntentResponse(
          className: "INSendMessageIntentResponse",
          code: IntentResponse.Code(rawValue: attempt, name: "attempt\(attempt)")))
    }
  }
}

private struct WorkoutExtension: IntentHandlerProviding {
  func handler(for intent: Intent) -> (any IntentHandler)? {
    switch intent.className {
    case "INStartWorkoutIntent": StartWorkoutHandler()
    case "INEndWorkoutIntent": EndWorkoutHandler()
    default: nil
    }
  }
}

@Suite struct HandlerProtocolTests {
  let start = Intent(className: "INStartWorkoutIntent", properties: ["workoutName": "run"])

  @Test func providerFindsAHandlerPerIntentClassAndNilForOthers() {
    let provider: any IntentHandlerProviding = WorkoutExtension()
    #expect(provider.handler(for: start) is StartWorkoutHandler)
    #expect(provider.handler(for: Intent(className: "INEndWorkoutIntent")) is EndWorkoutHandler)
    #expect(provider.handler(for: Intent(className: "INSendMessageIntent")) == nil)
  }

  @Test func optionalMethodsAreFoundByCasting() throws {
    let provider = WorkoutExtension()
    let startHandler = try #require(provider.handler(for: start))
    let endHandler = try #require(provider.handler(for: Intent(className: "INEndWorkoutIntent")))
    #expect(startHandler is any IntentResolving)
    #expect(startHandler is any IntentConfirming)
    #expect(!(endHandler is any IntentResolving))
    #expect(!(endHandler is any IntentConfirming))
  }

  @Test func asyncConveniencesDriveResolveConfirmAndHandle() async throws {
    let handler = try #require(WorkoutExtension().handler(for: start) as? any IntentResolving)
    var results: [String: [ResolutionResult]] = [:]
    for name in handler.resolvableParameters {
      results[name] = await handler.resolve(parameter: name, for: start)
    }
    #expect(
      results == [
        "workoutName": [.success("run")], "goalValue": [.needsValue],
        "isOpenEnded": [.notRequired],
      ])

    let confirming = try #require(handler as? any IntentConfirming)
    #expect(await confirming.confirm(intent: start).code == .ready)
    let response = await handler.handle(intent: start)
    #expect(response.code == IntentResponse.Code(rawValue: 7, name: "handleInApp"))
    #expect(response.className == "INStartWorkoutIntentResponse")
  }

  @Test func resolveWithoutAValueAsksToDisambiguate() async {
    let results = await StartWorkoutHandler().resolve(
      parameter: "workoutName", for: Intent(className: "INStartWorkoutIntent"))
    #expect(results == [.disambiguation(["walk", "run", "swim"])])
  }

  @Test func completionCalledTwiceKeepsTheFirstAnswerWithoutCrashing() async {
    let handler = TwiceAnsweringHandler()
    let intent = Intent(className: "INSendMessageIntent")
    #expect(await handler.resolve(parameter: "content", for: intent) == [.success("hello")])
    #expect(await handler.confirm(intent: intent).code == .ready)
    #expect(await handler.handle(intent: intent).code.name == "success")
  }

  @Test func completionsRacingOnManyThreadsResumeOnce() async {
    for _ in 0..<20 {
      let response = await RacingHandler().handle(intent: Intent(className: "INSendMessageIntent"))
      #expect((0..<64).contains(response.code.rawValue))
      #expect(response.code.name == "attempt\(response.code.rawValue)")
    }
  }
}
