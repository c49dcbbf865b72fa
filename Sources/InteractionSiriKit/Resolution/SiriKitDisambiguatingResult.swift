/// A resolution result class that can ask the user to choose among values: the factory method
/// ``SiriKitResolution/disambiguation(with:)`` calls.
public protocol SiriKitDisambiguatingResult: SiriKitSucceedingResult {
  /// Apple's factory method for a parameter with several candidates.
  static func disambiguation(with valuesToDisambiguate: [ResolvedValue]) -> Self
}
