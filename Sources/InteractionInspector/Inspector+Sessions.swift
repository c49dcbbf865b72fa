package import InteractionLog

extension Inspector {
  /// Inspects each session in turn, as `ilog diff` reads them.
  ///
  /// - Parameters:
  ///   - sessions: The sessions, each with its reader.
  ///   - progress: Receives the session's index and how far its reading has come.
  /// - Returns: One inspection per session, in order.
  /// - Throws: `LogReadError` for damage under the strict policy.
  package func inspect(
    _ sessions: [InspectedSession], progress: (Int, InspectionProgress) -> Void
  ) throws(LogReadError) -> [Inspection] {
    var inspections: [Inspection] = []
    for (index, session) in sessions.enumerated() {
      // Opened in turn: one session's files are open at a time.
      let reader = try session.openReader()
      inspections.append(try inspect(reader, progress: { progress(index, $0) }))
    }
    return inspections
  }
}
