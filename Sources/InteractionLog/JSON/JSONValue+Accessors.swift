extension JSONValue {
  /// The string, if the value is a string.
  package var stringValue: String? {
    guard case .string(let string) = self else { return nil }
    return string
  }

  /// The value as an integer, if it is one or is a double with an exact `Int64` value.
  ///
  /// `3` and `3.0` both give 3, as Foundation's `JSONDecoder` does for an `Int`; `3.5`, `1e19`
  /// and non-numbers give `nil`.
  package var integerValue: Int64? {
    switch self {
    case .integer(let int): int
    case .double(let double): Int64(exactly: double)
    default: nil
    }
  }

  /// The value as a double, if it is a number.
  ///
  /// An integer converts to the nearest double, which is exact up to 2^53 in magnitude.
  package var doubleValue: Double? {
    switch self {
    case .double(let double): double
    case .integer(let int): Double(int)
    default: nil
    }
  }

  /// The Boolean, if the value is `true` or `false`.
  package var boolValue: Bool? {
    guard case .bool(let bool) = self else { return nil }
    return bool
  }

  /// The elements, if the value is an array.
  package var arrayValue: [JSONValue]? {
    guard case .array(let elements) = self else { return nil }
    return elements
  }

  /// The object, if the value is an object.
  package var objectValue: JSONObject? {
    guard case .object(let object) = self else { return nil }
    return object
  }

  /// Whether the value is `null`.
  package var isNull: Bool {
    self == .null
  }

  /// The member's value for `key`, if the value is an object that has one.
  ///
  /// - Parameter key: The member's key.
  package subscript(key: String) -> JSONValue? {
    objectValue?[key]
  }
}

extension JSONValue {
  /// A short name of the value's JSON type, for messages.
  package var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .integer: "an integer"
    case .double: "a double"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
