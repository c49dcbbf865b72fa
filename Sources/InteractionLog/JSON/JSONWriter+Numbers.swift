extension JSONWriter {
  /// Writes an integer in decimal.
  ///
  /// - Parameter int: The value.
  package mutating func value(_ int: Int64) {
    beforeValue()
    appendDecimal(int.magnitude, negative: int < 0)
    afterValue()
  }

  /// Writes an unsigned integer in decimal.
  ///
  /// Values above `Int64.max` are valid JSON, but ``JSONParser`` reads them back as
  /// ``JSONValue/double(_:)``, which holds only 53 bits exactly.
  ///
  /// - Parameter int: The value.
  package mutating func value(_ int: UInt64) {
    beforeValue()
    appendDecimal(int, negative: false)
    afterValue()
  }

  /// Writes an integer in decimal.
  ///
  /// - Parameter int: The value.
  package mutating func value(_ int: Int) {
    value(Int64(int))
  }

  /// Writes a double as the shortest text that reads back as the same double.
  ///
  /// The text always has a fraction or an exponent (`3.0`, `1e-05`, `1e+16`), so an integral
  /// double reads back as ``JSONValue/double(_:)``, not as an integer. JSON cannot carry NaN or
  /// infinities: those are written as `null`.
  ///
  /// - Parameter double: The value.
  package mutating func value(_ double: Double) {
    beforeValue()
    if double.isFinite {
      // Swift's description is the shortest round-trip form; doubles are rare in events, and
      // the text fits a small string, so this does not allocate.
      var text = double.description
      text.withUTF8 { appendRaw($0) }
    } else {
      appendLiteral("null")
    }
    afterValue()
  }

  /// Appends the decimal digits of `magnitude`, after a minus sign when `negative`.
  private mutating func appendDecimal(_ magnitude: UInt64, negative: Bool) {
    if magnitude < 10 && !negative {
      appendRaw(JSONByte.zero + UInt8(truncatingIfNeeded: magnitude))
      return
    }
    // 20 digits hold UInt64.max, one more the sign.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 21) { buffer in
      let pairs = Self.digitPairs.utf8Start
      var start = 21
      var rest = magnitude
      while rest >= 100 {
        let pair = Int(truncatingIfNeeded: rest % 100) &* 2
        rest /= 100
        start -= 2
        buffer[start] = pairs[pair]
        buffer[start + 1] = pairs[pair + 1]
      }
      if rest >= 10 {
        let pair = Int(truncatingIfNeeded: rest) &* 2
        start -= 2
        buffer[start] = pairs[pair]
        buffer[start + 1] = pairs[pair + 1]
      } else {
        start -= 1
        buffer[start] = JSONByte.zero + UInt8(truncatingIfNeeded: rest)
      }
      if negative {
        start -= 1
        buffer[start] = JSONByte.minus
      }
      appendRaw(UnsafeBufferPointer(rebasing: buffer[start...]))
    }
  }

  /// "00" through "99", so each division by 100 yields two digits.
  private static var digitPairs: StaticString {
    """
    00010203040506070809101112131415161718192021222324\
    25262728293031323334353637383940414243444546474849\
    50515253545556575859606162636465666768697071727374\
    75767778798081828384858687888990919293949596979899
    """
  }
}
