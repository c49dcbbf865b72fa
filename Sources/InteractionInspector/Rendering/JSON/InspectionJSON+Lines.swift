public import Foundation

extension InspectionJSON {
  /// One line of `ilog inspect --format json`: the header, an interaction, or a session's
  /// summary, told apart by which keys are present.
  public struct Record: Hashable, Codable, Sendable {
    /// The header's: always ``InspectionJSON/schema``.
    public var schema: String?
    /// The header's, when filters chose the interactions.
    public var selection: Selection?
    /// An interaction's and a summary's: the session's 0-based place among those given.
    public var session: Int?
    /// An interaction line's: a selected interaction, with the selected codes' findings.
    public var interaction: InteractionReport?
    /// A summary line's: the session's paths, report and figures, after its interactions.
    public var summary: Summary?

    /// The first line.
    public static func header(selection: Selection?) -> Record {
      Record(schema: InspectionJSON.schema, selection: selection)
    }
  }

  /// What a session's summary line says of it.
  public struct Summary: Hashable, Codable, Sendable {
    /// The paths given for the session, as given.
    public var paths: [String]
    /// The session's report, but for its interactions.
    public var report: Report
    /// The session's figures.
    public var stats: LogStats
  }

  /// A line of JSON Lines that is not a record of this schema.
  public struct LineError: Error, CustomStringConvertible, Sendable {
    /// The line's 1-based number.
    public var line: Int
    /// What is wrong with it.
    public var reason: String

    public var description: String { "line \(line): \(reason)" }
  }

  /// Gathers what `ilog inspect --format json` wrote back into one value: each session with
  /// its interactions and summary, in the order given.
  ///
  /// - Parameter jsonLines: The compact output, one record per line.
  /// - Throws: ``LineError`` naming the line that is not JSON, not a record, of another schema,
  ///   or of a session out of order.
  public init(jsonLines: Data) throws {
    let decoder = JSONDecoder()
    var header: Record?
    var interactions: [[InteractionReport]] = []
    var sessions: [Session] = []
    let lines = jsonLines.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for (offset, line) in lines.enumerated() where !line.isEmpty {
      let number = offset + 1
      let record: Record
      do {
        record = try decoder.decode(Record.self, from: Data(line))
      } catch {
        throw LineError(line: number, reason: "not a record: \(error)")
      }
      if let schema = record.schema {
        guard header == nil, schema == Self.schema else {
          throw LineError(line: number, reason: "a second header, or schema \(schema)")
        }
        header = record
        continue
      }
      guard header != nil else { throw LineError(line: number, reason: "no header before") }
      guard let session = record.session, session == sessions.count else {
        throw LineError(line: number, reason: "session \(record.session ?? -1) out of order")
      }
      if interactions.count == session { interactions.append([]) }
      if let interaction = record.interaction {
        interactions[session].append(interaction)
      } else if let summary = record.summary {
        sessions.append(
          Session(
            interactions: interactions[session], paths: summary.paths, report: summary.report,
            stats: summary.stats))
      } else {
        throw LineError(line: number, reason: "neither an interaction nor a summary")
      }
    }
    guard let header else { throw LineError(line: 1, reason: "no header") }
    guard interactions.count == sessions.count else {
      throw LineError(line: lines.count, reason: "session \(sessions.count) has no summary")
    }
    self.init(schema: Self.schema, selection: header.selection, sessions: sessions)
  }
}
