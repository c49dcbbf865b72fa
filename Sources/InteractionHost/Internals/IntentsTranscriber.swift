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
    // Labelled on return, as the recorder labels it, so that labels follow first appearance.
    if let handler { _ = handlers.label(for: handler) }
    _ = builder.append(
      HostStep(
        call: .dispatch(intent: intent), instance: providerName,
        answers: [.handler(type: handler.map { runTypeName(of: $0) })]))
    return handler
  }

  func resolveOrder(declared: [String]?) -> [String] {
    declared.map { catalog.resolveOrder(forIntentClass: intent.className, declared: $0) } ?? []
  }

  func lacksMethod(of call: ExtensionCall, on handler: any IntentHandler) {}

  mutating func willCall(
    _ call: ExtensionCall, on handler: any IntentHandler, answeringInto slot: CompletionSlot
  ) {
    position = builder.append(
      HostStep(call: call, instance: handlers.label(for: handler)), slot: slot)
  }

  mutating func didCall(_ call: ExtensionCall, answer: ExtensionAnswer?) {
    if answer == nil { builder.update(position) { $0.timedOut = true } }
  }
}
