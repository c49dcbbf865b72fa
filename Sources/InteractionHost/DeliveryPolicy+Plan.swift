public import InteractionModel

extension DeliveryPolicy {
  /// The parameter sets to offer, in order, before claimed parameters are taken out.
  ///
  /// - Parameter rows: The catalog's rows for the interaction, top to bottom, without the empty
  ///   set.
  /// - Returns: The sets, the empty set included where the policy puts it.
  public func plan(rows: [Set<Parameter>]) -> [Set<Parameter>] {
    switch self {
    case .documented:
      [[]] + rows
    case .emptySetLast:
      rows + [[]]
    case .explicit(let sets):
      sets
    case .seededPermutation(let seed):
      SeededGenerator(seed: seed).permuted([[]] + rows)
    }
  }
}
