#if os(iOS) || os(watchOS)
public import Intents
#else
public import SiriKitStandIn
#endif

/// A resolution result class whose `success(with:)` carries the resolved value: the factory
/// method ``SiriKitResolution/success(with:)`` calls.
///
/// The classes of the catalog's resolve methods adopt it, as Apple declares them.
public protocol SiriKitSucceedingResult: INIntentResolutionResult {
  /// The type of the value the result carries, such as `INPerson`.
  associatedtype ResolvedValue

  /// Apple's factory method for a parameter that resolved to a value.
  static func success(with resolvedValue: ResolvedValue) -> Self
}
