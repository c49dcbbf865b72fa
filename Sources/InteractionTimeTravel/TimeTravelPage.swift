import InteractionJudging
import InteractionLog

/// The time-travel page: one self-contained HTML file with a scrubber over a merged timeline
/// and, at each position, the snippet as the user sees it, the claimed set, the handling run's
/// state and the findings provable by then.
///
/// No network: a content security policy forbids every load but the inline style sheet and the
/// one script it names by digest; the timeline travels in the page as JSON, and the script
/// draws only the positions in view, so that the long session's page stays quick. It works from
/// `file://`. Docs/ilog.md documents its keys and deep links.
///
/// ```swift
/// let timeline = try TimeTravelTimeline.reading(paths: ["Recordings/empty-set-last"])
/// let html = TimeTravelPage(recording: timeline, title: "empty-set-last").html
/// ```
public struct TimeTravelPage: Sendable {
  /// What the page shows.
  public enum Mode: Sendable {
    /// One recording.
    case recording(TimeTravelTimeline)
    /// A replay: the recording and the replayed run side by side, each divergence marked.
    case replay(
      recorded: TimeTravelTimeline, replayed: TimeTravelTimeline,
      divergences: [TimeTravelDivergence])
    /// An exploration: its report's headline and, for each failure, the recorded order beside
    /// the failing plans and the shrunk plan's replay beside the recording, as a replay's page
    /// shows it; a menu chooses the failure. With no failure, the recording alone.
    case exploration(
      recorded: TimeTravelTimeline, summary: String, failures: [TimeTravelPlanFailure])

    /// The `data-mode` of the page's root.
    var name: String {
      switch self {
      case .recording: "recording"
      case .replay: "replay"
      case .exploration: "exploration"
      }
    }
  }

  /// What the page shows.
  public var mode: Mode
  /// The page's title.
  public var title: String

  /// The page of `mode`.
  public init(mode: Mode, title: String) {
    self.mode = mode
    self.title = title
  }

  /// The page of one recording.
  public init(recording: TimeTravelTimeline, title: String) {
    self.init(mode: .recording(recording), title: title)
  }

  /// The page of a replay: `recorded` beside `replayed`, with `divergences` marked and listed.
  public init(
    replay recorded: TimeTravelTimeline, replayed: TimeTravelTimeline,
    divergences: [TimeTravelDivergence], title: String
  ) {
    self.init(
      mode: .replay(recorded: recorded, replayed: replayed, divergences: divergences),
      title: title)
  }

  /// The page of an exploration: `summary`, its report's headline, and each failure's plans
  /// and shrunk replay beside `recorded`.
  public init(
    exploration recorded: TimeTravelTimeline, summary: String,
    failures: [TimeTravelPlanFailure], title: String
  ) {
    self.init(
      mode: .exploration(recorded: recorded, summary: summary, failures: failures), title: title)
  }

  /// Forbids every load: only the inline style sheet and the script it names may run.
  package static let securityPolicy =
    "default-src 'none'; style-src 'unsafe-inline'; script-src '\(scriptHash)'; "
    + "base-uri 'none'; form-action 'none'"

  /// The script's digest, as the security policy names it.
  package static let scriptHash =
    "sha256-" + SHA256.base64(SHA256.digest(Array(script.utf8)))

  /// The whole page.
  public var html: String {
    var out = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
    out += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(Self.securityPolicy)\">\n"
    out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    out += "<meta name=\"color-scheme\" content=\"light dark\">\n"
    out += "<meta name=\"generator\" content=\"ilog \(LogFormat.toolVersion)\">\n"
    out += "<title>" + Self.escape(title) + "</title>\n<style>\n" + Self.style
    out += "</style></head>\n<body>\n" + panel + "<script>" + Self.script + "</script>\n"
    out += "</body></html>\n"
    return out
  }

  /// The `<main id="tt">` element with its data, for a page that holds the panel among other
  /// content (`ilog report` puts it above the report); it needs ``style`` and ``script``.
  package var panel: String {
    var out = "<main id=\"tt\" data-mode=\"\(mode.name)\" aria-label=\"Time travel\">\n"
    out += "<h1>" + Self.escape(title) + "</h1>\n"
    if case .exploration(_, let summary, let failures) = mode {
      out += Self.failures(summary: summary, failures)
    }
    out += "<div class=\"tt-bar\"><div id=\"tt-scrubber\" role=\"slider\" tabindex=\"0\" "
    out += "aria-label=\"Position in the timeline\" aria-valuemin=\"0\" aria-valuemax=\"0\" "
    out += "aria-valuenow=\"0\" aria-valuetext=\"\"><div class=\"tt-track\"></div>"
    out += "<div class=\"tt-marks\"></div><div class=\"tt-thumb\"></div></div>"
    out += "<output id=\"tt-position\"></output></div>\n"
    out += "<nav class=\"tt-filters\"><label>Interaction <select id=\"tt-filter-interaction\">"
    out += "<option value=\"\">all</option></select></label> "
    out += "<label>Finding <select id=\"tt-filter-finding\"><option value=\"\">all</option>"
    out += "</select></label> <span class=\"tt-keys\">← → step · Home End · n p next/previous "
    out += "finding</span></nav>\n"
    out += "<div id=\"tt-event\" data-event=\"\" data-interaction=\"\" data-process=\"\" "
    out += "data-kind=\"\"></div>\n"
    switch mode {
    case .recording:
      out +=
        "<div class=\"tt-sides\">" + Self.side(id: nil, heading: "What the user sees") + "</div>\n"
    case .replay(_, _, let divergences):
      out += Self.sides + "<h2>Divergences</h2>" + Self.list(divergences, failure: nil) + "\n"
    case .exploration(_, _, let failures) where failures.isEmpty:
      out +=
        "<div class=\"tt-sides\">" + Self.side(id: nil, heading: "What the user sees") + "</div>\n"
    case .exploration(_, _, let failures):
      out += Self.sides + "<h2>Divergences of the shrunk plan</h2>"
      for (offset, failure) in failures.enumerated() {
        out += Self.list(failure.divergences, failure: offset + 1)
      }
      out += "\n"
    }
    out +=
      "<div id=\"tt-list\" role=\"list\" aria-label=\"Events\"><div class=\"tt-rows\"></div></div>\n"
    out += "<script type=\"application/json\" id=\"tt-data\">" + data + "</script>\n</main>\n"
    return out
  }

  /// The recorded and the replayed sides of a replay.
  private static var sides: String {
    "<div class=\"tt-sides\"><section id=\"tt-recorded\">" + side(id: "r", heading: "Recorded")
      + "</section><section id=\"tt-replayed\">" + side(id: nil, heading: "Replayed")
      + "</section></div>\n"
  }

  /// A replay's divergences; of an exploration's failure `failure` (from 1), the list keeps
  /// the id `tt-divergences` only while its failure is chosen, the first to begin with.
  private static func list(_ divergences: [TimeTravelDivergence], failure: Int?) -> String {
    var out = "<ol"
    if let failure {
      out += (failure == 1 ? " id=\"tt-divergences\"" : " hidden") + " data-failure=\"\(failure)\""
    } else {
      out += " id=\"tt-divergences\""
    }
    out += ">"
    for divergence in divergences {
      out += "<li data-divergence=\"\" data-step=\"\(divergence.step.map(String.init) ?? "")\""
      out += " data-event=\"\(escape(divergence.event ?? ""))\" tabindex=\"0\">"
      out += escape(divergence.text) + "</li>"
    }
    return out + "</ol>"
  }

  /// An exploration's headline, the menu of its failures and, for each, its plans: the
  /// recorded order, the plan found (`data-plan`) and the plan shrunk (`data-shrunk`).
  private static func failures(summary: String, _ failures: [TimeTravelPlanFailure]) -> String {
    var out = "<p id=\"tt-summary\">" + escape(summary) + "</p>\n"
    guard !failures.isEmpty else { return out }
    out += "<nav class=\"tt-filters\"><label>Failure <select id=\"tt-failure\">"
    for (offset, failure) in failures.enumerated() {
      out += "<option value=\"\(offset + 1)\">" + escape(failure.summary) + "</option>"
    }
    out += "</select></label></nav>\n"
    for (offset, failure) in failures.enumerated() {
      out += "<section class=\"tt-failure\" data-failure=\"\(offset + 1)\""
      out += " data-interaction=\"\(escape(failure.interaction))\""
      out += " data-name=\"\(escape(failure.name))\"" + (offset == 0 ? "" : " hidden") + ">"
      out += "<h2>" + escape(failure.summary) + "</h2><div class=\"tt-plans\">"
      out += plan("data-recorded", heading: "Recorded order", order: failure.recordedOrder)
      out += plan("data-plan", heading: "Found", order: failure.found.order, failure.found.text)
      out += plan(
        "data-shrunk", heading: "Shrunk", order: failure.shrunk.order, failure.shrunk.text)
      out += "</div>"
      for note in failure.notes { out += "<p class=\"tt-note\">" + escape(note) + "</p>" }
      out += "</section>\n"
    }
    return out
  }

  /// One plan's sets, one per row, top to bottom as they are offered, and its words.
  private static func plan(
    _ attribute: String, heading: String, order: [String], _ text: String? = nil
  ) -> String {
    var out = "<div class=\"tt-plan\" \(attribute)=\"\"><h3>" + escape(heading) + "</h3><ol>"
    for set in order { out += "<li>" + escape(set) + "</li>" }
    out += "</ol>"
    if let text { out += "<p>" + escape(text) + "</p>" }
    return out + "</div>"
  }

  /// One side's panes: ids for the main side, classes alone for the recorded side (`r`).
  private static func side(id: String?, heading: String) -> String {
    func attribute(_ name: String) -> String {
      id == nil ? "id=\"tt-\(name)\" class=\"tt-\(name)\"" : "class=\"tt-\(name)\""
    }
    var out = "<h2>" + escape(heading) + "</h2><div class=\"tt-panes\">"
    out += "<figure><figcaption>Snippet</figcaption><div \(attribute("snippet"))></div></figure>"
    out += "<div><h3>Claimed so far</h3><ul \(attribute("claimed"))></ul>"
    out += "<h3>Handling</h3><p \(attribute("handling"))></p>"
    out += "<h3>Findings provable now</h3><ul \(attribute("findings"))></ul></div></div>"
    return out
  }

  /// Text as HTML text or an attribute value.
  static func escape(_ text: String) -> String { HTMLText.escape(text) }
}
