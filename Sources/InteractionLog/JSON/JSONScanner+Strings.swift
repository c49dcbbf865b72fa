extension JSONScanner {
  /// Reads a string whose opening quote is at `position`, validating its UTF-8 and escapes.
  ///
  /// Runs of plain bytes are not copied: a string without escapes becomes a `String` straight
  /// from the input; one with escapes is assembled in `scratch`, a run at a time.
  ///
  /// - Returns: The decoded string.
  /// - Throws: ``JSONParseError`` for a control character, an invalid escape, an unpaired
  ///   surrogate, invalid UTF-8 or a missing closing quote.
  mutating func readString() throws(JSONParseError) -> String {
    let run = try scanString()
    guard lastStringWasEscaped else {
      return String(decoding: UnsafeRawBufferPointer(rebasing: input[run]), as: UTF8.self)
    }
    return String(decoding: scratch, as: UTF8.self)
  }

  /// Validates the string whose opening quote is at `position` and moves past it, without
  /// making a `String` of it.
  ///
  /// - Returns: The bytes between the quotes; when the string has escapes
  ///   (``lastStringWasEscaped``), `scratch` holds its decoded bytes instead.
  /// - Throws: ``JSONParseError`` as ``readString()`` does.
  mutating func scanString() throws(JSONParseError) -> Range<Int> {
    let start = position + 1
    var index = start
    var runStart = start
    var isEscaped = false
    lastStringIsASCII = true
    while true {
      guard index < input.count else {
        throw unexpected("'\"' to end the string", at: index)
      }
      // Eight bytes at a time while they are all plain: printable ASCII, no quote, no backslash.
      if index + 8 <= input.count
        && Self.isPlainASCII(input.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      {
        index += 8
        continue
      }
      let byte = input[index]
      // Printable ASCII other than the quote and the backslash is by far the common case.
      if byte >= 0x20 && byte < 0x80 && byte != JSONByte.quote && byte != JSONByte.backslash {
        index += 1
      } else if byte == JSONByte.quote {
        break
      } else if byte == JSONByte.backslash {
        if !isEscaped {
          isEscaped = true
          scratch.removeAll(keepingCapacity: true)
        }
        scratch.append(contentsOf: UnsafeRawBufferPointer(rebasing: input[runStart..<index]))
        index = try readEscape(at: index)
        runStart = index
      } else if byte < 0x20 {
        throw JSONParseError(.controlCharacterInString(byte), at: index)
      } else {
        lastStringIsASCII = false
        index = try validateUTF8Sequence(at: index)
      }
    }
    position = index + 1
    lastStringWasEscaped = isEscaped
    if isEscaped {
      scratch.append(contentsOf: UnsafeRawBufferPointer(rebasing: input[runStart..<index]))
    }
    return start..<index
  }

  /// Whether none of the eight bytes in `word` is below 0x20, a quote, a backslash or above
  /// 0x7F.
  ///
  /// The classic bit tricks ("has a byte less than n", "has a zero byte" after XOR) are exact
  /// for whether some byte matches, which is all the scan needs.
  @inline(__always)
  static func isPlainASCII(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    let quotes = word ^ (ones &* UInt64(JSONByte.quote))
    let backslashes = word ^ (ones &* UInt64(JSONByte.backslash))
    let below20 = (word &- ones &* 0x20) & ~word
    let quote = (quotes &- ones) & ~quotes
    let backslash = (backslashes &- ones) & ~backslashes
    return (below20 | quote | backslash | word) & highBits == 0
  }

  /// Decodes the escape whose backslash is at `index` and appends its UTF-8 to `scratch`.
  ///
  /// - Parameter index: The offset of the backslash.
  /// - Returns: The offset after the escape (after both halves of a surrogate pair).
  /// - Throws: ``JSONParseError`` for an unknown escape character, a bad hexadecimal digit or an
  ///   unpaired surrogate.
  private mutating func readEscape(at index: Int) throws(JSONParseError) -> Int {
    let decoded: UInt8
    switch index + 1 < input.count ? input[index + 1] : nil {
    case JSONByte.quote: decoded = JSONByte.quote
    case JSONByte.backslash: decoded = JSONByte.backslash
    case JSONByte.slash: decoded = JSONByte.slash
    case 0x62: decoded = 0x08  // b
    case 0x66: decoded = 0x0C  // f
    case 0x6E: decoded = 0x0A  // n
    case 0x72: decoded = 0x0D  // r
    case 0x74: decoded = 0x09  // t
    case JSONByte.lowerU:
      let end = try readUnicodeEscape(at: index)
      if scratch.last ?? 0 >= 0x80 {
        lastStringIsASCII = false
      }
      return end
    default:
      throw unexpected("escape character after '\\'", at: index + 1)
    }
    scratch.append(decoded)
    return index + 2
  }

  /// Decodes the `\uXXXX` escape at `index`, with its low half when it is a high surrogate, and
  /// appends the scalar's UTF-8 to `scratch`.
  ///
  /// - Parameter index: The offset of the backslash.
  /// - Returns: The offset after the escape or escape pair.
  /// - Throws: ``JSONParseError`` for a bad hexadecimal digit or an unpaired surrogate.
  private mutating func readUnicodeEscape(at index: Int) throws(JSONParseError) -> Int {
    let unit = try readHexQuad(at: index + 2)
    var scalarValue = UInt32(unit)
    var end = index + 6
    switch unit {
    case 0xD800...0xDBFF:
      guard end + 1 < input.count, input[end] == JSONByte.backslash,
        input[end + 1] == JSONByte.lowerU
      else {
        throw JSONParseError(.unpairedSurrogate(unit), at: index)
      }
      let low = try readHexQuad(at: end + 2)
      guard (0xDC00...0xDFFF).contains(low) else {
        throw JSONParseError(.unpairedSurrogate(unit), at: index)
      }
      scalarValue = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00)
      end += 6
    case 0xDC00...0xDFFF:
      throw JSONParseError(.unpairedSurrogate(unit), at: index)
    default:
      break
    }
    appendUTF8(scalarValue)
    return end
  }

  /// Appends the UTF-8 encoding of a Unicode scalar value to `scratch`.
  ///
  /// - Parameter value: A scalar value: at most 0x10FFFF and not a surrogate.
  private mutating func appendUTF8(_ value: UInt32) {
    switch value {
    case ..<0x80:
      scratch.append(UInt8(value))
    case ..<0x800:
      scratch.append(0xC0 | UInt8(value >> 6))
      scratch.append(0x80 | UInt8(value & 0x3F))
    case ..<0x1_0000:
      scratch.append(0xE0 | UInt8(value >> 12))
      scratch.append(0x80 | UInt8(value >> 6 & 0x3F))
      scratch.append(0x80 | UInt8(value & 0x3F))
    default:
      scratch.append(0xF0 | UInt8(value >> 18))
      scratch.append(0x80 | UInt8(value >> 12 & 0x3F))
      scratch.append(0x80 | UInt8(value >> 6 & 0x3F))
      scratch.append(0x80 | UInt8(value & 0x3F))
    }
  }

  /// Reads four hexadecimal digits starting at `index`.
  ///
  /// - Parameter index: The offset of the first digit.
  /// - Returns: The UTF-16 code unit they spell.
  /// - Throws: ``JSONParseError`` at the first byte that is not a hexadecimal digit.
  private func readHexQuad(at index: Int) throws(JSONParseError) -> UInt16 {
    var value: UInt16 = 0
    for offset in index..<index + 4 {
      let digit: UInt8
      switch offset < input.count ? input[offset] : nil {
      case let byte? where JSONByte.isDigit(byte): digit = byte - JSONByte.zero
      case let byte? where (0x61...0x66).contains(byte): digit = byte - 0x61 + 10
      case let byte? where (0x41...0x46).contains(byte): digit = byte - 0x41 + 10
      default: throw unexpected("hexadecimal digit in \\u escape", at: offset)
      }
      value = value << 4 | UInt16(digit)
    }
    return value
  }

  /// Checks the multi-byte UTF-8 sequence whose lead byte is at `index`.
  ///
  /// Follows the well-formed byte sequences of Unicode's table 3-7, which excludes overlong
  /// forms, UTF-16 surrogates and code points above U+10FFFF.
  ///
  /// - Parameter index: The offset of a lead byte of 0x80 or more.
  /// - Returns: The offset after the sequence.
  /// - Throws: ``JSONParseError`` at the first byte that cannot continue a well-formed sequence.
  func validateUTF8Sequence(at index: Int) throws(JSONParseError) -> Int {
    let lead = input[index]
    let length: Int
    // The second byte's range narrows for the leads that could start an overlong form, a
    // surrogate or a code point above U+10FFFF; the other continuation bytes are 0x80...0xBF.
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      secondRange = 0x80...0x9F
    case 0xF0:
      length = 4
      secondRange = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      secondRange = 0x80...0x8F
    default: throw JSONParseError(.invalidUTF8(lead), at: index)
    }
    for offset in index + 1..<index + length {
      guard offset < input.count else {
        throw unexpected("UTF-8 continuation byte", at: offset)
      }
      let byte = input[offset]
      let range = offset == index + 1 ? secondRange : 0x80...0xBF
      guard range.contains(byte) else {
        throw JSONParseError(.invalidUTF8(byte), at: offset)
      }
    }
    return index + length
  }
}
