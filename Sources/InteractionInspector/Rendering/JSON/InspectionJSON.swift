import Foundation
import InteractionLog

/// What `ilog inspect --format json` writes, version ``schema-swift.type.property``: JSON Lines,
/// one compact object per line with sorted keys, written as the inspection goes.
///
/// ```json
/// {"schema":"ilog-inspect/3","selection":{"codes":[...],"intentClass":...}}  // selection: when filtered
/// {"interaction":InteractionReport,"session":0}
/// {"interaction":InteractionReport,"session":0}
/// {"session":0,"summary":{"paths":["Recordings/start-workout"],"report":{...},"stats":LogStats}}
/// ```
///
/// The first line names the schema; then each session's selected interactions (with only the
/// selected codes' findings), each as soon as the inspector finished it, which is their position
/// order, and the session's summary after them: the paths given for it, its `SessionReport`
/// but for its interactions (counting every finding of the session), and its figures. So memory
/// stays bounded whatever the log's size, and a script reads one line at a time:
/// `jq -c 'select(.interaction) | .interaction.findings[].code'`. A field that has no value is
/// left out. `--pretty` writes the same objects indented, one after another (`jq` reads them
/// alike). ``init(jsonLines:)`` gathers the lines back into one value of this type.
///
/// A change that would break a reader of this version increases the number in
/// ``schema-swift.type.property``; new keys may appear within a version. Version 3 writes lines
/// instead of one indented document (`{"schema", "selection"?, "sessions": [{"interactions",
/// "paths", "report", "stats"}]}`), whose size grew past that of the events it described.
/// Version 2 listed the broken links (`report.brokenLinks`, each with its file, sequence, block
/// offset and line) and counted them per process (`brokenLinks`, `isLinkCheckPartial`); version
/// 1 counted completions without their call together with late ones in `unmatchedCompletions`,
/// which is now `lateCompletions`, the late ones alone.
public struct InspectionJSON: Hashable, Codable, Sendable {
  /// The schema's name and version.
  public static let schema = "ilog-inspect/3"

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

  /// A `SessionReport` without its interactions, which the session lists itself.
  public struct Report: Hashable, Codable, Sendable {
    /// `SessionReport/brokenLinks`.
    public var brokenLinks: [BrokenLink]
    /// `SessionReport/damages`.
    public var damages: [DamageNote]
    /// `SessionReport/findingCounts`: every finding of the session, shown or not.
    public var findingCounts: [String: Int]
    /// `SessionReport/interactionCount`: every interaction of the session, shown or not.
    public var interactionCount: Int
    /// `SessionReport/processes`.
    public var processes: [ProcessReport]
    /// `SessionReport/sessions`: the session ids the events carry.
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
    /// `true` for `--findings-only`; absent otherwise.
    public var findingsOnly: Bool?
  }

  /// Always ``schema-swift.type.property``.
  public var schema: String
  /// The filters, when there were any.
  public var selection: Selection?
  /// One entry per session, in the order given.
  public var sessions: [Session]

  /// A JSON document of stats or diff: the value indented, with sorted keys, and a final
  /// newline.
  ///
  /// - Throws: ``JSONEncodeError`` naming the member JSON cannot write.
  static func document(_ value: some Encodable) throws(JSONEncodeError) -> String {
    let bytes = try ReportJSONEncoder(layout: .indentedAsFoundation).encode(value)
    return String(decoding: bytes, as: UTF8.self) + "\n"
  }
}
