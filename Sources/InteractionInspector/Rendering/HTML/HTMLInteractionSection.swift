import InteractionLog
import InteractionModel

/// One interaction's part of the HTML report: a `<details>` element with a heading line, the
/// interaction's details, its timeline (``HTMLTimeline``) with the snippet (``HTMLSnippet``) and
/// properties beside it, and the findings; and its row in the session's summary table.
struct HTMLInteractionSection {
  /// The session's place in the report, its files, and how its ids are made.
  struct Context {
    /// The session's 1-based number in the report, which prefixes every id in it.
    var session: Int
    var files: FileNames
    /// Each file's 1-based number in the session, for the ids of rows.
    var fileNumbers: [String: Int]

    init(session: Int, files: [String]) {
      self.session = session
      self.files = FileNames(files)
      var numbers: [String: Int] = [:]
      for file in files where numbers[file] == nil { numbers[file] = numbers.count + 1 }
      fileNumbers = numbers
    }

    /// `s1-i3`: the id of an interaction's section.
    func id(_ interaction: InteractionReport) -> String { "s\(session)-i\(interaction.position)" }

    /// `s1-e2-17`: the id of the row for event 17 of the session's second file.
    func id(_ event: EventReference) -> String {
      "s\(session)-e\(fileNumbers[event.file] ?? 0)-\(event.sequence)"
    }
  }

  /// Values longer than this are cut in the property lists.
  static let propertyLimit = 160

  let interaction: InteractionReport
  let context: Context

  /// Where a closed section's body is, when it is not in the section: its place in a
  /// compressed chunk of bodies (see ``HTMLDeferredChunk``).
  struct Deferred {
    /// The id of the chunk's element.
    var chunk: String
    /// The body's 0-based place in the chunk.
    var index: Int
  }

  /// The interaction's `<details>` element with its body.
  ///
  /// - Parameter isOpen: Whether it starts open.
  /// - Returns: The element, body included.
  func details(isOpen: Bool) -> String {
    opening(isOpen: isOpen, deferred: nil) + body + "</details>"
  }

  /// The interaction's `<details>` element without its body, which the page's script inserts
  /// from the chunk when the section is first opened.
  ///
  /// - Parameter deferred: Where the body is.
  /// - Returns: The element, naming the chunk that holds its body.
  func details(deferred: Deferred) -> String {
    opening(isOpen: false, deferred: deferred) + "</details>"
  }

  /// What the section shows below its heading line: details, the timeline with the snippet as
  /// the user saw it and the properties beside it, and the findings.
  ///
  /// The timeline comes first in the markup; the style sheet puts the snippet at its right
  /// where the window is wide enough for both, and above it where it is not.
  var body: String {
    var out = meta
    if interaction.isTruncated {
      out +=
        "<p class=\"warn\">Cut off: the log stops inside this interaction; it is shown up to the "
        + "cut.</p>"
    }
    let side = snippet + properties
    guard !side.isEmpty else { return out + timeline + findings }
    out += "<div class=\"ixb\"><div class=\"main\">" + timeline + "</div>"
    out += "<div class=\"side\">" + side + "</div></div>"
    return out + findings
  }

  private func opening(isOpen: Bool, deferred: Deferred?) -> String {
    var out = "<details class=\"ix\" id=\"\(context.id(interaction))\""
    out += " data-intent=\"\(HTMLText.escape(interaction.intentClass ?? ""))\""
    out += " data-codes=\"\(HTMLText.escape(codes))\""
    if let deferred { out += " data-z=\"\(deferred.chunk)\" data-k=\"\(deferred.index)\"" }
    out += isOpen ? " open>" : ">"
    return out + "<summary>" + heading + "</summary>"
  }

  /// The interaction's row in the summary table.
  func summaryRow() -> String {
    let handling = interaction.handling?.calls.filter { $0.method != .dispatch } ?? []
    let interface = interaction.interface?.calls ?? []
    let latencies =
      handling.compactMap(\.latency) + interface.compactMap(\.latency)
    var out = "<tr data-target=\"\(context.id(interaction))\""
    out += " data-intent=\"\(HTMLText.escape(interaction.intentClass ?? ""))\""
    out += " data-codes=\"\(HTMLText.escape(codes))\""
    out += interaction.findings.isEmpty ? ">" : " class=\"x\">"
    out +=
      "<td class=\"num\"><a href=\"#\(context.id(interaction))\">#\(interaction.position)</a></td>"
    out += HTMLText.element("td", interaction.identifier ?? "—")
    out += HTMLText.element("td", interaction.intentClass ?? "(intent unknown)")
    out += HTMLText.element("td", String(handling.count), class: "num")
    out += HTMLText.element("td", String(interface.count), class: "num")
    out += HTMLText.element("td", String(interaction.interface?.claimed.count ?? 0), class: "num")
    out += HTMLText.element("td", RenderText.latency(latencies.max()), class: "num")
    out += "<td>" + badges + "</td></tr>"
    return out
  }

  private var codes: String {
    var seen: [String] = []
    for finding in interaction.findings where !seen.contains(finding.code.rawValue) {
      seen.append(finding.code.rawValue)
    }
    return seen.joined(separator: " ")
  }

  private var badges: String {
    var out = interaction.findings.map { HTMLText.element("span", $0.code.rawValue, class: "code") }
    if interaction.isTruncated { out.append(HTMLText.element("span", "cut off", class: "tag")) }
    return out.joined(separator: " ")
  }

  private var heading: String {
    var out = HTMLText.element("span", "#\(interaction.position)", class: "pos") + " "
    out += HTMLText.element("span", interaction.intentClass ?? "(intent unknown)", class: "intent")
    out += " "
    out +=
      interaction.identifier.map { HTMLText.element("span", $0, class: "iid") }
      ?? HTMLText.element("span", "no interaction (handling only)", class: "q")
    let summary = badges
    if !summary.isEmpty { out += " " + summary }
    return out
  }

  private var meta: String {
    let details = RenderText.details(of: interaction)
    guard !details.isEmpty else { return "" }
    return HTMLText.element("p", details.joined(separator: " · "), class: "meta")
  }

  private var snippet: String {
    HTMLSnippet(stack: SnippetStack(interaction, names: ParameterNames(interaction))).html
  }

  private var properties: String {
    guard let snapshot = interaction.snapshot else { return "" }
    var rows: [(owner: String, name: String, value: Value)] = []
    for name in snapshot.intent.properties.keys.sorted() {
      rows.append((snapshot.intent.className, name, snapshot.intent.properties[name] ?? .null))
    }
    if let response = snapshot.response {
      for name in response.properties.keys.sorted() {
        rows.append((response.className, name, response.properties[name] ?? .null))
      }
    }
    guard !rows.isEmpty else { return "" }
    var out = "<dl class=\"props\">"
    for row in rows {
      out += "<dt title=\"\(HTMLText.escape(row.owner))\">" + HTMLText.escape(row.name) + "</dt>"
      out += HTMLText.element("dd", RenderText.value(row.value, limit: Self.propertyLimit))
    }
    return out + "</dl>"
  }

  private var timeline: String {
    let layout = HTMLTimeline(interaction, files: context.files)
    guard !layout.rows.isEmpty else {
      return HTMLText.element("p", "No calls recorded.", class: "q")
    }
    var marks: [EventReference: [FindingCode]] = [:]
    for finding in interaction.findings {
      for event in finding.evidence where marks[event]?.contains(finding.code) != true {
        marks[event, default: []].append(finding.code)
      }
    }
    return layout.table(anchor: context.id, marks: marks)
  }

  private var findings: String {
    guard !interaction.findings.isEmpty else { return "" }
    var out = "<ul class=\"findings\">"
    for finding in interaction.findings {
      out += "<li>" + HTMLText.element("span", finding.code.rawValue, class: "code") + " "
      out += HTMLText.escape(finding.explanation)
      if !finding.evidence.isEmpty {
        let links = finding.evidence.map { event in
          "<a href=\"#\(context.id(event))\">" + HTMLText.escape(context.files.reference(event))
            + "</a>"
        }
        out += "<div class=\"ev\">evidence " + links.joined(separator: ", ") + "</div>"
      }
      out += "<div class=\"hint\">" + HTMLText.escape(finding.hint) + "</div></li>"
    }
    return out + "</ul>"
  }
}
