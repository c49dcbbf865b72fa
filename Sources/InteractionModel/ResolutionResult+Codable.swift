extension ResolutionResult: Codable {
  // Written as {"kind": "success", "value": …}, {"kind": "disambiguation", "values": […]} or
  // {"kind": "unsupported", "reason": …}: flatter than the synthesized {"success": {"_0": …}}.
  private enum CodingKeys: String, CodingKey {
    case kind, value, values, reason
  }

  /// Reads a result from the form ``encode(to:)`` writes.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` for an unknown kind or a missing member.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let kind = try container.decode(String.self, forKey: .kind)
    switch kind {
    case "success": self = .success(try container.decode(Value.self, forKey: .value))
    case "disambiguation":
      self = .disambiguation(try container.decode([Value].self, forKey: .values))
    case "confirmationRequired":
      self = .confirmationRequired(try container.decode(Value.self, forKey: .value))
    case "needsValue": self = .needsValue
    case "notRequired": self = .notRequired
    case "unsupported":
      self = .unsupported(
        reason: try container.decodeIfPresent(UnsupportedReason.self, forKey: .reason))
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container,
        debugDescription: "unknown resolution result kind \"\(kind)\"")
    }
  }

  /// Writes the result as an object with its ``kindName`` under `kind` and its payload beside it.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kindName, forKey: .kind)
    switch self {
    case .success(let value), .confirmationRequired(let value):
      try container.encode(value, forKey: .value)
    case .disambiguation(let values):
      try container.encode(values, forKey: .values)
    case .unsupported(let reason):
      try container.encodeIfPresent(reason, forKey: .reason)
    case .needsValue, .notRequired:
      break
    }
  }
}
