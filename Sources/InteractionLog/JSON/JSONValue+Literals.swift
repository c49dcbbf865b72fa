import InteractionModel

// Boolean, integer, floating-point, string and array literals come from JSONLiteralCases.
extension JSONValue: JSONLiteralCases {}

extension JSONValue: ExpressibleByDictionaryLiteral {
  /// Creates ``object(_:)`` from a literal, members in the literal's order.
  ///
  /// - Precondition: No key appears twice.
  package init(dictionaryLiteral members: (String, JSONValue)...) {
    self = .object(JSONObject(members))
  }
}
