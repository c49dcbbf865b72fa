package import InteractionModel

/// Claims exactly what it is offered, every view as high as it is told (the empty set's too),
/// 320 points wide unless zero high: NaN and the infinities included, as a buggy controller
/// answers them.
package final class SizedController: ParameterViewConfiguring {
  package let height: Double

  package init(height: Double) {
    self.height = height
  }

  package func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    completion(true, parameters, Size(width: height == 0 ? 0 : 320, height: height))
  }
}
