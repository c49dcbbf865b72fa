import Foundation
import InteractionReplay
import InteractionSamples
import InteractionTestSupport
import Testing

/// A test generated from a failure carries everything that made it fail, so that it fails on
/// the bug and passes on the fix: for a property of one's own, a finding of the code and an
/// answer that differs from the recording.
///
/// Each case explores (or `make-test`s) the buggy controller and generates its tests twice: for
/// the bug, wrapped in `withKnownIssue` (`Generated/…PinnedTests.swift`: the known issue fails
/// once the test stops failing on the bug), and for the fix, the same test naming the fixed
/// type (`Generated/…FixedTests.swift`: it must pass). Both files are committed and compiled
/// into this target, which runs them; here they are checked to be what the generator writes.
/// `ILOG_RECORD_GOLDENS=1` rewrites them instead.
@MainActor
@Suite struct PinnedFailureTests {
  static let recordsGoldens = ProcessInfo.processInfo.environment["ILOG_RECORD_GOLDENS"] == "1"

  /// One way a run fails, explored on a buggy controller, and the type that fixes it.
  struct ExploredCase: Sendable, CustomTestStringConvertible {
    /// The files' prefix, such as `EndWorkoutVanishing`.
    var name: String
    var recording: String
    /// The command line the bug's file says generated it (`ilog explore` writes the same).
    var commandLine: String
    var bugType: String
    var fixType: String
    var subjects: @MainActor @Sendable () -> ReplaySubjects
    var options: ReplayOptions
    var limits = ExplorationLimits()
    /// What the shrunk failure is.
    var failure: String
    /// Whether the shrunk plan passes on the bug with sizes and the second run alone, what
    /// generated tests carried before: the test would then be green on the bug.
    var passesWithoutWhatItCarries = true

    var testDescription: String { name }
  }

  nonisolated static let exploredCases = [
    ExploredCase(
      name: "EndWorkoutVanishing", recording: "Recordings/end-workout",
      commandLine: "ilog explore Recordings/end-workout --sample vanishing-header",
      bugType: "VanishingHeaderViewController", fixType: "FixedHeaderViewController",
      subjects: {
        .types(
          controller: { VanishingHeaderViewController() },
          properties: [.workoutKeepsItsHeader])
      },
      options: ReplayOptions(), failure: "the workout keeps its header"),
    ExploredCase(
      name: "StartWorkoutExplored", recording: "Recordings/start-workout",
      commandLine: "ilog explore Recordings/start-workout --sample workout",
      bugType: "WorkoutViewController", fixType: "FixedHeaderViewController",
      subjects: {
        .types(controller: { WorkoutViewController() }, properties: [.workoutKeepsItsHeader])
      },
      options: ReplayOptions(), failure: "header-not-on-top", passesWithoutWhatItCarries: false),
    // The documented order alone: BNRun's controller, the fix here, fails the others.
    ExploredCase(
      name: "TallWorkout", recording: "Recordings/start-workout",
      commandLine: "Explorer(options: ReplayOptions(answers: .always))",
      bugType: "TallWorkoutViewController", fixType: "WorkoutViewController",
      subjects: { .types(controller: { TallWorkoutViewController() }) },
      options: ReplayOptions(answers: .always), limits: ExplorationLimits(plans: 1),
      failure: "answer-differs"),
  ]

  @Test(arguments: exploredCases)
  func anExploredFailureIsPinnedWithWhatMadeItFail(_ pinned: ExploredCase) async throws {
    let subjects = pinned.subjects()
    let report = try await Explorer(
      contentsOf: "\(packageRoot)/\(pinned.recording)", options: pinned.options,
      limits: pinned.limits
    ).explore(subjects)
    #expect(report.failures.map(\.failureName) == [pinned.failure])
    let plan = try #require(report.failures.first?.shrunk.chaosPlan)
    let bare = try await Replayer(
      contentsOf: "\(packageRoot)/\(pinned.recording)",
      options: ReplayOptions(mode: .chaos(plan), selection: .interaction(report.interactions[0]))
    ).replay(ReplaySubjects(controller: subjects.makeController))
    #expect(bare.passed == pinned.passesWithoutWhatItCarries, "\(bare)")
    var options = pinned.options
    options.properties += subjects.properties
    var generator = ExplorationTestGenerator(
      recordingPath: pinned.recording, suiteName: "\(pinned.name)Tests",
      imports: ["InteractionSamples"], commandLine: "\(pinned.commandLine) --known-issues",
      controllerType: pinned.bugType, options: options, knownIssues: true)
    try Self.expectCommitted(
      generator.source(pinning: report.failures), file: "\(pinned.name)Tests.swift")
    generator.suiteName = "\(pinned.name)FixedTests"
    generator.commandLine = pinned.commandLine
    generator.controllerType = pinned.fixType
    generator.knownIssues = false
    try Self.expectCommitted(
      generator.source(pinning: report.failures), file: "\(pinned.name)FixedTests.swift")
  }

  static let samples = ReplayTestFile.KnownModule(
    name: "InteractionSamples", typeNames: ["SampleIntentsExtension", "WorkoutViewController"])

  /// `make-test --property`: a bug no finding sees (the header hidden when it comes last, in a
  /// recording made with it last) is pinned by the property that catches it, not by the
  /// recorded answers, which the buggy controller gives.
  @Test func aPropertyGivenToMakeTestIsCheckedByEveryTest() throws {
    let recording = "\(packageRoot)/Recordings/empty-set-last"
    let file = try ReplayTestFile(
      recordingPath: recording, interaction: nil,
      outputPath: "EmptySetLastPropertyTests.swift", imports: [],
      knownModule: Self.samples,
      commandLine: "ilog make-test Recordings/empty-set-last --property workoutKeepsItsHeader",
      properties: ["workoutKeepsItsHeader"], knownIssues: true)
    let source = file.source.replacingOccurrences(
      of: "\"\(recording)\"", with: "\"Recordings/empty-set-last\"")
    #expect(source.contains("properties: [.workoutKeepsItsHeader]"))
    #expect(source.contains("mode: .host"))
    #expect(source.contains("findings: .always"))
    // The recording names WorkoutViewController: the bug's file names the controller whose
    // header vanishes, the fix's the adaptive one.
    try Self.expectCommitted(
      source.replacingOccurrences(
        of: "{ WorkoutViewController() }", with: "{ VanishingHeaderViewController() }"),
      file: "EmptySetLastPropertyTests.swift")
    let fixed = try ReplayTestFile(
      recordingPath: recording, interaction: nil,
      outputPath: "EmptySetLastPropertyFixedTests.swift", imports: [],
      knownModule: Self.samples,
      commandLine: "ilog make-test Recordings/empty-set-last --property workoutKeepsItsHeader",
      properties: ["workoutKeepsItsHeader"])
    try Self.expectCommitted(
      fixed.source.replacingOccurrences(
        of: "\"\(recording)\"", with: "\"Recordings/empty-set-last\""
      ).replacingOccurrences(
        of: "{ WorkoutViewController() }", with: "{ FixedHeaderViewController() }"),
      file: "EmptySetLastPropertyFixedTests.swift")
  }

  /// Compares a generated source with the committed file in Generated/, or writes it there
  /// with `ILOG_RECORD_GOLDENS=1`.
  static func expectCommitted(
    _ source: String, file: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let path = "\(packageRoot)/Tests/InteractionTestingTests/Generated/\(file)"
    if recordsGoldens {
      try Data(source.utf8).write(to: URL(fileURLWithPath: path))
      return
    }
    let committed = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      source == committed,
      "Generated/\(file) is not what the generator writes; ILOG_RECORD_GOLDENS=1 rewrites it",
      sourceLocation: sourceLocation)
  }
}
