/// The cursor behind ``JSONParser``: reads one document from a byte buffer without recursion.
///
/// Each open container is a frame on an explicit stack that owns the array being filled, so an
/// element is stored once and the finished array moves into its value without a copy.
struct JSONScanner {
  /// An open container and what it has read so far.
  private struct Frame {
    /// Whether the container is an object (else an array).
    var isObject: Bool
    /// The array's elements so far.
    var elements: [JSONValue] = []
    /// The object's members so far.
    var members: [JSONObject.Member] = []
    /// The key of the member whose value is being read.
    var pendingKey = ""
    /// The index in `fingerprints` of the object's first key.
    var fingerprintStart: Int
    /// The object's keys once it has more than ``JSONScanner/linearKeyLimit``, so checking a
    /// hostile object with many keys for duplicates stays linear in its size.
    var keySet: Set<String>?
  }

  /// What decides cheaply, for most pairs of keys, that they differ.
  struct KeyFingerprint {
    /// The key's length in UTF-8 bytes.
    var count: Int
    /// The key's first eight bytes, zero-padded.
    var prefix: UInt64
    /// Whether the key is all ASCII.
    ///
    /// Only then is byte equality the same as String equality, which treats canonically
    /// equivalent keys (such as "K" and U+212A KELVIN SIGN) as equal.
    var isASCII: Bool

    /// Whether the keys behind two fingerprints can be equal as strings.
    func mayEqual(_ other: KeyFingerprint) -> Bool {
      guard isASCII && other.isASCII else { return true }
      return count == other.count && prefix == other.prefix
    }
  }

  /// Objects with up to this many keys are checked for duplicates by a linear scan.
  static let linearKeyLimit = 16

  /// The document.
  let input: UnsafeRawBufferPointer
  /// The offset of the next byte to read.
  var position = 0
  /// The most containers that may enclose one another.
  let maximumDepth: Int
  /// Bytes of the string being decoded, once it has an escape; reused between strings.
  var scratch: [UInt8] = []
  /// Whether the string ``readString()`` read last is all ASCII.
  var lastStringIsASCII = true
  /// Whether the string ``readString()`` read last had escapes, so its bytes are in `scratch`.
  var lastStringWasEscaped = false
  /// The fingerprints of the keys of the open objects, innermost last.
  private var fingerprints: [KeyFingerprint] = []

  /// Creates a scanner at the start of `input`.
  ///
  /// - Parameters:
  ///   - input: The document's bytes.
  ///   - maximumDepth: The most containers that may enclose one another.
  init(_ input: UnsafeRawBufferPointer, maximumDepth: Int) {
    self.input = input
    self.maximumDepth = maximumDepth
  }

  /// Reads the one value the input must hold, with nothing but whitespace around it.
  ///
  /// - Throws: ``JSONParseError`` at the first byte that breaks the grammar or a limit.
  mutating func parseDocument() throws(JSONParseError) -> JSONValue {
    var frames: [Frame] = []
    skipWhitespace()
    while true {
      // Here a value starts at `position`; scalars complete it, containers open a frame.
      var value: JSONValue
      guard position < input.count else { throw unexpected("value") }
      switch input[position] {
      case JSONByte.openBrace, JSONByte.openBracket:
        let isObject = input[position] == JSONByte.openBrace
        guard frames.count < maximumDepth else {
          throw JSONParseError(.nestingTooDeep(limit: maximumDepth), at: position)
        }
        position += 1
        skipWhitespace()
        let close = isObject ? JSONByte.closeBrace : JSONByte.closeBracket
        if position < input.count && input[position] == close {
          position += 1
          value = isObject ? .object(JSONObject()) : .array([])
        } else {
          var frame = Frame(isObject: isObject, fingerprintStart: fingerprints.count)
          if frames.isEmpty {
            // The outermost container is the event, with a dozen or so members: room for them
            // up front saves regrowing. Nested ones get room for 4, which keeps a hostile line
            // of tiny containers (`[[1],[1],...]`) to about 42 bytes of memory per input byte.
            frames.reserveCapacity(8)
            fingerprints.reserveCapacity(32)
            if isObject {
              frame.members.reserveCapacity(16)
            } else {
              frame.elements.reserveCapacity(16)
            }
          } else if isObject {
            frame.members.reserveCapacity(4)
          } else {
            frame.elements.reserveCapacity(4)
          }
          if isObject {
            try readMemberKey(into: &frame)
          }
          frames.append(frame)
          continue
        }
      case JSONByte.quote:
        value = .string(try readString())
      case JSONByte.minus, JSONByte.zero...JSONByte.nine:
        value = try readNumber()
      case JSONByte.lowerT:
        try readLiteral("true")
        value = .bool(true)
      case JSONByte.lowerF:
        try readLiteral("false")
        value = .bool(false)
      case JSONByte.lowerN:
        try readLiteral("null")
        value = .null
      default:
        throw unexpected("value")
      }
      // The value is complete: add it to its container, and close every container that ends.
      while true {
        let innermost = frames.count - 1
        guard innermost >= 0 else {
          skipWhitespace()
          guard position == input.count else { throw unexpected("end of input") }
          return value
        }
        let isObject = frames[innermost].isObject
        if isObject {
          let key = frames[innermost].pendingKey
          frames[innermost].members.append(JSONObject.Member(key: key, value: value))
        } else {
          frames[innermost].elements.append(value)
        }
        skipWhitespace()
        let next = position < input.count ? input[position] : nil
        if next == JSONByte.comma {
          position += 1
          skipWhitespace()
          if isObject {
            try readMemberKey(into: &frames[innermost])
          }
          break
        }
        guard next == (isObject ? JSONByte.closeBrace : JSONByte.closeBracket) else {
          throw unexpected(
            isObject ? "',' or '}' after object member" : "',' or ']' after array element")
        }
        position += 1
        let closed = frames.removeLast()
        if isObject {
          value = .object(JSONObject(uniqueMembers: closed.members))
          fingerprints.removeLast(fingerprints.count - closed.fingerprintStart)
        } else {
          value = .array(closed.elements)
        }
      }
    }
  }

  /// Reads an object member's key and its colon, leaving `position` at the member's value.
  ///
  /// - Parameter frame: The object's frame, which gets the key as its pending key.
  /// - Throws: ``JSONParseError`` if there is no string key, the key is a duplicate or the colon
  ///   is missing.
  private mutating func readMemberKey(into frame: inout Frame) throws(JSONParseError) {
    let keyOffset = position
    guard position < input.count, input[position] == JSONByte.quote else {
      throw unexpected("'\"' to start an object key")
    }
    let key = try readString()
    let fingerprint = lastStringFingerprint(keyOffset: keyOffset)
    let earlierCount = frame.members.count
    if frame.keySet == nil && earlierCount < Self.linearKeyLimit {
      let start = frame.fingerprintStart
      let candidate = fingerprints.withUnsafeBufferPointer { earlier in
        (0..<earlierCount).first { earlier[start + $0].mayEqual(fingerprint) }
      }
      // Fingerprints rule out almost every pair; compare the strings only for the rest.
      if let candidate, frame.members[candidate...].contains(where: { $0.key == key }) {
        throw JSONParseError(.duplicateKey(key), at: keyOffset)
      }
    } else {
      if frame.keySet == nil {
        frame.keySet = Set(frame.members.lazy.map(\.key))
      }
      guard frame.keySet?.insert(key).inserted == true else {
        throw JSONParseError(.duplicateKey(key), at: keyOffset)
      }
    }
    fingerprints.append(fingerprint)
    frame.pendingKey = key
    skipWhitespace()
    guard position < input.count, input[position] == JSONByte.colon else {
      throw unexpected("':' after object key")
    }
    position += 1
    skipWhitespace()
  }

  /// The fingerprint of the string ``readString()`` just read, from its decoded bytes: the
  /// input between the quotes, or `scratch` when the string had escapes.
  ///
  /// - Parameter keyOffset: The offset of the string's opening quote.
  /// - Returns: Its length, first bytes and ASCII-ness, which rule out most duplicate keys
  ///   before strings are compared.
  func lastStringFingerprint(keyOffset: Int) -> KeyFingerprint {
    if lastStringWasEscaped {
      return scratch.withUnsafeBytes { Self.fingerprint(of: $0, isASCII: lastStringIsASCII) }
    }
    let bytes = UnsafeRawBufferPointer(rebasing: input[keyOffset + 1..<position - 1])
    return Self.fingerprint(of: bytes, isASCII: lastStringIsASCII)
  }

  /// The fingerprint of a key's UTF-8 bytes.
  private static func fingerprint(
    of utf8: UnsafeRawBufferPointer, isASCII: Bool
  ) -> KeyFingerprint {
    var prefix: UInt64 = 0
    if utf8.count >= 8 {
      prefix = utf8.loadUnaligned(as: UInt64.self)
    } else {
      withUnsafeMutableBytes(of: &prefix) { $0.copyMemory(from: utf8) }
    }
    return KeyFingerprint(count: utf8.count, prefix: prefix, isASCII: isASCII)
  }

  /// Reads `literal` (`true`, `false` or `null`) at `position`.
  ///
  /// - Parameter literal: The literal's ASCII text.
  /// - Throws: ``JSONParseError`` at the first byte that differs.
  mutating func readLiteral(_ literal: StaticString) throws(JSONParseError) {
    let start = position
    let utf8 = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
    for (index, byte) in utf8.enumerated() {
      position = start + index
      guard position < input.count, input[position] == byte else {
        throw unexpected("literal \(literal)")
      }
    }
    position = start + utf8.count
  }

  /// Moves `position` past any JSON whitespace.
  mutating func skipWhitespace() {
    while position < input.count && JSONByte.isWhitespace(input[position]) {
      position += 1
    }
  }

  /// What is at `offset`: a byte, or the end of the input.
  func found(at offset: Int) -> JSONParseError.Found {
    offset < input.count ? .byte(input[offset]) : .endOfInput
  }

  /// An error saying that `expected` should be at `offset` (by default `position`).
  ///
  /// - Parameters:
  ///   - expected: What the grammar wants, as a phrase: `"':' after object key"`.
  ///   - offset: Where it wants it.
  /// - Returns: The error, naming what is there instead.
  @inline(never)
  func unexpected(_ expected: String, at offset: Int? = nil) -> JSONParseError {
    let offset = offset ?? position
    return JSONParseError(.unexpected(expected: expected, found: found(at: offset)), at: offset)
  }
}
