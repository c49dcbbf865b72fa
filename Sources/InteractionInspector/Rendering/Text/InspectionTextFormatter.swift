import InteractionModel

/// `ilog inspect`'s text: per interaction a heading, the UI calls with the claimed set carried
/// forward, the snippet they made (``SnippetText``), the handling phase, and the findings; per
/// session its files, damage and counts.
struct InspectionTextFormatter: InspectionFormatter {
  let style: TextStyle
  let filter: InspectionFilter

  func begin(_ session: SessionTally) -> String {
    let separator = session.index > 0 ? "\n" : ""
    return separator + lines([StyledLine(session.paths.joined(separator: " "), .heading)]) + "\n"
  }

  func interaction(_ interaction: InteractionReport, session: SessionTally) -> String {
    var out = TextLines(style: style)
    out.append(contentsOf: heading(of: interaction, files: session.files))
    let names = ParameterNames(interaction)
    out.append("")
    writeInterface(of: interaction, names: names, to: &out)
    out.append("")
    let snippet = SnippetText(stack: SnippetStack(interaction, names: names)).lines()
    if !snippet.isEmpty {
      out.append(contentsOf: snippet)
      out.append("")
    }
    writeHandling(of: interaction, files: session.files, to: &out)
    out.append("")
    out.append(contentsOf: findingLines(interaction.findings, files: session.files))
    out.append("")
    return out.text
  }

  func end(_ inspection: Inspection, session: SessionTally) -> String {
    let report = inspection.report
    var headline = StyledLine(session.paths.joined(separator: " ") + ": ", .heading)
    headline += StyledLine(RenderText.count(session.interactions, "interaction"))
    if !filter.selectsEverything {
      headline += StyledLine(", \(session.shown) shown (\(filter.options))")
    }
    headline += ", "
    headline += findingsSummary(session.findings)
    var out = TextLines(style: style)
    out.append(headline)
    out.append(fileTable(report, files: session.files), indent: "  ")
    for damage in report.damages {
      out.append(
        StyledLine("  damage  ", .bad)
          + StyledLine("\(session.files.name(damage.file)): \(place(damage)): \(damage.kind): ")
          + StyledLine(damage.message))
    }
    out.append(contentsOf: brokenLinkLines(report, files: session.files))
    let cut = session.truncated.map(label)
    var note: String?
    if report.isTorn {
      note =
        "the log is torn (its process stopped mid-write): everything before the tear is inspected"
    } else if !report.damages.isEmpty {
      note =
        "the log is damaged: what could be read is inspected (--policy salvage reads past damage)"
    } else if report.processes.contains(where: { !$0.hasEnd }) {
      note = "a file has no end event (its process was stopped, or still writes)"
    }
    if var note {
      if !cut.isEmpty { note += "; \(RenderText.sentence(cut)) stops there, cut off" }
      out.append(StyledLine("  " + note, .warning))
    }
    let unknown = inspection.stats.eventsByKind.filter { !EventKindNames.known.contains($0.key) }
    if !unknown.isEmpty {
      let kinds = unknown.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
      out.append(
        StyledLine(
          "  events of kinds this version does not know, kept but not inspected: "
            + kinds.joined(separator: ", "), .warning))
    }
    return out.text
  }

  func finish(_ run: RunTally) -> String {
    guard run.outcome.sessions > 1 else { return "" }
    var line = StyledLine(RenderText.count(run.outcome.sessions, "session") + ": ", .heading)
    line += StyledLine(RenderText.count(run.outcome.interactions, "interaction") + ", ")
    line += findingsSummary(run.findings)
    if run.tornSessions > 0 {
      line += StyledLine(", " + RenderText.count(run.tornSessions, "torn session"), .bad)
    }
    return "\n" + lines([line])
  }

  // MARK: - Interaction

  private func heading(of interaction: InteractionReport, files: FileNames) -> [StyledLine] {
    var first = StyledLine(
      "#\(interaction.position) \(interaction.intentClass ?? "(intent unknown)")", .heading)
    if let identifier = interaction.identifier {
      first += StyledLine("  interaction \(identifier)", .heading)
    } else {
      first += StyledLine("  no interaction (handling only)", .heading)
    }
    var fileNames: [String] = []
    if let handling = interaction.handling { fileNames.append(files.name(handling.file)) }
    if let interface = interaction.interface?.calls.first {
      let name = files.name(interface.event.file)
      if !fileNames.contains(name) { fileNames.append(name) }
    } else if let event = interaction.snapshotEvent {
      let name = files.name(event.file)
      if !fileNames.contains(name) { fileNames.append(name) }
    }
    if !fileNames.isEmpty { first += StyledLine("  " + fileNames.joined(separator: " + "), .dim) }
    var lines = [first]
    let details = RenderText.details(of: interaction)
    if !details.isEmpty { lines.append(StyledLine("  " + details.joined(separator: " · "), .dim)) }
    for change in RenderText.versionChanges(of: interaction, files: files) {
      lines.append(StyledLine("  then \(change)", .dim))
    }
    if interaction.isTruncated {
      lines.append(
        StyledLine(
          "  cut off: the log stops inside this interaction; shown up to the cut", .warning))
    }
    return lines
  }

  private func writeInterface(
    of interaction: InteractionReport, names: ParameterNames, to out: inout TextLines
  ) {
    guard let interface = interaction.interface, !interface.calls.isEmpty else {
      out.append(StyledLine("  UI calls", .heading) + StyledLine("  none recorded", .dim))
      return
    }
    let hasConfigure = !interface.calls(of: .configure).isEmpty
    let hasConfigureView = !interface.calls(of: .configureView).isEmpty
    var columns = [TextTable.Column("#", right: true), TextTable.Column("instance")]
    if hasConfigure { columns.append(TextTable.Column("method")) }
    if hasConfigureView {
      columns += [TextTable.Column("offered"), TextTable.Column(Self.claimedTitle)]
    }
    columns += [
      TextTable.Column(hasConfigureView ? "success" : "answer"),
      TextTable.Column("size", right: true), TextTable.Column("latency", right: true),
    ]
    var table = TextTable(columns)
    for call in interface.calls {
      let view = UICallView(call, in: interface, names: names)
      var cells: [TextTable.Cell] = [
        [StyledLine(String(call.index))], [StyledLine(call.instance ?? "?")],
      ]
      if hasConfigure { cells.append([StyledLine(call.method.rawValue)]) }
      if hasConfigureView {
        cells.append(view.offered.map(offeredLine))
        cells.append(view.claimed.map(claimedLine))
      }
      cells.append([successLine(view.success, count: call.completions.count)])
      cells.append([StyledLine(view.size)])
      cells.append([StyledLine(view.latency)])
      table.add(cells)
    }
    let note =
      hasConfigureView
      ? "in order; + claimed by this call, · claimed before and carried forward"
      : "in order; configure(with:context:) augments the default UI, no parameters are offered"
    out.append(StyledLine("  UI calls", .heading) + StyledLine("  " + note, .dim))
    out.append(table, indent: "    ")
  }

  static let claimedTitle = "claimed so far"

  private func offeredLine(_ item: UICallView.Offered) -> StyledLine {
    switch item {
    case .emptySet: StyledLine("(empty set)")
    case .notApplicable: StyledLine("—", .dim)
    case .parameter(let name): StyledLine(name)
    case .reasked(let name, let by): StyledLine("! \(name) (claimed in #\(by))", .bad)
    }
  }

  private func claimedLine(_ item: UICallView.Claimed) -> StyledLine {
    switch item {
    case .none: StyledLine("—", .dim)
    case .new(let name): StyledLine("+ \(name)", .strong)
    case .carried(let name): StyledLine("· \(name)", .dim)
    }
  }

  private func successLine(_ success: UICallView.Success, count: Int) -> StyledLine {
    switch success {
    case .notApplicable:
      count > 1 ? StyledLine("answered \(count) times", .bad) : StyledLine("answered")
    case .answered(let values):
      StyledLine(
        values.map { $0 ? "yes" : "no" }.joined(separator: ", then "),
        values.count > 1 ? .bad : values.first == false ? .warning : nil)
    case .missing: StyledLine("no answer", .bad)
    case .cutOff: StyledLine("cut off", .warning)
    }
  }

  private func writeHandling(
    of interaction: InteractionReport, files: FileNames, to out: inout TextLines
  ) {
    guard let handling = interaction.handling, !handling.calls.isEmpty else {
      out.append(StyledLine("  Handling", .heading) + StyledLine("  none recorded", .dim))
      return
    }
    let view = HandlingView(handling)
    var table = TextTable([
      TextTable.Column("#", right: true), TextTable.Column("call"), TextTable.Column("handler"),
      TextTable.Column("answer"), TextTable.Column("latency", right: true),
    ])
    for row in view.rows {
      let answer: StyledLine =
        switch row.answer {
        case .answered(let texts):
          StyledLine(texts.joined(separator: ", then "), texts.count > 1 ? .bad : nil)
        case .missing: StyledLine("no completion", .bad)
        case .cutOff: StyledLine("cut off", .warning)
        case .noHandler: StyledLine("no handler", .warning)
        }
      table.add([
        [StyledLine(row.number.map(String.init) ?? "")], [StyledLine(row.call.label)],
        [StyledLine(row.call.instance ?? "?")], [answer],
        [StyledLine(RenderText.latency(row.call.latency))],
      ])
    }
    out.append(
      StyledLine("  Handling", .heading)
        + StyledLine("  \(files.name(handling.file)) · \(view.handlerSummary)", .dim))
    out.append(table, indent: "    ")
  }

  private func findingLines(_ findings: [Finding], files: FileNames) -> [StyledLine] {
    guard !findings.isEmpty else {
      return [StyledLine("  Findings", .heading) + StyledLine("  none", .good)]
    }
    var lines = [StyledLine("  Findings", .heading)]
    let width = findings.map(\.code.rawValue.count).max() ?? 0
    let indent = String(repeating: " ", count: 4 + width + 2)
    for finding in findings {
      let code = finding.code.rawValue
      lines.append(
        StyledLine("    ") + StyledLine(code, .bad)
          + StyledLine(String(repeating: " ", count: width - code.count + 2) + finding.explanation))
      if !finding.evidence.isEmpty {
        lines.append(
          StyledLine(indent + "evidence  ", .dim)
            + StyledLine(finding.evidence.map(files.reference).joined(separator: ", ")))
      }
      lines.append(StyledLine(indent + "hint      ", .dim) + StyledLine(finding.hint))
    }
    return lines
  }

  // MARK: - Session

  private func fileTable(_ report: SessionReport, files: FileNames) -> TextTable {
    var table = TextTable([
      TextTable.Column("file"), TextTable.Column("role"), TextTable.Column("pid", right: true),
      TextTable.Column("events", right: true), TextTable.Column("state"),
    ])
    for process in report.processes {
      table.add([
        [StyledLine(files.name(process.file))], [StyledLine(process.role ?? "?")],
        [StyledLine(process.processID.map(String.init) ?? "?")],
        [StyledLine(String(process.events))],
        [stateLine(ProcessState(process))],
      ])
    }
    return table
  }

  /// A line per broken link, with its event and place, and what the list leaves out.
  private func brokenLinkLines(_ report: SessionReport, files: FileNames) -> [StyledLine] {
    var lines: [StyledLine] = []
    for link in report.brokenLinks {
      let event = files.reference(EventReference(file: link.file, sequence: link.sequence))
      lines.append(
        StyledLine("  link    ", .warning)
          + StyledLine("\(event) (byte \(link.offset), line \(link.line)): \(link.kind): ")
          + StyledLine(link.message))
    }
    for process in report.processes {
      let listed = report.brokenLinks.filter { $0.file == process.file }.count
      let name = files.name(process.file)
      if process.brokenLinks > listed {
        lines.append(
          StyledLine(
            "  … and \(RenderText.count(process.brokenLinks - listed, "more broken link")) in "
              + name, .warning))
      }
      if process.isLinkCheckPartial {
        lines.append(
          StyledLine(
            "  \(name): too many scattered call or interaction ids: links checked in part",
            .warning))
      }
    }
    return lines
  }

  private func stateLine(_ state: ProcessState) -> StyledLine {
    var line = StyledLine()
    for (offset, note) in state.notes.enumerated() {
      if offset > 0 { line += ", " }
      let role: TextStyle.Role =
        switch note.weight {
        case .good: .good
        case .warning: .warning
        case .bad: .bad
        }
      line += StyledLine(note.text, role)
    }
    return line
  }

  private func findingsSummary(_ findings: [FindingCode: Int]) -> StyledLine {
    let total = findings.values.reduce(0, +)
    guard total > 0 else { return StyledLine("no findings", .good) }
    let codes = findings.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
    return StyledLine(RenderText.count(total, "finding"), .bad)
      + StyledLine(" (" + codes.joined(separator: ", ") + ")")
  }

  private func label(_ interaction: InteractionReport) -> String {
    "#\(interaction.position)" + (interaction.identifier.map { " \($0)" } ?? "")
  }

  private func place(_ damage: DamageNote) -> String {
    damage.line.map { "byte \(damage.offset), line \($0)" } ?? "byte \(damage.offset)"
  }

  /// The lines, each without trailing spaces and ended by a newline, in one string.
  private func lines(_ lines: [StyledLine]) -> String {
    var out = TextLines(style: style)
    out.append(contentsOf: lines)
    return out.text
  }
}
