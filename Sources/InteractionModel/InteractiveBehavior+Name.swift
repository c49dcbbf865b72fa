extension InteractiveBehavior {
  /// The case's stable lowerCamel name, such as `nextView`, as the log writes it.
  public var name: String {
    switch self {
    case .none: "none"
    case .nextView: "nextView"
    case .launch: "launch"
    case .genericAction: "genericAction"
    }
  }

  /// Finds the case whose ``name`` is the given one, or fails if there is none.
  ///
  /// - Parameter name: A lowerCamel case name, such as `nextView`.
  public init?(name: String) {
    guard let found = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = found
  }
}
