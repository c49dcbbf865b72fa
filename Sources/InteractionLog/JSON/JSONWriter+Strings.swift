extension JSONWriter {
  /// Appends `string` in quotes, escaped as ``appendQuoted(_:)-(UnsafeBufferPointer<UInt8>)``
  /// describes.
  ///
  /// - Parameter string: The string to write.
  mutating func appendQuoted(_ string: String) {
    let done: Void? = string.utf8.withContiguousStorageIfAvailable { appendQuoted($0) }
    if done == nil {
      // Only strings bridged from Objective-C lack contiguous UTF-8; copy those once.
      var copy = string
      copy.makeContiguousUTF8()
      copy.withUTF8 { appendQuoted($0) }
    }
  }

  /// Appends valid UTF-8 in quotes, escaping what JSON requires and the two JavaScript line
  /// terminators.
  ///
  /// Escaped: `"` and `\`; control characters below U+0020 (the short forms `\b \t \n \f \r`,
  /// else `\u00XX` in lower-case hexadecimal); and U+2028 LINE SEPARATOR and U+2029 PARAGRAPH
  /// SEPARATOR as `\u2028` and `\u2029`. RFC 8259 does not require the last two, but tools that
  /// split lines on every Unicode line terminator (JavaScript, Python's `splitlines()`) would
  /// otherwise break a JSON Lines record apart; escaping them costs one comparison per byte.
  /// Everything else, U+007F and all other non-ASCII included, is copied as it is.
  ///
  /// - Parameter utf8: Valid UTF-8; a Swift `String`'s bytes always are.
  mutating func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>) {
    appendRaw(JSONByte.quote)
    guard let base = utf8.baseAddress else {
      appendRaw(JSONByte.quote)
      return
    }
    let count = utf8.count
    var runStart = 0
    var index = 0
    while index < count {
      let byte = base[index]
      // One test keeps the common case (a byte to copy as it is) to a single branch.
      if byte >= 0x20 && byte != JSONByte.quote && byte != JSONByte.backslash && byte != 0xE2 {
        index += 1
        continue
      }
      if byte == 0xE2 {
        // U+2028 and U+2029 are E2 80 A8 and E2 80 A9; any other E2 sequence is copied.
        guard index + 2 < count, base[index + 1] == 0x80, base[index + 2] & 0xFE == 0xA8 else {
          index += 1
          continue
        }
        appendRaw(UnsafeBufferPointer(start: base + runStart, count: index - runStart))
        appendLiteral(base[index + 2] == 0xA8 ? "\\u2028" : "\\u2029")
        index += 3
        runStart = index
        continue
      }
      appendRaw(UnsafeBufferPointer(start: base + runStart, count: index - runStart))
      appendEscape(for: byte)
      index += 1
      runStart = index
    }
    appendRaw(UnsafeBufferPointer(start: base + runStart, count: count - runStart))
    appendRaw(JSONByte.quote)
  }

  /// Appends the escape sequence for a quote, a backslash or a control character.
  private mutating func appendEscape(for byte: UInt8) {
    switch byte {
    case JSONByte.quote: appendLiteral("\\\"")
    case JSONByte.backslash: appendLiteral("\\\\")
    case 0x08: appendLiteral("\\b")
    case 0x09: appendLiteral("\\t")
    case 0x0A: appendLiteral("\\n")
    case 0x0C: appendLiteral("\\f")
    case 0x0D: appendLiteral("\\r")
    default:
      appendLiteral(byte < 0x10 ? "\\u000" : "\\u001")
      appendRaw(hexDigit(byte & 0x0F))
    }
  }

  /// The lower-case hexadecimal digit for a value below 16.
  private func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? JSONByte.zero + nibble : 0x61 + nibble - 10
  }
}
