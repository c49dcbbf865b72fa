import ArgumentParser
import CommandSupport
import ILogSupport
import InteractionLog
import InteractionReplay

extension ILog {
  /// `ilog make-test`: writes a Swift Testing file that replays a slice of a recording.
  struct MakeTest: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "make-test",
      abstract: "Write a Swift Testing file that replays a recording (or one interaction of it).",
      discussion: """
        The test replays the recording against the types the recording names (the \
        controller's and the handler provider's type, made with init()), through \
        InteractionTesting's expectReplay. For an interaction whose recording shows a bug of \
        the extension's code (ilog inspect's findings such as header-not-on-top), the test \
        (shows…Right) replays the recorded order in host mode and checks what the user sees: \
        it fails while the bug is there and passes once the code is fixed (--known-issues \
        wraps it in withKnownIssue). Otherwise it is a regression test (replays…): an exact \
        replay that fails where the answers differ from the recording. For a bug no finding \
        sees, name the property that catches it with --property (the static member of \
        ReplayProperty that declares it, such as workoutKeepsItsHeader, the samples' own): \
        every test then replays the recorded order in host mode and checks the findings and \
        the properties, so it fails while the bug is there and passes once it is fixed, \
        whatever the fix answers; a name the tests' modules do not declare does not compile. \
        Give the recording's path relative to the package root, as the test will name it. \
        With --siri-kit the types are SiriKit classes (an INExtension, an Intents UI view \
        controller), replayed through InteractionSiriKit's SiriKitReplay. For a session of \
        several interactions of one extension, each test replays the session from its start up \
        to its interaction, and one more replays the whole session twice in one process, where \
        state one interaction leaves for the next shows.

        A damaged recording (a torn or corrupt log, a file not closed, an interaction cut \
        off) or one whose logs record a loss (a gap, dropped events, a recorder error, a \
        sequence jump, a broken link, an unsealed block, a file of another session) still \
        gives its tests, which fail on it as every replay of it does: a test pinned on a \
        recording that lost something would pass without having seen it. The damage and \
        losses are listed on standard error and the exit status is 1. An empty file or one that \
        is not gzip is unreadable: exit status 2. A session directory without one \
        extension's log gives tests of the other alone, and a note says so.

        EXAMPLES:
          $ ilog make-test Recordings/start-workout \\
              -o Tests/AppTests/StartWorkoutReplayTests.swift
          $ ilog make-test Recordings/two-process --interaction S4 --import MyIntentsUI
          $ ilog make-test device-logs/s1 --siri-kit \\
              --import MyIntents --import MyIntentsUI
        """)

    @Argument(help: "A log file or a session directory, relative to the package root.")
    var recording: String

    @Option(help: ArgumentHelp("Only the interaction with this identifier.", valueName: "id"))
    var interaction: String?

    @Option(
      name: .shortAndLong,
      help: ArgumentHelp(
        "The file to write; never overwritten without --force. Standard output without it.",
        valueName: "file"))
    var output: String?

    @Option(
      name: .customLong("import"),
      help: ArgumentHelp(
        "A module that declares the subject types (repeatable).", valueName: "module"))
    var imports: [String] = []

    @Option(
      name: .customLong("property"),
      help: ArgumentHelp(
        "A property every test checks, by the static member of ReplayProperty that declares it "
          + "(repeatable): the samples' are \(SampleSubjects.propertyMembers.joined(separator: ", ")).",
        valueName: "member"))
    var properties: [String] = []

    @Flag(
      name: .customLong("siri-kit"),
      help:
        "The types are SiriKit classes: wrap them in SiriKitReplay (and import InteractionSiriKit)."
    )
    var siriKit = false

    @Flag(
      help:
        "Wrap each test that pins a bug (a finding the recording shows, or the --property given) in withKnownIssue: the suite passes until the bug is fixed."
    )
    var knownIssues = false

    @Flag(help: "Overwrite the output file if it exists.")
    var force = false

    func validate() throws {
      for property in properties where !Self.isIdentifier(property) {
        throw ValidationError(
          "--property: the name of a static member of ReplayProperty, such as "
            + "workoutKeepsItsHeader; got '\(property)'.")
      }
    }

    /// Whether a name is a Swift identifier: letters, digits and underscores, not a digit first.
    private static func isIdentifier(_ name: String) -> Bool {
      guard let first = name.first, !first.isNumber else { return false }
      return name.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII }
    }

    func run() throws {
      var command = "ilog make-test \(recording)"
      if let interaction { command += " --interaction \(interaction)" }
      for property in properties { command += " --property \(property)" }
      if siriKit { command += " --siri-kit" }
      if knownIssues { command += " --known-issues" }
      let file = try ReplayTestFile(
        recordingPath: recording, interaction: interaction, outputPath: output, imports: imports,
        knownModule: .init(name: "InteractionSamples", typeNames: SampleSubjects.typeNames),
        commandLine: command, subjects: siriKit ? .siriKit : .model, properties: properties,
        knownIssues: knownIssues)
      if let output {
        try file.write(to: output, replacing: force)
        print("wrote \(output): \(file.testCount) test\(file.testCount == 1 ? "" : "s")")
      } else {
        print(file.source, terminator: "")
      }
      // A session of one extension may be all there is (an app without a UI extension): the
      // tests replay what is there and pass, so a missing log is said, not failed.
      var damage = file.damage
      let missing = RecordingDamage(missingRoles: damage.missingRoles, session: damage.session)
      for line in missing.lines { StandardError.write("ilog: note: \(line)") }
      damage.missingRoles = []
      // Written all the same, as inspect prints what it read: the tests fail on the damage.
      var hint: [String] = []
      if !damage.damages.isEmpty || !damage.unclosedFiles.isEmpty {
        hint.append(
          "the tests fail on a damaged recording; replay a clean copy: "
            + "ilog recover \(recording) -o <copy>")
      } else if !damage.losses.isEmpty {
        let kinds = Set(damage.losses.map(\.kind)).sorted().map { ".\($0)" }
        hint.append(
          "the tests fail while the logs record a loss: what was lost was never checked; "
            + "record the session again, or accept the loss on purpose in each test with "
            + "ReplayOptions(acceptedLosses: [\(kinds.joined(separator: ", "))])")
      }
      try ILog.fail(reporting: damage.lines + hint)
    }
  }
}
