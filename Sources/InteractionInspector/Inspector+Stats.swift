package import InteractionLog
import InteractionProjection

extension Inspector {
  /// Counts the sessions as `ilog stats` prints them: events, interactions per intent, latencies
  /// and files, with no rule run and no report built, every session added to one population.
  ///
  /// Each session is counted on its own (its own projection, as ``inspect(_:progress:)`` reads
  /// it), with its files opened when its turn comes, so the descriptors held do not grow with
  /// the number of sessions. With a `parallelism` above 1 and several sessions, that many are
  /// counted at once; the figures are the same, added in the sessions' order.
  ///
  /// - Parameters:
  ///   - sessions: The sessions.
  ///   - parallelism: How many sessions to count at once; 1 (one after the other) by default.
  ///   - progress: Receives the session's index and how far its reading has come: every
  ///     ``progressInterval`` events when one session is read at a time, else once per session,
  ///     when it is counted.
  /// - Returns: The figures, and the processes' problems as ``InspectionOutcome/problems(of:)``
  ///   lists them (damage, a file not closed cleanly), session by session.
  /// - Throws: `LogReadError` for damage under the strict policy, or a file that cannot be
  ///   opened; the sessions after it are not counted.
  package func count(
    _ sessions: [InspectedSession], parallelism: Int = 1,
    progress: (Int, InspectionProgress) -> Void = { _, _ in }
  ) throws(LogReadError) -> (stats: LogStats, problems: [String]) {
    var total = SessionCount()
    if parallelism > 1, sessions.count > 1 {
      let map = OrderedParallelMap<Int, SessionCount, LogReadError>(
        width: parallelism, bound: parallelism
      ) { (index, feed) throws(LogReadError) in
        let reader = try sessions[index].openReader()
        return try countSession(reader, isCancelled: { feed.isStopped })
      }
      try map.run(over: sessions.indices) { index, session in
        total.add(session)
        progress(
          index,
          InspectionProgress(
            events: session.fold.events, interactions: session.fold.interactions,
            bytesRead: session.summaries.reduce(0) { $0 + $1.compressedBytes }))
        return true
      }
    } else {
      for (index, session) in sessions.enumerated() {
        // Opened in turn: one session's files are open at a time.
        let reader = try session.openReader()
        total.add(
          try countSession(reader, progress: { progress(index, $0) }, isCancelled: { false }))
      }
    }
    return (total.fold.finish(summaries: total.summaries), total.problems)
  }

  /// Counts what `reader` reads, as ``count(_:parallelism:progress:)`` counts one session.
  ///
  /// - Parameters:
  ///   - reader: The session's reader, opened with the policy wanted.
  ///   - progress: Called every ``progressInterval`` events with how far reading has come.
  /// - Returns: The figures, and the processes' problems.
  /// - Throws: `LogReadError` for damage under the strict policy.
  package func count(
    _ reader: LogReader, progress: (InspectionProgress) -> Void = { _ in }
  ) throws(LogReadError) -> (stats: LogStats, problems: [String]) {
    let counted = try countSession(reader, progress: progress, isCancelled: { false })
    return (counted.fold.finish(summaries: counted.summaries), counted.problems)
  }

  /// One session's count; `isCancelled`, asked as often as progress is reported, stops the
  /// reading early once it answers `true` (the count is then partial, and dropped).
  private func countSession(
    _ reader: LogReader, progress: (InspectionProgress) -> Void = { _ in },
    isCancelled: () -> Bool
  ) throws(LogReadError) -> SessionCount {
    var projector = InteractionProjector(window: configuration.window)
    var stats = LogStatsFold()
    let count = { (interaction: ProjectedInteraction) in
      stats.count(intentClass: interaction.intentClass)
    }
    // The files in the order of their first event, as the inspection's report lists them.
    var files: [String] = []
    var seenFiles: Set<String> = []
    var lastFile: String?
    while let record = try reader.next() {
      stats.consume(record)
      projector.consume(record, emit: count)
      if record.file != lastFile {
        lastFile = record.file
        if seenFiles.insert(record.file).inserted { files.append(record.file) }
      }
      if stats.events % Self.progressInterval == 0 {
        let bytes = reader.summaries.reduce(Int64(0)) { $0 + $1.compressedBytes }
        progress(
          InspectionProgress(
            events: stats.events, interactions: stats.interactions, bytesRead: bytes))
        if isCancelled() { break }
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
    return SessionCount(
      fold: stats, summaries: summaries, problems: InspectionOutcome.problems(of: report))
  }
}
