public import InteractionModel

extension RecordingIntentHandler: IntentResolving where Wrapped: IntentResolving {
  /// The wrapped handler's resolvable parameters, unchanged.
  public var resolvableParameters: [String] { wrapped.resolvableParameters }

  /// Records the resolve call and each completion, and forwards them.
  ///
  /// - Parameters:
  ///   - name: The parameter's property name.
  ///   - intent: The intent whose parameter to resolve.
  ///   - completion: Called with each set of results the wrapped handler answers.
  public func resolve(
    parameter name: String, for intent: Intent,
    completion: @escaping @Sendable ([ResolutionResult]) -> Void
  ) {
    recorder.recordResolve(
      parameter: name, for: intent, instanceID: instanceID, completion: completion
    ) { completion in
      wrapped.resolve(parameter: name, for: intent, completion: completion)
    }
  }
}
