extension String {
  /// How many columns the text takes in the renderers' tables and boxes: its number of
  /// characters (grapheme clusters), counted without walking clusters when it can be.
  ///
  /// ASCII text has one character per byte, but for a carriage return and line feed, which
  /// are one. Text whose scalars are all in ``isLoneScalar(_:)``'s ranges has one per scalar.
  /// Anything else is counted by `count`.
  package var columnCount: Int {
    // One pass over the storage that ors the bytes together and counts carriage returns,
    // with no early exit, so that the compiler vectorises it.
    let isPlainASCII =
      utf8.withContiguousStorageIfAvailable { bytes in
        var bits: UInt8 = 0
        var returns = 0
        for byte in bytes {
          bits |= byte
          returns &+= byte == 0x0D ? 1 : 0
        }
        return bits < 0x80 && returns == 0
      } ?? utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    if isPlainASCII { return utf8.count }
    var scalars = 0
    for scalar in unicodeScalars {
      guard Self.isLoneScalar(scalar.value) else { return count }
      scalars += 1
    }
    return scalars
  }

  /// Whether the scalar is a character of its own next to any other scalar of these ranges.
  ///
  /// Such a scalar neither extends nor joins (no combining marks, joiners or selectors), and is
  /// not a control, a prepended mark, Hangul or a regional indicator. The ranges hold what the
  /// renderers draw with (`·`, `—`, `…`, `▲`, box drawing) and most Latin text. Every pair of
  /// them was checked when they were chosen; a test checks each beside a spread of the others.
  package static func isLoneScalar(_ value: UInt32) -> Bool {
    switch value {
    case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x2010...0x2027, 0x2030...0x205E,
      0x2190...0x2BFF:
      true
    default:
      false
    }
  }
}
