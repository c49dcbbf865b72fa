import InteractionLog

/// `--format json`: the records of ``InspectionJSON``, a line each (or indented, when pretty),
/// written as the inspection goes.
struct InspectionJSONFormatter: InspectionFormatter {
  let filter: InspectionFilter
  private let encoder: ReportJSONEncoder

  init(filter: InspectionFilter, pretty: Bool) {
    self.filter = filter
    encoder = ReportJSONEncoder(layout: pretty ? .indented : .compact)
  }

  func begin(_ session: SessionTally) throws(JSONEncodeError) -> String {
    session.index == 0 ? try header() : ""
  }

  func interaction(
    _ interaction: InteractionReport, session: SessionTally
  ) throws(JSONEncodeError) -> String {
    try line(InspectionJSON.Record(session: session.index, interaction: interaction))
  }

  func end(_ inspection: Inspection, session: SessionTally) throws(JSONEncodeError) -> String {
    let summary = InspectionJSON.Summary(
      paths: session.paths, report: InspectionJSON.Report(inspection.report),
      stats: inspection.stats)
    return try line(InspectionJSON.Record(session: session.index, summary: summary))
  }

  func finish(_ run: RunTally) throws(JSONEncodeError) -> String {
    // A run of no session still names its schema.
    run.outcome.sessions == 0 ? try header() : ""
  }

  /// The first line: the schema, and the filters when there are any.
  private func header() throws(JSONEncodeError) -> String {
    let selection =
      filter.selectsEverything
      ? nil
      : InspectionJSON.Selection(
        codes: filter.codes.map(\.rawValue).sorted(), interaction: filter.interaction,
        intentClass: filter.intentClass, findingsOnly: filter.findingsOnly ? true : nil)
    return try line(.header(selection: selection))
  }

  private func line(_ record: InspectionJSON.Record) throws(JSONEncodeError) -> String {
    var bytes = try encoder.encode(record)
    bytes.append(UInt8(ascii: "\n"))
    return String(decoding: bytes, as: UTF8.self)
  }
}
