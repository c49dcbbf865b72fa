import ArgumentParser
import Foundation
import InteractionHost
import InteractionInspector
import InteractionReplay

extension ILog {
  /// `ilog make-test`: writes a Swift Testing file that replays a slice of a recording.
  struct MakeTest: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "make-test",
      abstract: "Write a Swift Testing file that replays a recording (or one interaction of it).",
      discussion: """
        The test replays the recording in exact mode against the types the recording names \
        (the controller's and the handler provider's type, made with init()), through \
        InteractionTesting's expectReplay, so a divergence fails the test with its report. \
        Give the recording's path relative to the package root, as the test will name it.

        Examples:
          $ ilog make-test Recordings/start-workout -o Tests/AppTests/StartWorkoutReplayTests.swift
          $ ilog make-test Recordings/killed-mid-interaction --interaction S4 --import MyIntentsUI
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

    @Flag(help: "Overwrite the output file if it exists.")
    var force = false

    func run() throws {
      let loaded: Recording
      do {
        loaded = try Recording(contentsOf: recording)
      } catch {
        throw InputError(what: "\(error)", location: recording)
      }
      let selected = loaded.interactions.filter { recorded in
        interaction.map { recorded.identifier == $0 } ?? true
      }
      guard !selected.isEmpty else {
        throw InputError(
          what: "no recorded interaction\(interaction.map { " with identifier \($0)" } ?? "")",
          location: recording)
      }
      let names = Set(
        selected.flatMap { ($0.handling + $0.interface).prefix(1) + $0.interface.prefix(1) }
          .map { String($0.step.instance.split(separator: "#").first ?? "") })
      let modules =
        imports.isEmpty && names.isSubset(of: SampleSubjects.typeNames)
        ? ["InteractionSamples"] : imports
      var command = "ilog make-test \(recording)"
      if let interaction { command += " --interaction \(interaction)" }
      let generator = ReplayTestGenerator(
        recordingPath: recording,
        suiteName: output.map(ReplayTestGenerator.suiteName(forOutput:)) ?? "RecordingReplayTests",
        imports: modules, commandLine: command)
      let source = generator.source(for: selected)
      guard let output else {
        print(source, terminator: "")
        return
      }
      if !force, FileManager.default.fileExists(atPath: output) {
        throw InputError(what: "already exists, never overwritten (use --force)", location: output)
      }
      do {
        try Data(source.utf8).write(to: URL(fileURLWithPath: output))
      } catch {
        throw InputError(what: "cannot write (\(error.localizedDescription))", location: output)
      }
      print("wrote \(output): \(selected.count) test\(selected.count == 1 ? "" : "s")")
    }
  }
}
