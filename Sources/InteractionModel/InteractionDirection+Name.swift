extension InteractionDirection {
  /// The case's stable lowerCamel name, such as `outgoing`, as the log writes it.
  public var name: String {
    switch self {
    case .unspecified: "unspecified"
    case .outgoing: "outgoing"
    case .incoming: "incoming"
    }
  }

  /// Finds the case whose ``name`` is the given one, or fails if there is none.
  ///
  /// - Parameter name: A lowerCamel case name, such as `outgoing`.
  public init?(name: String) {
    guard let found = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = found
  }
}
