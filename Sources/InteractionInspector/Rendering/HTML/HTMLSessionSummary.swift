import InteractionLog

/// A session's part of the HTML report: its heading, figures, files, damage and the table of its
/// interactions, followed by the interactions themselves.
struct HTMLSessionSummary {
  let session: SessionTally
  let report: SessionReport
  let stats: LogStats
  /// The session's 1-based number in the report.
  let number: Int

  /// The session's `<section>`.
  ///
  /// - Parameters:
  ///   - rows: The interactions' summary rows.
  ///   - sections: The interactions' `<details>` elements.
  /// - Returns: The `<section>` element, to write after the previous session's.
  func html(rows: String, sections: String) -> String {
    var out = "<section class=\"session\" id=\"s\(number)\">"
    out += "<h2>" + HTMLText.escape(session.paths.joined(separator: " ")) + "</h2>"
    out += figures
    out += files
    out += damage
    if session.interactions > 0 {
      out += "<div class=\"sum\"><table class=\"list\"><thead><tr><th class=\"num\">#</th>"
      out += "<th>interaction</th><th>intent</th><th class=\"num\">handling</th>"
      out += "<th class=\"num\">UI calls</th><th class=\"num\">claimed</th>"
      out += "<th class=\"num\">slowest</th><th>findings</th></tr></thead><tbody>"
      out += rows + "</tbody></table></div>"
    }
    return out + sections + "</section>"
  }

  private var figures: String {
    var cards = [
      (RenderText.count(session.interactions, "interaction"), ""),
      (
        RenderText.count(session.findingCount, "finding"), session.findingCount > 0 ? "bad" : "good"
      ),
      (RenderText.count(report.processes.count, "file"), ""),
      (RenderText.count(stats.events, "event"), ""),
    ]
    if !report.damages.isEmpty {
      cards.append((RenderText.count(report.damages.count, "damage", plural: "damages"), "bad"))
    }
    var out = "<ul class=\"figs\">"
    for (text, weight) in cards {
      out += weight.isEmpty ? "<li>" : "<li class=\"\(weight)\">"
      out += HTMLText.escape(text) + "</li>"
    }
    for (code, count) in session.findings.sorted(by: { $0.key < $1.key }) {
      out += "<li class=\"bad\">" + HTMLText.element("span", code.rawValue, class: "code")
      out += " \(count)</li>"
    }
    return out + "</ul>"
  }

  private var files: String {
    var out = "<table class=\"files\"><thead><tr><th>file</th><th>role</th><th class=\"num\">pid"
    out += "</th><th class=\"num\">events</th><th>state</th></tr></thead><tbody>"
    for process in report.processes {
      let state = ProcessState(process)
      let weight =
        state.notes.contains { $0.weight == .bad }
        ? "bad" : state.notes.contains { $0.weight == .warning } ? "warn" : "good"
      out += "<tr>" + HTMLText.element("td", session.files.name(process.file))
      out += HTMLText.element("td", process.role ?? "?")
      out += HTMLText.element("td", process.processID.map(String.init) ?? "?", class: "num")
      out += HTMLText.element("td", String(process.events), class: "num")
      out += HTMLText.element("td", state.text, class: weight) + "</tr>"
    }
    return out + "</tbody></table>"
  }

  private var damage: String {
    guard !report.damages.isEmpty else { return "" }
    var out = "<ul class=\"damage\">"
    for damage in report.damages {
      let place =
        "byte \(damage.offset)" + (damage.line.map { ", line \($0)" } ?? "")
      out += "<li><b>" + HTMLText.escape(damage.kind) + "</b> "
      out += HTMLText.escape("\(session.files.name(damage.file)) \(place): \(damage.message)")
      out += "</li>"
    }
    let note =
      report.isTorn
      ? "The log is torn (its process stopped mid-write): everything before the tear is shown."
      : "The log is damaged: what could be read is shown."
    return out + "</ul>" + HTMLText.element("p", note, class: "warn")
  }
}
