import InteractionLog
package import InteractionModel

extension Recorder {
  /// Records a `handler(for:)` call whose handler is not a model ``IntentHandler``, such as
  /// SiriKit's: the intent, then the type and id of the handler returned, or that none was.
  ///
  /// What ``recordDispatch(of:provider:body:)`` does for model handlers, for the SiriKit bridge,
  /// which wraps the handler itself.
  ///
  /// - Parameters:
  ///   - intent: The intent, converted to the model.
  ///   - provider: The provider the call goes to.
  ///   - body: Finds the handler.
  ///   - wrap: Wraps the handler for recording; called only while recording.
  /// - Returns: What `wrap` made of the handler, or `nil` when `body` returned none. When not
  ///   recording, the handler itself.
  package func recordForeignDispatch(
    of intent: Intent, provider: AnyObject, body: () -> Any?, wrap: (AnyObject) -> Any
  ) -> Any? {
    guard status.isRecording else { return body() }
    let call = nextCallID()
    append(
      .dispatch(intent: redactor.redact(intent)), instance: instanceID(of: provider), call: call)
    guard let handler = body() else {
      append(.dispatchCompletion(handlerType: nil), call: call)
      return nil
    }
    let object = handler as AnyObject
    // FORMAT.md §3.3: the completion's `instance` names the handler returned.
    append(
      .dispatchCompletion(handlerType: Self.typeName(of: object)),
      instance: instanceID(of: object), call: call)
    return wrap(object)
  }
}
