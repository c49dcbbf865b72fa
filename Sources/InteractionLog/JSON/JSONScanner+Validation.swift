extension JSONScanner {
  /// An open container while a document is validated.
  private struct OpenContainer {
    var isObject: Bool
    /// The index in the key stack of the object's first key.
    var keyStart: Int
    /// The object's keys, once it has more than ``JSONScanner/linearKeyLimit``.
    var keySet: Set<String>?
  }

  /// A key of an open object: where it is, and what rules out most pairs cheaply.
  private struct OpenKey {
    var fingerprint: KeyFingerprint
    /// The offset of its opening quote.
    var offset: Int
  }

  /// Checks that the input is one JSON document, by every rule ``parseDocument()`` enforces and
  /// with the same error at the same byte, without building its value.
  ///
  /// The members of the outermost object, if it is one, are listed in `members` (in document
  /// order), so that a reader can then decode only the values it wants.
  ///
  /// - Parameter members: Emptied, then filled with the outermost object's members.
  /// - Returns: The offset where the document's value starts (after whitespace).
  /// - Throws: ``JSONParseError`` at the first byte that breaks the grammar or a limit.
  mutating func validateDocument(members: inout [JSONMember]) throws(JSONParseError) -> Int {
    // Most lines are canonical: the fast path accepts them and leaves the rest to this pass.
    if let root = validatePlainDocument(members: &members) {
      position = input.count
      return root
    }
    return try validateDocumentStrictly(members: &members)
  }

  /// ``validateDocument(members:)`` without its fast path: the pass that names every error.
  mutating func validateDocumentStrictly(
    members: inout [JSONMember]
  ) throws(JSONParseError) -> Int {
    members.removeAll(keepingCapacity: true)
    var containers: [OpenContainer] = []
    var keys: [OpenKey] = []
    skipWhitespace()
    let root = position
    var valueStart = position
    while true {
      guard position < input.count else { throw unexpected("value") }
      if containers.count == 1 { valueStart = position }
      switch input[position] {
      case JSONByte.openBrace, JSONByte.openBracket:
        let isObject = input[position] == JSONByte.openBrace
        guard containers.count < maximumDepth else {
          throw JSONParseError(.nestingTooDeep(limit: maximumDepth), at: position)
        }
        position += 1
        skipWhitespace()
        if position < input.count
          && input[position] == (isObject ? JSONByte.closeBrace : JSONByte.closeBracket)
        {
          position += 1
        } else {
          if containers.isEmpty {
            containers.reserveCapacity(8)
            if isObject { keys.reserveCapacity(32) }
          }
          containers.append(OpenContainer(isObject: isObject, keyStart: keys.count))
          if isObject {
            try validateMemberKey(&containers, &keys, &members)
          }
          continue
        }
      case JSONByte.quote:
        _ = try scanString()
      case JSONByte.minus, JSONByte.zero...JSONByte.nine:
        _ = try readNumber(checkingOnly: true)
      case JSONByte.lowerT:
        try readLiteral("true")
      case JSONByte.lowerF:
        try readLiteral("false")
      case JSONByte.lowerN:
        try readLiteral("null")
      default:
        throw unexpected("value")
      }
      // The value is complete: close every container that ends after it.
      while true {
        let innermost = containers.count - 1
        guard innermost >= 0 else {
          skipWhitespace()
          guard position == input.count else { throw unexpected("end of input") }
          return root
        }
        let isObject = containers[innermost].isObject
        if innermost == 0 && isObject {
          members[members.count - 1].value = valueStart..<position
        }
        skipWhitespace()
        let next = position < input.count ? input[position] : nil
        if next == JSONByte.comma {
          position += 1
          skipWhitespace()
          if isObject {
            try validateMemberKey(&containers, &keys, &members)
          }
          break
        }
        guard next == (isObject ? JSONByte.closeBrace : JSONByte.closeBracket) else {
          throw unexpected(
            isObject ? "',' or '}' after object member" : "',' or ']' after array element")
        }
        position += 1
        let closed = containers.removeLast()
        if isObject {
          keys.removeLast(keys.count - closed.keyStart)
        }
      }
    }
  }

  /// Reads the key of a member of the innermost open object, checks it against the object's
  /// earlier keys, and reads its colon, as ``parseDocument()`` does.
  private mutating func validateMemberKey(
    _ containers: inout [OpenContainer], _ keys: inout [OpenKey], _ members: inout [JSONMember]
  ) throws(JSONParseError) {
    let keyOffset = position
    guard position < input.count, input[position] == JSONByte.quote else {
      throw unexpected("'\"' to start an object key")
    }
    let run = try scanString()
    let isPlain = !lastStringWasEscaped && lastStringIsASCII
    let fingerprint = lastStringFingerprint(keyOffset: keyOffset)
    let innermost = containers.count - 1
    let start = containers[innermost].keyStart
    let earlierCount = keys.count - start
    if containers[innermost].keySet == nil && earlierCount < Self.linearKeyLimit {
      for index in start..<keys.count where keys[index].fingerprint.mayEqual(fingerprint) {
        // Rare: only keys that may be equal are decoded and compared as strings.
        let key = decodedString(at: keyOffset)
        if decodedString(at: keys[index].offset) == key {
          throw JSONParseError(.duplicateKey(key), at: keyOffset)
        }
      }
    } else {
      if containers[innermost].keySet == nil {
        var set = Set<String>(minimumCapacity: earlierCount * 2)
        for index in start..<keys.count { set.insert(decodedString(at: keys[index].offset)) }
        containers[innermost].keySet = set
      }
      let key = decodedString(at: keyOffset)
      guard containers[innermost].keySet?.insert(key).inserted == true else {
        throw JSONParseError(.duplicateKey(key), at: keyOffset)
      }
    }
    keys.append(OpenKey(fingerprint: fingerprint, offset: keyOffset))
    if innermost == 0 {
      members.append(JSONMember(key: run, keyIsPlain: isPlain, value: position..<position))
    }
    skipWhitespace()
    guard position < input.count, input[position] == JSONByte.colon else {
      throw unexpected("':' after object key")
    }
    position += 1
    skipWhitespace()
  }

  /// The decoded text of the string whose opening quote is at `offset`, which was validated.
  ///
  /// Leaves `position` where it was.
  mutating func decodedString(at offset: Int) -> String {
    let saved = position
    let wasEscaped = lastStringWasEscaped
    let wasASCII = lastStringIsASCII
    defer {
      position = saved
      lastStringWasEscaped = wasEscaped
      lastStringIsASCII = wasASCII
    }
    position = offset
    return (try? readString()) ?? ""
  }
}
