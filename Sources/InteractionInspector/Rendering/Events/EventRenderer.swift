package import InteractionLog
import InteractionModel

/// Renders events as lines for `ilog events`: aligned text, or the canonical JSON line.
///
/// Text lines have fixed columns (sequence, time of day in UTC, role, kind), then the call and
/// the object it went to, then the kind's fields as `name=value`. Names of things (classes,
/// parameters, identifiers) print bare when they hold no space, quote, `=` or control character;
/// free text and anything else prints quoted and escaped as JSON, so a line is always one line.
package struct EventRenderer {
  /// Text lines, or the canonical JSON line as the log holds it.
  package enum Format: Hashable, Sendable {
    case text
    case json
  }

  /// The widest role and kind ilog/1 names, so that known ones line up.
  package static let roleWidth = ProcessRole.intentsExtension.rawValue.count
  package static let kindWidth = EventKind.known.map(\.rawValue.count).max() ?? 0
  /// Values (resolve's intent value) longer than this are cut, with `…`.
  static let valueLimit = 60

  package let format: Format
  private var encoder = EventEncoder()

  package init(format: Format) {
    self.format = format
  }

  /// The event's line, without a newline.
  package mutating func line(for event: Event) -> String {
    switch format {
    case .json:
      encoder.encode(event)
      return String(decoding: encoder.bytes.dropLast(), as: UTF8.self)
    case .text:
      return Self.text(for: event)
    }
  }

  /// The record's line: in JSON, its bytes as the log holds them when the reader kept them
  /// (a writer's lines are canonical, so they are what encoding the event gives).
  package mutating func line(for record: LogRecord) -> String {
    if format == .json, let bytes = record.lineBytes {
      return String(decoding: bytes, as: UTF8.self)
    }
    return line(for: record.event)
  }

  /// `   12  19:38:00.123456  ui-extension       configureView  call=7 View#3  parameters=[…]`.
  package static func text(for event: Event) -> String {
    var line = pad(String(event.sequence), 5, left: true)
    line += "  " + timeOfDay(event.time)
    line += "  " + pad(name(event.role.rawValue), roleWidth)
    line += "  " + pad(name(event.kind.rawValue), kindWidth)
    var target: [String] = []
    if let call = event.call { target.append("call=\(call)") }
    if let instance = event.instance { target.append(name(instance)) }
    if !target.isEmpty { line += "  " + target.joined(separator: " ") }
    let fields = self.fields(of: event)
    if !fields.isEmpty { line += "  " + fields.joined(separator: " ") }
    while line.last == " " { line.removeLast() }
    return line
  }

  /// The kind's fields as `name=value`.
  package static func fields(of event: Event) -> [String] {
    switch event.payload {
    case .header(let format, let tool, let platform, let metadata):
      return [
        "format=\(name(format))", "tool=\(name(tool))", "platform=\(name(platform))",
        "pid=\(event.processID)", "session=\(name(event.session))",
        "date=\(date(event.time))",
      ] + self.metadata(metadata)
    case .end(let events, let dropped, let errors):
      return ["events=\(events)", "dropped=\(dropped)", "errors=\(errors)"]
    case .interaction(let interaction):
      var fields = ["id=\(name(interaction.identifier))"]
      if let group = interaction.groupIdentifier { fields.append("group=\(name(group))") }
      fields.append("intent=\(name(interaction.intent.className))")
      if let response = interaction.response { fields += self.response(response) }
      fields.append("status=\(interaction.handlingStatus.name)")
      fields.append("direction=\(interaction.direction.name)")
      return fields
    case .dispatch(let intent), .confirm(let intent), .handle(let intent):
      return ["intent=\(name(intent.className))"]
    case .dispatchCompletion(let handlerType):
      return ["handler=\(handlerType.map(name) ?? "none")"]
    case .resolve(let parameter, let value):
      return ["parameter=\(name(parameter))"] + (value.map { ["value=\(self.value($0))"] } ?? [])
    case .resolveCompletion(let parameter, let results, let latency):
      let kinds = results.map(resultKind).joined(separator: ",")
      return ["parameter=\(name(parameter))", "results=[\(kinds)]"] + self.latency(latency)
    case .confirmCompletion(let response, let latency),
      .handleCompletion(let response, let latency):
      return self.response(response) + self.latency(latency)
    case .configure(let context):
      return ["context=\(context.name)"]
    case .configureCompletion(let size, let latency):
      return ["size=\(self.size(size))"] + self.latency(latency)
    case .configureView(let parameters, let interactiveBehavior, let context):
      return [
        "parameters=\(list(parameters))", "behavior=\(interactiveBehavior.name)",
        "context=\(context.name)",
      ]
    case .configureViewCompletion(let success, let claimed, let size, let latency):
      return ["success=\(success)", "claimed=\(list(claimed))", "size=\(self.size(size))"]
        + self.latency(latency)
    case .note(let text, let metadata):
      return ["text=\(quoted(text))"] + self.metadata(metadata)
    case .error(let message, let code):
      return ["message=\(quoted(message))"] + (code.map { ["code=\($0)"] } ?? [])
    case .gap(let dropped, let reason):
      return ["dropped=\(dropped)", "reason=\(quoted(reason))"]
    case .sourceValue(let source, let value):
      return ["source=\(name(source))", "value=\(name(value))"]
    case .unknown(_, let fields):
      return fields.sorted { $0.key < $1.key }.map { "\(name($0.key))=\(value($0.value))" }
    }
  }

  private static func response(_ response: IntentResponse) -> [String] {
    ["response=\(name(response.className))", "code=\(name(response.code.name))"]
  }

  /// `success`, `disambiguation(3)` (options), `unsupported(noAccount)` (the reason).
  private static func resultKind(_ result: ResolutionResult) -> String {
    switch result {
    case .disambiguation(let options): "disambiguation(\(options.count))"
    case .unsupported(let reason?): "unsupported(\(name(reason.name ?? String(reason.rawValue))))"
    default: result.kindName
    }
  }

  private static func list(_ parameters: [Parameter]) -> String {
    "[" + parameters.sorted().map { name($0.description) }.joined(separator: ",") + "]"
  }

  /// `metadata={by=tester,device=iPhone}`, or nothing when empty.
  private static func metadata(_ strings: [String: String]) -> [String] {
    guard !strings.isEmpty else { return [] }
    let pairs = strings.sorted { $0.key < $1.key }.map { "\(name($0.key))=\(name($0.value))" }
    return ["metadata={" + pairs.joined(separator: ",") + "}"]
  }

  /// Nanoseconds as milliseconds with three decimals: `latency=1.234ms`.
  private static func latency(_ nanoseconds: UInt64?) -> [String] {
    guard let nanoseconds else { return [] }
    let micros = nanoseconds / 1_000
    return ["latency=\(micros / 1_000).\(pad(String(micros % 1_000), 3, left: true, with: "0"))ms"]
  }

  /// `320x120`, with fractions only where there are some.
  private static func size(_ size: Size) -> String {
    "\(number(size.width))x\(number(size.height))"
  }

  private static func number(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return value.description
  }

  private static func value(_ value: Value) -> String {
    let text = value.description
    guard text.count > valueLimit else { return text }
    return String(text.prefix(valueLimit)) + "…"
  }

  /// The text bare when it reads as one token, quoted otherwise.
  package static func name(_ text: String) -> String {
    let plain =
      !text.isEmpty
      && text.unicodeScalars.allSatisfy { scalar in
        scalar.value > 0x20 && scalar.value != 0x7F && scalar != "\"" && scalar != "="
          && !scalar.properties.isWhitespace
      }
    return plain ? text : quoted(text)
  }

  static func quoted(_ text: String) -> String {
    Value.string(text).description
  }

  /// `19:38:00.123456` from `2026-11-21T19:38:00.123456Z`.
  package static func timeOfDay(_ time: WallTime) -> String {
    let text = time.description
    guard let separator = text.firstIndex(of: "T") else { return text }
    return String(text[text.index(after: separator)...].dropLast())
  }

  /// `2026-11-21` from `2026-11-21T19:38:00.123456Z`.
  package static func date(_ time: WallTime) -> String {
    String(time.description.prefix { $0 != "T" })
  }

  static func pad(_ text: String, _ width: Int, left: Bool = false, with filler: Character = " ")
    -> String
  {
    let padding = String(repeating: filler, count: max(0, width - text.count))
    return left ? padding + text : text + padding
  }
}
