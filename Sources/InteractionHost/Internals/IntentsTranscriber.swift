import InteractionModel

/// The simulated host's observer of an ``IntentsDelivery``: asks the provider for handlers, takes
/// the catalog's resolve order, labels each handler and writes each call into a transcript.
struct IntentsTranscriber: IntentsDeliveryObserver {
  let provider: any IntentHandlerProviding
  let intent: Intent
  let catalog: IntentCatalog
  var builder = TranscriptBuilder()
  private let providerName: String
  private var handlers = InstanceLabels()
  /// The position of the step of the call being made.
  private var position = 0

  init(provider: any IntentHandlerProviding, intent: Intent, catalog: IntentCatalog) {
    self.provider = provider
    self.intent = intent
    self.catalog = catalog
    providerName = runTypeName(of: provider)
  }

  var stopsAtTimeout: Bool { true }

  mutating func dispatch() -> (any IntentHandler)? {
    let handler = provider.handler(for: intent)
    _ = builder.append(
      HostStep(
        call: .dispatch(intentClass: intent.className), instance: providerName,
        answers: [.handler(handler.map { handlers.label(for: $0) })]))
    return handler
  }

  func resolveOrder(declared: [String]?) -> [String] {
    declared.map { catalog.resolveOrder(forIntentClass: intent.className, declared: $0) } ?? []
  }

  func lacksMethod(of call: HostCall, on handler: any IntentHandler) {}

  mutating func willCall(
    _ call: HostCall, on handler: any IntentHandler, answeringInto slot: CompletionSlot
  ) {
    position = builder.append(
      HostStep(call: call, instance: handlers.label(for: handler)), slot: slot)
  }

  mutating func didCall(_ call: HostCall, answer: HostAnswer?) {
    if answer == nil { builder.update(position) { $0.timedOut = true } }
  }
}
