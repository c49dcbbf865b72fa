import InteractionLog

extension RecoverCommandReport {
  /// Copies what is readable of each source into its destination with ``LogRecovery``, and
  /// reports on every copy.
  ///
  /// - Parameters:
  ///   - pairs: Each log and where its copy goes (see ``CopyDestination``).
  ///   - progress: Advanced as the sources are read, and finished at the end.
  /// - Throws: `LogReadError` or `LogWriteError`, as ``LogRecovery`` does.
  package init(recovering pairs: [(source: String, destination: String)], progress: ProgressMeter)
    throws
  {
    defer { progress.finish() }
    let reports = try pairs.map { pair in
      try LogRecovery.recover(
        pair.source, to: pair.destination,
        progress: { progress.advance(file: pair.source, to: $0) })
    }
    progress.finish()
    self.init(reports: reports)
  }
}
