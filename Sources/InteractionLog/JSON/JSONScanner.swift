/// The cursor behind ``JSONParser``: reads one document from a byte buffer without recursion.
///
/// Containers under construction live in three flat stacks, one of open containers and one each
/// of their finished values and keys, so an element is appended once and the container's array
/// is made once, when it closes.
struct JSONScanner {
  /// An open container: what it is and where its values and keys start in the flat stacks.
  private struct Frame {
    /// Whether the container is an object (else an array).
    var isObject: Bool
    /// The index in `values` of the container's first value.
    var valueStart: Int
    /// The index in `keys` of the object's first key.
    var keyStart: Int
    /// The object's keys once it has more than ``JSONScanner/linearKeyLimit``, so checking a
    /// hostile object with many keys for duplicates stays linear in its size.
    var keySet: Set<String>?
  }

  /// Objects with up to this many keys are checked for duplicates by a linear scan.
  private static let linearKeyLimit = 16

  /// The document.
  let input: UnsafeRawBufferPointer
  /// The offset of the next byte to read.
  var position = 0
  /// The most containers that may enclose one another.
  private let maximumDepth: Int
  /// Bytes of the string being decoded, once it has an escape; reused between strings.
  var scratch: [UInt8] = []

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
  /// - Returns: The value.
  /// - Throws: ``JSONParseError`` at the first byte that breaks the grammar or a limit.
  mutating func parseDocument() throws(JSONParseError) -> JSONValue {
    var frames: [Frame] = []
    var values: [JSONValue] = []
    var keys: [String] = []
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
          if frames.isEmpty {
            values.reserveCapacity(16)
            keys.reserveCapacity(16)
          }
          frames.append(
            Frame(isObject: isObject, valueStart: values.count, keyStart: keys.count))
          if isObject {
            try readMemberKey(into: &frames[frames.count - 1], keys: &keys)
          }
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
        guard let frame = frames.last else {
          skipWhitespace()
          guard position == input.count else { throw unexpected("end of input") }
          return value
        }
        values.append(value)
        skipWhitespace()
        let next = position < input.count ? input[position] : nil
        if next == JSONByte.comma {
          position += 1
          skipWhitespace()
          if frame.isObject {
            try readMemberKey(into: &frames[frames.count - 1], keys: &keys)
          }
          break
        }
        if frame.isObject && next == JSONByte.closeBrace {
          position += 1
          value = .object(
            JSONObject(
              uniqueKeys: Array(keys[frame.keyStart...]),
              values: Array(values[frame.valueStart...])))
          keys.removeSubrange(frame.keyStart...)
        } else if !frame.isObject && next == JSONByte.closeBracket {
          position += 1
          value = .array(Array(values[frame.valueStart...]))
        } else {
          throw unexpected(
            frame.isObject ? "',' or '}' after object member" : "',' or ']' after array element")
        }
        values.removeSubrange(frame.valueStart...)
        frames.removeLast()
      }
    }
  }

  /// Reads an object member's key and its colon, leaving `position` at the member's value.
  ///
  /// - Parameters:
  ///   - frame: The object's frame, whose keys are checked for a duplicate.
  ///   - keys: The flat stack of keys, which gets the new key.
  /// - Throws: ``JSONParseError`` if there is no string key, the key is a duplicate or the colon
  ///   is missing.
  private mutating func readMemberKey(
    into frame: inout Frame, keys: inout [String]
  ) throws(JSONParseError) {
    let keyOffset = position
    guard position < input.count, input[position] == JSONByte.quote else {
      throw unexpected("'\"' to start an object key")
    }
    let key = try readString()
    let count = keys.count - frame.keyStart
    if frame.keySet == nil && count < Self.linearKeyLimit {
      if keys[frame.keyStart...].contains(key) {
        throw JSONParseError(.duplicateKey(key), at: keyOffset)
      }
    } else {
      if frame.keySet == nil {
        frame.keySet = Set(keys[frame.keyStart...])
      }
      guard frame.keySet?.insert(key).inserted == true else {
        throw JSONParseError(.duplicateKey(key), at: keyOffset)
      }
    }
    keys.append(key)
    skipWhitespace()
    guard position < input.count, input[position] == JSONByte.colon else {
      throw unexpected("':' after object key")
    }
    position += 1
    skipWhitespace()
  }

  /// Reads `literal` (`true`, `false` or `null`) at `position`.
  ///
  /// - Parameter literal: The literal's ASCII text.
  /// - Throws: ``JSONParseError`` at the first byte that differs.
  private mutating func readLiteral(_ literal: StaticString) throws(JSONParseError) {
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
