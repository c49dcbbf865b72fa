package import InteractionLog
import InteractionProjection

extension Inspector {
  /// Counts what `reader` reads, as `ilog stats` prints it: events, interactions per intent,
  /// latencies and files, with no rule run and no report built.
  ///
  /// The interactions are the projection's (with the configuration's window), as
  /// ``inspect(_:progress:emit:)`` counts them; only what the figures need is kept.
  ///
  /// - Parameters:
  ///   - reader: The session's reader, opened with the policy wanted.
  ///   - progress: Called every ``progressInterval`` events with how far reading has come.
  /// - Returns: The figures, and the processes' problems as ``InspectionOutcome/problems(of:)``
  ///   lists them (damage, a file not closed cleanly).
  /// - Throws: `LogReadError` for damage under the strict policy.
  package func count(
    _ reader: LogReader, progress: (InspectionProgress) -> Void = { _ in }
  ) throws(LogReadError) -> (stats: LogStats, problems: [String]) {
    var projector = InteractionProjector(window: configuration.window)
    var stats = LogStatsFold()
    var interactions = 0
    let count = { (interaction: ProjectedInteraction) in
      stats.count(intentClass: interaction.intentClass)
      interactions += 1
    }
    // The files in the order of their first event, as the inspection's report lists them.
    var files: [String] = []
    var seenFiles: Set<String> = []
    var lastFile: String?
    var events = 0
    while let record = try reader.next() {
      stats.consume(record)
      projector.consume(record, emit: count)
      if record.file != lastFile {
        lastFile = record.file
        if seenFiles.insert(record.file).inserted { files.append(record.file) }
      }
      events += 1
      if events % Self.progressInterval == 0 {
        let bytes = reader.summaries.reduce(Int64(0)) { $0 + $1.compressedBytes }
        progress(InspectionProgress(events: events, interactions: interactions, bytesRead: bytes))
      }
    }
    projector.finish(emit: count)
    let summaries = reader.summaries
    var report = SessionReport()
    for file in files + summaries.map(\.path)
    where !report.processes.contains(where: { $0.file == file }) {
      var process = ProcessReport(file: file)
      if let summary = summaries.first(where: { $0.path == file }) { process.take(summary) }
      report.processes.append(process)
    }
    return (stats.finish(summaries: summaries), InspectionOutcome.problems(of: report))
  }
}
