package import InteractionHost

extension HostFaults {
  /// Each fault alone with its command-line name (`--fault`), in the order reports list them.
  package static let named: [(fault: HostFaults, name: String)] = [
    (.reaskClaimed, "reask-claimed"), (.mixedAPI, "mixed-api"), (.reuseInstance, "reuse-instance"),
  ]

  /// The command-line names of the faults in the set, in ``named``'s order.
  package var names: [String] {
    Self.named.filter { contains($0.fault) }.map(\.name)
  }
}
