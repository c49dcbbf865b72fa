import Foundation
import InteractionModel
import InteractionSamples

#if os(iOS) || os(watchOS)
import Intents
#else
import SiriKitStandIn
#endif

extension BridgedSamples {
  final class StartWorkoutIntentHandler: NSObject, INStartWorkoutIntentHandling {
    let forwarding: ModelHandlerForwarding
    init(_ model: any IntentHandler) { forwarding = ModelHandlerForwarding(model: model) }

    func resolveWorkoutName(
      for intent: INStartWorkoutIntent,
      with completion: @escaping (INSpeakableStringResolutionResult) -> Void
    ) { forwarding.resolve("workoutName", intent, completion) }

    func resolveGoalValue(
      for intent: INStartWorkoutIntent,
      with completion: @escaping (INDoubleResolutionResult) -> Void
    ) { forwarding.resolve("goalValue", intent, completion) }

    func resolveIsOpenEnded(
      for intent: INStartWorkoutIntent,
      with completion: @escaping (INBooleanResolutionResult) -> Void
    ) { forwarding.resolve("isOpenEnded", intent, completion) }

    func confirm(
      intent: INStartWorkoutIntent, completion: @escaping (INStartWorkoutIntentResponse) -> Void
    ) { forwarding.confirm(intent, completion) }

    func handle(
      intent: INStartWorkoutIntent, completion: @escaping (INStartWorkoutIntentResponse) -> Void
    ) { forwarding.handle(intent, completion) }
  }

  final class EndWorkoutIntentHandler: NSObject, INEndWorkoutIntentHandling {
    let forwarding: ModelHandlerForwarding
    init(_ model: any IntentHandler) { forwarding = ModelHandlerForwarding(model: model) }

    func confirm(
      intent: INEndWorkoutIntent, completion: @escaping (INEndWorkoutIntentResponse) -> Void
    ) { forwarding.confirm(intent, completion) }

    func handle(
      intent: INEndWorkoutIntent, completion: @escaping (INEndWorkoutIntentResponse) -> Void
    ) { forwarding.handle(intent, completion) }
  }

  final class SendMessageIntentHandler: NSObject, INSendMessageIntentHandling {
    let forwarding: ModelHandlerForwarding
    init(_ model: any IntentHandler) { forwarding = ModelHandlerForwarding(model: model) }

    func resolveRecipients(
      for intent: INSendMessageIntent,
      with completion: @escaping ([INSendMessageRecipientResolutionResult]) -> Void
    ) { forwarding.resolveEach("recipients", intent, completion) }

    func resolveContent(
      for intent: INSendMessageIntent, with completion: @escaping (INStringResolutionResult) -> Void
    ) { forwarding.resolve("content", intent, completion) }

    func confirm(
      intent: INSendMessageIntent, completion: @escaping (INSendMessageIntentResponse) -> Void
    ) { forwarding.confirm(intent, completion) }

    func handle(
      intent: INSendMessageIntent, completion: @escaping (INSendMessageIntentResponse) -> Void
    ) { forwarding.handle(intent, completion) }
  }

  /// The sample that caches what it resolved: content only, no confirm.
  final class CachingHandler: NSObject, INSendMessageIntentHandling {
    let forwarding: ModelHandlerForwarding
    init(_ model: any IntentHandler) { forwarding = ModelHandlerForwarding(model: model) }

    func resolveContent(
      for intent: INSendMessageIntent, with completion: @escaping (INStringResolutionResult) -> Void
    ) { forwarding.resolve("content", intent, completion) }

    func handle(
      intent: INSendMessageIntent, completion: @escaping (INSendMessageIntentResponse) -> Void
    ) { forwarding.handle(intent, completion) }
  }

  final class RequestRideIntentHandler: NSObject, INRequestRideIntentHandling {
    let forwarding: ModelHandlerForwarding
    init(_ model: any IntentHandler) { forwarding = ModelHandlerForwarding(model: model) }

    func resolvePickupLocation(
      for intent: INRequestRideIntent,
      with completion: @escaping (INPlacemarkResolutionResult) -> Void
    ) { forwarding.resolve("pickupLocation", intent, completion) }

    func resolveDropOffLocation(
      for intent: INRequestRideIntent,
      with completion: @escaping (INPlacemarkResolutionResult) -> Void
    ) { forwarding.resolve("dropOffLocation", intent, completion) }

    func resolvePartySize(
      for intent: INRequestRideIntent,
      with completion: @escaping (INIntegerResolutionResult) -> Void
    ) { forwarding.resolve("partySize", intent, completion) }

    func confirm(
      intent: INRequestRideIntent, completion: @escaping (INRequestRideIntentResponse) -> Void
    ) { forwarding.confirm(intent, completion) }

    func handle(
      intent: INRequestRideIntent, completion: @escaping (INRequestRideIntentResponse) -> Void
    ) { forwarding.handle(intent, completion) }
  }

  final class SearchForAccountsIntentHandler: NSObject, INSearchForAccountsIntentHandling {
    let forwarding: ModelHandlerForwarding
    init(_ model: any IntentHandler) { forwarding = ModelHandlerForwarding(model: model) }

    func resolveAccountNickname(
      for intent: INSearchForAccountsIntent,
      with completion: @escaping (INSpeakableStringResolutionResult) -> Void
    ) { forwarding.resolve("accountNickname", intent, completion) }

    func handle(
      intent: INSearchForAccountsIntent,
      completion: @escaping (INSearchForAccountsIntentResponse) -> Void
    ) { forwarding.handle(intent, completion) }
  }

  final class SearchForNotebookItemsIntentHandler: NSObject,
    INSearchForNotebookItemsIntentHandling
  {
    let forwarding: ModelHandlerForwarding
    init(_ model: any IntentHandler) { forwarding = ModelHandlerForwarding(model: model) }

    func resolveTitle(
      for intent: INSearchForNotebookItemsIntent,
      with completion: @escaping (INSpeakableStringResolutionResult) -> Void
    ) { forwarding.resolve("title", intent, completion) }

    func confirm(
      intent: INSearchForNotebookItemsIntent,
      completion: @escaping (INSearchForNotebookItemsIntentResponse) -> Void
    ) { forwarding.confirm(intent, completion) }

    func handle(
      intent: INSearchForNotebookItemsIntent,
      completion: @escaping (INSearchForNotebookItemsIntentResponse) -> Void
    ) { forwarding.handle(intent, completion) }
  }

  /// The bridged handler named after the sample's, around it; `nil` for a handler this test
  /// has no SiriKit class for.
  static func handler(wrapping model: any IntentHandler) -> NSObject? {
    switch model {
    case is InteractionSamples.StartWorkoutIntentHandler: StartWorkoutIntentHandler(model)
    case is InteractionSamples.EndWorkoutIntentHandler: EndWorkoutIntentHandler(model)
    case is InteractionSamples.SendMessageIntentHandler: SendMessageIntentHandler(model)
    case is InteractionSamples.CachingHandler: CachingHandler(model)
    case is InteractionSamples.RequestRideIntentHandler: RequestRideIntentHandler(model)
    case is InteractionSamples.SearchForAccountsIntentHandler:
      SearchForAccountsIntentHandler(model)
    case is InteractionSamples.SearchForNotebookItemsIntentHandler:
      SearchForNotebookItemsIntentHandler(model)
    default: nil
    }
  }
}
