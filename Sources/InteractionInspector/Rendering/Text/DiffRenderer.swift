public import InteractionLog

/// Renders the differences between two recordings as `ilog diff` prints them, the first
/// divergence first, each with the expected and the actual value.
///
/// JSON is `{"schema": "ilog-diff/1", "expected": Side, "actual": Side, "differences":
/// [Difference]}` with sorted keys, where a side is `{"paths", "interactionCount", "damages"}`.
/// Mermaid draws the actual recording's interactions that differ, with a note per difference.
public struct DiffRenderer {
  /// The schema's name and version of the JSON document.
  public static let schema = "ilog-diff/1"

  /// One recording compared.
  public struct Side: Sendable {
    /// The paths given for it.
    public var paths: [String]
    /// Its report, with its interactions retained.
    public var report: SessionReport

    /// Creates a side from its parts, each the property of the same name.
    public init(paths: [String], report: SessionReport) {
      self.paths = paths
      self.report = report
    }
  }

  /// The output format.
  public let format: OutputFormat
  /// Colours for text output.
  public let style: TextStyle

  /// Creates a renderer from its parts, each the property of the same name.
  public init(format: OutputFormat, style: TextStyle = .plain) {
    self.format = format
    self.style = style
  }

  /// The differences, rendered.
  ///
  /// - Parameters:
  ///   - expected: The reference recording.
  ///   - actual: The recording compared with it.
  ///   - differences: ``RecordingDiff/differences(expected:actual:)`` of the two.
  /// - Returns: The text, ending with a newline.
  /// - Throws: ``JSONEncodeError``, for JSON only, when a value has no JSON text (a size that
  ///   is not finite).
  public func render(
    expected: Side, actual: Side, differences: [Difference]
  ) throws(JSONEncodeError) -> String {
    switch format {
    case .json:
      try InspectionJSON.document(
        Document(
          schema: Self.schema, expected: DocumentSide(expected), actual: DocumentSide(actual),
          differences: differences))
    case .text: text(expected, actual, differences)
    case .markdown: markdown(expected, actual, differences)
    case .mermaid: mermaid(actual, differences)
    }
  }

  private struct Document: Encodable {
    var schema: String
    var expected: DocumentSide
    var actual: DocumentSide
    var differences: [Difference]
  }

  private struct DocumentSide: Encodable {
    var paths: [String]
    var interactionCount: Int
    var damages: [DamageNote]

    init(_ side: Side) {
      paths = side.paths
      interactionCount = side.report.interactions.count
      damages = side.report.damages
    }
  }

  private static let matching =
    "interactions matched by intent class and ordinal; instances, call ids, times and latencies "
    + "are not compared"

  private func summary(_ expected: Side, _ actual: Side, _ differences: [Difference]) -> String {
    guard !differences.isEmpty else {
      return "no differences: "
        + RenderText.count(expected.report.interactions.count, "interaction") + " matched"
    }
    var keys: [String] = []
    for difference in differences {
      let key = "\(difference.path.intentClass ?? "interaction") #\(difference.path.ordinal)"
      if !keys.contains(key) { keys.append(key) }
    }
    return RenderText.count(differences.count, "difference") + " in "
      + RenderText.count(keys.count, "interaction") + " (" + keys.joined(separator: ", ") + ")"
  }

  private func text(_ expected: Side, _ actual: Side, _ differences: [Difference]) -> String {
    var table = TextTable([TextTable.Column(""), TextTable.Column(""), TextTable.Column("")])
    for (label, side) in [("expected", expected), ("actual", actual)] {
      table.add([
        [StyledLine(label, .heading)], [StyledLine(side.paths.joined(separator: " "))],
        [StyledLine(RenderText.count(side.report.interactions.count, "interaction"), .dim)],
      ])
    }
    var lines = Array(table.lines(indent: "", style: style).dropFirst())
    lines.append(style.apply(.dim, to: Self.matching))
    for (label, side) in [("expected", expected), ("actual", actual)] {
      for damage in side.report.damages {
        lines.append(style.apply(.warning, to: "\(label) is damaged, compared up to it: \(damage)"))
      }
    }
    lines.append("")
    let headline = summary(expected, actual, differences)
    lines.append(style.apply(differences.isEmpty ? .good : .bad, to: headline))
    let width = String(differences.count).count
    for (offset, difference) in differences.enumerated() {
      lines.append("")
      let number = String(offset + 1)
      var title = String(repeating: " ", count: width - number.count) + number + ". "
      title += style.apply(.heading, to: difference.path.description)
      if offset == 0, differences.count > 1 { title += style.apply(.dim, to: "  (the first)") }
      lines.append(title)
      let indent = String(repeating: " ", count: width + 2)
      lines.append(indent + style.apply(.dim, to: "expected  ") + (difference.expected ?? "(none)"))
      lines.append(indent + style.apply(.dim, to: "actual    ") + (difference.actual ?? "(none)"))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func markdown(_ expected: Side, _ actual: Side, _ differences: [Difference]) -> String {
    var lines = [
      "## ilog diff",
      "",
      "- expected: " + expected.paths.map(MarkdownText.code).joined(separator: " ") + " ("
        + RenderText.count(expected.report.interactions.count, "interaction") + ")",
      "- actual: " + actual.paths.map(MarkdownText.code).joined(separator: " ") + " ("
        + RenderText.count(actual.report.interactions.count, "interaction") + ")",
      "",
      "**" + MarkdownText.text(summary(expected, actual, differences)) + "** ("
        + MarkdownText.text(Self.matching) + ")",
    ]
    if !differences.isEmpty {
      lines += ["", MarkdownText.row(["#", "where", "expected", "actual"])]
      lines.append(MarkdownText.rule([true, false, false, false]))
      for (offset, difference) in differences.enumerated() {
        lines.append(
          MarkdownText.row([
            String(offset + 1), MarkdownText.text(difference.path.description),
            difference.expected.map(MarkdownText.code) ?? "*(none)*",
            difference.actual.map(MarkdownText.code) ?? "*(none)*",
          ]))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func mermaid(_ actual: Side, _ differences: [Difference]) -> String {
    var byKey: [String: [Difference]] = [:]
    for difference in differences {
      byKey[Self.key(difference.path.intentClass, difference.path.ordinal), default: []].append(
        difference)
    }
    var formatter = InspectionMermaidFormatter()
    formatter.extraNotes = { [byKey] interaction in
      (byKey[Self.key(interaction.intentClass, interaction.classOrdinal)] ?? []).map { difference in
        "differs: \(difference.path.phase == .interaction ? "" : difference.path.description): "
          + "expected \(difference.expected ?? "(none)") · actual \(difference.actual ?? "(none)")"
      }
    }
    let files = FileNames(actual.report.processes.map(\.file))
    let session = SessionTally(paths: actual.paths, files: files)
    var text = formatter.begin(session)
    var shown = Set<String>()
    for interaction in actual.report.interactions
    where byKey[Self.key(interaction.intentClass, interaction.classOrdinal)] != nil {
      shown.insert(Self.key(interaction.intentClass, interaction.classOrdinal))
      text += formatter.interaction(interaction, session: session)
    }
    text += formatter.end(Inspection(report: actual.report, stats: LogStats()), session: session)
    for difference in differences
    where !shown.contains(Self.key(difference.path.intentClass, difference.path.ordinal)) {
      text +=
        "  Note over host: "
        + Mermaid.text(
          "\(difference.path.intentClass ?? "interaction") #\(difference.path.ordinal): "
            + "expected \(difference.expected ?? "(none)") · actual \(difference.actual ?? "(none)")"
        )
        + "\n"
    }
    if differences.isEmpty { text += "  Note over host: no differences\n" }
    return text
  }

  private static func key(_ intentClass: String?, _ ordinal: Int) -> String {
    "\(intentClass ?? "")#\(ordinal)"
  }
}
