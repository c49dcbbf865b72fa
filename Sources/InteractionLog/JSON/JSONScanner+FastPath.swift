extension JSONScanner {
  /// The most containers the fast path keeps open; deeper documents go to the strict pass.
  static let fastPathDepthLimit = 64
  /// The most keys of open objects the fast path keeps for the duplicate check.
  static let fastPathKeyLimit = 128
  /// The longest document the fast path reads: its offsets are kept in 32 bits.
  static let fastPathLengthLimit = Int(Int32.max)

  // The open objects and their keys take 1 KiB each (64 × 16 and 128 × 8 bytes), which
  // `withUnsafeTemporaryAllocation` puts on the stack: larger, it allocated them on the heap
  // for every line, which cost 5 % of reading heads.

  /// A key of an open object, as the fast path keeps it for the duplicate check.
  private struct FastKey {
    var start: Int32
    var count: Int32
  }

  /// An open object, as the fast path keeps it.
  private struct FastObject {
    /// The index in the key buffer of the object's first key.
    var keyStart: Int
    /// A Bloom filter of the object's keys (one bit per key), so that a key is compared with
    /// the earlier ones only when its bit was already set.
    var seen: UInt64 = 0
  }

  /// Accepts the documents that are plainly valid, fast, and leaves every other to the strict
  /// pass (``validateDocument(members:)``), which then finds the same error at the same byte.
  ///
  /// It bets on what writers emit: an object whose keys are ASCII without escapes, numbers
  /// without exponent, nesting within ``fastPathDepthLimit``. Anything else it does not judge,
  /// so it can only accept what the strict pass accepts, with the same members, and never has
  /// to name an error. Strings are read eight bytes at a time up to their first quote,
  /// backslash, control or non-ASCII byte; nothing is allocated but the members.
  ///
  /// - Parameter members: Emptied, then filled with the outermost object's members when the
  ///   document is accepted.
  /// - Returns: The offset where the document's value starts, or `nil` when the strict pass
  ///   must decide.
  func validatePlainDocument(members: inout [JSONMember]) -> Int? {
    validatePlainDocument(into: &members)
  }

  /// ``validatePlainDocument(members:)``, telling `sink` of the outermost object's members.
  ///
  /// - Parameter sink: Reset, then told of each member of the outermost object as it is read
  ///   (also of a document the strict pass must decide after all, which the caller ignores).
  /// - Returns: The offset where the document's value starts, or `nil` when the strict pass
  ///   must decide.
  func validatePlainDocument<Sink: PlainMemberSink>(into sink: inout Sink) -> Int? {
    sink.reset()
    guard input.count <= Self.fastPathLengthLimit else { return nil }
    let depthLimit = min(maximumDepth, Self.fastPathDepthLimit)
    return withUnsafeTemporaryAllocation(of: FastObject.self, capacity: Self.fastPathDepthLimit) {
      objects in
      withUnsafeTemporaryAllocation(of: FastKey.self, capacity: Self.fastPathKeyLimit) { keys in
        validatePlainDocument(
          into: &sink, depthLimit: depthLimit, objects: objects, keys: keys)
      }
    }
  }

  private func validatePlainDocument<Sink: PlainMemberSink>(
    into sink: inout Sink, depthLimit: Int,
    objects: UnsafeMutableBufferPointer<FastObject>, keys: UnsafeMutableBufferPointer<FastKey>
  ) -> Int? {
    let count = input.count
    var index = plainSkipWhitespace(from: 0)
    let root = index
    guard index < count, input[index] == JSONByte.openBrace else { return nil }
    // Bit `d` of `objectBits` says whether the container at depth `d` is an object; the open
    // objects are `objects[0..<objectCount]`, their keys `keys[0..<keyCount]`.
    var depth = 0
    var objectBits: UInt64 = 0
    var objectCount = 0
    var keyCount = 0

    while true {
      // Here a value starts at `index`.
      guard index < count else { return nil }
      if depth > 0 {
        sink.valueStarts(at: index, inObject: objectBits & (1 << UInt64(depth - 1)) != 0)
      }
      let byte = input[index]
      switch byte {
      case JSONByte.openBrace, JSONByte.openBracket:
        guard depth < depthLimit else { return nil }
        let isObject = byte == JSONByte.openBrace
        let open = index
        index = plainSkipWhitespace(from: index + 1)
        if index < count && input[index] == (isObject ? JSONByte.closeBrace : JSONByte.closeBracket)
        {
          index += 1
        } else {
          sink.containerStarts(at: open)
          if isObject {
            objectBits |= 1 << UInt64(depth)
            objects[objectCount] = FastObject(keyStart: keyCount)
            objectCount += 1
          } else {
            objectBits &= ~(1 << UInt64(depth))
          }
          depth += 1
          if isObject
            && !readPlainKey(
              at: &index, depth: depth, in: objects, objectCount: objectCount,
              keyCount: &keyCount, keys: keys, sink: &sink)
          {
            return nil
          }
          continue
        }
      case JSONByte.quote:
        guard let end = plainStringEnd(from: index + 1) else { return nil }
        index = end
      case JSONByte.minus, JSONByte.zero...JSONByte.nine:
        guard let end = plainNumberEnd(from: index) else { return nil }
        index = end
      case JSONByte.lowerT:
        guard hasLiteral(0x6575_7274, length: 4, at: index) else { return nil }  // true
        index += 4
      case JSONByte.lowerF:
        guard hasLiteral(0x65_736C_6166, length: 5, at: index) else { return nil }  // false
        index += 5
      case JSONByte.lowerN:
        guard hasLiteral(0x6C6C_756E, length: 4, at: index) else { return nil }  // null
        index += 4
      default:
        return nil
      }
      // The value is complete: close every container that ends after it.
      while true {
        guard depth > 0 else {
          return plainSkipWhitespace(from: index) == count ? root : nil
        }
        if depth == 1 {
          sink.memberValueEnds(at: index)
        }
        sink.valueEnds(at: index)
        let isObject = objectBits & (1 << UInt64(depth - 1)) != 0
        index = plainSkipWhitespace(from: index)
        guard index < count else { return nil }
        let next = input[index]
        if next == JSONByte.comma {
          index = plainSkipWhitespace(from: index + 1)
          if isObject
            && !readPlainKey(
              at: &index, depth: depth, in: objects, objectCount: objectCount,
              keyCount: &keyCount, keys: keys, sink: &sink)
          {
            return nil
          }
          break
        }
        guard next == (isObject ? JSONByte.closeBrace : JSONByte.closeBracket) else { return nil }
        index += 1
        depth -= 1
        sink.containerEnds(at: index)
        if isObject {
          objectCount -= 1
          keyCount = objects[objectCount].keyStart
        }
      }
    }
  }

  /// Reads a key and its colon at `index`: a plain ASCII string not seen before in the
  /// the innermost open object (`objects[objectCount - 1]`), whose Bloom filter it updates.
  ///
  /// - Returns: `false` when the strict pass must decide.
  @inline(__always)
  private func readPlainKey<Sink: PlainMemberSink>(
    at index: inout Int, depth: Int, in objects: UnsafeMutableBufferPointer<FastObject>,
    objectCount: Int, keyCount: inout Int, keys: UnsafeMutableBufferPointer<FastKey>,
    sink: inout Sink
  ) -> Bool {
    let count = input.count
    let object = objectCount - 1
    guard index < count, input[index] == JSONByte.quote else { return false }
    let start = index + 1
    guard let end = plainKeyEnd(from: start), keyCount < keys.count else { return false }
    let length = end - start
    let prefix = Self.keyPrefix(input, start: start, count: length)
    let bit = Self.keyHash(prefix: prefix, count: length)
    let mask: UInt64 = 1 << UInt64(bit)
    if objects[object].seen & mask != 0 {
      // Rare: another key of this object has the same bit; compare the bytes.
      for earlier in keys[objects[object].keyStart..<keyCount]
      where Int(earlier.count) == length
        && bytesEqual(at: Int(earlier.start), and: start, count: length)
      {
        return false
      }
    } else {
      objects[object].seen |= mask
    }
    keys[keyCount] = FastKey(
      start: Int32(truncatingIfNeeded: start), count: Int32(truncatingIfNeeded: length))
    keyCount += 1
    index = plainSkipWhitespace(from: end + 1)
    guard index < count, input[index] == JSONByte.colon else { return false }
    index = plainSkipWhitespace(from: index + 1)
    if depth == 1 {
      sink.member(key: start..<end, prefix: prefix, valueStart: index, in: input)
    }
    sink.key(start..<end)
    return true
  }

  /// The first eight bytes of the key at `start` (fewer when it is shorter, the rest zero), as a
  /// little-endian load reads them.
  @inline(__always)
  static func keyPrefix(_ input: UnsafeRawBufferPointer, start: Int, count: Int) -> UInt64 {
    var prefix: UInt64 = 0
    if start + 8 <= input.count {
      prefix = input.loadUnaligned(fromByteOffset: start, as: UInt64.self)
      if count < 8 { prefix &= (1 << UInt64(count * 8)) &- 1 }
    } else {
      for offset in 0..<min(count, 8) {
        prefix |= UInt64(input[start + offset]) << UInt64(offset * 8)
      }
    }
    return prefix
  }

  /// Which of the 64 bits of an object's Bloom filter stands for the key with `prefix` and
  /// `count` bytes.
  @inline(__always)
  private static func keyHash(prefix: UInt64, count: Int) -> Int {
    Int(truncatingIfNeeded: ((prefix ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15) >> 58)
  }

  /// Whether the `count` bytes of the input at two offsets are equal.
  @inline(__always)
  private func bytesEqual(at first: Int, and second: Int, count: Int) -> Bool {
    for offset in 0..<count where input[first + offset] != input[second + offset] {
      return false
    }
    return true
  }

  /// Whether the `length` bytes at `index` are those of `literal`, little-endian.
  @inline(__always)
  private func hasLiteral(_ literal: UInt64, length: Int, at index: Int) -> Bool {
    guard index + length <= input.count else { return false }
    var found: UInt64 = 0
    if index + 8 <= input.count {
      found = input.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      found &= (1 << UInt64(length * 8)) &- 1
    } else {
      for offset in 0..<length { found |= UInt64(input[index + offset]) << UInt64(offset * 8) }
    }
    return found == literal
  }

  /// The offset after the JSON whitespace from `index` on.
  @inline(__always)
  private func plainSkipWhitespace(from index: Int) -> Int {
    var index = index
    // Canonical lines have none: one comparison rules out every byte above the space.
    while index < input.count && input[index] <= JSONByte.space
      && JSONByte.isWhitespace(input[index])
    {
      index += 1
    }
    return index
  }

  /// The offset of the first byte at or after `index` that is a quote, a backslash, a control
  /// byte or not ASCII, or the end of the input.
  @inline(__always)
  private func firstSpecialByte(from index: Int) -> Int {
    var index = index
    let count = input.count
    while index + 8 <= count {
      let special = Self.specialBytes(input.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      if special != 0 { return index + special.trailingZeroBitCount >> 3 }
      index += 8
    }
    while index < count {
      let byte = input[index]
      if byte < 0x20 || byte >= 0x80 || byte == JSONByte.quote || byte == JSONByte.backslash {
        return index
      }
      index += 1
    }
    return index
  }

  /// The high bit of each byte of `word` that is below 0x20, a quote, a backslash or above
  /// 0x7F, and perhaps of bytes after such a byte.
  ///
  /// The bit tricks ("has a byte less than n", "has a zero byte" after XOR) can flag a byte
  /// only after a true match, never before one (a borrow runs towards the higher bytes, which
  /// come later in a little-endian load), so the lowest flag is exact.
  @inline(__always)
  static func specialBytes(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let quotes = word ^ (ones &* UInt64(JSONByte.quote))
    let backslashes = word ^ (ones &* UInt64(JSONByte.backslash))
    let below20 = (word &- ones &* 0x20) & ~word
    let quote = (quotes &- ones) & ~quotes
    let backslash = (backslashes &- ones) & ~backslashes
    return (below20 | quote | backslash | word) & 0x8080_8080_8080_8080
  }

  /// The offset of the closing quote of a key whose bytes start at `index`, when the key is
  /// printable ASCII without escapes.
  @inline(__always)
  private func plainKeyEnd(from index: Int) -> Int? {
    let end = firstSpecialByte(from: index)
    return end < input.count && input[end] == JSONByte.quote ? end : nil
  }

  /// The offset after the string whose bytes start at `index` (after its opening quote), when
  /// its escapes and UTF-8 are valid.
  private func plainStringEnd(from index: Int) -> Int? {
    var index = index
    let count = input.count
    while true {
      index = firstSpecialByte(from: index)
      guard index < count else { return nil }
      let byte = input[index]
      if byte == JSONByte.quote {
        return index + 1
      } else if byte == JSONByte.backslash {
        guard let end = plainEscapeEnd(at: index) else { return nil }
        index = end
      } else if byte < 0x20 {
        return nil
      } else {
        guard let end = try? validateUTF8Sequence(at: index) else { return nil }
        index = end
      }
    }
  }

  /// The offset after the escape whose backslash is at `index`, when it is valid (a `\u`
  /// escape of a high surrogate must be followed by one of a low surrogate).
  private func plainEscapeEnd(at index: Int) -> Int? {
    guard index + 1 < input.count else { return nil }
    switch input[index + 1] {
    case JSONByte.quote, JSONByte.backslash, JSONByte.slash, 0x62, 0x66, 0x6E, 0x72, 0x74:
      return index + 2
    case JSONByte.lowerU:
      guard let unit = plainHexQuad(at: index + 2) else { return nil }
      switch unit {
      case 0xD800...0xDBFF:
        let low = index + 6
        guard low + 1 < input.count, input[low] == JSONByte.backslash,
          input[low + 1] == JSONByte.lowerU, let second = plainHexQuad(at: low + 2),
          (0xDC00...0xDFFF).contains(second)
        else { return nil }
        return index + 12
      case 0xDC00...0xDFFF:
        return nil
      default:
        return index + 6
      }
    default:
      return nil
    }
  }

  /// The code unit spelled by four hexadecimal digits at `index`, if they are.
  private func plainHexQuad(at index: Int) -> UInt16? {
    guard index + 4 <= input.count else { return nil }
    var value: UInt16 = 0
    for offset in index..<index + 4 {
      let byte = input[offset]
      let digit: UInt8
      switch byte {
      case JSONByte.zero...JSONByte.nine: digit = byte - JSONByte.zero
      case 0x61...0x66: digit = byte - 0x61 + 10
      case 0x41...0x46: digit = byte - 0x41 + 10
      default: return nil
      }
      value = value << 4 | UInt16(digit)
    }
    return value
  }

  /// The offset after the number at `index`, when it has no exponent and fewer than 300 bytes
  /// (the strict pass converts the others to check their range).
  @inline(__always)
  private func plainNumberEnd(from index: Int) -> Int? {
    let start = index
    let count = input.count
    var index = index
    if input[index] == JSONByte.minus { index += 1 }
    guard index < count, JSONByte.isDigit(input[index]) else { return nil }
    if input[index] == JSONByte.zero {
      index += 1
    } else {
      while index < count && JSONByte.isDigit(input[index]) { index += 1 }
    }
    if index < count && input[index] == JSONByte.period {
      index += 1
      guard index < count, JSONByte.isDigit(input[index]) else { return nil }
      while index < count && JSONByte.isDigit(input[index]) { index += 1 }
    }
    guard index - start < 300 else { return nil }
    // A digit after a leading zero, or an exponent: the strict pass says what it is.
    if index < count
      && (JSONByte.isDigit(input[index]) || input[index] | 0x20 == JSONByte.lowerE)
    {
      return nil
    }
    return index
  }
}
