import InteractionHost
import InteractionLog
public import InteractionModel
import InteractionRecorder
public import InteractionReplay

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a replay test checks, independent of the test framework: replays a recording against the
/// user's types, or records it through the simulated host when the record mode says so, and
/// returns the failure message to report, if any.
///
/// ``expectReplay(of:interaction:subjects:recordingIntent:catalog:options:record:filePath:sourceLocation:)``
/// (Swift Testing) and `assertReplay` (XCTest) report its failures.
public struct ReplayExpectation: Sendable {
  /// The recording: a session directory or a log file; relative paths are taken from the package
  /// root.
  public var path: String
  /// The interaction to replay, or `nil` for all.
  public var interaction: String?
  /// The types replayed.
  public var subjects: ReplaySubjects
  /// The intent to record with when the record mode records; without it a missing recording
  /// cannot be made.
  public var recordingIntent: Intent?
  /// How to replay; twice (``ReplayOptions/replaysTwice``) unless the options say otherwise.
  public var options: ReplayOptions
  /// The record mode, after the environment's override.
  public var recordMode: RecordMode
  /// The intents the simulated host knows when it records; a recording intent without an entry
  /// fails with the entry to add.
  public var catalog: IntentCatalog

  /// Creates an expectation from its parts, each the property of the same name.
  public init(
    path: String, interaction: String?, subjects: ReplaySubjects, recordingIntent: Intent?,
    options: ReplayOptions, recordMode: RecordMode, catalog: IntentCatalog = .standard
  ) {
    self.path = path
    self.interaction = interaction
    self.subjects = subjects
    self.recordingIntent = recordingIntent
    self.options = options
    self.recordMode = recordMode
    self.catalog = catalog
  }

  /// Replays or records.
  ///
  /// - Returns: The messages to fail with, one per issue: one per divergence that is not
  ///   accepted, each starting with its kind in brackets (`[answer-differs] …`) so that
  ///   `withKnownIssue(matching:)` can tell kinds apart, after one for a damaged recording
  ///   (``ReplayReport/damage``); or one saying what was recorded and
  ///   where, with every error the recorders reported, or why nothing could be replayed. Empty
  ///   when the replay matched.
  @MainActor
  public func evaluate() async -> [String] {
    await verdict().failures
  }

  /// Replays or records, as ``evaluate()``, with what a failing replay attaches: the replay's
  /// time-travel page and the snippets, replayed and recorded (none when it passed, recorded,
  /// or could not replay).
  @MainActor
  func verdict() async -> (failures: [String], attachments: [ReplayAttachments.File]) {
    let exists = FileManager.default.fileExists(atPath: path)
    if recordMode == .all || (recordMode == .missing && !exists) {
      return ([await record(replacing: exists)], [])
    }
    guard exists else {
      let missing = [
        """
        No recording at \(path), and the record mode is "never"\
        \(ProcessInfo.processInfo.environment["CI"] != nil ? " (CI is set)" : "").
        Record it locally: ILOG_RECORD=missing swift test --filter <this test>
        """
      ]
      return (missing, [])
    }
    var options = options
    if let interaction { options.selection = .interaction(interaction) }
    do {
      let report = try await Replayer(contentsOf: path, options: options).replay(subjects)
      let formatter = ReplayReportFormatter()
      // A damaged recording fails the test even where what could be read matched.
      // Accepted losses alone are listed in a passing report, never an issue.
      let damage = report.damage.isEmpty ? [] : formatter.damageSection(report)
      let failures =
        (damage.isEmpty
          ? [] : ["Cannot trust the replay of \(path):\n" + damage.joined(separator: "\n")])
        + report.divergences.map { formatter.issue(for: $0, in: report) }
      return (failures, failures.isEmpty ? [] : ReplayAttachments.files(for: report))
    } catch {
      return (["Cannot replay \(path): \(error)"], [])
    }
  }

  /// Records one interaction through the simulated host with the subjects, each extension into
  /// its own log of the session directory `path`.
  @MainActor
  private func record(replacing: Bool) async -> String {
    guard let intent = recordingIntent else {
      if replacing {
        return """
          The recording at \(path) exists, but the record mode "\(recordMode.rawValue)" asks to \
          record it anew, which needs `recordingIntent:` (the intent the simulated host drives \
          the subjects with). Pass it to re-record, or replay the recording as it is: \
          ILOG_RECORD=never swift test --filter <this test>
          """
      }
      return """
        No recording at \(path) to replay, and the record mode "\(recordMode.rawValue)" cannot \
        make one without `recordingIntent:`: pass the intent the simulated host should drive the \
        subjects with, and it records a session there.
        """
    }
    // Checked before the recorders open their logs: the host would refuse the intent, and an
    // empty session left behind would replay as if it were a recording.
    guard catalog[intentClass: intent.className] != nil else {
      return "Nothing recorded at \(path): \(UnknownIntentError(intentClass: intent.className))"
    }
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    let session = url.lastPathComponent
    if replacing {
      // Only the logs are replaced; anything else in the directory stays.
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      for name in names where name.hasSuffix(".ilog") {
        try? FileManager.default.removeItem(atPath: path + "/" + name)
      }
    }
    let errors = RecorderErrors()
    let report: @Sendable (RecorderError) -> Void = { errors.append($0) }
    let intents = Recorder(
      directory: directory, session: session, role: .intentsExtension, errorHandler: report)
    let interface = Recorder(
      directory: directory, session: session, role: .uiExtension, errorHandler: report)
    let identifier = interaction ?? "interaction-1"
    let host = SimulatedHost(catalog: catalog)
    // Without a provider the UI extension shows the bare intent; with one, what handling made.
    var shown: Interaction? = Interaction(intent: intent, identifier: identifier)
    if let makeProvider = subjects.makeProvider {
      let provider = intents.recordingProvider(wrapping: makeProvider(intents))
      let transcript = await host.runIntents(
        intent, provider: provider, interactionIdentifier: identifier)
      shown = transcript.outcome == .completed ? transcript.interaction : nil
    }
    if let makeController = subjects.makeController, let shown {
      _ = await host.runInterface(
        for: shown,
        controller: { interface.recordingController(wrapping: makeController(interface)) })
    }
    // Closed before the errors are read: closing writes the logs' ends, which may fail too.
    intents.close()
    interface.close()
    let reported = errors.all.map { "\n  \($0)" }.joined()
    return """
      Recorded \(replacing ? "a new" : "the missing") session at \(path) (record mode \
      "\(recordMode.rawValue)")\(reported.isEmpty ? "." : ", but the recorder reported:" + reported)
      Look at it (ilog inspect \(path)), commit it, and run the test again to replay it.
      """
  }

  /// A recording path as a test gives it: absolute, or relative to the package that holds the
  /// test file (the nearest directory above it with a Package.swift).
  ///
  /// - Parameters:
  ///   - path: The path the test gave.
  ///   - testFile: The test's `#filePath`.
  /// - Returns: An absolute path.
  public static func resolve(_ path: String, testFile: String) -> String {
    guard !path.hasPrefix("/") else { return path }
    var directory = URL(fileURLWithPath: testFile).deletingLastPathComponent()
    while directory.path != "/" {
      if FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("Package.swift").path)
      {
        return directory.appendingPathComponent(path).path
      }
      directory = directory.deletingLastPathComponent()
    }
    return FileManager.default.currentDirectoryPath + "/" + path
  }
}
