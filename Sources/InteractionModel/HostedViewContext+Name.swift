extension HostedViewContext {
  /// The case's stable lowerCamel name, `siriSnippet` or `mapsCard`, as the log writes it.
  public var name: String {
    switch self {
    case .siriSnippet: "siriSnippet"
    case .mapsCard: "mapsCard"
    }
  }

  /// Finds the case whose ``name`` is the given one, or fails if there is none.
  ///
  /// - Parameter name: `siriSnippet` or `mapsCard`.
  public init?(name: String) {
    guard let found = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = found
  }
}
