#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Where extension code gets the values that differ from run to run: the current time and new
/// UUIDs.
///
/// Code that reads them through a source behaves the same in a replay as when it was recorded:
/// `InteractionRecorder`'s `Recorder` is a source that writes every value it hands out to the
/// log, and `InteractionReplay` hands the recorded values back in the same order.
///
/// ```swift
/// final class IntentViewController: ParameterViewConfiguring {
///   let sources: any ValueSources
///   init(sources: any ValueSources = SystemValueSources()) { self.sources = sources }
///   // "started 2 minutes ago" reads sources.now(), never Date()
/// }
/// ```
public protocol ValueSources: Sendable {
  /// The current wall-clock time.
  ///
  /// - Returns: The time now, or in a replay the time recorded for this request.
  func now() -> Date

  /// A new UUID.
  ///
  /// - Returns: A new random UUID, or in a replay the UUID recorded for this request.
  func makeUUID() -> UUID
}
