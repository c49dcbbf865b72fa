/// A JSON document that ``JSONScanner/validateDocument(members:)`` accepted, read on demand: a
/// value is decoded from its bytes only when a reader asks for it, and nothing else is built.
///
/// Every method assumes the bytes were validated; on other bytes they return nonsense, never
/// crash (every index is checked).
struct JSONLine {
  /// The document's bytes.
  let input: UnsafeRawBufferPointer
  /// Where strings are decoded once for many lines, when a reader keeps such a table for the
  /// lines it decodes together; it outlives the line.
  var strings: UnsafeMutablePointer<InternedStrings>? = nil
  /// The document's structure, when the fast path recorded it as it accepted the document: then
  /// a nested container's members, elements and end are read there instead of scanned for.
  var tape: JSONTape.View? = nil

  /// The first byte of the value at `offset`.
  @inline(__always)
  func firstByte(at offset: Int) -> UInt8 {
    offset < input.count ? input[offset] : 0
  }

  /// Whether the value at `offset` is `null`.
  func isNull(at offset: Int) -> Bool { firstByte(at: offset) == JSONByte.lowerN }

  /// The offset after any whitespace from `offset` on.
  @inline(__always)
  func skipWhitespace(from offset: Int) -> Int {
    var index = offset
    while index < input.count && JSONByte.isWhitespace(input[index]) { index += 1 }
    return index
  }

  /// The offset after the string whose opening quote is at `offset`.
  func endOfString(from offset: Int) -> Int {
    var index = offset + 1
    while index < input.count {
      index = firstQuoteOrBackslash(from: index)
      guard index < input.count else { break }
      if input[index] == JSONByte.quote { return index + 1 }
      index += 2
    }
    return input.count
  }

  /// The offset of the first quote or backslash at or after `offset`, or the end of the input.
  @inline(__always)
  private func firstQuoteOrBackslash(from offset: Int) -> Int {
    var index = offset
    while index < input.count {
      if index + 8 <= input.count
        && !Self.hasQuoteOrBackslash(input.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      {
        index += 8
        continue
      }
      if input[index] == JSONByte.quote || input[index] == JSONByte.backslash { return index }
      index += 1
    }
    return input.count
  }

  /// Whether one of the eight bytes in `word` is a quote or a backslash.
  @inline(__always)
  private static func hasQuoteOrBackslash(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let quotes = word ^ (ones &* UInt64(JSONByte.quote))
    let backslashes = word ^ (ones &* UInt64(JSONByte.backslash))
    let quote = (quotes &- ones) & ~quotes
    let backslash = (backslashes &- ones) & ~backslashes
    return (quote | backslash) & 0x8080_8080_8080_8080 != 0
  }

  /// The offset after the value that starts at `offset`.
  func endOfValue(from offset: Int) -> Int {
    guard offset < input.count else { return input.count }
    switch input[offset] {
    case JSONByte.quote:
      return endOfString(from: offset)
    case JSONByte.openBrace, JSONByte.openBracket:
      if let container = tape?.container(at: offset) { return Int(container.end) }
      var depth = 0
      var index = offset
      while index < input.count {
        switch input[index] {
        case JSONByte.quote:
          index = endOfString(from: index)
          continue
        case JSONByte.openBrace, JSONByte.openBracket:
          depth += 1
        case JSONByte.closeBrace, JSONByte.closeBracket:
          depth -= 1
          if depth == 0 { return index + 1 }
        default:
          break
        }
        index += 1
      }
      return input.count
    default:
      var index = offset
      while index < input.count {
        let byte = input[index]
        if byte == JSONByte.comma || byte == JSONByte.closeBrace || byte == JSONByte.closeBracket
          || JSONByte.isWhitespace(byte)
        {
          break
        }
        index += 1
      }
      return index
    }
  }

  /// The members of the object at `offset`, in document order.
  func members(ofObjectAt offset: Int) -> JSONMembers {
    guard firstByte(at: offset) == JSONByte.openBrace else { return JSONMembers([]) }
    if let tape, let object = tape.container(at: offset) {
      return JSONMembers(tape: tape, first: object.first)
    }
    var members: [JSONMember] = []
    // Room for the objects of events (intents, responses, sizes) at once.
    members.reserveCapacity(8)
    var index = skipWhitespace(from: offset + 1)
    while index < input.count && input[index] == JSONByte.quote {
      let keyEnd = endOfString(from: index)
      let key = index + 1..<max(index + 1, keyEnd - 1)
      var isPlain = true
      for byte in UnsafeRawBufferPointer(rebasing: input[key])
      where byte >= 0x80 || byte == JSONByte.backslash {
        isPlain = false
      }
      index = skipWhitespace(from: keyEnd)
      index = skipWhitespace(from: index + 1)
      let end = endOfValue(from: index)
      members.append(JSONMember(key: key, keyIsPlain: isPlain, value: index..<end))
      index = skipWhitespace(from: end)
      guard index < input.count, input[index] == JSONByte.comma else { break }
      index = skipWhitespace(from: index + 1)
    }
    return JSONMembers(members)
  }

  /// Calls `body` with the offset of each element of the array at `offset`, in order.
  func forEachElement<Failure: Error>(
    ofArrayAt offset: Int, _ body: (Int) throws(Failure) -> Void
  ) throws(Failure) {
    guard firstByte(at: offset) == JSONByte.openBracket else { return }
    if let tape, let array = tape.container(at: offset) {
      var element = array.first
      while element >= 0 {
        let value = tape.value(at: element)
        try body(Int(value.valueStart))
        element = value.next
      }
      return
    }
    var index = skipWhitespace(from: offset + 1)
    if firstByte(at: index) == JSONByte.closeBracket { return }
    while index < input.count {
      try body(index)
      index = skipWhitespace(from: endOfValue(from: index))
      guard index < input.count, input[index] == JSONByte.comma else { return }
      index = skipWhitespace(from: index + 1)
    }
  }

  /// The string whose opening quote is at `offset`, decoded.
  func string(at offset: Int) -> String {
    guard firstByte(at: offset) == JSONByte.quote else { return "" }
    if let bytes = plainBytes(ofStringAt: offset) {
      return decoded(bytes)
    }
    var scanner = JSONScanner(input, maximumDepth: 0)
    scanner.position = offset
    return (try? scanner.readString()) ?? ""
  }

  /// The string of `utf8`, bytes of the input without escapes.
  @inline(__always)
  private func decoded(_ utf8: UnsafeRawBufferPointer) -> String {
    guard let strings else { return String(decoding: utf8, as: UTF8.self) }
    return strings.pointee.string(utf8)
  }

  /// The bytes of the string whose opening quote is at `offset`, when it has no escapes.
  func plainBytes(ofStringAt offset: Int) -> UnsafeRawBufferPointer? {
    guard firstByte(at: offset) == JSONByte.quote else { return nil }
    // One pass to the closing quote, given up at the first backslash.
    let end = firstQuoteOrBackslash(from: offset + 1)
    guard end < input.count, input[end] == JSONByte.quote else { return nil }
    return UnsafeRawBufferPointer(rebasing: input[offset + 1..<end])
  }

  /// The number at `offset`: ``JSONValue/integer(_:)`` or ``JSONValue/double(_:)``, as the
  /// parser reads it.
  func number(at offset: Int) -> JSONValue {
    // Most numbers of events are integers of a few digits, or decimals such as `320.0`: read
    // them at once, and leave the others to the scanner.
    var index = offset
    let isNegative = firstByte(at: index) == JSONByte.minus
    if isNegative { index += 1 }
    let digitsStart = index
    var mantissa: Int64 = 0
    while index < input.count && index - digitsStart < 18 && JSONByte.isDigit(input[index]) {
      mantissa = mantissa * 10 + Int64(input[index] - JSONByte.zero)
      index += 1
    }
    var digits = index - digitsStart
    var next = firstByte(at: index)
    if digits > 0 && !JSONByte.isDigit(next) && next != JSONByte.period
      && next | 0x20 != JSONByte.lowerE
    {
      return .integer(isNegative ? -mantissa : mantissa)
    }
    if digits > 0 && next == JSONByte.period {
      index += 1
      let fractionStart = index
      while index < input.count && digits < Self.exactDigits && JSONByte.isDigit(input[index]) {
        mantissa = mantissa * 10 + Int64(input[index] - JSONByte.zero)
        index += 1
        digits += 1
      }
      next = firstByte(at: index)
      if index > fractionStart && digits <= Self.exactDigits && !JSONByte.isDigit(next)
        && next | 0x20 != JSONByte.lowerE
      {
        // Clinger's fast path: the mantissa and the power of ten are exact doubles, so the one
        // rounding of the division gives the correctly rounded value, as the scanner's would.
        var scale = 1.0
        for _ in fractionStart..<index { scale *= 10 }
        let magnitude = Double(mantissa) / scale
        return .double(isNegative ? -magnitude : magnitude)
      }
    }
    var scanner = JSONScanner(input, maximumDepth: 0)
    scanner.position = offset
    return (try? scanner.readNumber()) ?? .null
  }

  /// The most digits of a decimal read at once: its mantissa below 2^53, and its power of ten
  /// at most 10^15, are exact doubles.
  private static let exactDigits = 15

  /// The member's key, decoded.
  func key(of member: JSONMember) -> String {
    guard !member.keyIsPlain else {
      return decoded(UnsafeRawBufferPointer(rebasing: input[member.key]))
    }
    return string(at: member.key.lowerBound - 1)
  }

  /// Whether the member's key equals `key` as Swift strings do (by canonical equivalence).
  func member(_ member: JSONMember, hasKey key: StaticString) -> Bool {
    // Between ASCII strings, String equality is byte equality.
    guard member.keyIsPlain, key.isASCII else { return self.key(of: member) == key.description }
    return member.key.count == key.utf8CodeUnitCount && hasBytes(key.utf8Start, at: member.key)
  }

  /// Whether the bytes in `range` are the ones at `bytes`.
  @inline(__always)
  func hasBytes(_ bytes: UnsafePointer<UInt8>, at range: Range<Int>) -> Bool {
    var offset = range.lowerBound
    for index in 0..<range.count {
      guard input[offset] == bytes[index] else { return false }
      offset += 1
    }
    return true
  }

  /// A short name of the JSON type of the value at `offset`, for messages.
  func typeName(at offset: Int) -> String {
    switch firstByte(at: offset) {
    case JSONByte.lowerN: "null"
    case JSONByte.lowerT, JSONByte.lowerF: "a boolean"
    case JSONByte.quote: "a string"
    case JSONByte.openBracket: "an array"
    case JSONByte.openBrace: "an object"
    default: number(at: offset).typeName
    }
  }

  /// The value at `offset` as a tree: what the parser would have built for it.
  func value(at offset: Int) -> JSONValue {
    switch firstByte(at: offset) {
    case JSONByte.lowerN: return .null
    case JSONByte.lowerT: return .bool(true)
    case JSONByte.lowerF: return .bool(false)
    case JSONByte.quote: return .string(string(at: offset))
    case JSONByte.openBracket:
      var elements: [JSONValue] = []
      forEachElement(ofArrayAt: offset) { elements.append(value(at: $0)) }
      return .array(elements)
    case JSONByte.openBrace:
      let members = members(ofObjectAt: offset).map {
        JSONObject.Member(key: key(of: $0), value: value(at: $0.value.lowerBound))
      }
      return .object(JSONObject(uniqueMembers: members))
    default: return number(at: offset)
    }
  }
}
