public import InteractionModel

/// A handler provider that records every `handler(for:)` call to the provider it wraps, and wraps
/// every handler it returns in a ``RecordingIntentHandler``.
///
/// Each dispatch event (the intent) is written before the wrapped provider runs, so a provider
/// that traps on an intent it does not know leaves that intent in the log; the completion event
/// names the type and id of the handler returned, or says that none was.
public final class RecordingHandlerProvider<Wrapped: IntentHandlerProviding>:
  IntentHandlerProviding
{
  /// The provider whose calls are recorded.
  public let wrapped: Wrapped
  /// The recorder that writes the events.
  public let recorder: Recorder
  /// The wrapped provider's id in the log, such as `IntentHandler#1`.
  ///
  /// A provider that is a value rather than an object gets an id per wrapper.
  public let instanceID: String

  /// Wraps a handler provider.
  ///
  /// - Parameters:
  ///   - provider: The provider whose calls to record.
  ///   - recorder: The recorder to write to.
  public init(wrapping provider: Wrapped, recorder: Recorder) {
    wrapped = provider
    self.recorder = recorder
    if Wrapped.self is AnyObject.Type {
      instanceID = recorder.instanceID(of: provider as AnyObject)
    } else {
      instanceID = recorder.instanceID(ofValueOf: Wrapped.self)
    }
  }

  /// Records the call, asks the wrapped provider, and returns its handler wrapped for recording.
  ///
  /// - Parameter intent: The intent SiriKit is about to resolve, confirm or handle.
  /// - Returns: The wrapped provider's handler in a ``RecordingIntentHandler``, or `nil`.
  public func handler(for intent: Intent) -> (any IntentHandler)? {
    recorder.recordDispatch(of: intent, providerID: instanceID) {
      wrapped.handler(for: intent)
    }
  }
}

extension RecordingHandlerProvider: Sendable where Wrapped: Sendable {}

extension RecordingHandlerProvider: RecordingWrapper {
  var recordedIdentity: RecordedIdentity {
    RecordedIdentity(typeName: runTypeName(of: wrapped), instanceID: instanceID)
  }
}
