extension Size: Codable {
  private enum CodingKeys: String, CodingKey {
    case width, height
  }

  /// Reads a size whose sides are numbers, or the names of ``nonFiniteName(of:)``.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` for a missing side, or one that is neither a number nor such a
  ///   name.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      width: try Self.length(.width, in: container), height: try Self.length(.height, in: container)
    )
  }

  /// Writes the size as `{"width": …, "height": …}`: each side a number, or, when JSON has no
  /// number for it, its name (``nonFiniteName(of:)``), as a log writes it.
  ///
  /// So that every encoder writes a size a controller answered, NaN included, where a non-finite
  /// double alone is an error under JSONEncoder's default strategy.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try Self.encode(width, .width, in: &container)
    try Self.encode(height, .height, in: &container)
  }

  private static func length(_ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>)
    throws -> Double
  {
    if let name = try? container.decode(String.self, forKey: key) {
      guard let length = length(nonFiniteName: name) else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container,
          debugDescription: "expected a number, \"NaN\", \"Infinity\" or \"-Infinity\", found "
            + "another string")
      }
      return length
    }
    return try container.decode(Double.self, forKey: key)
  }

  private static func encode(
    _ length: Double, _ key: CodingKeys, in container: inout KeyedEncodingContainer<CodingKeys>
  ) throws {
    if let name = nonFiniteName(of: length) {
      try container.encode(name, forKey: key)
    } else {
      try container.encode(length, forKey: key)
    }
  }
}
