import InteractionLog
public import InteractionModel

extension Recorder {
  /// Records a `handler(for:)` call: the intent, then the type and id of the handler returned, or
  /// that none was; the handler comes back wrapped in a ``RecordingIntentHandler``.
  ///
  /// ``RecordingHandlerProvider`` calls this; call it yourself from a provider you cannot wrap.
  /// The dispatch event is written before `body` runs, so a trap in `handler(for:)` leaves it in
  /// the log.
  ///
  /// - Parameters:
  ///   - intent: The intent SiriKit asks a handler for.
  ///   - provider: The provider the call goes to.
  ///   - body: Finds the handler.
  /// - Returns: The handler wrapped for recording, or `nil` when `body` returned none. When not
  ///   recording, the handler itself.
  public func recordDispatch(
    of intent: Intent, provider: AnyObject, body: () -> (any IntentHandler)?
  ) -> (any IntentHandler)? {
    recordDispatch(of: intent, providerID: self.instanceID(of: provider), body: body)
  }

  func recordDispatch(
    of intent: Intent, providerID: @autoclosure () -> String, body: () -> (any IntentHandler)?
  ) -> (any IntentHandler)? {
    guard status.isRecording else { return body() }
    let call = nextCallID()
    append(.dispatch(intent: redactor.redact(intent)), instance: providerID(), call: call)
    guard let handler = body() else {
      append(.dispatchCompletion(handlerType: nil), call: call)
      return nil
    }
    let recording = recordingHandler(wrapping: handler)
    let identity = (recording as? any RecordingWrapper)?.recordedIdentity
    // FORMAT.md §3.3: the completion's `instance` names the handler returned.
    append(
      .dispatchCompletion(handlerType: identity?.typeName ?? Self.typeName(of: handler)),
      instance: identity?.instanceID, call: call)
    return recording
  }

  /// The name of an object's dynamic type, as instance ids spell it: for the SiriKit bridge's
  /// adapter around a user's object, the user's type, so that a recording names the user's
  /// classes whichever way they were driven.
  static func typeName(of object: AnyObject) -> String {
    runTypeName(of: object)
  }
}
