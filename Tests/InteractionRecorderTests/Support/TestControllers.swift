import InteractionModel

/// A controller that replaces the default views: claims what it is offered.
@MainActor
final class ViewController: ParameterViewConfiguring {
  let plan: CompletionPlan
  var calls = 0
  var inside: (() -> Void)?

  init(plan: CompletionPlan = .once, inside: (() -> Void)? = nil) {
    self.plan = plan
    self.inside = inside
  }

  func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    calls += 1
    inside?()
    let size = parameters.isEmpty ? Size(width: 320, height: 44) : Size(width: 320, height: 120)
    plan.complete { completion(true, parameters, size) }
  }
}

/// A controller that augments the default interface.
@MainActor
final class AugmentingController: InteractionConfiguring {
  var calls = 0

  func configure(
    with interaction: Interaction, context: HostedViewContext,
    completion: @escaping @Sendable (Size) -> Void
  ) {
    calls += 1
    completion(Size(width: 320, height: 200))
  }
}

/// A controller that implements both methods.
@MainActor
final class BothController: InteractionConfiguring, ParameterViewConfiguring {
  var calls = 0

  func configure(
    with interaction: Interaction, context: HostedViewContext,
    completion: @escaping @Sendable (Size) -> Void
  ) {
    calls += 1
    completion(.zero)
  }

  func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    calls += 1
    completion(false, [], .zero)
  }
}

/// A controller that implements neither method.
@MainActor
final class MarkerController: HostedViewControlling {}
