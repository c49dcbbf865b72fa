package import InteractionHost

extension HostFaults {
  /// Each fault alone with its command-line name (`--fault`), the words a report's plan uses
  /// for it, and its Swift spelling in a generated test, in the order reports list them: the one
  /// table that the parser, the report's next steps and generated tests all read.
  package static let named: [(fault: HostFaults, name: String, words: String, literal: String)] = [
    (.reaskClaimed, "reask-claimed", "re-asks claimed", ".reaskClaimed"),
    (.mixedAPI, "mixed-api", "both methods", ".mixedAPI"),
    (.reuseInstance, "reuse-instance", "one instance", ".reuseInstance"),
  ]

  /// The command-line names of the faults in the set, in ``named``'s order.
  package var names: [String] {
    Self.named.filter { contains($0.fault) }.map(\.name)
  }

  /// The fault a command-line name names (`reask-claimed`), or `nil`.
  ///
  /// - Parameter name: A name from ``named``.
  package init?(named name: String) {
    guard let fault = Self.named.first(where: { $0.name == name })?.fault else { return nil }
    self = fault
  }
}
