package import InteractionLog
import InteractionModel

/// The event decoder the reader used before ``EventDecoder``: the line parsed into a
/// ``JSONValue`` tree, then every field converted.
///
/// Kept only as the reference the differential fuzzer (`Tools/fuzz`, `event-scanner`) compares
/// ``EventDecoder`` with: the same events, and the same error for every line it rejects.
package struct TreeEventDecoder {
  private let parser: JSONParser

  package init(maximumDepth: Int = JSONParser.defaultMaximumDepth) {
    parser = JSONParser(maximumDepth: maximumDepth, maximumLength: LogFormat.maximumBlockPayload)
  }

  /// Decodes one line (without its newline).
  package func decode(_ line: UnsafeRawBufferPointer) throws(EventDecodingError) -> Event {
    let json: JSONValue
    do {
      json = try parser.parse(line)
    } catch {
      throw EventDecodingError("invalid JSON: \(error) of the line")
    }
    guard case .object(let object) = json else {
      throw EventDecodingError("expected a JSON object, found \(json.typeName)")
    }
    var fields = TreeFields(object: object, path: "")
    let version = try fields.integer("v")
    guard version == Int64(LogFormat.version) else {
      throw EventDecodingError(
        "format version \(version), this reader reads version \(LogFormat.version)")
    }
    let sequence = try fields.unsigned("seq")
    let kind = EventKind(rawValue: try fields.string("kind"))
    let timeText = try fields.string("time")
    guard let time = WallTime(timeText) else {
      throw EventDecodingError("\"time\": expected an RFC 3339 time, found \"\(timeText)\"")
    }
    let payload = try Self.payload(kind, &fields)
    return Event(
      sequence: sequence, time: time, monotonicNanoseconds: try fields.unsigned("mono"),
      processID: Int32(clamping: try fields.integer("pid")),
      role: ProcessRole(rawValue: try fields.string("role")), thread: try fields.unsigned("thread"),
      session: try fields.string("session"), interaction: try fields.optionalString("interaction"),
      instance: try fields.optionalString("instance"), call: try fields.optionalUnsigned("call"),
      payload: payload)
  }

  private static func payload(_ kind: EventKind, _ fields: inout TreeFields)
    throws(EventDecodingError) -> EventPayload
  {
    switch kind {
    case .header:
      return .header(
        format: try fields.string("format"), tool: try fields.string("tool"),
        platform: try fields.string("platform"), metadata: try fields.strings("metadata"))
    case .end:
      return .end(
        events: try fields.unsigned("events"), dropped: try fields.unsigned("dropped"),
        errors: try fields.unsigned("errors"))
    case .interaction:
      return .interaction(try fields.nested("snapshot").interaction())
    case .dispatch:
      return .dispatch(intent: try fields.nested("intent").intent())
    case .dispatchCompletion:
      return .dispatchCompletion(handlerType: try fields.optionalString("handler"))
    case .resolve:
      return .resolve(
        parameter: try fields.string("parameter"),
        value: try fields.optional("value").map { value throws(EventDecodingError) in
          try TreeFields.value(value, path: "value")
        })
    case .resolveCompletion:
      let results = try fields.array("results")
      var decoded: [ResolutionResult] = []
      for (index, result) in results.enumerated() {
        decoded.append(try TreeFields.object(result, path: "results[\(index)]").resolutionResult())
      }
      return .resolveCompletion(
        parameter: try fields.string("parameter"), results: decoded,
        latency: try fields.optionalUnsigned("latency"))
    case .confirm:
      return .confirm(intent: try fields.nested("intent").intent())
    case .confirmCompletion:
      return .confirmCompletion(
        response: try fields.nested("response").response(),
        latency: try fields.optionalUnsigned("latency"))
    case .handle:
      return .handle(intent: try fields.nested("intent").intent())
    case .handleCompletion:
      return .handleCompletion(
        response: try fields.nested("response").response(),
        latency: try fields.optionalUnsigned("latency"))
    case .configure:
      return .configure(context: try fields.context())
    case .configureCompletion:
      return .configureCompletion(
        size: try fields.nested("size").size(), latency: try fields.optionalUnsigned("latency"))
    case .configureView:
      let behaviorName = try fields.string("interactiveBehavior")
      guard let behavior = InteractiveBehavior(name: behaviorName) else {
        throw EventDecodingError("\"interactiveBehavior\": unknown value \"\(behaviorName)\"")
      }
      return .configureView(
        parameters: try fields.parameters("parameters"), interactiveBehavior: behavior,
        context: try fields.context())
    case .configureViewCompletion:
      return .configureViewCompletion(
        success: try fields.bool("success"), claimed: try fields.parameters("claimed"),
        size: try fields.nested("size").size(), latency: try fields.optionalUnsigned("latency"))
    case .note:
      return .note(
        text: try fields.string("text"),
        metadata: try fields.optional("metadata") == nil ? [:] : try fields.strings("metadata"))
    case .error:
      return .error(message: try fields.string("message"), code: try fields.optionalInteger("code"))
    case .gap:
      return .gap(dropped: try fields.unsigned("dropped"), reason: try fields.string("reason"))
    case .sourceValue:
      return .sourceValue(source: try fields.string("source"), value: try fields.string("value"))
    default:
      var kept: [String: Value] = [:]
      for (key, value) in fields.object where !EventDecoder.envelopeKeys.contains(key) {
        kept[key] = try TreeFields.value(value, path: key)
      }
      return .unknown(kind: kind, fields: kept)
    }
  }
}

/// Typed access to an object's members, with errors that name the member's path.
private struct TreeFields {
  let object: JSONObject
  let path: String

  private func name(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  func optional(_ key: String) throws(EventDecodingError) -> JSONValue? {
    guard let value = object[key], value != .null else { return nil }
    return value
  }

  func required(_ key: String) throws(EventDecodingError) -> JSONValue {
    guard let value = object[key] else {
      throw EventDecodingError("missing \"\(name(key))\"")
    }
    return value
  }

  private func mismatch(_ key: String, _ expected: String, _ found: JSONValue) -> EventDecodingError
  {
    EventDecodingError("\"\(name(key))\": expected \(expected), found \(found.typeName)")
  }

  func string(_ key: String) throws(EventDecodingError) -> String {
    let value = try required(key)
    guard case .string(let string) = value else { throw mismatch(key, "a string", value) }
    return string
  }

  func optionalString(_ key: String) throws(EventDecodingError) -> String? {
    guard let value = try optional(key) else { return nil }
    guard case .string(let string) = value else { throw mismatch(key, "a string", value) }
    return string
  }

  func integer(_ key: String) throws(EventDecodingError) -> Int64 {
    let value = try required(key)
    guard case .integer(let integer) = value else { throw mismatch(key, "an integer", value) }
    return integer
  }

  func optionalInteger(_ key: String) throws(EventDecodingError) -> Int64? {
    guard let value = try optional(key) else { return nil }
    guard case .integer(let integer) = value else { throw mismatch(key, "an integer", value) }
    return integer
  }

  func unsigned(_ key: String) throws(EventDecodingError) -> UInt64 {
    let value = try required(key)
    guard case .integer(let integer) = value, integer >= 0 else {
      throw mismatch(key, "a non-negative integer", value)
    }
    return UInt64(integer)
  }

  func optionalUnsigned(_ key: String) throws(EventDecodingError) -> UInt64? {
    guard try optional(key) != nil else { return nil }
    return try unsigned(key)
  }

  func double(_ key: String) throws(EventDecodingError) -> Double {
    let value = try required(key)
    switch value {
    case .double(let double): return double
    case .integer(let integer): return Double(integer)
    default: throw mismatch(key, "a number", value)
    }
  }

  func bool(_ key: String) throws(EventDecodingError) -> Bool {
    let value = try required(key)
    guard case .bool(let bool) = value else { throw mismatch(key, "a boolean", value) }
    return bool
  }

  func array(_ key: String) throws(EventDecodingError) -> [JSONValue] {
    let value = try required(key)
    guard case .array(let array) = value else { throw mismatch(key, "an array", value) }
    return array
  }

  func nested(_ key: String) throws(EventDecodingError) -> TreeFields {
    try TreeFields.object(try required(key), path: name(key))
  }

  static func object(_ value: JSONValue, path: String) throws(EventDecodingError) -> TreeFields {
    guard case .object(let object) = value else {
      throw EventDecodingError("\"\(path)\": expected an object, found \(value.typeName)")
    }
    return TreeFields(object: object, path: path)
  }

  func strings(_ key: String) throws(EventDecodingError) -> [String: String] {
    let members = try nested(key)
    var strings: [String: String] = [:]
    for (member, _) in members.object { strings[member] = try members.string(member) }
    return strings
  }

  func parameters(_ key: String) throws(EventDecodingError) -> [Parameter] {
    var parameters: [Parameter] = []
    for (index, element) in try array(key).enumerated() {
      guard case .string(let text) = element else {
        throw EventDecodingError(
          "\"\(name(key))[\(index)]\": expected a parameter string, found \(element.typeName)")
      }
      do {
        parameters.append(try Parameter(text))
      } catch {
        throw EventDecodingError("\"\(name(key))[\(index)]\": \(error)")
      }
    }
    return parameters
  }

  func context() throws(EventDecodingError) -> HostedViewContext {
    let text = try string("context")
    guard let context = HostedViewContext(name: text) else {
      throw EventDecodingError("\"\(name("context"))\": unknown value \"\(text)\"")
    }
    return context
  }

  func size() throws(EventDecodingError) -> Size {
    Size(width: try length("width"), height: try length("height"))
  }

  /// A width or height: a number, or the name of one JSON has no number for.
  private func length(_ key: String) throws(EventDecodingError) -> Double {
    guard case .string(let text) = try required(key) else { return try double(key) }
    guard let length = Size.length(nonFiniteName: text) else {
      throw EventDecodingError(
        "\"\(name(key))\": expected a number, \"NaN\", \"Infinity\" or \"-Infinity\", found "
          + "another string")
    }
    return length
  }

  func properties() throws(EventDecodingError) -> [String: Value] {
    guard let value = try optional("properties") else { return [:] }
    guard case .object(let members) = value else {
      throw mismatch("properties", "an object", value)
    }
    var properties: [String: Value] = [:]
    for (key, member) in members {
      properties[key] = try TreeFields.value(member, path: "\(name("properties")).\(key)")
    }
    return properties
  }

  func intent() throws(EventDecodingError) -> Intent {
    Intent(
      className: try string("class"), identifier: try optionalString("identifier"),
      properties: try properties())
  }

  func response() throws(EventDecodingError) -> IntentResponse {
    let code = try nested("code")
    return IntentResponse(
      className: try string("class"),
      code: IntentResponse.Code(
        rawValue: Int(clamping: try code.integer("value")), name: try code.string("name")),
      properties: try properties())
  }

  func interaction() throws(EventDecodingError) -> Interaction {
    let statusName = try string("handlingStatus")
    guard let status = HandlingStatus(name: statusName) else {
      throw EventDecodingError("\"\(name("handlingStatus"))\": unknown value \"\(statusName)\"")
    }
    let directionName = try string("direction")
    guard let direction = InteractionDirection(name: directionName) else {
      throw EventDecodingError("\"\(name("direction"))\": unknown value \"\(directionName)\"")
    }
    var interval: DateIntervalFields?
    if try optional("dateInterval") != nil {
      let fields = try nested("dateInterval")
      let startText = try fields.string("start")
      guard let start = WallTime(startText) else {
        throw EventDecodingError(
          "\"\(name("dateInterval.start"))\": expected an RFC 3339 time, found \"\(startText)\"")
      }
      interval = DateIntervalFields(start: start, duration: try fields.double("duration"))
    }
    return Interaction(
      intent: try nested("intent").intent(),
      response: try optional("response") == nil ? nil : try nested("response").response(),
      handlingStatus: status, direction: direction, identifier: try string("identifier"),
      groupIdentifier: try optionalString("groupIdentifier"),
      dateInterval: interval.map { $0.dateInterval })
  }

  func resolutionResult() throws(EventDecodingError) -> ResolutionResult {
    let kind = try string("result")
    switch kind {
    case "success":
      return .success(try TreeFields.value(try required("value"), path: name("value")))
    case "confirmationRequired":
      return .confirmationRequired(try TreeFields.value(try required("value"), path: name("value")))
    case "disambiguation":
      var options: [Value] = []
      for (index, option) in try array("options").enumerated() {
        options.append(try TreeFields.value(option, path: "\(name("options"))[\(index)]"))
      }
      return .disambiguation(options)
    case "needsValue": return .needsValue
    case "notRequired": return .notRequired
    case "unsupported":
      guard try optional("reason") != nil else { return .unsupported(reason: nil) }
      let reason = try nested("reason")
      return .unsupported(
        reason: UnsupportedReason(
          rawValue: Int(clamping: try reason.integer("value")),
          name: try reason.optionalString("name")))
    default:
      throw EventDecodingError("\"\(name("result"))\": unknown resolution result \"\(kind)\"")
    }
  }

  /// Converts a JSON value to a model value; `{"$date": "…"}` becomes a date.
  ///
  /// `path` is built only for an error message: building it for every member of every value
  /// took a tenth of the reader's time.
  static func value(_ json: JSONValue, path: @autoclosure () -> String) throws(EventDecodingError)
    -> Value
  {
    switch json {
    case .null: return .null
    case .bool(let bool): return .bool(bool)
    case .integer(let integer): return .integer(integer)
    case .double(let double): return .double(double)
    case .string(let string): return .string(string)
    case .array(let elements):
      var values: [Value] = []
      values.reserveCapacity(elements.count)
      for (index, element) in elements.enumerated() {
        values.append(try value(element, path: "\(path())[\(index)]"))
      }
      return .array(values)
    case .object(let members):
      if members.count == 1, let first = members.first, first.key == "$date",
        case .string(let text) = first.value
      {
        guard let time = WallTime(text) else {
          throw EventDecodingError(
            "\"\(path()).$date\": expected an RFC 3339 time, found \"\(text)\"")
        }
        return .date(time.date)
      }
      var values: [String: Value] = [:]
      for (key, member) in members { values[key] = try value(member, path: "\(path()).\(key)") }
      return .object(values)
    }
  }
}
