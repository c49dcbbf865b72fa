extension HandlingStatus {
  /// The case's stable lowerCamel name, such as `ready`, as the log writes it.
  public var name: String {
    switch self {
    case .unspecified: "unspecified"
    case .ready: "ready"
    case .inProgress: "inProgress"
    case .success: "success"
    case .failure: "failure"
    case .deferredToApplication: "deferredToApplication"
    case .userConfirmationRequired: "userConfirmationRequired"
    }
  }

  /// Finds the case whose ``name`` is the given one, or fails if there is none.
  ///
  /// - Parameter name: A lowerCamel case name, such as `ready`.
  public init?(name: String) {
    guard let found = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = found
  }
}
