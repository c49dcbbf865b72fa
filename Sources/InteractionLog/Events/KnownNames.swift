/// Names a decoder meets again and again (kinds, roles), found by their bytes so that decoding
/// one shares the stored string's storage instead of allocating a new one.
struct KnownNames: Sendable {
  private let strings: [String]
  private let bytes: [UInt8]
  private let ranges: [Range<Int>]
  /// Each name's first eight bytes, as ``prefix(of:)`` reads them (the fast path's key prefix):
  /// most candidates of the right length differ there.
  private let prefixes: [UInt64]

  init(_ strings: [String]) {
    self.strings = strings
    var bytes: [UInt8] = []
    var ranges: [Range<Int>] = []
    var prefixes: [UInt64] = []
    for string in strings {
      let start = bytes.count
      let utf8 = Array(string.utf8)
      bytes += utf8
      ranges.append(start..<bytes.count)
      prefixes.append(utf8.withUnsafeBytes { Self.prefix(of: $0) })
    }
    self.bytes = bytes
    self.ranges = ranges
    self.prefixes = prefixes
  }

  /// The name whose UTF-8 bytes are `utf8`, if it is one of them.
  func name(_ utf8: UnsafeRawBufferPointer) -> String? {
    index(utf8).map { strings[$0] }
  }

  /// The name at `index` in the list the names were made from.
  subscript(index: Int) -> String { strings[index] }

  /// The index, in the list the names were made from, of the name whose UTF-8 bytes are
  /// `utf8`, if it is one of them.
  func index(_ utf8: UnsafeRawBufferPointer) -> Int? {
    let prefix = Self.prefix(of: utf8)
    for index in ranges.indices
    where ranges[index].count == utf8.count && prefixes[index] == prefix {
      if bytes[ranges[index]].elementsEqual(utf8) { return index }
    }
    return nil
  }

  /// The index of `name` in the list the names were made from, if it is one of them.
  func index(of name: String) -> Int? {
    strings.firstIndex(of: name)
  }

  /// The first eight bytes of `utf8` (fewer when it is shorter, the rest zero), little-endian.
  private static func prefix(of utf8: UnsafeRawBufferPointer) -> UInt64 {
    JSONScanner.keyPrefix(utf8, start: 0, count: utf8.count)
  }
}
