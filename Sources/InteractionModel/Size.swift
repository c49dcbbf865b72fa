/// A width and height in points, mirroring the `CGSize` an Intents UI view asks for.
///
/// A side may be any double a controller answers, NaN and the infinities included: they are
/// bugs that the inspector flags (`size-not-allowed`), so a size keeps them as answered, and
/// logs and reports write them as strings (``nonFiniteName(of:)``), since JSON has no number
/// for them.
public struct Size: Sendable {
  /// The width in points.
  public var width: Double
  /// The height in points.
  public var height: Double

  /// Creates a size from its parts, each the property of the same name.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The zero size, with which a hosted view controller asks SiriKit to hide its view.
  public static let zero = Size(width: 0, height: 0)
}
