import Foundation

/// The JSON document `ilog inspect --format json` writes, version ``schema``.
///
/// ```json
/// {
///   "schema": "ilog-inspect/1",
///   "selection": {"codes": [...], "intentClass": ..., "interaction": ...},   // only when filtered
///   "sessions": [
///     {"paths": ["Recordings/start-workout"], "report": SessionReport, "stats": LogStats}
///   ]
/// }
/// ```
///
/// `report` is a ``SessionReport`` whose `interactions` are the selected ones (with only the
/// selected codes' findings); its `findingCounts` count every finding of the session. Keys are
/// sorted; a field that has no value is left out. A change that would break a reader of this
/// version increases the number in ``schema``; new keys may appear within a version.
public struct InspectionJSON: Hashable, Codable, Sendable {
  /// The schema's name and version.
  public static let schema = "ilog-inspect/1"

  /// One session: the paths given for it, its report and its figures.
  public struct Session: Hashable, Codable, Sendable {
    public var paths: [String]
    public var report: SessionReport
    public var stats: LogStats
  }

  /// The filters that chose the interactions, when there were any.
  public struct Selection: Hashable, Codable, Sendable {
    public var codes: [String]
    public var interaction: String?
    public var intentClass: String?
  }

  /// Always ``schema``.
  public var schema: String
  public var selection: Selection?
  public var sessions: [Session]

  /// The encoder every JSON renderer uses: sorted keys, indented, slashes as they are.
  static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return encoder
  }

  /// The value as a JSON document, with a final newline.
  static func text(_ value: some Encodable) -> String {
    do {
      return String(decoding: try encoder().encode(value), as: UTF8.self) + "\n"
    } catch {
      // Reports hold strings, numbers and finite doubles only; a failure is a bug to see.
      return "{\"error\": \"\(error)\"}\n"
    }
  }
}

/// `--format json`: the selected interactions are kept until the end, then written in one
/// document.
struct InspectionJSONFormatter: InspectionFormatter {
  let selection: InteractionSelection
  private var current: [InteractionReport] = []
  private var sessions: [InspectionJSON.Session] = []

  init(selection: InteractionSelection) {
    self.selection = selection
  }

  func begin(_ session: SessionTally) -> String { "" }

  mutating func interaction(_ interaction: InteractionReport, session: SessionTally) -> String {
    current.append(interaction)
    return ""
  }

  mutating func end(_ inspection: Inspection, session: SessionTally) -> String {
    var report = inspection.report
    report.interactions = current.sorted { $0.position < $1.position }
    current = []
    sessions.append(
      InspectionJSON.Session(paths: session.paths, report: report, stats: inspection.stats))
    return ""
  }

  mutating func finish(_ run: RunTally) -> String {
    let chosen =
      selection.selectsEverything
      ? nil
      : InspectionJSON.Selection(
        codes: selection.codes.map(\.rawValue).sorted(), interaction: selection.interaction,
        intentClass: selection.intentClass)
    return InspectionJSON.text(
      InspectionJSON(schema: InspectionJSON.schema, selection: chosen, sessions: sessions))
  }
}
