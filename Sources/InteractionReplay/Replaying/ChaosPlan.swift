public import InteractionHost

/// The departures from the recorded order a chaos replay plays: a delivery order for the
/// `configureView` calls and the host's faults.
public struct ChaosPlan: Hashable, Sendable, CustomStringConvertible {
  /// The order of the `configureView` calls over the recorded rows.
  public var delivery: DeliveryPolicy
  /// Faults to inject: re-asking claimed parameters, calling both methods, reusing an instance.
  public var faults: HostFaults

  /// Creates a plan from its parts, each the property of the same name.
  public init(delivery: DeliveryPolicy, faults: HostFaults = []) {
    self.delivery = delivery
    self.faults = faults
  }

  /// The seed of a seeded permutation, or `nil`.
  public var seed: UInt64? {
    guard case .seededPermutation(let seed) = delivery else { return nil }
    return seed
  }

  /// The plan in words, as reports name it, such as `empty set last`, `order [] [a]` or
  /// `seeded permutation, seed 42, re-asks claimed`.
  public var description: String {
    var parts: [String]
    switch delivery {
    case .documented: parts = ["documented order"]
    case .emptySetLast: parts = ["empty set last"]
    case .explicit(let sets): parts = ["order \(OrderText.text(sets))"]
    case .seededPermutation(let seed): parts = ["seeded permutation, seed \(seed)"]
    }
    parts += HostFaults.named.filter { faults.contains($0.fault) }.map(\.words)
    return parts.joined(separator: ", ")
  }
}
