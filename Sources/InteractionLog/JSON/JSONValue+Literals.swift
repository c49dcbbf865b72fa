extension JSONValue: ExpressibleByBooleanLiteral {
  /// Creates ``bool(_:)`` from a literal.
  package init(booleanLiteral value: Bool) {
    self = .bool(value)
  }
}

extension JSONValue: ExpressibleByIntegerLiteral {
  /// Creates ``integer(_:)`` from a literal.
  package init(integerLiteral value: Int64) {
    self = .integer(value)
  }
}

extension JSONValue: ExpressibleByFloatLiteral {
  /// Creates ``double(_:)`` from a literal.
  package init(floatLiteral value: Double) {
    self = .double(value)
  }
}

extension JSONValue: ExpressibleByStringLiteral {
  /// Creates ``string(_:)`` from a literal.
  package init(stringLiteral value: String) {
    self = .string(value)
  }
}

extension JSONValue: ExpressibleByArrayLiteral {
  /// Creates ``array(_:)`` from a literal.
  package init(arrayLiteral elements: JSONValue...) {
    self = .array(elements)
  }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
  /// Creates ``object(_:)`` from a literal, members in the literal's order.
  ///
  /// - Precondition: No key appears twice.
  package init(dictionaryLiteral members: (String, JSONValue)...) {
    self = .object(JSONObject(members))
  }
}
