/// A strict RFC 8259 JSON parser with limits, for input we do not trust.
///
/// It accepts exactly one value with optional whitespace around it and rejects everything the
/// RFC does not allow (trailing commas, comments, single quotes, leading zeros, `+1`, `.5`, `1.`,
/// NaN and Infinity, unescaped control characters, invalid escapes and unpaired surrogates,
/// invalid UTF-8), and also what it allows but we do not: duplicate keys in one object, nesting
/// deeper than ``maximumDepth``, input longer than ``maximumLength`` and numbers too large for a
/// finite `Double`. Its stack is an array, not recursion, so hostile nesting cannot overflow the
/// thread's stack, whatever the limit.
///
/// Numbers without fraction or exponent that fit `Int64` become ``JSONValue/integer(_:)`` (`-0`
/// is the integer 0); all others become ``JSONValue/double(_:)``, rounded to the nearest double
/// (so integers beyond `Int64` lose precision, and underflow such as `1e-400` gives 0).
///
/// Keys are compared as Swift strings, by canonical equivalence, so two keys that differ only in
/// Unicode normalization count as duplicates, just as ``JSONObject``'s lookup cannot tell them
/// apart.
package struct JSONParser: Sendable {
  /// The default of ``maximumDepth``.
  package static let defaultMaximumDepth = 64

  /// The most containers that may enclose one another; a scalar document has depth 0.
  package var maximumDepth: Int
  /// The longest input accepted, in bytes.
  package var maximumLength: Int

  /// Creates a parser with the given limits.
  ///
  /// - Parameters:
  ///   - maximumDepth: The most containers that may enclose one another; not negative.
  ///   - maximumLength: The longest input accepted, in bytes; by default the largest block
  ///     payload, which no event line can exceed.
  package init(
    maximumDepth: Int = JSONParser.defaultMaximumDepth,
    maximumLength: Int = LogFormat.maximumBlockPayload
  ) {
    precondition(maximumDepth >= 0, "JSONParser: negative maximum depth \(maximumDepth)")
    precondition(maximumLength >= 0, "JSONParser: negative maximum length \(maximumLength)")
    self.maximumDepth = maximumDepth
    self.maximumLength = maximumLength
  }

  /// Parses one JSON document.
  ///
  /// - Parameter input: The document's UTF-8 bytes; error offsets count from its start.
  /// - Returns: The document's value.
  /// - Throws: ``JSONParseError`` naming the first problem and its byte offset.
  package func parse(_ input: UnsafeRawBufferPointer) throws(JSONParseError) -> JSONValue {
    guard input.count <= maximumLength else {
      throw JSONParseError(
        .inputTooLong(length: input.count, limit: maximumLength), at: maximumLength)
    }
    var scanner = JSONScanner(input, maximumDepth: maximumDepth)
    return try scanner.parseDocument()
  }

  /// Parses one JSON document.
  ///
  /// - Parameter input: The document's UTF-8 bytes; error offsets count from its start.
  /// - Returns: The document's value.
  /// - Throws: ``JSONParseError`` naming the first problem and its byte offset.
  package func parse(_ input: [UInt8]) throws(JSONParseError) -> JSONValue {
    // withUnsafeBytes only rethrows untyped errors, so carry the typed one out in a Result.
    try input.withUnsafeBytes { raw in Result { () throws(JSONParseError) in try parse(raw) } }
      .get()
  }

  /// Parses one JSON document.
  ///
  /// - Parameter input: The document's UTF-8 bytes; error offsets count from the slice's first
  ///   byte, not from the start of the array it slices.
  /// - Returns: The document's value.
  /// - Throws: ``JSONParseError`` naming the first problem and its byte offset.
  package func parse(_ input: ArraySlice<UInt8>) throws(JSONParseError) -> JSONValue {
    // withUnsafeBytes only rethrows untyped errors, so carry the typed one out in a Result.
    try input.withUnsafeBytes { raw in Result { () throws(JSONParseError) in try parse(raw) } }
      .get()
  }

  /// Parses one JSON document.
  ///
  /// - Parameter input: The document; error offsets count its UTF-8 bytes.
  /// - Returns: The document's value.
  /// - Throws: ``JSONParseError`` naming the first problem and its byte offset.
  package func parse(_ input: String) throws(JSONParseError) -> JSONValue {
    var input = input
    return try input.withUTF8 { utf8 in
      Result { () throws(JSONParseError) in try parse(UnsafeRawBufferPointer(utf8)) }
    }.get()
  }
}
