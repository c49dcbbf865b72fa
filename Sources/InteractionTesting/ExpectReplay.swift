public import InteractionModel
public import InteractionReplay
public import Testing

/// Replays a recording against the user's types in a Swift Testing test, and records one issue
/// per divergence, its comment starting with the kind in brackets.
///
/// ```swift
/// @Test @MainActor func workoutHeaderComesFirst() async {
///   await expectReplay(
///     of: "Recordings/start-workout",
///     subjects: .types(controller: { IntentViewController() }))
/// }
/// ```
///
/// The record mode (``RecordMode``) decides whether a missing recording is made through the
/// simulated host first (which needs `recordingIntent`); a test that records fails, so that
/// someone looks at what was recorded.
///
/// Each divergence that ``ReplayOptions/acceptedDivergences`` does not accept is an issue of its
/// own whose comment starts with its kind, such as `[answer-differs]`, so that a known issue can
/// name one kind and a divergence of another kind still fails:
///
/// ```swift
/// await withKnownIssue {
///   await expectReplay(of: "Recordings/start-workout", subjects: subjects, options: chaos)
/// } matching: { issue in
///   issue.comments.contains { $0.rawValue.hasPrefix("[answer-differs]") }
/// }
/// ```
///
/// - Parameters:
///   - path: The recording: a session directory or a log file, relative to the package root.
///   - interaction: The interaction to replay, or `nil` for all.
///   - subjects: The provider and controller factories.
///   - recordingIntent: The intent to record with when the record mode records.
///   - catalog: The intents the simulated host knows when it records: the standard catalog, or
///     one with an entry added for the user's own intent.
///   - options: How to replay; the recording is replayed twice
///     (``ReplayOptions/replaysTwice``), to find state that outlives an interaction, unless the
///     options say `replaysTwice: false`.
///   - record: The record mode; `ILOG_RECORD` overrides it, and under `CI` it defaults to
///     ``RecordMode/never``.
///   - filePath: The test file, for relative paths.
///   - sourceLocation: Where the issue is reported.
@MainActor
public func expectReplay(
  of path: String, interaction: String? = nil, subjects: ReplaySubjects,
  recordingIntent: Intent? = nil, catalog: IntentCatalog = .standard,
  options: ReplayOptions = ReplayOptions(),
  record: RecordMode? = nil, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  let expectation = ReplayExpectation(
    path: ReplayExpectation.resolve(path, testFile: filePath), interaction: interaction,
    subjects: subjects, recordingIntent: recordingIntent, options: options,
    recordMode: RecordMode.resolved(requested: record), catalog: catalog)
  let verdict = await expectation.verdict()
  for failure in verdict.failures {
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
  }
  for file in verdict.attachments {
    Attachment.record(file.contents, named: file.name, sourceLocation: sourceLocation)
  }
}
