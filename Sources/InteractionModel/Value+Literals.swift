// Boolean, integer, floating-point, string and array literals come from JSONLiteralCases.
extension Value: JSONLiteralCases {}

extension Value: ExpressibleByNilLiteral {
  /// Creates ``null``.
  ///
  /// - Parameter nilLiteral: Unused.
  public init(nilLiteral: ()) {
    self = .null
  }
}

extension Value: ExpressibleByDictionaryLiteral {
  /// Creates an ``object(_:)``.
  ///
  /// A key repeated in the literal keeps its last value, rather than trapping as `Dictionary` does.
  ///
  /// - Parameter elements: The literal's key-value pairs.
  public init(dictionaryLiteral elements: (String, Value)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
