extension WallTime: Codable {
  /// Reads a time from its RFC 3339 text, as the log writes it.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the value is no string or no RFC 3339 time.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let time = WallTime(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "not an RFC 3339 time: \"\(text)\"")
    }
    self = time
  }

  /// Writes the time as RFC 3339 text in UTC with microseconds,
  /// `2026-11-21T19:38:00.123456Z`, as the log writes it.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
