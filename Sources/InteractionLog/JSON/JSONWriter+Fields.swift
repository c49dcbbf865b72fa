extension JSONWriter {
  /// Writes an object member whose value is a string.
  ///
  /// - Parameters:
  ///   - key: The member's key.
  ///   - value: The member's value.
  package mutating func field(_ key: StaticString, _ value: String) {
    self.key(key)
    self.value(value)
  }

  /// Writes an object member whose value is an integer.
  ///
  /// - Parameters:
  ///   - key: The member's key.
  ///   - value: The member's value.
  package mutating func field(_ key: StaticString, _ value: Int64) {
    self.key(key)
    self.value(value)
  }

  /// Writes an object member whose value is an unsigned integer.
  ///
  /// - Parameters:
  ///   - key: The member's key.
  ///   - value: The member's value.
  package mutating func field(_ key: StaticString, _ value: UInt64) {
    self.key(key)
    self.value(value)
  }

  /// Writes an object member whose value is an integer.
  ///
  /// - Parameters:
  ///   - key: The member's key.
  ///   - value: The member's value.
  package mutating func field(_ key: StaticString, _ value: Int) {
    self.key(key)
    self.value(value)
  }

  /// Writes an object member whose value is a double; NaN and infinities become `null`.
  ///
  /// - Parameters:
  ///   - key: The member's key.
  ///   - value: The member's value.
  package mutating func field(_ key: StaticString, _ value: Double) {
    self.key(key)
    self.value(value)
  }

  /// Writes an object member whose value is `true` or `false`.
  ///
  /// - Parameters:
  ///   - key: The member's key.
  ///   - value: The member's value.
  package mutating func field(_ key: StaticString, _ value: Bool) {
    self.key(key)
    self.value(value)
  }

  /// Writes an object member whose value is a parsed or constructed JSON value.
  ///
  /// - Parameters:
  ///   - key: The member's key.
  ///   - value: The member's value.
  package mutating func field(_ key: StaticString, _ value: JSONValue) {
    self.key(key)
    self.value(value)
  }
}
