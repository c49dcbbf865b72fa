// Key and value go to the buffer in one append, where the value's size is known up front.
extension JSONWriter {
  /// Writes an object member whose value is a string.
  ///
  /// - Parameters:
  ///   - key: The member's key.
  ///   - value: The member's value.
  package mutating func field(_ key: StaticString, _ value: String) {
    Self.withContiguousUTF8(of: value) { utf8 in
      let quotedCount = Self.quotedCount(of: utf8)
      appendMember(key, maximumCount: quotedCount) { Self.writeQuoted(utf8, quotedCount, to: $0) }
    }
  }

  /// Writes an object member whose value is an integer.
  ///
  /// - Parameters:
  ///   - key: The member's key.
  ///   - value: The member's value.
  package mutating func field(_ key: StaticString, _ value: Int64) {
    appendMember(key, maximumCount: Self.maximumDecimalCount) {
      Self.writeDecimal(value.magnitude, isNegative: value < 0, to: $0)
    }
  }

  /// Writes an object member whose value is an unsigned integer.
  ///
  /// - Parameters:
  ///   - key: The member's key.
  ///   - value: The member's value.
  package mutating func field(_ key: StaticString, _ value: UInt64) {
    appendMember(key, maximumCount: Self.maximumDecimalCount) {
      Self.writeDecimal(value, isNegative: false, to: $0)
    }
  }

  /// Writes an object member whose value is an integer.
  ///
  /// - Parameters:
  ///   - key: The member's key.
  ///   - value: The member's value.
  package mutating func field(_ key: StaticString, _ value: Int) {
    field(key, Int64(value))
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
    appendMember(key, maximumCount: 5) { Self.write(value ? "true" : "false", to: $0) }
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
