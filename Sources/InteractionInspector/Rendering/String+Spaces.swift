extension String {
  /// Spaces to append from: a prefix of it is appended as bytes, where
  /// `String(repeating:count:)` would build a string for each padding.
  private static let spaces = String(repeating: " ", count: 64)

  /// Appends `count` spaces (none when `count` is not positive).
  mutating func appendSpaces(_ count: Int) {
    var left = count
    while left > 0 {
      let chunk = Swift.min(left, Self.spaces.utf8.count)
      append(contentsOf: Self.spaces.prefix(chunk))
      left -= chunk
    }
  }
}
