extension JSONWriter {
  /// Writes an integer in decimal.
  package mutating func value(_ int: Int64) {
    appendDecimal(int.magnitude, isNegative: int < 0)
  }

  /// Writes an unsigned integer in decimal.
  ///
  /// Values above `Int64.max` are valid JSON, but ``JSONParser`` reads them back as
  /// ``JSONValue/double(_:)``, which holds only 53 bits exactly.
  package mutating func value(_ int: UInt64) {
    appendDecimal(int, isNegative: false)
  }

  /// Writes an integer in decimal.
  package mutating func value(_ int: Int) {
    value(Int64(int))
  }

  /// Writes a double as the shortest text that reads back as the same double.
  ///
  /// The text always has a fraction or an exponent (`3.0`, `1e-05`, `1e+16`), so an integral
  /// double reads back as ``JSONValue/double(_:)``, not as an integer. JSON cannot carry NaN or
  /// infinities: those are written as `null`.
  package mutating func value(_ double: Double) {
    guard double.isFinite else {
      appendScalar("null")
      return
    }
    // Swift's description is the shortest round-trip form; doubles are rare in events, and
    // the text fits a small string, so this does not allocate.
    var text = double.description
    text.withUTF8 { utf8 in
      appendValue(maximumCount: utf8.count) { start in
        guard let base = utf8.baseAddress else { return start }
        start.update(from: base, count: utf8.count)
        return start + utf8.count
      }
    }
  }

  /// Writes the decimal digits of `magnitude`, after a minus sign when `isNegative`.
  private mutating func appendDecimal(_ magnitude: UInt64, isNegative: Bool) {
    appendValue(maximumCount: Self.maximumDecimalCount) {
      Self.writeDecimal(magnitude, isNegative: isNegative, to: $0)
    }
  }

  /// The most bytes ``writeDecimal(_:isNegative:to:)`` writes: 20 digits hold UInt64.max, one
  /// more the sign.
  static var maximumDecimalCount: Int { 21 }

  /// Writes the decimal digits of `magnitude`, after a minus sign when `isNegative`.
  ///
  /// - Parameters:
  ///   - magnitude: The value's magnitude.
  ///   - isNegative: Whether to write a minus sign first.
  ///   - start: Where to write; room for ``maximumDecimalCount`` bytes.
  /// - Returns: The pointer after the last digit.
  static func writeDecimal(
    _ magnitude: UInt64, isNegative: Bool, to start: UnsafeMutablePointer<UInt8>
  ) -> UnsafeMutablePointer<UInt8> {
    var cursor = start
    if isNegative {
      cursor.pointee = JSONByte.minus
      cursor += 1
    }
    let end = cursor + decimalDigitCount(magnitude)
    // Fill from the end, two digits per division.
    let pairs = digitPairs.utf8Start
    var rest = magnitude
    var digit = end
    while rest >= 100 {
      let pair = Int(truncatingIfNeeded: rest % 100) &* 2
      rest /= 100
      digit -= 2
      digit[0] = pairs[pair]
      digit[1] = pairs[pair + 1]
    }
    if rest >= 10 {
      let pair = Int(truncatingIfNeeded: rest) &* 2
      digit -= 2
      digit[0] = pairs[pair]
      digit[1] = pairs[pair + 1]
    } else {
      digit -= 1
      digit[0] = JSONByte.zero + UInt8(truncatingIfNeeded: rest)
    }
    return end
  }

  /// The number of decimal digits of `value`, from 1 to 20.
  private static func decimalDigitCount(_ value: UInt64) -> Int {
    var count = 1
    var threshold: UInt64 = 10
    // 10^19 is the largest power of ten below UInt64.max, so stop at 20 digits.
    while count < 20 && value >= threshold {
      count += 1
      threshold &*= 10
    }
    return count
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
