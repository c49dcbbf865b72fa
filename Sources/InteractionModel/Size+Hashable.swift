extension Size: Hashable {
  /// Whether two sizes are the same answer: each side equal, and NaN equal to NaN.
  ///
  /// A controller that answers NaN gives the same answer when it is recorded, read back and
  /// replayed; under the floating-point `==`, which no NaN satisfies, such a size would equal
  /// nothing, not even itself, and no set or comparison of answers could hold it.
  public static func == (lhs: Size, rhs: Size) -> Bool {
    same(lhs.width, rhs.width) && same(lhs.height, rhs.height)
  }

  /// Hashes both sides, every NaN alike, as ``==(_:_:)`` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(width.isNaN ? .nan : width)
    hasher.combine(height.isNaN ? .nan : height)
  }

  private static func same(_ lhs: Double, _ rhs: Double) -> Bool {
    lhs == rhs || (lhs.isNaN && rhs.isNaN)
  }
}
