public import InteractionModel

/// How a run ended.
public enum HostOutcome: Hashable, Sendable {
  /// Every call the run needed was made; calls whose completion never came are marked on their
  /// steps.
  case completed
  /// `handler(for:)` returned `nil`, so nothing was resolved, confirmed or handled.
  case noHandler
  /// Confirm answered with this code rather than `ready`, so handle was not called (S3's
  /// no-active-workout variant; an iOS 10 `continueInApp` hand-off).
  case confirmDeclined(IntentResponse.Code)
  /// An Intents-extension call's completion did not come within the timeout; SiriKit gives up on
  /// the request there.
  case timedOut
  /// The controller implements no method this platform calls, so SiriKit shows its default
  /// interface.
  case noHostedViewMethod
  /// The host's catalog has no entry for the intent, so it made no call at all; the error says
  /// how to add one.
  case unknownIntent(UnknownIntentError)
}
