import InteractionJudging
import InteractionLog
import InteractionModel

extension TimeTravelPage {
  /// The timelines as JSON, in arrays rather than objects so that the long session's page stays
  /// small: `[mode, recorded or only timeline, replayed or null, divergences]`.
  ///
  /// A timeline is `[files, interactions, codes, events, findings]`; an event is
  /// `[file, sequence, process (0 ui, 1 handling), interaction (-1 none), kind, text, change]`
  /// with `change` 0 or `[views, claimed or null, handling or null]`, a view
  /// `[index, offered or null, claimed, width, height, kind, points]`; a finding
  /// `[interaction, code, position, explanation]`. Every `<` is written `\u003c`, so that no
  /// value can close the `<script>` element that holds it.
  var data: String {
    let value: JSONValue
    switch mode {
    case .recording(let timeline):
      value = .array([.string(mode.name), Self.json(timeline), .null, .array([])])
    case .replay(let recorded, let replayed, let divergences):
      value = .array([
        .string(mode.name), Self.json(recorded), Self.json(replayed),
        .array(
          divergences.map { divergence in
            .array([
              divergence.event.map(JSONValue.string) ?? .null,
              divergence.step.map { .integer(Int64($0)) } ?? .null, .string(divergence.text),
            ])
          }),
      ])
    }
    return String(value.description.flatMap { $0 == "<" ? Array("\\u003c") : [$0] })
  }

  private static func json(_ timeline: TimeTravelTimeline) -> JSONValue {
    var files = Table()
    var interactions = Table()
    var codes = Table()
    let events = timeline.events.indices.map { position -> JSONValue in
      let event = timeline.events[position]
      let change = timeline.changes[position]
      return .array([
        .integer(Int64(files.index(event.file))), .integer(Int64(event.sequence)),
        .integer(event.process == .ui ? 0 : 1),
        .integer(Int64(event.interaction.map { interactions.index($0) } ?? -1)),
        .string(event.kind), .string(event.text),
        change.isEmpty
          ? .integer(0)
          : .array([
            .array(change.views.map(json)),
            change.claimed.map { .array($0.map(JSONValue.string)) } ?? .null,
            change.handling.map(JSONValue.string) ?? .null,
          ]),
      ])
    }
    let findings = timeline.findings.map { finding -> JSONValue in
      .array([
        .integer(Int64(interactions.index(finding.interaction))),
        .integer(Int64(codes.index(finding.code))), .integer(Int64(finding.position)),
        .string(finding.explanation),
      ])
    }
    return .array([
      .array(files.names.map(JSONValue.string)),
      .array(interactions.names.map(JSONValue.string)),
      .array(codes.names.map(JSONValue.string)), .array(events), .array(findings),
    ])
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

  /// Names written once, referred to by their index.
  private struct Table {
    var names: [String] = []
    var indices: [String: Int] = [:]

    mutating func index(_ name: String) -> Int {
      if let index = indices[name] { return index }
      indices[name] = names.count
      names.append(name)
      return names.count - 1
    }
  }
}
