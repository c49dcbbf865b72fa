public import InteractionModel

/// How a replay compares a desired size with the recorded one.
public enum SizeComparison: Hashable, Sendable {
  /// Equal if width and height each differ by at most this many points.
  case within(Double)
  /// Sizes are not compared.
  case ignored

  /// Exactly equal sizes.
  public static let exact = SizeComparison.within(0)

  /// Whether two sizes count as equal.
  ///
  /// - Parameters:
  ///   - recorded: The recorded size.
  ///   - replayed: The size the replay got.
  /// - Returns: `true` if they are equal under this comparison.
  public func matches(_ recorded: Size, _ replayed: Size) -> Bool {
    switch self {
    case .within(let tolerance):
      Self.matches(recorded.width, replayed.width, within: tolerance)
        && Self.matches(recorded.height, replayed.height, within: tolerance)
    case .ignored:
      true
    }
  }

  /// NaN and the infinities, which a log records as answered, match themselves: their
  /// difference is NaN, which no tolerance passes.
  private static func matches(_ recorded: Double, _ replayed: Double, within tolerance: Double)
    -> Bool
  {
    recorded == replayed || (recorded.isNaN && replayed.isNaN)
      || abs(recorded - replayed) <= tolerance
  }
}
