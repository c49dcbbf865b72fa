import InteractionHost

/// How a replay drives the extensions.
public enum ReplayMode: Hashable, Sendable, CustomStringConvertible {
  /// Exactly the recorded calls, in the recorded order, with the recorded inputs: each
  /// `configureView` on a new controller instance, each handler method on a new handler copy;
  /// every answer is compared with the recorded one.
  case exact
  /// The host's rules from the recorded starting point: the recorded interaction and parameter
  /// rows, but what is offered next depends on what the controller claims now, so a changed
  /// controller gets the timeline SiriKit would give it.
  case host
  /// Like ``host``, under a delivery order and faults SiriKit might use; a
  /// `DeliveryPolicy.seededPermutation(seed:)` replays identically from its seed.
  case chaos(ChaosPlan)

  /// Chaos under a seeded permutation of the rows, the empty set included.
  ///
  /// - Parameter seed: The permutation's seed.
  /// - Returns: ``chaos(_:)`` with a ``ChaosPlan`` of that permutation and no faults.
  public static func chaos(seed: UInt64) -> ReplayMode {
    .chaos(ChaosPlan(delivery: .seededPermutation(seed: seed)))
  }

  /// The mode's name: `exact`, `host` or `chaos`.
  public var name: String { ReplayModeName(self).rawValue }

  /// The mode's ``name``, followed for chaos by its plan, such as `chaos (empty set last)`.
  public var description: String {
    switch self {
    case .exact, .host: name
    case .chaos(let plan): "chaos (\(plan))"
    }
  }
}
