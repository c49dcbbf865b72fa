public import InteractionLog
import InteractionModel

/// Renders ``LogStats`` as `ilog stats` prints them: events per kind, interactions per intent,
/// latency percentiles per call kind, blocks, bytes and compression per file, and damage.
///
/// JSON is `{"schema": "ilog-stats/1", "paths": [...], "stats": LogStats}` with sorted keys;
/// Mermaid is a pie chart of the interactions per intent.
public struct StatsRenderer: Sendable {
  /// The schema's name and version of the JSON document.
  public static let schema = "ilog-stats/1"

  /// The output format.
  public let format: OutputFormat
  /// Colours for text output.
  public let style: TextStyle

  /// Creates a renderer from its parts, each the property of the same name.
  public init(format: OutputFormat, style: TextStyle = .plain) {
    self.format = format
    self.style = style
  }

  /// The figures of the logs at `paths`, rendered.
  ///
  /// - Parameters:
  ///   - stats: The figures.
  ///   - paths: The paths they were read from, as given.
  /// - Returns: The text, ending with a newline.
  /// - Throws: ``JSONEncodeError``, for JSON only, when a figure has no JSON text (a ratio
  ///   that is not finite).
  public func render(_ stats: LogStats, paths: [String]) throws(JSONEncodeError) -> String {
    switch format {
    case .json:
      try InspectionJSON.document(Document(schema: Self.schema, paths: paths, stats: stats))
    case .mermaid:
      mermaid(stats)
    case .markdown:
      markdown(stats, paths: paths)
    case .text:
      text(stats, paths: paths)
    }
  }

  private struct Document: Encodable {
    var schema: String
    var paths: [String]
    var stats: LogStats
  }

  /// One section's rows, format-neutral.
  private struct Section {
    var title: String
    var columns: [TextTable.Column]
    var rows: [[String]]
    var note: String?
  }

  private func sections(_ stats: LogStats, files: FileNames) -> [Section] {
    let known = EventKind.known.map(\.rawValue)
    let unknown = stats.eventsByKind.keys.filter { !known.contains($0) }.sorted()
    let kinds = (known + unknown).filter { stats.eventsByKind[$0] != nil }
    var sections = [
      Section(
        title: "Events per kind",
        columns: [TextTable.Column("kind"), TextTable.Column("events", right: true)],
        rows: kinds.map {
          [
            $0 + (unknown.contains($0) ? " (unknown kind)" : ""),
            String(stats.eventsByKind[$0] ?? 0),
          ]
        }
          + [["total", String(stats.events)]])
    ]
    let intents = stats.interactionsByIntent.sorted { $0.key < $1.key }
    sections.append(
      Section(
        title: "Interactions per intent",
        columns: [TextTable.Column("intent"), TextTable.Column("interactions", right: true)],
        rows: intents.map { [$0.key, String($0.value)] }
          + [["total", String(stats.interactionsByIntent.values.reduce(0, +))]]))
    let order = CallKind.timed.map(\.rawValue)
    let callKinds =
      order.filter { stats.latencies[$0] != nil }
      + stats.latencies.keys.filter { !order.contains($0) }.sorted()
    let approximate = stats.latencies.values.contains { !$0.isExact }
    sections.append(
      Section(
        title: "Latency per call kind",
        columns: [
          TextTable.Column("call"), TextTable.Column("count", right: true),
          TextTable.Column("min", right: true), TextTable.Column("p50", right: true),
          TextTable.Column("p90", right: true), TextTable.Column("p99", right: true),
          TextTable.Column("max", right: true), TextTable.Column("mean", right: true),
        ],
        rows: callKinds.compactMap { kind in
          guard let summary = stats.latencies[kind] else { return nil }
          return [
            kind, String(summary.count), RenderText.latency(summary.minimum),
            RenderText.latency(summary.p50), RenderText.latency(summary.p90),
            RenderText.latency(summary.p99), RenderText.latency(summary.maximum),
            RenderText.latency(summary.mean),
          ]
        },
        note: approximate
          ? "percentiles past 1,024 samples of a kind come from a histogram, within 1.6 %" : nil))
    var fileRows = stats.files.map { file in
      [
        files.name(file.path), String(file.blocks), String(file.openBlocks), String(file.events),
        String(file.compressedBytes), String(file.payloadBytes),
        file.compressionRatio.map(RenderText.ratio) ?? "—", state(file),
      ]
    }
    if stats.files.count > 1 {
      fileRows.append([
        "total", String(stats.blocks), String(stats.openBlocks), String(stats.events),
        String(stats.compressedBytes), String(stats.payloadBytes),
        stats.compressionRatio.map(RenderText.ratio) ?? "—", "",
      ])
    }
    sections.append(
      Section(
        title: "Files",
        columns: [
          TextTable.Column("file"), TextTable.Column("blocks", right: true),
          TextTable.Column("open", right: true), TextTable.Column("events", right: true),
          TextTable.Column("compressed", right: true),
          TextTable.Column("uncompressed", right: true), TextTable.Column("ratio", right: true),
          TextTable.Column("state"),
        ],
        rows: fileRows))
    return sections
  }

  private func state(_ file: FileStats) -> String {
    if file.isCleanlyClosed { return "closed cleanly" }
    if file.isTorn { return "torn" }
    return "not closed cleanly"
  }

  private func headline(_ stats: LogStats, paths: [String]) -> String {
    paths.joined(separator: " ") + ": " + RenderText.count(stats.events, "event") + " in "
      + RenderText.count(stats.files.count, "file") + ", "
      + RenderText.count(stats.interactionsByIntent.values.reduce(0, +), "interaction")
  }

  private func text(_ stats: LogStats, paths: [String]) -> String {
    let files = FileNames(stats.files.map(\.path))
    var lines = [style.apply(.heading, to: headline(stats, paths: paths))]
    for section in sections(stats, files: files) {
      lines.append("")
      var title = style.apply(.heading, to: section.title)
      if let note = section.note { title += "  " + style.apply(.dim, to: note) }
      lines.append(title)
      if section.rows.isEmpty {
        lines.append("  " + style.apply(.dim, to: "none"))
        continue
      }
      var table = TextTable(section.columns)
      for row in section.rows { table.add(row.map { [StyledLine($0)] }) }
      lines += table.lines(indent: "  ", style: style)
    }
    lines.append("")
    if stats.damages.isEmpty {
      lines.append(style.apply(.heading, to: "Damage") + "  " + style.apply(.good, to: "none"))
    } else {
      lines.append(style.apply(.heading, to: "Damage"))
      for damage in stats.damages {
        lines.append(
          "  " + style.apply(.bad, to: "\(files.name(damage.file)): byte \(damage.offset)")
            + (damage.line.map { ", line \($0)" } ?? "") + ": \(damage.kind): \(damage.message)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func markdown(_ stats: LogStats, paths: [String]) -> String {
    let files = FileNames(stats.files.map(\.path))
    var lines = ["## " + MarkdownText.text(headline(stats, paths: paths))]
    for section in sections(stats, files: files) {
      lines.append("")
      lines.append(
        "**\(section.title)**" + (section.note.map { " (\(MarkdownText.text($0)))" } ?? ""))
      lines.append("")
      if section.rows.isEmpty {
        lines.append("none")
        continue
      }
      lines.append(MarkdownText.row(section.columns.map(\.title)))
      lines.append(MarkdownText.rule(section.columns.map(\.alignsRight)))
      for row in section.rows { lines.append(MarkdownText.row(row.map(MarkdownText.text))) }
    }
    lines.append("")
    if stats.damages.isEmpty {
      lines.append("**Damage:** none")
    } else {
      lines.append("**Damage**")
      lines.append("")
      for damage in stats.damages {
        lines.append(
          "- " + MarkdownText.code(files.name(damage.file)) + " byte \(damage.offset): "
            + MarkdownText.code(damage.kind) + " " + MarkdownText.text(damage.message))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func mermaid(_ stats: LogStats) -> String {
    var lines: [String]
    if stats.interactionsByIntent.isEmpty {
      lines = ["pie showData title Events per kind"]
      for (kind, count) in stats.eventsByKind.sorted(by: { $0.key < $1.key }) {
        lines.append("  \"\(Mermaid.text(kind))\" : \(count)")
      }
    } else {
      lines = ["pie showData title Interactions per intent"]
      for (intent, count) in stats.interactionsByIntent.sorted(by: { $0.key < $1.key }) {
        lines.append("  \"\(Mermaid.text(intent))\" : \(count)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
