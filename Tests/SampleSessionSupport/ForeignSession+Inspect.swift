package import InteractionJudging
import InteractionLog
package import InteractionTestSupport

extension ForeignSession {
  /// Closes both logs, writes them into a directory and inspects it.
  package mutating func inspect(
    _ configuration: InspectionConfiguration = InspectionConfiguration(),
    in directory: TemporaryDirectory
  ) throws -> (report: SessionReport, peak: Int) {
    try write(into: directory)
    var fold = InspectionFold(configuration: configuration)
    let reader = try LogReader(path: directory.path)
    while let record = try reader.next() { fold.consume(record) }
    return (fold.finish(summaries: reader.summaries), fold.peakOpenInteractions)
  }
}
