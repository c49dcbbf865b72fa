extension String {
  /// How many columns the text takes in the renderers' tables and boxes: its number of
  /// characters (grapheme clusters), counted without walking clusters when it can be.
  ///
  /// ASCII text has one character per byte, but for a carriage return and line feed, which
  /// are one. Text whose scalars are all in ``isLoneScalar(_:)``'s ranges has one per scalar.
  /// Anything else is counted by `count`.
  var columnCount: Int {
    // The bytes are or-ed together in one pass over their storage, which the compiler
    // vectorises.
    let isASCII =
      utf8.withContiguousStorageIfAvailable { $0.reduce(0, |) < 0x80 }
      ?? utf8.allSatisfy { $0 < 0x80 }
    if isASCII, !utf8.contains(0x0D) { return utf8.count }
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
  static func isLoneScalar(_ value: UInt32) -> Bool {
    switch value {
    case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x2010...0x2027, 0x2030...0x205E,
      0x2190...0x2BFF:
      true
    default:
      false
    }
  }
}
