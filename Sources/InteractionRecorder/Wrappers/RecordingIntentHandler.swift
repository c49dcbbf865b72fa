public import InteractionModel

/// A handler that records every call SiriKit makes to the handler it wraps, and every completion.
///
/// It adopts exactly the protocols the wrapped handler adopts: `IntentHandler`
/// always, `IntentConfirming` and `IntentResolving` only
/// when the wrapped type does, so SiriKit (or a simulated host) that asks `as? IntentConfirming`
/// sees the same answer through the wrapper as without it. A ``RecordingHandlerProvider`` wraps
/// each handler it returns; ``Recorder/recordingHandler(wrapping:)`` wraps one whose type is
/// known only at run time.
///
/// Each call is written before the wrapped handler runs; each completion is written, with the
/// call's id and latency, before it is forwarded. Calls still reach the wrapped handler when the
/// recorder has stopped.
public final class RecordingIntentHandler<Wrapped: IntentHandler>: IntentHandler {
  /// The handler whose calls are recorded.
  public let wrapped: Wrapped
  /// The recorder that writes the events.
  public let recorder: Recorder
  /// The wrapped handler's id in the log, such as `StartWorkoutIntentHandler#1`.
  public let instanceID: String

  /// Wraps a handler.
  ///
  /// - Parameters:
  ///   - handler: The handler whose calls to record.
  ///   - recorder: The recorder to write to.
  public init(wrapping handler: Wrapped, recorder: Recorder) {
    wrapped = handler
    self.recorder = recorder
    instanceID = recorder.instanceID(of: handler)
  }

  /// Records the handle call and each completion, and forwards them.
  ///
  /// - Parameters:
  ///   - intent: The intent to handle.
  ///   - completion: Called with each response the wrapped handler answers.
  public func handle(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    recorder.recordHandle(intent: intent, instanceID: instanceID, completion: completion) {
      completion in
      wrapped.handle(intent: intent, completion: completion)
    }
  }
}

extension RecordingIntentHandler: RecordingWrapper {
  var recordedIdentity: RecordedIdentity {
    RecordedIdentity(typeName: Recorder.typeName(of: wrapped), instanceID: instanceID)
  }
}
