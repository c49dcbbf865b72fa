package import InteractionHost

/// The chaos deliveries a command line names (`--delivery`): the one table that the parser and
/// the report's next steps read.
package enum DeliveryName: String, CaseIterable, Sendable {
  case documented
  case emptySetLast = "empty-set-last"
  case permutation

  /// The delivery, a permutation drawn from `seed`.
  package func policy(seed: UInt64) -> DeliveryPolicy {
    switch self {
    case .documented: .documented
    case .emptySetLast: .emptySetLast
    case .permutation: .seededPermutation(seed: seed)
    }
  }

  /// The name of a delivery, or `nil` for an explicit order, which `--order` gives instead.
  package init?(_ policy: DeliveryPolicy) {
    switch policy {
    case .documented: self = .documented
    case .emptySetLast: self = .emptySetLast
    case .seededPermutation: self = .permutation
    case .explicit: return nil
    }
  }
}
