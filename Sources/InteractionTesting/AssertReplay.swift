#if canImport(XCTest)
public import InteractionModel
public import InteractionReplay
import XCTest

/// Replays a recording against the user's types in an XCTest test, and fails once per divergence,
/// each failure starting with the divergence's kind in brackets; the XCTest twin of
/// ``expectReplay(of:interaction:subjects:recordingIntent:catalog:options:record:filePath:sourceLocation:)``.
///
/// ```swift
/// @MainActor func testWorkoutHeaderComesFirst() async {
///   await assertReplay(
///     of: "Recordings/start-workout", subjects: .types(controller: { IntentViewController() }))
/// }
/// ```
///
/// - Parameters:
///   - path: The recording, relative to the package root.
///   - interaction: The interaction to replay, or `nil` for all.
///   - subjects: The provider and controller factories.
///   - recordingIntent: The intent to record with when the record mode records.
///   - catalog: The intents the simulated host knows when it records: the standard catalog, or
///     one with an entry added for the user's own intent.
///   - options: How to replay; the recording is replayed twice
///     (``ReplayOptions/replaysTwice``) unless the options say `replaysTwice: false`.
///   - record: The record mode (see ``RecordMode``).
///   - file: The test file, for relative paths and the failure.
///   - line: The line of the failure.
@MainActor
public func assertReplay(
  of path: String, interaction: String? = nil, subjects: ReplaySubjects,
  recordingIntent: Intent? = nil, catalog: IntentCatalog = .standard,
  options: ReplayOptions = ReplayOptions(),
  record: RecordMode? = nil, file: StaticString = #filePath, line: UInt = #line
) async {
  let expectation = ReplayExpectation(
    path: ReplayExpectation.resolve(path, testFile: "\(file)"), interaction: interaction,
    subjects: subjects, recordingIntent: recordingIntent, options: options,
    recordMode: RecordMode.resolved(requested: record), catalog: catalog)
  let verdict = await expectation.verdict()
  for failure in verdict.failures {
    XCTFail(failure, file: file, line: line)
  }
  attach(verdict.attachments)
}
/// Attaches the files to the running test as an activity of their own in Xcode's test report.
///
/// They are kept whether or not the test fails. XCTest on Linux has no attachments: there they
/// are left out, and Swift Testing's ``expectReplay(of:interaction:subjects:recordingIntent:catalog:options:record:filePath:sourceLocation:)``
/// writes them (`swift test --attachments-path DIR`).
@MainActor
private func attach(_ files: [ReplayAttachments.File]) {
  #if canImport(Darwin)
  guard !files.isEmpty else { return }
  XCTContext.runActivity(named: "What the replay showed") { activity in
    for file in files {
      let attachment = XCTAttachment(
        data: Data(file.contents.utf8), uniformTypeIdentifier: file.typeIdentifier)
      attachment.name = file.name
      attachment.lifetime = .keepAlways
      activity.add(attachment)
    }
  }
  #endif
}
#endif
