import InteractionModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes events as canonical `ilog/1` lines (FORMAT.md §3): fixed key order, compact, one line.
///
/// Reuses one ``JSONWriter`` buffer, so encoding allocates nothing once the buffer has grown.
package struct EventEncoder {
  package private(set) var writer = JSONWriter(capacity: 4096)

  package init() {}

  /// The bytes of the last encoded line, newline included.
  package var bytes: [UInt8] { writer.bytes }

  /// Encodes `event` as one line, replacing the previous one.
  package mutating func encode(_ event: Event) {
    writer.reset()
    writer.beginObject()
    writer.field("v", Int64(LogFormat.version))
    writer.field("seq", event.sequence)
    writer.field("kind", event.kind.rawValue)
    writer.field("time", event.time)
    writer.field("mono", event.monotonicNanoseconds)
    writer.field("pid", Int64(event.processID))
    writer.field("role", event.role.rawValue)
    writer.field("thread", event.thread)
    writer.field("session", event.session)
    if let interaction = event.interaction { writer.field("interaction", interaction) }
    if let instance = event.instance { writer.field("instance", instance) }
    if let call = event.call { writer.field("call", call) }
    encodePayload(event.payload)
    writer.endObject()
    writer.newline()
  }

  private mutating func encodePayload(_ payload: EventPayload) {
    switch payload {
    case .header(let format, let tool, let platform, let metadata):
      writer.field("format", format)
      writer.field("tool", tool)
      writer.field("platform", platform)
      writer.key("metadata")
      writeStrings(metadata)
    case .end(let events, let dropped, let errors):
      writer.field("events", events)
      writer.field("dropped", dropped)
      writer.field("errors", errors)
    case .interaction(let interaction):
      writer.key("snapshot")
      write(interaction)
    case .dispatch(let intent), .confirm(let intent), .handle(let intent):
      writer.key("intent")
      write(intent)
    case .dispatchCompletion(let handlerType):
      if let handlerType { writer.field("handler", handlerType) }
    case .resolve(let parameter, let value):
      writer.field("parameter", parameter)
      if let value {
        writer.key("value")
        write(value)
      }
    case .resolveCompletion(let parameter, let results, let latency):
      writer.field("parameter", parameter)
      writer.key("results")
      writer.beginArray()
      for result in results { write(result) }
      writer.endArray()
      writeLatency(latency)
    case .confirmCompletion(let response, let latency),
      .handleCompletion(let response, let latency):
      writer.key("response")
      write(response)
      writeLatency(latency)
    case .configure(let context):
      writer.field("context", context.name)
    case .configureCompletion(let size, let latency):
      writer.key("size")
      write(size)
      writeLatency(latency)
    case .configureView(let parameters, let interactiveBehavior, let context):
      writer.key("parameters")
      write(parameters)
      writer.field("interactiveBehavior", interactiveBehavior.name)
      writer.field("context", context.name)
    case .configureViewCompletion(let success, let claimed, let size, let latency):
      writer.field("success", success)
      writer.key("claimed")
      write(claimed)
      writer.key("size")
      write(size)
      writeLatency(latency)
    case .note(let text, let metadata):
      writer.field("text", text)
      if !metadata.isEmpty {
        writer.key("metadata")
        writeStrings(metadata)
      }
    case .error(let message, let code):
      writer.field("message", message)
      if let code { writer.field("code", code) }
    case .gap(let dropped, let reason):
      writer.field("dropped", dropped)
      writer.field("reason", reason)
    case .sourceValue(let source, let value):
      writer.field("source", source)
      writer.field("value", value)
    case .unknown(_, let fields):
      for (key, value) in Self.sorted(fields) where !EventDecoder.envelopeKeys.contains(key) {
        writer.key(key)
        write(value)
      }
    }
  }

  private mutating func writeLatency(_ latency: UInt64?) {
    if let latency { writer.field("latency", latency) }
  }

  private mutating func writeStrings(_ strings: [String: String]) {
    writer.beginObject()
    for (key, value) in Self.sorted(strings) {
      writer.key(key)
      writer.value(value)
    }
    writer.endObject()
  }

  private mutating func write(_ parameters: [Parameter]) {
    writer.beginArray()
    for parameter in parameters.sorted() { writer.value(parameter.description) }
    writer.endArray()
  }

  private mutating func write(_ size: Size) {
    writer.beginObject()
    writeLength("width", size.width)
    writeLength("height", size.height)
    writer.endObject()
  }

  /// A width or height: a number, or the name of one JSON has no number for (FORMAT.md §3.5),
  /// which `null` would lose and every reader would reject.
  private mutating func writeLength(_ key: StaticString, _ length: Double) {
    if let name = Size.nonFiniteName(of: length) {
      writer.field(key, name)
    } else {
      writer.field(key, length)
    }
  }

  private mutating func write(_ intent: Intent) {
    writer.beginObject()
    writer.field("class", intent.className)
    if let identifier = intent.identifier { writer.field("identifier", identifier) }
    writer.key("properties")
    write(.object(intent.properties))
    writer.endObject()
  }

  private mutating func write(_ response: IntentResponse) {
    writer.beginObject()
    writer.field("class", response.className)
    writer.key("code")
    writer.beginObject()
    writer.field("name", response.code.name)
    writer.field("value", response.code.rawValue)
    writer.endObject()
    writer.key("properties")
    write(.object(response.properties))
    writer.endObject()
  }

  private mutating func write(_ interaction: Interaction) {
    writer.beginObject()
    writer.field("identifier", interaction.identifier)
    if let group = interaction.groupIdentifier { writer.field("groupIdentifier", group) }
    writer.key("intent")
    write(interaction.intent)
    if let response = interaction.response {
      writer.key("response")
      write(response)
    }
    writer.field("handlingStatus", interaction.handlingStatus.name)
    writer.field("direction", interaction.direction.name)
    if let interval = interaction.dateInterval {
      writer.key("dateInterval")
      writer.beginObject()
      writer.field("start", WallTime(interval.start))
      writer.field("duration", interval.duration)
      writer.endObject()
    }
    writer.endObject()
  }

  private mutating func write(_ result: ResolutionResult) {
    writer.beginObject()
    writer.field("result", result.kindName)
    switch result {
    case .success(let value), .confirmationRequired(let value):
      writer.key("value")
      write(value)
    case .disambiguation(let options):
      writer.key("options")
      writer.beginArray()
      for option in options { write(option) }
      writer.endArray()
    case .unsupported(let reason):
      if let reason {
        writer.key("reason")
        writer.beginObject()
        writer.field("value", reason.rawValue)
        if let name = reason.name { writer.field("name", name) }
        writer.endObject()
      }
    case .needsValue, .notRequired:
      break
    }
    writer.endObject()
  }

  private mutating func write(_ value: Value) {
    switch value {
    case .null: writer.null()
    case .bool(let bool): writer.value(bool)
    case .integer(let integer): writer.value(integer)
    case .double(let double): writer.value(double)
    case .string(let string): writer.value(string)
    case .date(let date):
      writer.beginObject()
      writer.field("$date", WallTime(date))
      writer.endObject()
    case .array(let values):
      writer.beginArray()
      for value in values { write(value) }
      writer.endArray()
    case .object(let members):
      writer.beginObject()
      for (key, value) in Self.sorted(members) {
        writer.key(key)
        write(value)
      }
      writer.endObject()
    }
  }

  /// A dictionary's members sorted by the UTF-8 bytes of their keys.
  ///
  /// So every platform writes the same order. Sorting the pairs, not the keys, saves looking
  /// every key up again.
  static func sorted<Value>(_ members: [String: Value]) -> [(key: String, value: Value)] {
    members.sorted { utf8Order($0.key, $1.key) }
  }

  /// Keys sort by their UTF-8 bytes, so every platform writes the same order.
  static func utf8Order(_ lhs: String, _ rhs: String) -> Bool {
    // Native strings hold contiguous UTF-8: comparing the buffers is several times faster than
    // walking the two views an index at a time.
    let ordered = lhs.utf8.withContiguousStorageIfAvailable { left in
      rhs.utf8.withContiguousStorageIfAvailable { right in left.lexicographicallyPrecedes(right) }
    }
    if let ordered = ordered ?? nil { return ordered }
    return lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
  }
}
