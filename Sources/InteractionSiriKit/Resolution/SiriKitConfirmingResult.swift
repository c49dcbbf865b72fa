#if os(iOS) || os(watchOS)
public import Intents
#else
public import SiriKitStandIn
#endif

/// A resolution result class that can ask the user to confirm a value: the factory method
/// ``SiriKitResolution/confirmationRequired(with:)`` calls.
public protocol SiriKitConfirmingResult: INIntentResolutionResult {
  /// The type of the value to confirm as Apple's factory takes it: optional for objects, the
  /// value itself for an enum or option set.
  associatedtype ValueToConfirm

  /// Apple's factory method for a value the user should confirm.
  static func confirmationRequired(with valueToConfirm: ValueToConfirm) -> Self
}
