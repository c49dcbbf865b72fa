extension IntentResolving {
  /// Resolves one parameter and returns the results, through
  /// ``resolve(parameter:for:completion:)``.
  ///
  /// If the handler calls its completion more than once, the first results are returned and later
  /// calls are ignored rather than crashing; if it never calls it, this never returns.
  ///
  /// - Parameters:
  ///   - name: The property name, one of ``resolvableParameters``.
  ///   - intent: The intent whose parameter to resolve.
  /// - Returns: The results the handler's completion received first.
  public func resolve(parameter name: String, for intent: Intent) async -> [ResolutionResult] {
    await withCheckedContinuation { continuation in
      let once = ResumeOnce(continuation)
      resolve(parameter: name, for: intent) { results in once.resume(returning: results) }
    }
  }
}
