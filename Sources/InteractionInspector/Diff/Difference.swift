/// One way two recordings differ: where, what the expected recording has, and what the actual has.
public struct Difference: Hashable, Codable, Sendable, CustomStringConvertible {
  /// Where the difference is.
  public var path: DifferencePath
  /// The expected recording's value, as text; `nil` where it has nothing there.
  public var expected: String?
  /// The actual recording's value, as text; `nil` where it has nothing there.
  public var actual: String?

  /// Creates a difference from its parts, each the property of the same name.
  public init(path: DifferencePath, expected: String?, actual: String?) {
    self.path = path
    self.expected = expected
    self.actual = actual
  }

  /// `path: expected → actual`, with `(none)` for a missing side.
  public var description: String {
    "\(path): \(expected ?? "(none)") → \(actual ?? "(none)")"
  }
}
