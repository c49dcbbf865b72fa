/// Appends compact UTF-8 JSON to a byte buffer it owns, with the keys in the order the caller
/// writes them.
///
/// The recorder writes every event through one writer: it calls ``reset()`` between events,
/// which keeps the buffer's capacity, so writing an event allocates nothing once the buffer has
/// grown to the largest event. The caller chooses the key order, so a fixed order of calls gives
/// canonical, byte-stable output. Commas are inserted automatically; no whitespace is written.
///
/// ```swift
/// var writer = JSONWriter()
/// writer.beginObject()
/// writer.field("v", 1)
/// writer.field("kind", "intent")
/// writer.key("tags")
/// writer.beginArray()
/// writer.value("a")
/// writer.endArray()
/// writer.endObject()
/// // writer.bytes holds {"v":1,"kind":"intent","tags":["a"]}
/// ```
///
/// Strings escape `"`, `\` and the control characters below U+0020 (`\b \t \n \f \r`, else
/// `\u00XX`), and also U+2028 and U+2029 (`\u2028`, `\u2029`), which RFC 8259 allows raw but
/// which tools that split lines on every Unicode line terminator would take as line ends. All
/// other characters, U+007F and non-ASCII included, are written as UTF-8. Doubles are written in
/// their shortest round-trip form with a fraction or exponent, and NaN and infinities, which
/// JSON cannot carry, as `null`.
///
/// The writer trusts its caller to nest calls correctly (a key before each object member, every
/// container closed in order); debug builds check that with assertions, release builds do not.
package struct JSONWriter: Sendable {
  /// The JSON written since the writer was created or last reset.
  package private(set) var bytes: [UInt8]

  /// Whether the next value or key follows a sibling and so needs a comma first.
  ///
  /// One flag is enough: opening a container clears it (the first member needs no comma) and
  /// closing one sets it (the container was a value of its parent), so no stack is needed.
  private var needsComma = false

  #if DEBUG
  /// The structure checks behind the debug assertions.
  private var structure = StructureCheck()
  #endif

  /// Creates a writer whose buffer can hold `capacity` bytes before it grows.
  ///
  /// - Parameter capacity: The number of bytes to reserve up front.
  package init(capacity: Int = 1024) {
    bytes = []
    bytes.reserveCapacity(capacity)
  }

  /// Empties the buffer but keeps its capacity, ready for the next document.
  package mutating func reset() {
    bytes.removeAll(keepingCapacity: true)
    needsComma = false
    #if DEBUG
    structure = StructureCheck()
    #endif
  }

  /// Ends the current top-level value with a line feed, so the next value starts a new line.
  ///
  /// Lets one buffer hold several JSON Lines records; the next value gets no comma.
  package mutating func newline() {
    #if DEBUG
    structure.checkNewline()
    #endif
    bytes.append(JSONByte.lineFeed)
    needsComma = false
  }

  /// Opens an object; its members follow as key and value pairs.
  package mutating func beginObject() {
    #if DEBUG
    structure.value()
    structure.open(isObject: true)
    #endif
    appendSeparated(JSONByte.openBrace)
    needsComma = false
  }

  /// Closes the innermost open object.
  package mutating func endObject() {
    #if DEBUG
    structure.close(isObject: true)
    #endif
    bytes.append(JSONByte.closeBrace)
    needsComma = true
  }

  /// Opens an array; its elements follow as values.
  package mutating func beginArray() {
    #if DEBUG
    structure.value()
    structure.open(isObject: false)
    #endif
    appendSeparated(JSONByte.openBracket)
    needsComma = false
  }

  /// Closes the innermost open array.
  package mutating func endArray() {
    #if DEBUG
    structure.close(isObject: false)
    #endif
    bytes.append(JSONByte.closeBracket)
    needsComma = true
  }

  /// Writes an object member's key and the colon; the member's value comes next.
  ///
  /// - Parameter name: The key, escaped like any string.
  package mutating func key(_ name: StaticString) {
    name.withUTF8Buffer { appendKey($0) }
  }

  /// Writes an object member's key and the colon; the member's value comes next.
  ///
  /// - Parameter name: The key, escaped like any string.
  package mutating func key(_ name: String) {
    Self.withContiguousUTF8(of: name) { appendKey($0) }
  }

  /// Writes a string value.
  ///
  /// - Parameter string: The string; see the type's discussion for what is escaped.
  package mutating func value(_ string: String) {
    Self.withContiguousUTF8(of: string) { utf8 in
      let quotedCount = Self.quotedCount(of: utf8)
      appendValue(maximumCount: quotedCount) { Self.writeQuoted(utf8, quotedCount, to: $0) }
    }
  }

  /// Writes `true` or `false`.
  package mutating func value(_ bool: Bool) {
    appendScalar(bool ? "true" : "false")
  }

  /// Writes `null`.
  package mutating func null() {
    appendScalar("null")
  }

  /// Writes a key and its colon, after a comma if a sibling member precedes it.
  private mutating func appendKey(_ utf8: UnsafeBufferPointer<UInt8>) {
    #if DEBUG
    structure.key()
    #endif
    let quotedCount = Self.quotedCount(of: utf8)
    appendSeparated(maximumCount: quotedCount + 1) { start in
      let end = Self.writeQuoted(utf8, quotedCount, to: start)
      end.pointee = JSONByte.colon
      return end + 1
    }
    needsComma = false
  }

  /// Writes an object member whose scalar value takes up to `maximumCount` bytes that `body`
  /// writes, key and value in one append.
  ///
  /// - Parameters:
  ///   - key: The member's key.
  ///   - maximumCount: The most bytes `body` writes.
  ///   - body: Writes the value from the pointer it gets and returns the pointer after it.
  @inline(__always)
  mutating func appendMember(
    _ key: StaticString, maximumCount: Int,
    _ body: (UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8>
  ) {
    #if DEBUG
    structure.key()
    structure.value()
    #endif
    key.withUTF8Buffer { utf8 in
      let quotedCount = Self.quotedCount(of: utf8)
      appendSeparated(maximumCount: quotedCount + 1 + maximumCount) { start in
        let colon = Self.writeQuoted(utf8, quotedCount, to: start)
        colon.pointee = JSONByte.colon
        return body(colon + 1)
      }
    }
    needsComma = true
  }

  /// Writes a scalar value spelled by an ASCII literal.
  mutating func appendScalar(_ literal: StaticString) {
    appendValue(maximumCount: literal.utf8CodeUnitCount) { Self.write(literal, to: $0) }
  }

  /// Writes a scalar value of up to `maximumCount` bytes that `body` writes, after a comma if a
  /// sibling precedes it.
  ///
  /// - Parameters:
  ///   - maximumCount: The most bytes `body` writes.
  ///   - body: Writes from the pointer it gets and returns the pointer after its last byte.
  @inline(__always)
  mutating func appendValue(
    maximumCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8>
  ) {
    #if DEBUG
    structure.value()
    #endif
    appendSeparated(maximumCount: maximumCount, body)
    needsComma = true
  }

  /// Appends one byte, after a comma if a sibling precedes it.
  private mutating func appendSeparated(_ byte: UInt8) {
    appendSeparated(maximumCount: 1) { start in
      start.pointee = byte
      return start + 1
    }
  }

  /// Appends up to `maximumCount` bytes that `body` writes straight into the buffer's spare
  /// capacity, after a comma if a sibling precedes them.
  ///
  /// Every write goes through here, so each call of the public API checks the buffer's
  /// uniqueness and capacity once instead of once per byte.
  ///
  /// - Parameters:
  ///   - maximumCount: The most bytes `body` writes.
  ///   - body: Writes from the pointer it gets and returns the pointer after its last byte.
  @inline(__always)
  private mutating func appendSeparated(
    maximumCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8>
  ) {
    let comma = needsComma
    bytes.append(addingCapacity: maximumCount + 1) { span in
      span.withUnsafeMutableBufferPointer { buffer, initializedCount in
        // Capacity for at least one byte was requested, so there is an address.
        guard let start = buffer.baseAddress else { return }
        var cursor = start
        if comma {
          cursor.pointee = JSONByte.comma
          cursor += 1
        }
        cursor = body(cursor)
        initializedCount = cursor - start
      }
    }
  }

  /// Calls `body` with the string's UTF-8 bytes, copying them only if they are not contiguous.
  static func withContiguousUTF8(
    of string: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    if string.utf8.withContiguousStorageIfAvailable(body) == nil {
      // Only strings bridged from Objective-C lack contiguous UTF-8; copy those once.
      var copy = string
      copy.makeContiguousUTF8()
      copy.withUTF8(body)
    }
  }
}

#if DEBUG
extension JSONWriter {
  /// Tracks the open containers so debug builds can assert that calls nest correctly.
  ///
  /// Kinds are kept in a bit set, so containers nested deeper than 64 are counted but their kind
  /// is not checked.
  private struct StructureCheck {
    /// Bit `n` is set when the container at depth `n + 1` is an object.
    var objectBits: UInt64 = 0
    /// The number of open containers.
    var depth = 0
    /// Whether a key was written and its value is still due.
    var afterKey = false
    /// Whether a complete value was written at the top level.
    var hasTopLevelValue = false

    /// Whether the innermost container is an object; `nil` at the top level or past 64 deep.
    var innermostIsObject: Bool? {
      guard depth > 0, depth <= 64 else { return nil }
      return objectBits & (1 << UInt64(depth - 1)) != 0
    }

    mutating func key() {
      assert(innermostIsObject != false && depth > 0, "JSONWriter: key outside an object")
      assert(!afterKey, "JSONWriter: key written where its previous key's value is due")
      afterKey = true
    }

    mutating func value() {
      if innermostIsObject == true {
        assert(afterKey, "JSONWriter: object member written without a key")
      }
      afterKey = false
      if depth == 0 {
        hasTopLevelValue = true
      }
    }

    mutating func open(isObject: Bool) {
      depth += 1
      if depth <= 64 {
        let bit: UInt64 = 1 << UInt64(depth - 1)
        objectBits = isObject ? objectBits | bit : objectBits & ~bit
      }
    }

    mutating func close(isObject: Bool) {
      assert(depth > 0, "JSONWriter: closing a container that was never opened")
      if let innermost = innermostIsObject {
        assert(
          innermost == isObject,
          "JSONWriter: closing an \(innermost ? "object" : "array")"
            + " with the other kind's end")
      }
      assert(!afterKey, "JSONWriter: object closed after a key without its value")
      depth -= 1
    }

    mutating func checkNewline() {
      assert(depth == 0, "JSONWriter: newline inside an open container")
    }
  }
}
#endif
