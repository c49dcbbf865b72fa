/// A handler that resolves an intent's parameters, mirroring the optional `resolve…(for:with:)`
/// methods of SiriKit's handling protocols.
///
/// SiriKit has one method per parameter (`resolveWorkoutName`, `resolveRecipients`…); the model
/// has one method that takes the parameter's name.
public protocol IntentResolving: IntentHandler {
  /// The names of the properties this handler resolves, in the order it declares them.
  ///
  /// SiriKit does not document the order in which it resolves parameters; declaration order is
  /// what a simulated host uses by default.
  var resolvableParameters: [String] { get }

  /// Resolves one parameter of an intent.
  ///
  /// - Parameters:
  ///   - name: The property name, one of ``resolvableParameters``.
  ///   - intent: The intent whose parameter to resolve.
  ///   - completion: Called with the results, usually one; a parameter that holds several values
  ///     (as `resolveRecipients` does) answers one result per value. It should be called exactly
  ///     once.
  func resolve(
    parameter name: String, for intent: Intent,
    completion: @escaping @Sendable ([ResolutionResult]) -> Void)
}
