extension Value: ExpressibleByNilLiteral {
  /// Creates ``null``.
  ///
  /// - Parameter nilLiteral: Unused.
  public init(nilLiteral: ()) {
    self = .null
  }
}

extension Value: ExpressibleByBooleanLiteral {
  /// Creates a ``bool(_:)``.
  ///
  /// - Parameter value: The literal.
  public init(booleanLiteral value: Bool) {
    self = .bool(value)
  }
}

extension Value: ExpressibleByIntegerLiteral {
  /// Creates an ``integer(_:)``.
  ///
  /// - Parameter value: The literal.
  public init(integerLiteral value: Int64) {
    self = .integer(value)
  }
}

extension Value: ExpressibleByFloatLiteral {
  /// Creates a ``double(_:)``.
  ///
  /// - Parameter value: The literal.
  public init(floatLiteral value: Double) {
    self = .double(value)
  }
}

extension Value: ExpressibleByStringLiteral {
  /// Creates a ``string(_:)``.
  ///
  /// - Parameter value: The literal.
  public init(stringLiteral value: String) {
    self = .string(value)
  }
}

extension Value: ExpressibleByArrayLiteral {
  /// Creates an ``array(_:)``.
  ///
  /// - Parameter elements: The literal's elements.
  public init(arrayLiteral elements: Value...) {
    self = .array(elements)
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
