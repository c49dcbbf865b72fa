package import InteractionJudging
import InteractionLog

/// Checks each rule's screen (``ProjectionScreening``) against the rule on a session: a fold
/// that leaves out the reports of the interactions a rule clears must find, in every
/// interaction, what the rule finds in its report.
package enum ScreeningCheck {
  /// A rule cleared an interaction it finds something in, or the two folds disagree.
  package struct Mismatch: Error, CustomStringConvertible {
    package var code: FindingCode
    package var position: Int
    package var description: String {
      "\(code)'s screen and its findings disagree on interaction #\(position)"
    }
  }

  /// Folds `paths` once whole and once per screening rule of `configuration`, with only that
  /// rule and briefing on, and compares what each interaction gets.
  ///
  /// - Returns: How many interactions the rules, each on its own, cleared in all.
  /// - Throws: ``Mismatch`` for the first disagreement; `LogReadError` for an unreadable path.
  @discardableResult
  package static func verify(
    paths: [String], configuration: InspectionConfiguration = InspectionConfiguration()
  ) throws -> Int {
    var whole = configuration
    whole.retainsInteractions = false
    whole.briefsCleanInteractions = false
    let reports = try fold(paths, whole)
    var cleared = 0
    for rule in configuration.rules where rule is any ProjectionScreening {
      let code = type(of: rule).code
      var screening = whole
      screening.rules = [rule]
      screening.briefsCleanInteractions = true
      let screened = try fold(paths, screening)
      guard screened.count == reports.count else {
        throw Mismatch(code: code, position: screened.count)
      }
      for (brief, report) in zip(screened, reports) {
        let found = report.findings.filter { $0.code == code }
        let isHeading = brief.snapshot == nil && brief.handling == nil && brief.interface == nil
        if isHeading, report.snapshot != nil || report.handling != nil || report.interface != nil {
          cleared += 1
        }
        guard brief.position == report.position, brief.findings == found,
          !isHeading || found.isEmpty
        else { throw Mismatch(code: code, position: report.position) }
      }
    }
    return cleared
  }

  /// Every interaction of `paths`, in order, as a fold with `configuration` hands them on.
  package static func fold(
    _ paths: [String], _ configuration: InspectionConfiguration
  ) throws -> [InteractionReport] {
    let reader = try LogReader(paths: paths, policy: .salvage)
    var fold = InspectionFold(configuration: configuration)
    var reports: [InteractionReport] = []
    while let record = try reader.next() {
      fold.consume(record) { reports.append($0) }
    }
    _ = fold.finish(summaries: reader.summaries) { reports.append($0) }
    return reports
  }
}
