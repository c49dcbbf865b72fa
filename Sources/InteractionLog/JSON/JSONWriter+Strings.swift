extension JSONWriter {
  /// Appends `string` to `output` quoted and escaped, as a string value is written: the
  /// one escaping policy of every JSON this package writes, the log's events and the reports of
  /// ``ReportJSONEncoder`` alike.
  ///
  /// - Parameters:
  ///   - string: The string; ``quotedCount(of:)`` says what is escaped.
  ///   - output: The buffer to append to.
  static func appendQuoted(_ string: String, to output: inout [UInt8]) {
    withContiguousUTF8(of: string) { utf8 in
      let quotedCount = quotedCount(of: utf8)
      output.append(addingCapacity: quotedCount) { span in
        span.withUnsafeMutableBufferPointer { buffer, initializedCount in
          // At least the two quotes were asked for, so there is an address.
          guard let start = buffer.baseAddress else { return }
          initializedCount = writeQuoted(utf8, quotedCount, to: start) - start
        }
      }
    }
  }

  /// The number of bytes `utf8` takes once quoted and escaped.
  ///
  /// Escaped: `"` and `\`; control characters below U+0020 (the short forms `\b \t \n \f \r`,
  /// else `\u00XX` in lower-case hexadecimal); and U+2028 LINE SEPARATOR and U+2029 PARAGRAPH
  /// SEPARATOR as `\u2028` and `\u2029`. RFC 8259 does not require the last two, but tools that
  /// split lines on every Unicode line terminator (JavaScript, Python's `splitlines()`) would
  /// otherwise break a JSON Lines record apart; escaping them costs one comparison per byte.
  /// Everything else, U+007F and all other non-ASCII included, is copied as it is.
  ///
  /// - Parameter utf8: Valid UTF-8; a Swift `String`'s bytes always are.
  /// - Returns: The length with quotes and escapes; the length plus 2 when nothing is escaped.
  static func quotedCount(of utf8: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = utf8.baseAddress else { return 2 }
    let count = utf8.count
    guard !isPlain(base, count: count) else { return count + 2 }
    var quotedCount = count + 2
    var index = 0
    while index < count {
      let byte = base[index]
      if byte >= 0x20 && byte != JSONByte.quote && byte != JSONByte.backslash && byte != 0xE2 {
        index += 1
      } else if byte == 0xE2 {
        if isLineOrParagraphSeparator(base, at: index, count: count) {
          quotedCount += 3
          index += 3
        } else {
          index += 1
        }
      } else {
        quotedCount += escapeCount(of: byte) - 1
        index += 1
      }
    }
    return quotedCount
  }

  /// Writes `utf8` quoted and escaped, as ``quotedCount(of:)`` describes.
  ///
  /// - Parameters:
  ///   - utf8: Valid UTF-8.
  ///   - quotedCount: What ``quotedCount(of:)`` returned for `utf8`.
  ///   - start: Where to write; room for `quotedCount` bytes.
  /// - Returns: The pointer after the closing quote.
  static func writeQuoted(
    _ utf8: UnsafeBufferPointer<UInt8>, _ quotedCount: Int, to start: UnsafeMutablePointer<UInt8>
  ) -> UnsafeMutablePointer<UInt8> {
    start.pointee = JSONByte.quote
    var cursor = start + 1
    if let base = utf8.baseAddress {
      if quotedCount == utf8.count + 2 {
        // Nothing to escape: the common case is one copy.
        cursor.update(from: base, count: utf8.count)
        cursor += utf8.count
      } else {
        cursor = writeEscaped(base, count: utf8.count, to: cursor)
      }
    }
    cursor.pointee = JSONByte.quote
    return cursor + 1
  }

  /// Writes `count` bytes from `base`, escaping the ones that need it.
  private static func writeEscaped(
    _ base: UnsafePointer<UInt8>, count: Int, to start: UnsafeMutablePointer<UInt8>
  ) -> UnsafeMutablePointer<UInt8> {
    var cursor = start
    var index = 0
    while index < count {
      let byte = base[index]
      if byte >= 0x20 && byte != JSONByte.quote && byte != JSONByte.backslash {
        if byte == 0xE2 && isLineOrParagraphSeparator(base, at: index, count: count) {
          cursor = write(base[index + 2] == 0xA8 ? "\\u2028" : "\\u2029", to: cursor)
          index += 3
          continue
        }
        cursor.pointee = byte
        cursor += 1
      } else {
        switch byte {
        case JSONByte.quote: cursor = write("\\\"", to: cursor)
        case JSONByte.backslash: cursor = write("\\\\", to: cursor)
        case 0x08: cursor = write("\\b", to: cursor)
        case 0x09: cursor = write("\\t", to: cursor)
        case 0x0A: cursor = write("\\n", to: cursor)
        case 0x0C: cursor = write("\\f", to: cursor)
        case 0x0D: cursor = write("\\r", to: cursor)
        default:
          cursor = write(byte < 0x10 ? "\\u000" : "\\u001", to: cursor)
          let nibble = byte & 0x0F
          cursor.pointee = nibble < 10 ? JSONByte.zero + nibble : 0x61 + nibble - 10
          cursor += 1
        }
      }
      index += 1
    }
    return cursor
  }

  /// The length of the escape for a byte that needs one: a quote, a backslash or a control
  /// character.
  private static func escapeCount(of byte: UInt8) -> Int {
    switch byte {
    case JSONByte.quote, JSONByte.backslash, 0x08, 0x09, 0x0A, 0x0C, 0x0D: 2
    default: 6
    }
  }

  /// Whether the bytes at `index` are E2 80 A8 or E2 80 A9: U+2028 or U+2029.
  @inline(__always)
  private static func isLineOrParagraphSeparator(
    _ base: UnsafePointer<UInt8>, at index: Int, count: Int
  ) -> Bool {
    index + 2 < count && base[index] == 0xE2 && base[index + 1] == 0x80
      && base[index + 2] & 0xFE == 0xA8
  }

  /// Whether none of the `count` bytes at `base` needs escaping, checked eight at a time.
  @inline(__always)
  private static func isPlain(_ base: UnsafePointer<UInt8>, count: Int) -> Bool {
    let raw = UnsafeRawPointer(base)
    guard count >= 8 else {
      // Pad a short string with spaces, which need no escaping, to make one word.
      var word: UInt64 = 0x2020_2020_2020_2020 << UInt64(8 * count)
      for index in 0..<count {
        word |= UInt64(base[index]) << UInt64(8 * index)
      }
      return !mayNeedEscaping(word)
    }
    var index = 0
    while index + 8 <= count {
      if mayNeedEscaping(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
        return false
      }
      index += 8
    }
    // The last word overlaps bytes already checked, which is harmless.
    return index == count
      || !mayNeedEscaping(raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
  }

  /// Whether any of the eight bytes in `word` is below 0x20, a quote, a backslash or 0xE2.
  ///
  /// The classic bit tricks ("has a byte less than n", "has a zero byte" after XOR) are exact
  /// for whether some byte matches, which is all the scan needs.
  @inline(__always)
  private static func mayNeedEscaping(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    let quotes = word ^ (ones &* UInt64(JSONByte.quote))
    let backslashes = word ^ (ones &* UInt64(JSONByte.backslash))
    let leads = word ^ (ones &* 0xE2)
    let below20 = (word &- ones &* 0x20) & ~word
    let quote = (quotes &- ones) & ~quotes
    let backslash = (backslashes &- ones) & ~backslashes
    let lead = (leads &- ones) & ~leads
    return (below20 | quote | backslash | lead) & highBits != 0
  }

  /// Copies an ASCII literal to `cursor`.
  ///
  /// - Returns: The pointer after the copy.
  @inline(__always)
  static func write(
    _ literal: StaticString, to cursor: UnsafeMutablePointer<UInt8>
  ) -> UnsafeMutablePointer<UInt8> {
    cursor.update(from: literal.utf8Start, count: literal.utf8CodeUnitCount)
    return cursor + literal.utf8CodeUnitCount
  }
}
