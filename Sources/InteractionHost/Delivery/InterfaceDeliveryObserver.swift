package import InteractionModel

/// What drives an ``InterfaceDelivery`` and sees its calls: the simulated host writes them into a
/// transcript, a replay matches them with recorded calls.
///
/// The delivery decides which calls are made, on which instance and in which order; the observer
/// makes the instances and keeps its own record of the calls.
@MainActor
package protocol InterfaceDeliveryObserver {
  /// A new instance of the view controller, for a call that does not go to a kept one.
  mutating func makeController() -> any HostedViewControlling

  /// A call the delivery would make goes to a controller that lacks its method, so it is not
  /// made.
  mutating func lacksMethod(of call: ExtensionCall, on controller: any HostedViewControlling)

  /// A call is about to be made.
  ///
  /// - Parameters:
  ///   - call: The method and its input.
  ///   - controller: The instance it goes to.
  ///   - shown: The interaction the call passes (for `configure`, a Maps card's update may differ
  ///     from the one delivered).
  ///   - slot: The slot that collects the call's answers, including any that come after the
  ///     delivery moved on.
  ///   - claimed: The parameters claimed before the call (``ClaimedParameters``).
  ///   - outstanding: The planned sets after this call's, before claimed parameters are taken
  ///     out; empty for `configure`.
  mutating func willCall(
    _ call: ExtensionCall, on controller: any HostedViewControlling, showing shown: Interaction,
    answeringInto slot: CompletionSlot, claimed: ClaimedParameters,
    outstanding: ArraySlice<Set<Parameter>>)

  /// The call announced by the last ``willCall(_:on:showing:answeringInto:claimed:outstanding:)`` was
  /// answered, or timed out.
  ///
  /// - Parameters:
  ///   - call: The method and its input, as announced.
  ///   - answer: Its first answer, the one the delivery acts on; `nil` if none came within the
  ///     timeout.
  ///   - claimed: The parameters claimed after the call, its own claim (its first answer's)
  ///     included.
  mutating func didCall(_ call: ExtensionCall, answer: ExtensionAnswer?, claimed: ClaimedParameters)

  /// How long to wait for the completion of the call announced last, in seconds; `nil` for the
  /// delivery's timeout.
  ///
  /// A replay that knows from its recording that the call's completion never came waits less.
  var completionWait: Double? { get }
}

extension InterfaceDeliveryObserver {
  /// `nil`: the delivery's timeout, for every call.
  package var completionWait: Double? { nil }
}
