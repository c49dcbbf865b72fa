import InteractionHost
import InteractionModel

/// The plans an ``Explorer`` tries for one interaction, simplest first: the documented order,
/// the empty set last and the recorded order; each fault alone and in pairs; every order of the
/// sets up to ``ExplorationLimits/permutedSets``; then random orders and faults, up to
/// ``ExplorationLimits/plans``.
struct ExplorationPlans {
  /// The faults one at a time, then in pairs.
  static let faultSets: [HostFaults] = [
    .reaskClaimed, .mixedAPI, .reuseInstance, [.reaskClaimed, .mixedAPI],
    [.reaskClaimed, .reuseInstance], [.mixedAPI, .reuseInstance],
  ]

  let interaction: String
  /// The recorded rows without the empty set, and the recorded order.
  let rows: [Set<Parameter>]
  let recorded: [Set<Parameter>]
  let limits: ExplorationLimits

  var documented: [Set<Parameter>] { [[]] + rows }

  /// The plans, without repeats, at most ``ExplorationLimits/plans``.
  func plans(seed: UInt64) -> [ExploredPlan] {
    var plans: [ExploredPlan] = []
    var seen = Set<ExploredPlan>()
    func add(_ order: [Set<Parameter>], _ faults: HostFaults = []) {
      guard plans.count < limits.plans else { return }
      let plan = ExploredPlan(
        interaction: interaction, order: order, faults: faults, documentedOrder: documented)
      if seen.insert(plan).inserted { plans.append(plan) }
    }
    add(documented)
    add(rows + [[]])
    add(recorded)
    for faults in Self.faultSets { add(documented, faults) }
    if documented.count <= limits.permutedSets {
      for order in Self.permutations(of: documented) { add(order) }
    }
    // Random plans: an order and any faults, until the budget is spent or draws stop finding
    // new plans (a small interaction has fewer plans than the budget).
    // No more plans than there are, whatever the budget: every order of the sets under each of
    // the 8 sets of faults.
    let budget = min(limits.plans, planSpace)
    var generator = SeededGenerator(seed: seed)
    var misses = 0
    while plans.count < budget, misses < 50 * max(budget, 1) {
      let order = SeededGenerator(seed: generator.next()).permuted(documented)
      let faults = HostFaults(rawValue: Int(generator.next() % 8))
      let before = plans.count
      add(order, faults)
      misses += plans.count == before ? 1 : 0
    }
    return plans
  }

  /// How many plans there are: every order of the documented sets times the 8 sets of faults,
  /// at most `Int.max`.
  var planSpace: Int {
    var space = 8
    for factor in stride(from: 2, through: documented.count, by: 1) {
      let (product, overflow) = space.multipliedReportingOverflow(by: factor)
      if overflow { return .max }
      space = product
    }
    return space
  }

  /// Every order of `elements`, in lexicographic order of their positions: the given order
  /// first.
  static func permutations<Element>(of elements: [Element]) -> [[Element]] {
    var indices = Array(elements.indices)
    var result = [indices.map { elements[$0] }]
    // The next permutation, as C++'s std::next_permutation steps.
    while true {
      guard
        let pivot = indices.indices.dropLast().last(where: { indices[$0] < indices[$0 + 1] }),
        let successor = indices.indices.last(where: { indices[$0] > indices[pivot] })
      else { return result }
      indices.swapAt(pivot, successor)
      indices[(pivot + 1)...].reverse()
      result.append(indices.map { elements[$0] })
    }
  }
}
