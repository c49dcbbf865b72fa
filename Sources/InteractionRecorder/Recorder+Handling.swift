import InteractionLog
public import InteractionModel

extension Recorder {
  /// Records a resolve call to a handler: the parameter and the intent's value for it, then each
  /// completion's resolution results.
  ///
  /// ``RecordingIntentHandler`` calls this; call it yourself from a handler you cannot wrap:
  ///
  /// ```swift
  /// recorder.recordResolve(parameter: "content", for: intent, instance: self,
  ///                        completion: completion) { completion in
  ///   completion([.success(intent["content"] ?? .null)])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The parameter's property name.
  ///   - intent: The intent whose parameter is resolved.
  ///   - instance: The handler the call goes to.
  ///   - completion: The completion SiriKit gave; every completion reaches it.
  ///   - body: Runs the resolution, calling the completion it is given.
  public func recordResolve(
    parameter name: String, for intent: Intent, instance: AnyObject,
    completion: @escaping @Sendable ([ResolutionResult]) -> Void,
    body: (_ completion: @escaping @Sendable ([ResolutionResult]) -> Void) -> Void
  ) {
    recordResolve(
      parameter: name, for: intent, instanceID: self.instanceID(of: instance),
      completion: completion, body: body)
  }

  /// Records a confirm call to a handler: the intent, then each completion's response.
  ///
  /// - Parameters:
  ///   - intent: The intent to confirm.
  ///   - instance: The handler the call goes to.
  ///   - completion: The completion SiriKit gave; every completion reaches it.
  ///   - body: Runs the confirmation, calling the completion it is given.
  public func recordConfirm(
    intent: Intent, instance: AnyObject,
    completion: @escaping @Sendable (IntentResponse) -> Void,
    body: (_ completion: @escaping @Sendable (IntentResponse) -> Void) -> Void
  ) {
    recordConfirm(
      intent: intent, instanceID: self.instanceID(of: instance), completion: completion,
      body: body)
  }

  /// Records a handle call to a handler: the intent, then each completion's response.
  ///
  /// - Parameters:
  ///   - intent: The intent to handle.
  ///   - instance: The handler the call goes to.
  ///   - completion: The completion SiriKit gave; every completion reaches it.
  ///   - body: Handles the intent, calling the completion it is given.
  public func recordHandle(
    intent: Intent, instance: AnyObject,
    completion: @escaping @Sendable (IntentResponse) -> Void,
    body: (_ completion: @escaping @Sendable (IntentResponse) -> Void) -> Void
  ) {
    recordHandle(
      intent: intent, instanceID: self.instanceID(of: instance), completion: completion,
      body: body)
  }

  /// Records a resolve call to a handler whose id the caller holds, as a wrapper does.
  package func recordResolve(
    parameter name: String, for intent: Intent, instanceID: @autoclosure () -> String,
    completion: @escaping @Sendable ([ResolutionResult]) -> Void,
    body: (_ completion: @escaping @Sendable ([ResolutionResult]) -> Void) -> Void
  ) {
    recordResolve(
      parameter: name, value: intent[name], ofIntentClass: intent.className,
      instanceID: instanceID(), completion: completion, body: body)
  }

  /// Records a resolve call from the parameter's value alone, which is all its event holds: for
  /// callers that would otherwise build an intent for it.
  package func recordResolve(
    parameter name: String, value: Value?, ofIntentClass className: String,
    instanceID: @autoclosure () -> String,
    completion: @escaping @Sendable ([ResolutionResult]) -> Void,
    body: (_ completion: @escaping @Sendable ([ResolutionResult]) -> Void) -> Void
  ) {
    recordCall(
      {
        .resolve(parameter: name, value: value.map { redactor.redact($0, at: name, of: className) })
      },
      target: { CallTarget(instance: instanceID()) }, completion: completion,
      completionPayload: { [redactor] results, latency in
        .resolveCompletion(
          parameter: name, results: redactor.redact(results, for: name, of: className),
          latency: latency)
      }, body: body)
  }

  /// Records a confirm call to a handler whose id the caller holds.
  package func recordConfirm(
    intent: Intent, instanceID: @autoclosure () -> String,
    completion: @escaping @Sendable (IntentResponse) -> Void,
    body: (_ completion: @escaping @Sendable (IntentResponse) -> Void) -> Void
  ) {
    recordCall(
      { .confirm(intent: redactor.redact(intent)) },
      target: { CallTarget(instance: instanceID()) }, completion: completion,
      completionPayload: { [redactor] response, latency in
        .confirmCompletion(response: redactor.redact(response), latency: latency)
      }, body: body)
  }

  /// Records a handle call to a handler whose id the caller holds.
  package func recordHandle(
    intent: Intent, instanceID: @autoclosure () -> String,
    completion: @escaping @Sendable (IntentResponse) -> Void,
    body: (_ completion: @escaping @Sendable (IntentResponse) -> Void) -> Void
  ) {
    recordCall(
      { .handle(intent: redactor.redact(intent)) },
      target: { CallTarget(instance: instanceID()) }, completion: completion,
      completionPayload: { [redactor] response, latency in
        .handleCompletion(response: redactor.redact(response), latency: latency)
      }, body: body)
  }
}
