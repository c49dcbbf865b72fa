public import InteractionModel

/// In what order the host offers parameter sets to `configureView`.
///
/// Whatever the policy, a parameter an earlier completion claimed is left out of later sets, and a
/// non-empty set that loses all its parameters that way is not offered (R7), unless the
/// ``HostFaults/reaskClaimed`` fault is injected.
public enum DeliveryPolicy: Hashable, Sendable {
  /// As Apple documents it (R4): the empty set first, then one call per row of the catalog, top to
  /// bottom.
  case documented
  /// The catalog's rows first and the empty set last, as BNRun's header turned footer was
  /// reported (D7, S2).
  case emptySetLast
  /// Exactly these sets in this order, the empty set only where given; rows the sets leave out are
  /// not offered. A replay of a recording uses this.
  case explicit([Set<Parameter>])
  /// The empty set and the catalog's rows in an order drawn from a ``SeededGenerator``: the same
  /// seed gives the same order on every run and platform.
  case seededPermutation(seed: UInt64)
}
