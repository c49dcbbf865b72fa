extension JSONScanner {
  /// Reads a number starting at `position`, which holds `-` or a digit.
  ///
  /// The grammar is checked byte by byte; an integer that fits `Int64` is accumulated on the
  /// way, and any other number is converted from its validated text by the standard library.
  ///
  /// - Parameter checkingOnly: Whether the caller only validates: a number without exponent
  ///   and shorter than 300 bytes, which cannot be out of range, is then not converted, and
  ///   ``JSONValue/null`` stands for it.
  /// - Returns: ``JSONValue/integer(_:)`` or ``JSONValue/double(_:)``.
  /// - Throws: ``JSONParseError`` for a missing digit, a leading zero or a number whose magnitude
  ///   is too large for a finite `Double`.
  mutating func readNumber(checkingOnly: Bool = false) throws(JSONParseError) -> JSONValue {
    let start = position
    var index = position
    let isNegative = input[index] == JSONByte.minus
    if isNegative {
      index += 1
    }
    guard index < input.count, JSONByte.isDigit(input[index]) else {
      throw unexpected("digit after '-'", at: index)
    }
    var magnitude: UInt64 = 0
    var fitsUInt64 = true
    if input[index] == JSONByte.zero {
      index += 1
      if index < input.count && JSONByte.isDigit(input[index]) {
        throw unexpected("'.', 'e' or the end of the number after a leading zero", at: index)
      }
    } else {
      while index < input.count && JSONByte.isDigit(input[index]) {
        let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
        let (sum, overflow2) = times10.addingReportingOverflow(UInt64(input[index] - JSONByte.zero))
        fitsUInt64 = fitsUInt64 && !overflow1 && !overflow2
        magnitude = sum
        index += 1
      }
    }
    var isInteger = true
    var hasExponent = false
    if index < input.count && input[index] == JSONByte.period {
      isInteger = false
      index = try skipDigits(after: index + 1, "digit after '.'")
    }
    if index < input.count && (input[index] == JSONByte.lowerE || input[index] == JSONByte.upperE) {
      isInteger = false
      hasExponent = true
      index += 1
      if index < input.count && (input[index] == JSONByte.plus || input[index] == JSONByte.minus) {
        index += 1
      }
      index = try skipDigits(after: index, "digit in exponent")
    }
    position = index
    if checkingOnly && !hasExponent && index - start < 300 { return .null }
    if isInteger && fitsUInt64 {
      if !isNegative && magnitude <= UInt64(Int64.max) {
        return .integer(Int64(magnitude))
      }
      if isNegative && magnitude <= Int64.min.magnitude {
        // Int64.min has no positive counterpart, so negate in two's complement.
        return .integer(Int64(bitPattern: 0 &- magnitude))
      }
    }
    let text = String(
      decoding: UnsafeRawBufferPointer(rebasing: input[start..<index]), as: UTF8.self)
    guard let double = Double(text), double.isFinite else {
      let shown = text.utf8.count <= 40 ? text : text.prefix(32) + "…"
      throw JSONParseError(.numberOutOfRange(text: String(shown)), at: start)
    }
    return .double(double)
  }

  /// Skips one or more digits.
  ///
  /// - Parameters:
  ///   - index: Where the first digit must be.
  ///   - expected: What to call the digit in an error.
  /// - Returns: The offset after the last digit.
  /// - Throws: ``JSONParseError`` when there is no digit at `index`.
  private func skipDigits(after index: Int, _ expected: String) throws(JSONParseError) -> Int {
    guard index < input.count, JSONByte.isDigit(input[index]) else {
      throw unexpected(expected, at: index)
    }
    var index = index + 1
    while index < input.count && JSONByte.isDigit(input[index]) {
      index += 1
    }
    return index
  }
}
