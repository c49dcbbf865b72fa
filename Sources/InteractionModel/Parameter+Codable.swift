extension Parameter: Codable {
  /// Reads a parameter from its text form, a single string.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` with the ``ParameterError`` if the text is invalid.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      try self.init(text)
    } catch {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "invalid parameter: \(error)")
    }
  }

  /// Writes the parameter as its text form, a single string such as
  /// `INSearchForAccountsIntentResponse.accounts[1]`.
  ///
  /// A string keeps the indexes, stays readable, and is decoded through ``init(_:)``, which checks
  /// it.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
