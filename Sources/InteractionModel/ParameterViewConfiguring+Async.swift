extension ParameterViewConfiguring {
  /// Configures the view for a set of parameters and returns the completion's answer, through
  /// ``configureView(for:of:interactiveBehavior:context:completion:)``.
  ///
  /// If the controller calls its completion more than once, the first answer is returned and later
  /// calls are ignored rather than crashing; if it never calls it, this never returns.
  ///
  /// - Parameters:
  ///   - parameters: The parameters to show; may be empty.
  ///   - interaction: The interaction the parameters belong to.
  ///   - interactiveBehavior: What the user can do with the view.
  ///   - context: Where the view appears.
  /// - Returns: The success flag, claimed parameters and desired size the completion received
  ///   first.
  public func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext
  ) async -> ConfigureViewResult {
    await withCheckedContinuation { continuation in
      let once = ResumeOnce(continuation)
      configureView(
        for: parameters, of: interaction, interactiveBehavior: interactiveBehavior,
        context: context
      ) { success, claimed, desiredSize in
        once.resume(
          returning: ConfigureViewResult(
            success: success, claimed: claimed, desiredSize: desiredSize))
      }
    }
  }
}
