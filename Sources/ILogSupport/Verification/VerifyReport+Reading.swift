package import InteractionLog

extension VerifyReport {
  /// Reads every event of `reader`, checking the links between each file's events, and reports
  /// what was found.
  ///
  /// - Parameters:
  ///   - reader: The logs, opened with the salvage policy so that all damage is found.
  ///   - paths: The paths given; each directory among them gets a line for its session.
  ///   - progress: Advanced past every event read, and finished at the end.
  /// - Throws: `LogReadError` when a file cannot be read.
  package init(reading reader: LogReader, paths: [String], progress: ProgressMeter)
    throws(LogReadError)
  {
    defer { progress.finish() }
    var links: [String: LinkCheck] = [:]
    while let record = try reader.next() {
      links[record.file, default: LinkCheck()].check(record)
      progress.advance(past: record)
    }
    progress.finish()
    self.init(summaries: reader.summaries, sessions: Self.sessions(among: paths), links: links)
  }

  /// The directories among `paths`, as sessions with their log files.
  package static func sessions(among paths: [String]) -> [Session] {
    paths.compactMap { path in
      guard pathKind(path, following: true) == .directory,
        let files = try? LogReader.logFiles(at: path)
      else { return nil }
      return Session(path: path, files: files)
    }
  }
}
