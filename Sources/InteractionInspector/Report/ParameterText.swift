import InteractionModel

/// How findings and differences write parameter sets.
enum ParameterText {
  /// `[A, B]`, sorted by text form; `[]` for the empty set.
  static func list(_ parameters: [Parameter]) -> String {
    "[" + parameters.map(\.description).sorted().joined(separator: ", ") + "]"
  }
}
