package import InteractionModel

/// How findings and differences write parameter sets.
package enum ParameterText {
  /// `[A, B]`, sorted by text form; `[]` for the empty set.
  package static func list(_ parameters: [Parameter]) -> String {
    "[" + parameters.map(\.description).sorted().joined(separator: ", ") + "]"
  }
}
