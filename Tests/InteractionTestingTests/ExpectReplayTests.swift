import Foundation
import InteractionHost
import InteractionInspector
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
    // BNRun's controller under a plan that sends the header last: the user sees it as a footer.
    await withKnownIssue {
      await expectReplay(
        of: "Recordings/start-workout", subjects: .types(controller: { WorkoutViewController() }),
        options: ReplayOptions(
          mode: .chaos(ChaosPlan(delivery: .emptySetLast)), replaysTwice: false),
        record: .never)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("[code-finding] Replay failed: problem 1 of 1")
          && $0.rawValue.contains("header-not-on-top: the empty-set view of call 2")
      }
    }
  }

  @Test func theControllerThatAdaptsPassesWhereTheOneThatIgnoresTheOrderFails() async {
    // The fixed controller answers otherwise than recorded, and the user sees the header on top.
    let notes = AdaptiveHeaderViewController.Notes()
    await expectReplay(
      of: "Recordings/start-workout",
      subjects: .types(controller: { AdaptiveHeaderViewController(notes: notes) }),
      options: ReplayOptions(mode: .chaos(ChaosPlan(delivery: .emptySetLast))), record: .never)
    // Asked to compare answers, the same replay lists them as failures.
    await withKnownIssue {
      await expectReplay(
        of: "Recordings/start-workout",
        subjects: .types(controller: { AdaptiveHeaderViewController(notes: notes) }),
        options: ReplayOptions(
          mode: .chaos(ChaosPlan(delivery: .emptySetLast)), answers: .always),
        record: .never)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("[answer-differs] ") }
    }
  }

  @Test func theTestMakeTestPinsPassesAgainstTheFix() async {
    // Generated/EmptySetLastReplayTests.swift replays the recording's bug against BNRun's
    // controller and knows it fails; the same test against the fixed controller passes.
    let notes = AdaptiveHeaderViewController.Notes()
    await expectReplay(
      of: "Recordings/empty-set-last", interaction: "S2",
      subjects: .types(
        provider: { SampleIntentsExtension() },
        controller: { AdaptiveHeaderViewController(notes: notes) }),
      options: ReplayOptions(mode: .host), record: .never)
  }

  @Test func eachDivergenceIsAnIssueOfItsOwnThatStartsWithItsKind() async {
    let expectation = ReplayExpectation(
      path: "\(packageRoot)/Recordings/superset-claim", interaction: nil, subjects: Self.workout,
      recordingIntent: nil, options: ReplayOptions(mode: .host, answers: .always),
      recordMode: .never)
    let failures = await expectation.evaluate()
    #expect(
      failures.map { $0.prefix { $0 != " " } } == [
        "[answer-differs]", "[answer-differs]", "[call-added]", "[call-added]", "[answer-differs]",
      ])
    #expect(failures[2].contains("Replay diverged from the recording: difference 3 of 5"))
    #expect(failures[2].contains("\n3. call-added: "))
    #expect(!failures[2].contains("\n1. answer-differs: "))
    // Accepting both kinds leaves nothing to report.
    var accepting = expectation
    accepting.options.acceptedDivergences = [.answerDiffers, .callAdded]
    #expect(await accepting.evaluate() == [])
  }

  @Test func aKnownIssueMatchesOneKindAndAcceptedKindsRecordNone() async {
    await withKnownIssue {
      await expectReplay(
        of: "Recordings/superset-claim", subjects: Self.workout,
        options: ReplayOptions(
          mode: .host, acceptedDivergences: [.answerDiffers], answers: .always),
        record: .never)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("[call-added] ") }
    }
    let notes = AdaptiveHeaderViewController.Notes()
    await expectReplay(
      of: "Recordings/start-workout",
      subjects: .types(controller: { AdaptiveHeaderViewController(notes: notes) }),
      options: ReplayOptions(
        mode: .chaos(ChaosPlan(delivery: .emptySetLast)),
        acceptedDivergences: [.answerDiffers], answers: .always),
      record: .never)
  }

  @Test func stateKeptInAStaticFailsByDefault() async {
    HeaderOnceViewController.headerShown = false
    await withKnownIssue {
      await expectReplay(
        of: "Recordings/start-workout",
        subjects: .types(controller: { HeaderOnceViewController() }), record: .never)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("[state-outlived] ") && $0.rawValue.contains("     + size: 0×0")
      }
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
    #expect(never.count == 1)
    #expect(never.first?.contains("No recording at \(path)") == true)
    #expect(!FileManager.default.fileExists(atPath: path))

    let recorded = await expectation(.missing).evaluate()
    #expect(recorded.first?.hasPrefix("Recorded the missing session at \(path)") == true)
    let files = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    #expect(files.count == 2)
    #expect(files.allSatisfy { $0.hasSuffix(".ilog") })

    // Now there, it is replayed, and the replay passes.
    #expect(await expectation(.missing).evaluate() == [])
    #expect(await expectation(.never).evaluate() == [])

    // `all` replaces the logs, and fails so that someone looks.
    let again = await expectation(.all).evaluate()
    #expect(again.first?.hasPrefix("Recorded a new session") == true)
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
    #expect(failure.first?.hasPrefix("No recording at \(directory.path)/absent to replay") == true)
    #expect(failure.first?.contains("cannot make one without `recordingIntent:`") == true)
  }

  @Test func reRecordingAnExistingRecordingWithoutAnIntentSaysItExists() async throws {
    let path = "\(packageRoot)/Recordings/start-workout"
    let before = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    let failure = await ReplayExpectation(
      path: path, interaction: nil, subjects: Self.workout, recordingIntent: nil,
      options: ReplayOptions(), recordMode: .all
    ).evaluate()
    #expect(failure.count == 1)
    let message = try #require(failure.first)
    #expect(message.hasPrefix("The recording at \(path) exists, but the record mode \"all\""))
    #expect(message.contains("needs `recordingIntent:`"))
    #expect(!message.contains("No recording"))
    // Nothing was removed.
    #expect(try FileManager.default.contentsOfDirectory(atPath: path).sorted() == before)
  }

  @Test func relativePathsAreTakenFromThePackageRoot() {
    let resolved = ReplayExpectation.resolve("Recordings/start-workout", testFile: #filePath)
    #expect(resolved == "\(packageRoot)/Recordings/start-workout")
    #expect(ReplayExpectation.resolve("/tmp/x", testFile: #filePath) == "/tmp/x")
  }
}

/// `expectEveryPlanPasses`: exploration in a test, one issue per failure.
@MainActor
@Suite struct ExpectEveryPlanPassesTests {
  @Test func eachFailureIsAnIssueWithItsShrunkPlanAndATestThatPinsIt() async {
    await withKnownIssue {
      await expectEveryPlanPasses(
        of: "Recordings/start-workout", subjects: .types(controller: { WorkoutViewController() }))
    } matching: { issue in
      let comment = issue.comments.map(\.rawValue).joined()
      return comment.hasPrefix("[header-not-on-top] Exploration of Recordings/start-workout failed")
        && comment.contains(
          "   shrunk: [INStartWorkoutIntent.intentDescription] [], no faults (1 moved call")
        && comment.contains("A test that pins it:\n  /// header-not-on-top in S1 under")
        && comment.contains("subjects: .types(controller: { WorkoutViewController() })")
    }
  }

  @Test func aControllerThatLivesWithEveryOrderRecordsNone() async {
    let notes = AdaptiveHeaderViewController.Notes()
    await expectEveryPlanPasses(
      of: "Recordings/start-workout",
      subjects: .types(controller: { AdaptiveHeaderViewController(notes: notes) }))
  }

  @Test func aPropertyOfOnesOwnFailsEveryPlanThatBreaksIt() async {
    // A property the adaptive controller keeps: the header is never below the workout.
    let headerOnTop = ReplayProperty("the header is never below another view") { interaction in
      let views = (interaction.interface?.shownViews ?? []).filter(\.takesRoom)
      return views.dropFirst().allSatisfy { !$0.isEmptySet }
    }
    let notes = AdaptiveHeaderViewController.Notes()
    await expectEveryPlanPasses(
      of: "Recordings/start-workout",
      subjects: .types(controller: { AdaptiveHeaderViewController(notes: notes) }),
      options: ReplayOptions(findings: .never, properties: [headerOnTop]))
    // BNRun's controller breaks it, found without the inspector's findings.
    await withKnownIssue {
      await expectEveryPlanPasses(
        of: "Recordings/start-workout", subjects: .types(controller: { WorkoutViewController() }),
        options: ReplayOptions(findings: .never, properties: [headerOnTop]))
    } matching: { issue in
      let comment = issue.comments.map(\.rawValue).joined()
      // The test that pins it checks the property, and says how to name it.
      return comment.hasPrefix(
        "[the header is never below another view] Exploration of Recordings/start-workout")
        && comment.contains(
          "findings: .never, properties: [<#the header is never below another view#>]))")
    }
    // A property declared as a member is named so in the test, with those its subjects carry.
    await withKnownIssue {
      await expectEveryPlanPasses(
        of: "Recordings/end-workout",
        subjects: .types(
          controller: { VanishingHeaderViewController(notes: notes) },
          properties: [.workoutKeepsItsHeader]),
        options: ReplayOptions(acceptedDivergences: [.stateOutlived]))
    } matching: { issue in
      let comment = issue.comments.map(\.rawValue).joined()
      return comment.hasPrefix(
        "[the workout keeps its header] Exploration of Recordings/end-workout")
        && comment.contains(
          "acceptedDivergences: [.stateOutlived], findings: .always,\n"
            + "        properties: [.workoutKeepsItsHeader]))")
    }
  }
}
