import Foundation
import InteractionModel
import InteractionSiriKit

#if os(iOS) || os(watchOS)
import Intents
#else
import SiriKitStandIn
#endif

/// What the bridged handlers share: the sample handler they forward to, and the conversions.
///
/// Each call's intent goes to the model, each answer back to SiriKit's types. A call the sample cannot answer, or whose answer does not
/// convert, gets no completion, which the replay reports.
struct ModelHandlerForwarding: @unchecked Sendable {
  /// The sample's handler.
  let model: any IntentHandler

  /// SiriKit's intent as the model's.
  func intent(_ intent: INIntent) -> Intent {
    BridgedSamples.converter.intent(intent).value
  }

  /// A resolve whose completion takes one result.
  func resolve<Result: SiriKitResolutionResultMaking>(
    _ name: String, _ intent: INIntent, _ completion: @escaping (Result) -> Void
  ) {
    resolveEach(name, intent) { (results: [Result]) in results.first.map(completion) }
  }

  /// A resolve whose completion takes one result per value.
  func resolveEach<Result: SiriKitResolutionResultMaking>(
    _ name: String, _ intent: INIntent, _ completion: @escaping ([Result]) -> Void
  ) {
    guard let resolving = model as? any IntentResolving else { return }
    let siriKit = Unchecked(completion)
    resolving.resolve(parameter: name, for: self.intent(intent)) { results in
      // Made through SiriKitResolution, as a handler must for its results to be read (on a
      // device, and by the stand-in as on one).
      let made = results.compactMap { result in
        (try? Result.converted(from: result)).map { SiriKitResolution.made($0, saying: result) }
      }
      guard made.count == results.count else { return }
      siriKit.value(made)
    }
  }

  /// A confirm call, if the sample confirms.
  func confirm<Response: INIntentResponse>(
    _ intent: INIntent, _ completion: @escaping (Response) -> Void
  ) {
    guard let confirming = model as? any IntentConfirming else { return }
    let siriKit = Unchecked(completion)
    confirming.confirm(intent: self.intent(intent)) { response in
      Self.answer(response, siriKit.value)
    }
  }

  /// A handle call.
  func handle<Response: INIntentResponse>(
    _ intent: INIntent, _ completion: @escaping (Response) -> Void
  ) {
    let siriKit = Unchecked(completion)
    model.handle(intent: self.intent(intent)) { response in Self.answer(response, siriKit.value) }
  }

  private static func answer<Response: INIntentResponse>(
    _ response: IntentResponse, _ completion: (Response) -> Void
  ) {
    guard let made = try? BridgedSamples.converter.siriKitResponse(response) as? Response
    else { return }
    completion(made)
  }
}
