package import InteractionJudging

/// A finding as `ilog watch` prints it, with the interaction it is about: one JSON line of
/// `--format json`, version ``schema``.
///
/// ```json
/// {"code":"empty-set-not-first","evidence":[{"file":"s/ui-extension-502.ilog","sequence":3},
///  {"file":"s/ui-extension-502.ilog","sequence":5}],"explanation":"…","hint":"…",
///  "identifier":"S2","intentClass":"INStartWorkoutIntent","interaction":1,
///  "interactionOpen":true,"schema":"ilog-watch/1"}
/// ```
///
/// Keys are sorted and a field without a value is left out; the finding's fields are those of
/// `Finding`, as `ilog inspect --format json` writes them. New keys may appear within a
/// version.
package struct WatchedFinding: Hashable, Codable, Sendable {
  /// The JSON line's schema and version.
  package static let schema = "ilog-watch/1"

  /// Always ``schema``.
  package var schema: String
  /// The stable code.
  package var code: FindingCode
  /// What happened, in one line.
  package var explanation: String
  /// The events that prove it; the last one is the event that showed it.
  package var evidence: [EventReference]
  /// What to do about it, in one line.
  package var hint: String
  /// The interaction's position in the session, from 1.
  package var interaction: Int
  /// The interaction's intent class, when known yet.
  package var intentClass: String?
  /// The interaction's identifier; `nil` for handling that no interaction claimed.
  package var identifier: String?
  /// Whether the interaction was still open when the finding was printed: later events may add
  /// evidence to it (a third completion), which `ilog inspect` then shows, but never withdraw it.
  package var interactionOpen: Bool

  /// A finding of `report`.
  ///
  /// - Parameters:
  ///   - finding: One of the report's findings.
  ///   - report: The interaction it is about, finished or as it stands.
  ///   - isOpen: Whether the interaction is still open.
  package init(_ finding: Finding, of report: InteractionReport, isOpen: Bool) {
    schema = Self.schema
    code = finding.code
    explanation = finding.explanation
    evidence = finding.evidence
    hint = finding.hint
    interaction = report.position
    intentClass = report.intentClass
    identifier = report.identifier
    interactionOpen = isOpen
  }
}
