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

  // What a sink that records the whole structure (``JSONTape``) is told besides, at every
  // depth; the others ignore it (the defaults below), at no cost once specialized.

  /// A container that is not empty opens: its `{` or `[` is at `offset`.
  mutating func containerStarts(at offset: Int)

  /// The key of the member whose value starts next (``valueStarts(at:inObject:)``).
  mutating func key(_ key: Range<Int>)

  /// A value inside a container starts at `offset`: a member's, when the container is an
  /// object, else an element.
  mutating func valueStarts(at offset: Int, inObject: Bool)

  /// The value inside a container that started last and has not ended ends before `offset`.
  mutating func valueEnds(at offset: Int)

  /// The innermost open container closes; `offset` is after its `}` or `]`.
  mutating func containerEnds(at offset: Int)
}

extension PlainMemberSink {
  @inline(__always)
  mutating func containerStarts(at offset: Int) {}

  @inline(__always)
  mutating func key(_ key: Range<Int>) {}

  @inline(__always)
  mutating func valueStarts(at offset: Int, inObject: Bool) {}

  @inline(__always)
  mutating func valueEnds(at offset: Int) {}

  @inline(__always)
  mutating func containerEnds(at offset: Int) {}
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
