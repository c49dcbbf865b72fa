import InteractionModel

/// `ilog inspect --format markdown`: the text output's sections as GitHub tables, for a pull
/// request or an issue.
struct InspectionMarkdownFormatter: InspectionFormatter {
  let filter: InspectionFilter

  func begin(_ session: SessionTally) -> String {
    "## " + session.paths.map(MarkdownText.code).joined(separator: " ") + "\n\n"
  }

  func interaction(_ interaction: InteractionReport, session: SessionTally) -> String {
    var out: [String] = []
    var title =
      "### #\(interaction.position) "
      + MarkdownText.code(interaction.intentClass ?? "(intent unknown)")
    if let identifier = interaction.identifier {
      title += " · interaction " + MarkdownText.code(identifier)
    } else {
      title += " · no interaction (handling only)"
    }
    out.append(title)
    out.append("")
    var details: [String] = []
    if let snapshot = interaction.snapshot {
      if let response = snapshot.response {
        details.append("response \(MarkdownText.code(response.className)) \(response.code.name)")
      }
      details.append("status \(snapshot.handlingStatus.name)")
      details.append(snapshot.direction.name)
    }
    let calls = interaction.interface?.calls ?? []
    let contexts = Set(calls.map(\.context.name)).sorted()
    if !contexts.isEmpty { details.append(contexts.joined(separator: ", ")) }
    var files: [String] = []
    if let handling = interaction.handling { files.append(session.files.name(handling.file)) }
    if let event = calls.first?.event ?? interaction.snapshotEvent {
      let name = session.files.name(event.file)
      if !files.contains(name) { files.append(name) }
    }
    if !files.isEmpty {
      details.append("files " + files.map(MarkdownText.code).joined(separator: ", "))
    }
    if !details.isEmpty {
      out.append(details.joined(separator: " · "))
      out.append("")
    }
    let changes = RenderText.versionChanges(of: interaction, files: session.files)
    if !changes.isEmpty {
      out += changes.map { "- then \($0)" }
      out.append("")
    }
    if interaction.isTruncated {
      out.append("> **Cut off:** the log stops inside this interaction; it is shown up to the cut.")
      out.append("")
    }
    out += interface(interaction)
    out += handling(interaction, files: session.files)
    out += findings(interaction.findings, files: session.files)
    return out.joined(separator: "\n") + "\n"
  }

  func end(_ inspection: Inspection, session: SessionTally) -> String {
    let report = inspection.report
    var summary =
      "**Summary:** " + RenderText.count(session.interactions, "interaction")
    if !filter.selectsEverything {
      summary += ", \(session.shown) shown (" + MarkdownText.code(filter.options) + ")"
    }
    let total = session.findingCount
    if total == 0 {
      summary += ", no findings"
    } else {
      let codes = session.findings.sorted { $0.key < $1.key }
        .map { MarkdownText.code($0.key.rawValue) + " \($0.value)" }
      summary +=
        ", " + RenderText.count(total, "finding") + " (" + codes.joined(separator: ", ") + ")"
    }
    var out = [summary, ""]
    out.append(MarkdownText.row(["file", "role", "pid", "events", "state"]))
    out.append(MarkdownText.rule([false, false, true, true, false]))
    for process in report.processes {
      out.append(
        MarkdownText.row([
          MarkdownText.code(session.files.name(process.file)),
          MarkdownText.text(process.role ?? "?"),
          process.processID.map(String.init) ?? "?", String(process.events),
          MarkdownText.text(ProcessState(process).text),
        ]))
    }
    out.append("")
    let listStart = out.count
    for damage in report.damages {
      out.append(
        "- **damage** " + MarkdownText.code(session.files.name(damage.file))
          + " byte \(damage.offset)"
          + (damage.line.map { ", line \($0)" } ?? "") + ": " + MarkdownText.code(damage.kind) + " "
          + MarkdownText.text(damage.message))
    }
    for link in report.brokenLinks {
      let event = session.files.reference(EventReference(file: link.file, sequence: link.sequence))
      let place = " byte \(link.offset), line \(link.line): "
      let what = MarkdownText.code(link.kind) + " " + MarkdownText.text(link.message)
      out.append("- **broken link** " + MarkdownText.code(event) + place + what)
    }
    for process in report.processes {
      let listed = report.brokenLinks.filter { $0.file == process.file }.count
      let name = MarkdownText.code(session.files.name(process.file))
      if process.brokenLinks > listed {
        out.append(
          "- … and \(RenderText.count(process.brokenLinks - listed, "more broken link")) in "
            + name)
      }
      if process.isLinkCheckPartial {
        out.append("- \(name): too many scattered call or interaction ids: links checked in part")
      }
    }
    if report.isTorn {
      out.append(
        "- the log is torn (its process stopped mid-write): everything before the tear is inspected"
      )
    } else if !report.damages.isEmpty {
      out.append("- the log is damaged: what could be read around the damage is inspected")
    }
    if out.count > listStart { out.append("") }
    return out.joined(separator: "\n") + "\n"
  }

  func finish(_ run: RunTally) -> String {
    guard run.outcome.sessions > 1 else { return "" }
    let total = run.findings.values.reduce(0, +)
    return "**\(RenderText.count(run.outcome.sessions, "session")):** "
      + RenderText.count(run.outcome.interactions, "interaction") + ", "
      + (total == 0 ? "no findings" : RenderText.count(total, "finding")) + "\n"
  }

  private func interface(_ interaction: InteractionReport) -> [String] {
    guard let interface = interaction.interface, !interface.calls.isEmpty else {
      return ["**UI calls:** none recorded", ""]
    }
    let names = ParameterNames(interaction)
    let hasConfigure = !interface.calls(of: .configure).isEmpty
    let hasConfigureView = !interface.calls(of: .configureView).isEmpty
    var titles = ["#", "instance"]
    var right = [true, false]
    if hasConfigure {
      titles.append("method")
      right.append(false)
    }
    if hasConfigureView {
      titles += ["offered", "claimed so far"]
      right += [false, false]
    }
    titles += [hasConfigureView ? "success" : "answer", "size", "latency"]
    right += [false, true, true]
    var out = [
      hasConfigureView
        ? "**UI calls** (in order; **+** claimed by this call, · claimed before and carried forward)"
        : "**UI calls** (in order; `configure(with:context:)` offers no parameters)",
      "", MarkdownText.row(titles), MarkdownText.rule(right),
    ]
    for call in interface.calls {
      let view = UICallView(call, in: interface, names: names)
      var cells = [String(call.index), MarkdownText.code(call.instance ?? "?")]
      if hasConfigure { cells.append(call.method.rawValue) }
      if hasConfigureView {
        cells.append(view.offered.map(offered).joined(separator: "<br>"))
        cells.append(view.claimed.map(claimed).joined(separator: "<br>"))
      }
      cells.append(success(view.success, count: call.completions.count))
      cells.append(view.size)
      cells.append(view.latency)
      out.append(MarkdownText.row(cells))
    }
    out.append("")
    return out
  }

  private func offered(_ item: UICallView.Offered) -> String {
    switch item {
    case .emptySet: "*(empty set)*"
    case .notApplicable: "—"
    case .parameter(let name): MarkdownText.code(name)
    case .reasked(let name, let by): "**!** " + MarkdownText.code(name) + " (claimed in #\(by))"
    }
  }

  private func claimed(_ item: UICallView.Claimed) -> String {
    switch item {
    case .none: "—"
    case .new(let name): "**+** " + MarkdownText.code(name)
    case .carried(let name): "· " + MarkdownText.code(name)
    }
  }

  private func success(_ success: UICallView.Success, count: Int) -> String {
    switch success {
    case .notApplicable: count > 1 ? "**answered \(count) times**" : "answered"
    case .answered(let values):
      values.count > 1
        ? "**" + values.map { $0 ? "yes" : "no" }.joined(separator: ", then ") + "**"
        : values.first == true ? "yes" : "no"
    case .missing: "**no answer**"
    case .cutOff: "*cut off*"
    }
  }

  private func handling(_ interaction: InteractionReport, files: FileNames) -> [String] {
    guard let handling = interaction.handling, !handling.calls.isEmpty else {
      return ["**Handling:** none recorded", ""]
    }
    let view = HandlingView(handling)
    var out = [
      "**Handling** (" + MarkdownText.code(files.name(handling.file)) + ", \(view.handlerSummary))",
      "", MarkdownText.row(["#", "call", "handler", "answer", "latency"]),
      MarkdownText.rule([true, false, false, false, true]),
    ]
    for row in view.rows {
      let answer: String =
        switch row.answer {
        case .answered(let texts):
          texts.count > 1
            ? "**" + MarkdownText.text(texts.joined(separator: ", then ")) + "**"
            : MarkdownText.text(texts.first ?? "")
        case .missing: "**no completion**"
        case .cutOff: "*cut off*"
        case .noHandler: "*no handler*"
        }
      out.append(
        MarkdownText.row([
          row.number.map(String.init) ?? "", MarkdownText.text(row.call.label),
          MarkdownText.code(row.call.instance ?? "?"), answer, RenderText.latency(row.call.latency),
        ]))
    }
    out.append("")
    return out
  }

  private func findings(_ findings: [Finding], files: FileNames) -> [String] {
    guard !findings.isEmpty else { return ["**Findings:** none", ""] }
    var out = ["**Findings**", ""]
    for finding in findings {
      out.append(
        "- **" + MarkdownText.code(finding.code.rawValue) + "** "
          + MarkdownText.text(finding.explanation) + "  ")
      if !finding.evidence.isEmpty {
        out.append(
          "  evidence: "
            + finding.evidence.map { MarkdownText.code(files.reference($0)) }
            .joined(separator: ", ") + "  ")
      }
      out.append("  hint: " + MarkdownText.text(finding.hint))
    }
    out.append("")
    return out
  }
}
