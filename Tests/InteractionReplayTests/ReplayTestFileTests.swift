import Foundation
import InteractionReplay
import InteractionTestSupport
import Testing

/// What `ilog make-test` writes: the interactions chosen, the imports, and a file never written
/// over unless asked.
@Suite struct ReplayTestFileTests {
  static let samples = ReplayTestFile.KnownModule(
    name: "InteractionSamples", typeNames: ["SampleIntentsExtension", "WorkoutViewController"])

  static func recording(_ name: String) -> String { "\(packageRoot)/Recordings/\(name)" }

  @Test func aRecordingOfKnownTypesGivesTheCommittedTest() throws {
    let path = Self.recording("start-workout")
    let file = try ReplayTestFile(
      recordingPath: path, interaction: nil,
      outputPath: "Tests/InteractionTestingTests/Generated/StartWorkoutReplayTests.swift",
      imports: [], knownModule: Self.samples,
      commandLine: "ilog make-test Recordings/start-workout")
    #expect(file.testCount == 1)
    let committed = try String(
      contentsOfFile: "\(packageRoot)/Tests/InteractionTestingTests/Generated/"
        + "StartWorkoutReplayTests.swift", encoding: .utf8)
    let relative = file.source.replacingOccurrences(
      of: "\"\(path)\"", with: "\"Recordings/start-workout\"")
    #expect(relative == committed)
  }

  @Test func aRecordingWithABugGivesTheCommittedPinnedTest() throws {
    let path = Self.recording("empty-set-last")
    let command = "ilog make-test Recordings/empty-set-last --known-issues"
    let file = try ReplayTestFile(
      recordingPath: path, interaction: nil,
      outputPath: "Tests/InteractionTestingTests/Generated/EmptySetLastReplayTests.swift",
      imports: [], knownModule: Self.samples, commandLine: command, knownIssues: true)
    let committed = try String(
      contentsOfFile: "\(packageRoot)/Tests/InteractionTestingTests/Generated/"
        + "EmptySetLastReplayTests.swift", encoding: .utf8)
    let relative = file.source.replacingOccurrences(
      of: "\"\(path)\"", with: "\"Recordings/empty-set-last\"")
    #expect(relative == committed)
    #expect(committed.contains("func showsS2Right() async"))
    #expect(committed.contains("options: ReplayOptions(mode: .host, findings: .always)"))
    #expect(committed.contains("- header-not-on-top: the empty-set view of call 2"))
    // Without --known-issues the same test, unwrapped.
    let plain = try ReplayTestFile(
      recordingPath: path, interaction: nil, outputPath: nil, imports: [],
      knownModule: Self.samples, commandLine: "ilog make-test")
    #expect(!plain.source.contains("withKnownIssue"))
    #expect(plain.source.contains("func showsS2Right() async"))
  }

  @Test func oneInteractionIsChosenByItsIdentifier() throws {
    let file = try ReplayTestFile(
      recordingPath: Self.recording("two-process"), interaction: "S4", outputPath: nil,
      imports: ["MyIntentsUI"], knownModule: Self.samples, commandLine: "ilog make-test")
    #expect(file.testCount == 1)
    #expect(file.source.contains("@Suite struct RecordingReplayTests {"))
    // S4's recording has a completion called twice: the test pins it.
    #expect(file.source.contains("func showsS4Right() async"))
    #expect(!file.source.contains("func replaysS1() async"))
    #expect(file.source.contains("import MyIntentsUI\n"))
    #expect(!file.source.contains("import InteractionSamples"))
  }

  @Test func aTypeTheKnownModuleDoesNotDeclareNeedsAnImport() throws {
    let partial = ReplayTestFile.KnownModule(
      name: "InteractionSamples", typeNames: ["SampleIntentsExtension"])
    let file = try ReplayTestFile(
      recordingPath: Self.recording("start-workout"), interaction: nil, outputPath: nil,
      imports: [], knownModule: partial, commandLine: "ilog make-test")
    #expect(!file.source.contains("import InteractionSamples"))
    #expect(file.source.contains("controller: { WorkoutViewController() }"))
  }

  @Test func anUnknownIdentifierOrAMissingRecordingSaysWhereAndWhat() throws {
    let path = Self.recording("two-process")
    #expect(throws: ReplayTestFileError.noInteraction(path: path, identifier: "S9")) {
      try ReplayTestFile(
        recordingPath: path, interaction: "S9", outputPath: nil, imports: [],
        knownModule: nil, commandLine: "ilog make-test")
    }
    #expect(
      "\(ReplayTestFileError.noInteraction(path: path, identifier: "S9"))"
        == "no recorded interaction with identifier S9: \(path)")
    let directory = TemporaryDirectory()
    let missing = directory.file("absent")
    do {
      _ = try ReplayTestFile(
        recordingPath: missing, interaction: nil, outputPath: nil, imports: [],
        knownModule: nil, commandLine: "ilog make-test")
      Issue.record("a missing recording was read")
    } catch {
      guard case .unreadableRecording(let path, _) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(path == missing)
      #expect(error.what.hasPrefix("cannot read the recording: "))
    }
  }

  @Test func anExistingFileIsReplacedOnlyWhenAsked() throws {
    let file = try ReplayTestFile(
      recordingPath: Self.recording("start-workout"), interaction: nil, outputPath: nil,
      imports: [], knownModule: Self.samples, commandLine: "ilog make-test")
    let directory = TemporaryDirectory()
    let output = directory.file("Replay.swift")
    try file.write(to: output, replacing: false)
    #expect(try String(contentsOfFile: output, encoding: .utf8) == file.source)
    try Data("mine".utf8).write(to: URL(fileURLWithPath: output))
    #expect(throws: ReplayTestFileError.outputExists(path: output)) {
      try file.write(to: output, replacing: false)
    }
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "mine")
    try file.write(to: output, replacing: true)
    #expect(try String(contentsOfFile: output, encoding: .utf8) == file.source)
  }
}
