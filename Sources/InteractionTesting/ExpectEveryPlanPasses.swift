public import InteractionReplay
public import Testing

/// Explores a recording against the user's controller under every order and fault a chaos
/// replay can produce, within limits, in a Swift Testing test, and records one issue per
/// failure, shrunk, its comment starting with the kind in brackets; one more for a damaged
/// recording, and one for each plan whose replay threw.
///
/// ```swift
/// @Test @MainActor func workoutLivesWithEveryOrder() async {
///   await expectEveryPlanPasses(
///     of: "Recordings/start-workout",
///     subjects: .types(controller: { IntentViewController() }))
/// }
/// ```
///
/// Each issue gives the smallest plan found that still fails (``Explorer``), the divergence it
/// shows, and a test that pins it, to paste into a test file while the controller is fixed: it
/// checks what this exploration checked, the options' comparisons, accepted kinds and properties
/// and the subjects' properties, each property named by its static member
/// (`ReplayProperty/member`; an editor placeholder for one without, which does not compile until
/// it is named).
///
/// - Parameters:
///   - path: The recording: a session directory or a log file, relative to the package root.
///   - interaction: The interaction to explore, or `nil` for every one with `configureView`
///     calls.
///   - subjects: The subjects; only their controller is replayed.
///   - options: What each replay compares; the mode is each plan's.
///   - limits: How many plans to try.
///   - filePath: The test file, for relative paths.
///   - sourceLocation: Where the issues are reported.
@MainActor
public func expectEveryPlanPasses(
  of path: String, interaction: String? = nil, subjects: ReplaySubjects,
  options: ReplayOptions = ReplayOptions(), limits: ExplorationLimits = ExplorationLimits(),
  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) async {
  var options = options
  if let interaction { options.selection = .interaction(interaction) }
  let report: ExplorationReport
  do {
    report = try await Explorer(
      contentsOf: ReplayExpectation.resolve(path, testFile: filePath), options: options,
      limits: limits
    ).explore(subjects)
  } catch {
    Issue.record(
      Comment(rawValue: "Exploration of \(path) failed: \(error)"), sourceLocation: sourceLocation)
    return
  }
  // What the exploration could not check fails the test too, never a silent pass.
  if !report.damage.isEmpty {
    Issue.record(
      Comment(
        rawValue: "Exploration of \(path) read a damaged recording:\n"
          + report.damage.lines.map { "  \($0)" }.joined(separator: "\n")),
      sourceLocation: sourceLocation)
  }
  for error in report.replayErrors {
    Issue.record(
      Comment(rawValue: "Exploration of \(path): a plan's replay failed: \(error)"),
      sourceLocation: sourceLocation)
  }
  let formatter = ExplorationReportFormatter()
  // The pinned test checks what the exploration checked, the subjects' properties among it.
  var checked = options
  checked.properties += subjects.properties
  let pinning = ExplorationTestGenerator(
    recordingPath: path, suiteName: "ExploredTests", imports: [],
    commandLine: "expectEveryPlanPasses",
    controllerType: report.controllerType ?? "<controller type>", options: checked)
  for (position, failure) in report.failures.enumerated() {
    let pin = pinning.source(pinning: [failure])
    let test = pin.split(separator: "\n", omittingEmptySubsequences: false)
      .drop { !$0.hasPrefix("  /// ") }.dropLast(2).joined(separator: "\n")
    let text =
      [
        "[\(failure.failureName)] Exploration of \(path) failed: \(report.failingPlans) of \(report.plansReplayed) plans."
      ]
      + formatter.describe(failure, number: position + 1, in: report)
      + ["", "A test that pins it:", test]
    Issue.record(Comment(rawValue: text.joined(separator: "\n")), sourceLocation: sourceLocation)
    // The shrunk plan's replay, as the user saw it.
    for file in ReplayAttachments.files(for: failure.report, prefix: "failure-\(position + 1)-") {
      Attachment.record(file.contents, named: file.name, sourceLocation: sourceLocation)
    }
  }
}
