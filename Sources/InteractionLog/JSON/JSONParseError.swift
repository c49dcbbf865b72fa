/// Why ``JSONParser`` rejected a document, and where.
///
/// The description names the byte offset and the values involved, for example
/// `expected ':' after object key at byte 17, found '}'` or `duplicate key "seq" at byte 55`.
/// Offsets count bytes from the start of the buffer handed to the parser, starting at 0.
package struct JSONParseError: Error, Hashable, Sendable {
  /// What went wrong.
  package enum Reason: Hashable, Sendable {
    /// The grammar wanted `expected` (a phrase such as `"':' after object key"`) and the input had
    /// `found` instead.
    case unexpected(expected: String, found: Found)
    /// A byte that cannot appear at this point of a UTF-8 sequence: a bad lead byte, an overlong
    /// form, a UTF-16 surrogate encoded in UTF-8, a code point above U+10FFFF or a truncated
    /// sequence.
    case invalidUTF8(UInt8)
    /// A byte below 0x20 inside a string; JSON requires these to be escaped.
    case controlCharacterInString(UInt8)
    /// A `\u` escape of a UTF-16 surrogate that is not half of a high-then-low pair.
    case unpairedSurrogate(UInt16)
    /// A key that an enclosing object already has.
    case duplicateKey(String)
    /// A container opened at a depth beyond the parser's ``JSONParser/maximumDepth``.
    case nestingTooDeep(limit: Int)
    /// Input longer than the parser's ``JSONParser/maximumLength``.
    case inputTooLong(length: Int, limit: Int)
    /// A number whose magnitude does not fit a finite `Double`; `text` is its first characters.
    case numberOutOfRange(text: String)
  }

  /// What the parser saw where it expected something else.
  package enum Found: Hashable, Sendable, CustomStringConvertible {
    /// A byte of the input.
    case byte(UInt8)
    /// The input ended.
    case endOfInput

    /// The byte as a quoted character when it is printable ASCII, else in hexadecimal.
    package var description: String {
      switch self {
      case .endOfInput: "end of input"
      case .byte(let byte) where (0x20...0x7E).contains(byte):
        "'\(Character(Unicode.Scalar(byte)))'"
      case .byte(let byte): "byte \(hex(byte))"
      }
    }
  }

  /// What went wrong.
  package var reason: Reason
  /// The offset of the offending byte, or the input's length when the input ended too early.
  package var offset: Int

  /// Creates an error for `reason` at byte `offset`.
  ///
  /// - Parameters:
  ///   - reason: What went wrong.
  ///   - offset: The offset of the offending byte.
  package init(_ reason: Reason, at offset: Int) {
    self.reason = reason
    self.offset = offset
  }
}

extension JSONParseError: CustomStringConvertible {
  /// One line naming the problem, the byte offset and the values involved.
  package var description: String {
    switch reason {
    case .unexpected(let expected, let found):
      "expected \(expected) at byte \(offset), found \(found)"
    case .invalidUTF8(let byte):
      "invalid UTF-8 byte \(hex(byte)) at byte \(offset)"
    case .controlCharacterInString(let byte):
      "unescaped control character \(hex(byte)) in string at byte \(offset)"
    case .unpairedSurrogate(let unit):
      "unpaired surrogate \\u\(hex(unit, digits: 4, prefix: "")) at byte \(offset)"
    case .duplicateKey(let key):
      "duplicate key \(quoted(key)) at byte \(offset)"
    case .nestingTooDeep(let limit):
      "nesting deeper than \(limit) at byte \(offset)"
    case .inputTooLong(let length, let limit):
      "input of \(length) bytes longer than the maximum of \(limit) at byte \(offset)"
    case .numberOutOfRange(let text):
      "number \(text) out of range at byte \(offset)"
    }
  }
}

/// Quotes and escapes `key` as JSON, cut to its first 40 characters: keys come from untrusted
/// input and may hold control characters or be very long.
private func quoted(_ key: String) -> String {
  let shown = key.count <= 40 ? key : key.prefix(40) + "…"
  return JSONValue.string(String(shown)).description
}

/// Formats `value` as upper-case hexadecimal with at least `digits` digits.
private func hex(
  _ value: some BinaryInteger, digits: Int = 2, prefix: String = "0x"
) -> String {
  let text = String(value, radix: 16, uppercase: true)
  return prefix + String(repeating: "0", count: max(0, digits - text.count)) + text
}
