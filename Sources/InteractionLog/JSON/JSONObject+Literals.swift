extension JSONObject: ExpressibleByDictionaryLiteral {
  /// Creates an object from a literal, members in the literal's order.
  ///
  /// - Precondition: No key appears twice.
  package init(dictionaryLiteral members: (String, JSONValue)...) {
    self.init(members)
  }
}
