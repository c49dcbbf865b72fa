package import InteractionInspector

extension ReportFile {
  /// Renders `sessions` into the file with `renderer` and closes it; the unfinished file is
  /// removed when reading or writing fails.
  ///
  /// - Parameters:
  ///   - sessions: The sessions, each with its reader.
  ///   - renderer: The page's renderer.
  ///   - inspector: The inspector; its configuration need not retain interactions.
  ///   - progress: Receives the session's index and how far its reading has come.
  /// - Returns: What the page shows, for the exit status.
  /// - Throws: ``InputError`` when the file cannot be written or closed; `LogReadError` for
  ///   damage under the strict policy.
  package func write(
    _ sessions: [InspectedSession], with renderer: inout HTMLReportRenderer,
    inspector: Inspector, progress: (Int, InspectionProgress) -> Void
  ) throws -> InspectionOutcome {
    // The renderer's sink cannot throw: the first failure is kept, and the rest is not written.
    var failure: InputError?
    do {
      let outcome = try renderer.render(sessions, with: inspector, progress: progress) { html in
        guard failure == nil else { return }
        do throws(InputError) { try write(html) } catch { failure = error }
      }
      if let failure { throw failure }
      try close()
      return outcome
    } catch {
      discard()
      throw error
    }
  }

  /// `report.html: 52311 bytes, 3 interactions, 1 finding`: what was written.
  ///
  /// - Parameter outcome: What the page shows.
  /// - Returns: The line, without a newline.
  package func summary(of outcome: InspectionOutcome) -> String {
    "\(path): \(size) bytes, "
      + "\(outcome.interactions) interaction\(outcome.interactions == 1 ? "" : "s"), "
      + "\(outcome.shownFindings) finding\(outcome.shownFindings == 1 ? "" : "s")"
  }
}
