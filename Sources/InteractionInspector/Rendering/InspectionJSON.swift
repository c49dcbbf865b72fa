import Foundation

/// The JSON document `ilog inspect --format json` writes, version ``schema-swift.type.property``.
///
/// ```json
/// {
///   "schema" : "ilog-inspect/2",
///   "selection" : {"codes" : [...], "intentClass" : ..., "interaction" : ...},  // when filtered
///   "sessions" : [
///     {
///       "interactions" : [InteractionReport, ...],
///       "paths" : ["Recordings/start-workout"],
///       "report" : {"brokenLinks", "damages", "findingCounts", "interactionCount", "processes",
///                   "sessions"},
///       "stats" : LogStats
///     }
///   ]
/// }
/// ```
///
/// `interactions` are the selected ones (with only the selected codes' findings), in the order
/// the inspector finished them, which is their position order; `report` is the session's
/// ``SessionReport`` but for its interactions, and counts every finding of the session. Keys
/// are sorted, and the document is written as it is read: each interaction as soon as it is
/// finished, the session's report after it, so memory stays bounded whatever the log's size. A
/// field that has no value is left out. A change that would break a reader of this version
/// increases the number in ``schema-swift.type.property``; new keys may appear within a version.
///
/// Version 2 lists the broken links (`report.brokenLinks`, each with its file, sequence, block
/// offset and line) and counts them per process (`brokenLinks`, `isLinkCheckPartial`); version 1
/// counted completions without their call together with late ones in `unmatchedCompletions`,
/// which is now `lateCompletions`, the late ones alone.
public struct InspectionJSON: Hashable, Codable, Sendable {
  /// The schema's name and version.
  public static let schema = "ilog-inspect/2"

  /// One session: its interactions, the paths given for it, its report and its figures.
  public struct Session: Hashable, Codable, Sendable {
    /// The selected interactions, in the order they were finished.
    public var interactions: [InteractionReport]
    /// The paths given for the session, as given.
    public var paths: [String]
    /// The session's report, but for its interactions.
    public var report: Report
    /// The session's figures.
    public var stats: LogStats
  }

  /// A ``SessionReport`` without its interactions, which the session lists itself.
  public struct Report: Hashable, Codable, Sendable {
    /// ``SessionReport/brokenLinks``.
    public var brokenLinks: [BrokenLink]
    /// ``SessionReport/damages``.
    public var damages: [DamageNote]
    /// ``SessionReport/findingCounts``: every finding of the session, shown or not.
    public var findingCounts: [String: Int]
    /// ``SessionReport/interactionCount``: every interaction of the session, shown or not.
    public var interactionCount: Int
    /// ``SessionReport/processes``.
    public var processes: [ProcessReport]
    /// ``SessionReport/sessions``: the session ids the events carry.
    public var sessions: [String]

    init(_ report: SessionReport) {
      brokenLinks = report.brokenLinks
      damages = report.damages
      findingCounts = report.findingCounts
      interactionCount = report.interactionCount
      processes = report.processes
      sessions = report.sessions
    }
  }

  /// The filters that chose the interactions, when there were any.
  public struct Selection: Hashable, Codable, Sendable {
    /// `--only`'s codes, sorted; empty for every code.
    public var codes: [String]
    /// `--interaction`'s identifier.
    public var interaction: String?
    /// `--intent`'s class.
    public var intentClass: String?
  }

  /// Always ``schema-swift.type.property``.
  public var schema: String
  /// The filters, when there were any.
  public var selection: Selection?
  /// One entry per session, in the order given.
  public var sessions: [Session]

  /// The encoder every JSON renderer uses: sorted keys, indented, slashes as they are.
  static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return encoder
  }

  /// The value as a JSON document, with a final newline.
  static func text(_ value: some Encodable) -> String {
    fragment(value, depth: 0) + "\n"
  }

  /// The value as JSON for a place `depth` levels deep in a document: its lines after the first
  /// indented to match, as the encoder indents nested values.
  static func fragment(_ value: some Encodable, depth: Int) -> String {
    let text: String
    do {
      text = String(decoding: try encoder().encode(value), as: UTF8.self)
    } catch {
      // Reports hold strings, integers and finite doubles only: a failure is a bug to show.
      text = "{\"error\" : \"\(error)\"}"
    }
    guard depth > 0 else { return text }
    // Strings in JSON hold no raw line break, so every one is the encoder's; the blank line
    // of an empty array stays blank.
    let indent = String(repeating: "  ", count: depth)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.enumerated().map { offset, line in
      offset == 0 || line.isEmpty ? String(line) : indent + line
    }.joined(separator: "\n")
  }
}

/// `--format json`: the document of ``InspectionJSON``, written as the inspection goes.
struct InspectionJSONFormatter: InspectionFormatter {
  let filter: InspectionFilter
  private var interactionsInSession = 0

  init(filter: InspectionFilter) {
    self.filter = filter
  }

  mutating func begin(_ session: SessionTally) -> String {
    interactionsInSession = 0
    var text = ""
    if session.index == 0 {
      text += "{\n  \"schema\" : \"\(InspectionJSON.schema)\",\n"
      if !filter.selectsEverything {
        let chosen = InspectionJSON.Selection(
          codes: filter.codes.map(\.rawValue).sorted(), interaction: filter.interaction,
          intentClass: filter.intentClass)
        text += "  \"selection\" : " + InspectionJSON.fragment(chosen, depth: 1) + ",\n"
      }
      text += "  \"sessions\" : [\n"
    } else {
      text += ",\n"
    }
    return text + "    {\n      \"interactions\" : ["
  }

  mutating func interaction(_ interaction: InteractionReport, session: SessionTally) -> String {
    defer { interactionsInSession += 1 }
    let separator = interactionsInSession == 0 ? "\n" : ",\n"
    return separator + "        " + InspectionJSON.fragment(interaction, depth: 4)
  }

  func end(_ inspection: Inspection, session: SessionTally) -> String {
    var text = interactionsInSession == 0 ? "\n\n      ],\n" : "\n      ],\n"
    text += "      \"paths\" : " + InspectionJSON.fragment(session.paths, depth: 3) + ",\n"
    text +=
      "      \"report\" : "
      + InspectionJSON.fragment(InspectionJSON.Report(inspection.report), depth: 3) + ",\n"
    text += "      \"stats\" : " + InspectionJSON.fragment(inspection.stats, depth: 3) + "\n"
    return text + "    }"
  }

  func finish(_ run: RunTally) -> String {
    "\n  ]\n}\n"
  }
}
