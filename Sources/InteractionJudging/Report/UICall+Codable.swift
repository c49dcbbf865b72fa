import InteractionLog
import InteractionModel

extension UICall: Codable {
  // Written by hand so that the context and the interactive behavior are their names
  // (`siriSnippet`, `nextView`), as the log writes them, rather than SiriKit's raw integers.
  private enum CodingKeys: String, CodingKey {
    case index, method, instance, offered, interactiveBehavior, context, event, time, callID
    case completions, claimedAfter, isCutOff
  }

  /// Reads a call from the form ``encode(to:)`` writes.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` for a missing member or an unknown context or behavior name.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    index = try container.decode(Int.self, forKey: .index)
    method = try container.decode(Method.self, forKey: .method)
    instance = try container.decodeIfPresent(String.self, forKey: .instance)
    offered = try container.decodeIfPresent([Parameter].self, forKey: .offered)
    if let name = try container.decodeIfPresent(String.self, forKey: .interactiveBehavior) {
      guard let behavior = InteractiveBehavior(name: name) else {
        throw DecodingError.dataCorruptedError(
          forKey: .interactiveBehavior, in: container,
          debugDescription: "unknown interactive behavior \"\(name)\"")
      }
      interactiveBehavior = behavior
    } else {
      interactiveBehavior = nil
    }
    let contextName = try container.decode(String.self, forKey: .context)
    guard let context = HostedViewContext(name: contextName) else {
      throw DecodingError.dataCorruptedError(
        forKey: .context, in: container, debugDescription: "unknown context \"\(contextName)\"")
    }
    self.context = context
    event = try container.decode(EventReference.self, forKey: .event)
    time = try container.decodeIfPresent(WallTime.self, forKey: .time)
    callID = try container.decodeIfPresent(UInt64.self, forKey: .callID)
    completions = try container.decode([UICompletion].self, forKey: .completions)
    claimedAfter = try container.decode([Parameter].self, forKey: .claimedAfter)
    isCutOff = try container.decode(Bool.self, forKey: .isCutOff)
  }

  /// Writes the call with its context and interactive behavior as names.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(index, forKey: .index)
    try container.encode(method, forKey: .method)
    try container.encodeIfPresent(instance, forKey: .instance)
    try container.encodeIfPresent(offered, forKey: .offered)
    try container.encodeIfPresent(interactiveBehavior?.name, forKey: .interactiveBehavior)
    try container.encode(context.name, forKey: .context)
    try container.encode(event, forKey: .event)
    try container.encodeIfPresent(time, forKey: .time)
    try container.encodeIfPresent(callID, forKey: .callID)
    try container.encode(completions, forKey: .completions)
    try container.encode(claimedAfter, forKey: .claimedAfter)
    try container.encode(isCutOff, forKey: .isCutOff)
  }
}
