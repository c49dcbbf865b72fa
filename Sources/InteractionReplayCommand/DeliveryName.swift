import ArgumentParser
import InteractionHost

/// `--delivery`: the chaos order of the `configureView` calls.
enum DeliveryName: String, CaseIterable, ExpressibleByArgument {
  case documented
  case emptySetLast = "empty-set-last"
  case permutation

  func policy(seed: UInt64) -> DeliveryPolicy {
    switch self {
    case .documented: .documented
    case .emptySetLast: .emptySetLast
    case .permutation: .seededPermutation(seed: seed)
    }
  }
}
