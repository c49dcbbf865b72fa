import Foundation
import InteractionHost
import InteractionReplay
import InteractionSamples
import InteractionTestSupport
import InteractionTesting
import Testing

/// The test helpers against real recordings, and the record modes on real files.
@MainActor
@Suite struct ExpectReplayTests {
  static let workout = ReplaySubjects.types(
    provider: { SampleIntentsExtension() }, controller: { WorkoutViewController() })

  @Test func matchingReplayRecordsNoIssue() async {
    await expectReplay(of: "Recordings/start-workout", subjects: Self.workout, record: .never)
  }

  @Test func divergingReplayRecordsTheReportAsAnIssue() async {
    await withKnownIssue {
      await expectReplay(
        of: "Recordings/start-workout", subjects: Self.workout,
        options: ReplayOptions(mode: .chaos(ChaosPlan(delivery: .emptySetLast))), record: .never)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("view-order") }
    }
  }

  @Test func missingRecordingIsRecordedThenReplayed() async throws {
    let directory = TemporaryDirectory()
    let path = directory.path + "/workout-session"
    func expectation(_ mode: RecordMode) -> ReplayExpectation {
      ReplayExpectation(
        path: path, interaction: "S1", subjects: Self.workout,
        recordingIntent: SampleScenarios.startWorkoutIntent, options: ReplayOptions(),
        recordMode: mode)
    }
    let never = await expectation(.never).evaluate()
    #expect(never?.contains("No recording at \(path)") == true)
    #expect(!FileManager.default.fileExists(atPath: path))

    let recorded = await expectation(.missing).evaluate()
    #expect(recorded?.hasPrefix("Recorded the missing session at \(path)") == true)
    let files = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    #expect(files.count == 2)
    #expect(files.allSatisfy { $0.hasSuffix(".ilog") })

    // Now there, it is replayed, and the replay passes.
    #expect(await expectation(.missing).evaluate() == nil)
    #expect(await expectation(.never).evaluate() == nil)

    // `all` replaces the logs, and fails so that someone looks.
    let again = await expectation(.all).evaluate()
    #expect(again?.hasPrefix("Recorded a new session") == true)
    #expect(try FileManager.default.contentsOfDirectory(atPath: path).count == 2)
  }

  @Test func recorderErrorsAreRecordedAsAnIssue() async throws {
    let directory = TemporaryDirectory()
    // A file where the session's directory should go: neither recorder can start.
    let blocker = directory.file("blocker")
    #expect(FileManager.default.createFile(atPath: blocker, contents: Data()))
    await withKnownIssue {
      await expectReplay(
        of: blocker + "/session", subjects: Self.workout,
        recordingIntent: SampleScenarios.startWorkoutIntent, record: .missing)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("the recorder reported:\n  \(blocker): exists and is not a directory")
      }
    }
  }

  @Test func recordingWithoutAnIntentSaysWhatIsMissing() async {
    let directory = TemporaryDirectory()
    let failure = await ReplayExpectation(
      path: directory.path + "/absent", interaction: nil, subjects: Self.workout,
      recordingIntent: nil, options: ReplayOptions(), recordMode: .missing
    ).evaluate()
    #expect(failure?.contains("pass `recordingIntent:`") == true)
  }

  @Test func relativePathsAreTakenFromThePackageRoot() {
    let resolved = ReplayExpectation.resolve("Recordings/start-workout", testFile: #filePath)
    #expect(resolved == "\(packageRoot)/Recordings/start-workout")
    #expect(ReplayExpectation.resolve("/tmp/x", testFile: #filePath) == "/tmp/x")
  }
}
