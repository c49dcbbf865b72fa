/// What the JSON fast path (``JSONScanner/validatePlainDocument(into:)``) tells of the
/// outermost object's members as it reads them: all of them, as ``JSONMember``s, for a caller
/// that decodes the object, or only where some are, for one that reads a few fields.
protocol PlainMemberSink {
  /// Forgets what an earlier document told.
  mutating func reset()

  /// A member of the outermost object.
  ///
  /// - Parameters:
  ///   - key: The key's bytes, between its quotes: printable ASCII without escapes.
  ///   - prefix: The key's first eight bytes (fewer when it is shorter, the rest zero), in the
  ///     order of a little-endian load.
  ///   - valueStart: Where the member's value starts.
  ///   - input: The document.
  mutating func member(
    key: Range<Int>, prefix: UInt64, valueStart: Int, in input: UnsafeRawBufferPointer)

  /// The value of the last member told ends before `valueEnd`.
  mutating func memberValueEnds(at valueEnd: Int)
}

extension [JSONMember]: PlainMemberSink {
  mutating func reset() {
    removeAll(keepingCapacity: true)
  }

  @inline(__always)
  mutating func member(
    key: Range<Int>, prefix: UInt64, valueStart: Int, in input: UnsafeRawBufferPointer
  ) {
    append(JSONMember(key: key, keyIsPlain: true, value: valueStart..<valueStart))
  }

  @inline(__always)
  mutating func memberValueEnds(at valueEnd: Int) {
    self[count - 1].value = self[count - 1].value.lowerBound..<valueEnd
  }
}
