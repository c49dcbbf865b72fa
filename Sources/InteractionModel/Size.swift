/// A width and height in points, mirroring the `CGSize` an Intents UI view asks for.
public struct Size: Hashable, Codable, Sendable {
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
