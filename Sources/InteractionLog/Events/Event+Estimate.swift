import InteractionModel

extension Event {
  /// The bytes the event's line takes at most when no string needs escaping, found without
  /// encoding it: string lengths, generous sizes for numbers and keys, no formatting.
  ///
  /// The buffered writer counts queued, not yet encoded, events by it. Escaping makes a string
  /// at most 6 times longer (`\u00XX`) and everything else stays, so the line is never longer
  /// than 6 times this figure.
  package var estimatedLineBytes: Int {
    // The envelope's keys and punctuation, `v`, four numbers of up to 20 digits, the time,
    // the kind and the role: under 256 bytes.
    var bytes = 256 + session.utf8.count
    if let interaction { bytes += 17 + interaction.utf8.count }
    if let instance { bytes += 14 + instance.utf8.count }
    if call != nil { bytes += 28 }
    return bytes + payload.estimatedBytes
  }
}

extension EventPayload {
  /// The payload's members at most, unescaped (see ``Event/estimatedLineBytes``).
  fileprivate var estimatedBytes: Int {
    switch self {
    case .header(let format, let tool, let platform, let metadata):
      return 64 + format.utf8.count + tool.utf8.count + platform.utf8.count
        + Self.estimate(metadata)
    case .end: return 96
    case .interaction(let interaction): return 16 + interaction.estimatedBytes
    case .dispatch(let intent), .confirm(let intent), .handle(let intent):
      return 12 + intent.estimatedBytes
    case .dispatchCompletion(let handlerType): return 16 + (handlerType?.utf8.count ?? 0)
    case .resolve(let parameter, let value):
      return 32 + parameter.utf8.count + (value?.estimatedBytes ?? 0)
    case .resolveCompletion(let parameter, let results, _):
      var bytes = 64 + parameter.utf8.count
      for result in results { bytes += 1 + result.estimatedBytes }
      return bytes
    case .confirmCompletion(let response, _), .handleCompletion(let response, _):
      return 48 + response.estimatedBytes
    case .configure(let context): return 16 + context.name.utf8.count
    case .configureCompletion: return 128
    case .configureView(let parameters, let behavior, let context):
      return 64 + parameters.estimatedBytes + behavior.name.utf8.count + context.name.utf8.count
    case .configureViewCompletion(_, let claimed, _, _): return 160 + claimed.estimatedBytes
    case .note(let text, let metadata): return 24 + text.utf8.count + Self.estimate(metadata)
    case .error(let message, _): return 48 + message.utf8.count
    case .gap(_, let reason): return 48 + reason.utf8.count
    case .sourceValue(let source, let value): return 24 + source.utf8.count + value.utf8.count
    case .unknown(_, let fields): return Value.object(fields).estimatedBytes
    }
  }

  private static func estimate(_ strings: [String: String]) -> Int {
    var bytes = 16
    for (key, value) in strings { bytes += 6 + key.utf8.count + value.utf8.count }
    return bytes
  }
}

extension Value {
  /// The value's JSON at most, unescaped.
  fileprivate var estimatedBytes: Int {
    switch self {
    case .null, .bool: return 5
    case .integer: return 20
    case .double: return 24
    case .string(let string): return 2 + string.utf8.count
    case .date: return 40
    case .array(let values):
      var bytes = 2
      for value in values { bytes += 1 + value.estimatedBytes }
      return bytes
    case .object(let members):
      var bytes = 2
      for (key, value) in members { bytes += 4 + key.utf8.count + value.estimatedBytes }
      return bytes
    }
  }
}

extension Intent {
  fileprivate var estimatedBytes: Int {
    48 + className.utf8.count + (identifier?.utf8.count ?? 0)
      + Value.object(properties).estimatedBytes
  }
}

extension IntentResponse {
  fileprivate var estimatedBytes: Int {
    72 + className.utf8.count + code.name.utf8.count + Value.object(properties).estimatedBytes
  }
}

extension Interaction {
  fileprivate var estimatedBytes: Int {
    160 + identifier.utf8.count + (groupIdentifier?.utf8.count ?? 0) + intent.estimatedBytes
      + (response?.estimatedBytes ?? 0) + handlingStatus.name.utf8.count
      + direction.name.utf8.count
  }
}

extension ResolutionResult {
  fileprivate var estimatedBytes: Int {
    switch self {
    case .success(let value), .confirmationRequired(let value): return 40 + value.estimatedBytes
    case .disambiguation(let options): return 48 + Value.array(options).estimatedBytes
    case .unsupported(let reason): return 72 + (reason?.name?.utf8.count ?? 0)
    case .needsValue, .notRequired: return 40
    }
  }
}

extension [Parameter] {
  fileprivate var estimatedBytes: Int {
    var bytes = 2
    for parameter in self {
      bytes +=
        4 + parameter.className.utf8.count + parameter.keyPath.utf8.count
        + 22 * parameter.indexes.count
    }
    return bytes
  }
}
