extension InteractionConfiguring {
  /// Configures the view and returns its desired size, through
  /// ``configure(with:context:completion:)``.
  ///
  /// If the controller calls its completion more than once, the first size is returned and later
  /// calls are ignored rather than crashing; if it never calls it, this never returns.
  ///
  /// - Parameters:
  ///   - interaction: The interaction to show.
  ///   - context: Where the view appears.
  /// - Returns: The size the controller's completion received first.
  public func configure(with interaction: Interaction, context: HostedViewContext) async -> Size {
    await withCheckedContinuation { continuation in
      let once = ResumeOnce(continuation)
      configure(with: interaction, context: context) { size in once.resume(returning: size) }
    }
  }
}
