import InteractionModel

/// `ilog inspect --format mermaid`: one `sequenceDiagram` per session, with the host (SiriKit),
/// every handler copy and every controller instance as participants, an arrow for each call with
/// what it offered, a reply with what it answered and claimed, and a note per finding.
///
/// Each participant is declared just before the interaction that first calls it, so the diagram
/// is written interaction by interaction, whatever the session's length.
struct InspectionMermaidFormatter: InspectionFormatter {
  /// More notes for an interaction, after its findings: what ``DiffRenderer`` says differs.
  var extraNotes: @Sendable (InteractionReport) -> [String] = { _ in [] }
  private var participants = MermaidParticipants()

  mutating func begin(_ session: SessionTally) -> String {
    participants = MermaidParticipants()
    return [
      "sequenceDiagram", "  %% ilog inspect " + session.paths.joined(separator: " "),
      "  participant host as SiriKit",
    ].joined(separator: "\n") + "\n"
  }

  mutating func interaction(_ interaction: InteractionReport, session: SessionTally) -> String {
    let declared = participants.all.count
    var lines: [String] = []
    var touched = ["host"]
    var title = "#\(interaction.position) \(interaction.intentClass ?? "(intent unknown)")"
    if let identifier = interaction.identifier { title += " · \(identifier)" }
    if interaction.isTruncated { title += " · cut off" }
    if let handling = interaction.handling {
      for row in HandlingView(handling).rows {
        let id = participants.id(for: row.call.instance, file: handling.file, kind: .handler)
        touched.append(id)
        lines.append("  host->>\(id): \(Mermaid.text(row.call.label))")
        switch row.answer {
        case .answered(let texts):
          for text in texts { lines.append("  \(id)-->>host: \(Mermaid.text(text))") }
        case .missing: lines.append("  \(id)--xhost: no completion")
        case .cutOff: lines.append("  Note right of \(id): the log stops here (cut off)")
        case .noHandler: lines.append("  \(id)-->>host: no handler")
        }
      }
    }
    if let interface = interaction.interface {
      let names = ParameterNames(interaction)
      for call in interface.calls {
        let id = participants.id(for: call.instance, file: call.event.file, kind: .controller)
        touched.append(id)
        let view = UICallView(call, in: interface, names: names)
        var offer = call.method.rawValue
        if call.method == .configureView {
          offer += " " + Self.list(view.offered.map(Self.offered))
        } else {
          offer += " (\(call.context.name))"
        }
        lines.append("  host->>\(id): \(Mermaid.text(offer))")
        if call.completions.isEmpty {
          lines.append(
            call.isCutOff
              ? "  Note right of \(id): the log stops here (cut off)"
              : "  \(id)--xhost: no answer")
        }
        for completion in call.completions {
          var parts: [String] = []
          if let success = completion.success { parts.append(success ? "success" : "no success") }
          if let claimed = completion.claimed {
            parts.append("claimed " + Self.list(names.names(claimed)))
          }
          parts.append(RenderText.size(completion.size))
          lines.append("  \(id)-->>host: \(Mermaid.text(parts.joined(separator: " · ")))")
        }
      }
    }
    let span = touched.count > 1 ? "host,\(participants.last(of: touched))" : "host"
    for finding in interaction.findings {
      lines.append(
        "  Note over \(span): \(Mermaid.text(finding.code.rawValue))<br/>"
          + Mermaid.text(RenderText.cut(finding.explanation, 90)))
    }
    for note in extraNotes(interaction) {
      lines.append("  Note over \(span): \(Mermaid.text(note))")
    }
    // Participants first seen here are declared before the note that spans them.
    let declarations = participants.all[declared...].map { participant in
      "  participant \(participant.id) as \(Mermaid.text(participant.label))"
    }
    let heading = "  Note over \(span): \(Mermaid.text(title))"
    return (declarations + [heading] + lines).joined(separator: "\n") + "\n"
  }

  func end(_ inspection: Inspection, session: SessionTally) -> String {
    inspection.report.damages.map { damage in
      "  Note over host: "
        + Mermaid.text(
          "\(damage.kind) in \(session.files.name(damage.file)) at byte \(damage.offset)")
        + "\n"
    }.joined()
  }

  func finish(_ run: RunTally) -> String { "" }

  private static func offered(_ item: UICallView.Offered) -> String {
    switch item {
    case .emptySet, .notApplicable: ""
    case .parameter(let name): name
    case .reasked(let name, _): "! " + name
    }
  }

  private static func list(_ names: [String]) -> String {
    "[" + names.filter { !$0.isEmpty }.joined(separator: ", ") + "]"
  }
}

/// The participants of a diagram: `H1`, `H2`… for handler copies and `C1`… for controller
/// instances, in the order they first appear, each labelled with its instance id.
struct MermaidParticipants {
  enum Kind {
    case handler
    case controller
  }

  struct Participant {
    var id: String
    var label: String
  }

  private(set) var all: [Participant] = []
  private var ids: [String: String] = [:]
  private var order: [String: Int] = [:]
  private var handlers = 0
  private var controllers = 0

  mutating func id(for instance: String?, file: String, kind: Kind) -> String {
    let key = "\(file)\u{0}\(instance ?? "?")"
    if let id = ids[key] { return id }
    let id: String
    switch kind {
    case .handler:
      handlers += 1
      id = "H\(handlers)"
    case .controller:
      controllers += 1
      id = "C\(controllers)"
    }
    ids[key] = id
    order[id] = all.count
    all.append(Participant(id: id, label: instance ?? "?"))
    return id
  }

  /// Of the ids given, the one declared last: where a note across them ends.
  func last(of ids: [String]) -> String {
    ids.max { (order[$0] ?? -1) < (order[$1] ?? -1) } ?? "host"
  }
}

/// Mermaid's escapes for labels and messages.
enum Mermaid {
  /// Text with `#`, `;`, `<` and `>` written as Mermaid's entity codes, so that instance ids
  /// (`View#2`) and values survive.
  ///
  /// A word `end` on its own, which Mermaid reads as the keyword closing a block, has its `e`
  /// written as `#101;`.
  static func text(_ text: String) -> String {
    var out = ""
    let characters = Array(text)
    for (index, character) in characters.enumerated() {
      if character == "e" || character == "E", isWord("end", at: index, in: characters) {
        out += character == "e" ? "#101;" : "#69;"
        continue
      }
      switch character {
      case "#": out += "#35;"
      case ";": out += "#59;"
      case "<": out += "#lt;"
      case ">": out += "#gt;"
      case "\n": out += "<br/>"
      default: out.append(character)
      }
    }
    return out
  }
}

extension Mermaid {
  /// Whether `word` stands alone at `index`, case aside: no letter or digit touches it.
  fileprivate static func isWord(_ word: String, at index: Int, in characters: [Character])
    -> Bool
  {
    let letters = Array(word)
    guard index + letters.count <= characters.count else { return false }
    for (offset, letter) in letters.enumerated()
    where characters[index + offset].lowercased() != String(letter) {
      return false
    }
    let before = index > 0 ? characters[index - 1] : " "
    let after = index + letters.count < characters.count ? characters[index + letters.count] : " "
    return !before.isLetter && !before.isNumber && !after.isLetter && !after.isNumber
  }
}
