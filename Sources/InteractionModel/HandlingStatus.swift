/// The state of an interaction's handling, mirroring `INIntentHandlingStatus`.
///
/// The raw values are SiriKit's, so a value captured on iOS converts with `init(rawValue:)`.
public enum HandlingStatus: Int, CaseIterable, Hashable, Codable, Sendable {
  /// The status is not known.
  case unspecified = 0
  /// The intent was confirmed and is ready to handle.
  case ready = 1
  /// Handling has started but not finished.
  case inProgress = 2
  /// The intent was handled successfully.
  case success = 3
  /// Handling failed.
  case failure = 4
  /// Handling was handed off to the app.
  case deferredToApplication = 5
  /// The user must confirm before handling goes on (iOS 12).
  case userConfirmationRequired = 6
}
