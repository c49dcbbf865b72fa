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
    var account = LossAccount()
    while let record = try reader.next() {
      account.add(record)
      progress.advance(past: record)
    }
    progress.finish()
    let summaries = reader.summaries
    let damaged = Set(summaries.filter { !$0.damages.isEmpty }.map(\.path))
    // Broken links and open blocks have lines of their own; a jump across damage the salvage
    // policy skipped is the damage, said already.
    let losses = account.losses(summaries: summaries).filter { loss in
      loss.kind != .brokenLink && loss.kind != .unsealedBlock
        && !(loss.kind == .sequenceJump && damaged.contains(loss.file))
    }
    let links = reader.files.reduce(into: [String: LinkCheck]()) { links, file in
      links[file] = account.links(of: file)
    }
    self.init(
      summaries: summaries, sessions: Self.sessions(among: paths), links: links,
      losses: Dictionary(grouping: losses, by: \.file))
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
