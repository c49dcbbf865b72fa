package import InteractionModel

/// What drives an ``IntentsDelivery`` and sees its calls: the simulated host writes them into a
/// transcript, a replay matches them with recorded calls.
///
/// The delivery decides which calls are made, on which handler and in which order; the observer
/// asks the provider for handlers, gives the order of the resolve calls, and keeps its own record
/// of the calls.
package protocol IntentsDeliveryObserver {
  /// Whether a call whose completion does not come ends the delivery, as it ends SiriKit's
  /// request; a replay goes on, to report what follows.
  var stopsAtTimeout: Bool { get }

  /// Asks the provider for a handler, `handler(for:)`.
  ///
  /// - Returns: The handler, or `nil`, which ends the delivery.
  mutating func dispatch() -> (any IntentHandler)?

  /// The parameters to resolve, in order.
  ///
  /// - Parameter declared: The parameters the handler that serves the first call resolves, or
  ///   `nil` if it resolves none.
  /// - Returns: The names, one resolve call each.
  mutating func resolveOrder(declared: [String]?) -> [String]

  /// A call the delivery would make goes to a handler that lacks its method, so it is not made.
  mutating func lacksMethod(of call: ExtensionCall, on handler: any IntentHandler)

  /// A call is about to be made.
  ///
  /// - Parameters:
  ///   - call: The method and its input.
  ///   - handler: The handler it goes to.
  ///   - slot: The slot that collects the call's answers, including any that come after the
  ///     delivery moved on.
  mutating func willCall(
    _ call: ExtensionCall, on handler: any IntentHandler, answeringInto slot: CompletionSlot)

  /// The call announced by the last ``willCall(_:on:answeringInto:)`` was answered, or timed
  /// out.
  ///
  /// - Parameters:
  ///   - call: The method and its input, as announced.
  ///   - answer: Its first answer, the one the delivery acts on; `nil` if none came within the
  ///     timeout.
  mutating func didCall(_ call: ExtensionCall, answer: ExtensionAnswer?)
}
