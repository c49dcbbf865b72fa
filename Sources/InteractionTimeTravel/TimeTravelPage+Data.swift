import InteractionJudging
import InteractionLog
import InteractionModel

extension TimeTravelPage {
  /// The timelines as JSON, in arrays rather than objects, and every text and change written
  /// once, so that the long session's page stays small: `[mode, recorded or only timeline,
  /// replayed or null, divergences, failures]`; an exploration's failures are each `[replayed,
  /// divergences]`, its own replayed and divergences null and empty.
  ///
  /// A timeline is `[files, interactions, codes, kinds, texts, changes, events, findings]`,
  /// the first six tables the others index; an event is `[file, sequence, process (0 ui,
  /// 1 handling), interaction (-1 none), kind, text, change (-1 none)]`; a change is `[views,
  /// claimed or null, handling or null]`, a view `[index, offered or null, claimed, width,
  /// height, kind, points]`; a finding `[interaction, code, position, explanation]`. Every `<`
  /// is written `\u003c`, so that no value can close the `<script>` element that holds it.
  var data: String {
    switch mode {
    case .recording(let timeline):
      return Self.escaped(
        "[\(JSONValue.string(mode.name)),\(Self.json(timeline)),null,[]]")
    case .replay(let recorded, let replayed, let divergences):
      return Self.escaped(
        "[\(JSONValue.string(mode.name)),\(Self.json(recorded)),\(Self.json(replayed)),"
          + "\(Self.json(divergences))]")
    case .exploration(let recorded, _, let failures):
      let listed = failures.map { "[\(Self.json($0.replayed)),\(Self.json($0.divergences))]" }
      return Self.escaped(
        "[\(JSONValue.string(mode.name)),\(Self.json(recorded)),null,[],"
          + "[\(listed.joined(separator: ","))]]")
    }
  }

  private static func json(_ divergences: [TimeTravelDivergence]) -> JSONValue {
    .array(
      divergences.map { divergence in
        .array([
          divergence.event.map(JSONValue.string) ?? .null,
          divergence.step.map { .integer(Int64($0)) } ?? .null, .string(divergence.text),
        ])
      })
  }

  /// `text` with every `<` written `\u003c`, which JSON reads as the same character.
  private static func escaped(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      if byte == UInt8(ascii: "<") { bytes += Array("\\u003c".utf8) } else { bytes.append(byte) }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func json(_ timeline: TimeTravelTimeline) -> String {
    var files = Table<String>()
    var interactions = Table<String>()
    var codes = Table<String>()
    var kinds = Table<String>()
    var texts = Table<String>()
    var changes = Table<JSONValue>()
    // The rows hold numbers only, written straight: the long session has 200 000 of them.
    var events = "["
    for position in timeline.events.indices {
      let event = timeline.events[position]
      let change = timeline.changes[position]
      let changeIndex =
        change.isEmpty
        ? -1
        : changes.index(
          .array([
            .array(change.views.map(json)),
            change.claimed.map { .array($0.map(JSONValue.string)) } ?? .null,
            change.handling.map(JSONValue.string) ?? .null,
          ]))
      let row = [
        files.index(event.file), Int(event.sequence), event.process == .ui ? 0 : 1,
        event.interaction.map { interactions.index($0) } ?? -1, kinds.index(event.kind),
        texts.index(event.text), changeIndex,
      ]
      if position > 0 { events += "," }
      events += "[" + row.map(String.init).joined(separator: ",") + "]"
    }
    events += "]"
    let findings = timeline.findings.map { finding -> JSONValue in
      .array([
        .integer(Int64(interactions.index(finding.interaction))),
        .integer(Int64(codes.index(finding.code))), .integer(Int64(finding.position)),
        .string(finding.explanation),
      ])
    }
    let tables: [JSONValue] = [
      .array(files.values.map(JSONValue.string)),
      .array(interactions.values.map(JSONValue.string)),
      .array(codes.values.map(JSONValue.string)), .array(kinds.values.map(JSONValue.string)),
      .array(texts.values.map(JSONValue.string)), .array(changes.values),
    ]
    return "[" + tables.map(\.description).joined(separator: ",") + ",\(events),"
      + JSONValue.array(findings).description + "]"
  }

  private static func json(_ view: TimeTravelView) -> JSONValue {
    func number(_ value: Double?) -> JSONValue {
      guard let value, value.isFinite else { return .null }
      return .double(value)
    }
    return .array([
      .integer(Int64(view.index)),
      view.offered.map { .array($0.map(JSONValue.string)) } ?? .null,
      .array(view.claimed.map(JSONValue.string)), number(view.size?.width),
      number(view.size?.height), .string(view.kind.rawValue), number(view.height),
    ])
  }

  /// Values written once, referred to by their index.
  private struct Table<Value: Hashable> {
    var values: [Value] = []
    var indices: [Value: Int] = [:]

    mutating func index(_ value: Value) -> Int {
      if let index = indices[value] { return index }
      indices[value] = values.count
      values.append(value)
      return values.count - 1
    }
  }
}
