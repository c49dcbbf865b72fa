/// Names a decoder meets again and again (kinds, roles), found by their bytes so that decoding
/// one shares the stored string's storage instead of allocating a new one.
struct KnownNames: Sendable {
  private let strings: [String]
  private let bytes: [UInt8]
  private let ranges: [Range<Int>]

  init(_ strings: [String]) {
    self.strings = strings
    var bytes: [UInt8] = []
    var ranges: [Range<Int>] = []
    for string in strings {
      let start = bytes.count
      bytes += Array(string.utf8)
      ranges.append(start..<bytes.count)
    }
    self.bytes = bytes
    self.ranges = ranges
  }

  /// The name whose UTF-8 bytes are `utf8`, if it is one of them.
  func name(_ utf8: UnsafeRawBufferPointer) -> String? {
    for index in ranges.indices where ranges[index].count == utf8.count {
      let range = ranges[index]
      if bytes[range].elementsEqual(utf8) { return strings[index] }
    }
    return nil
  }
}
