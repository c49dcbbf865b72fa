/// A JSON-shaped enumeration whose Boolean, number, string and array literals build its cases.
///
/// ``Value`` and the log's own JSON tree take their literal conformances from here rather than
/// each spelling them out; `nil` and dictionary literals stay with each type, since only `Value`
/// has a `nil` literal and the two keep an object's members differently. The initializers are
/// `public` so that `Value`'s conformances are public API; the protocol itself is not.
package protocol JSONLiteralCases:
  ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
  ExpressibleByStringLiteral, ExpressibleByArrayLiteral
{
  static func bool(_ value: Bool) -> Self
  static func integer(_ value: Int64) -> Self
  static func double(_ value: Double) -> Self
  static func string(_ value: String) -> Self
  static func array(_ elements: [Self]) -> Self
}

extension JSONLiteralCases {
  /// Creates the `bool` case.
  public init(booleanLiteral value: Bool) {
    self = .bool(value)
  }

  /// Creates the `integer` case: an integer literal is an `Int64`, never a `Double`.
  public init(integerLiteral value: Int64) {
    self = .integer(value)
  }

  /// Creates the `double` case.
  public init(floatLiteral value: Double) {
    self = .double(value)
  }

  /// Creates the `string` case.
  public init(stringLiteral value: String) {
    self = .string(value)
  }

  /// Creates the `array` case.
  public init(arrayLiteral elements: Self...) {
    self = .array(elements)
  }
}
