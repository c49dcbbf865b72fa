import Foundation
import InteractionHost
import InteractionJudging
import InteractionLog

/// A Swift Testing file that replays a recording, or one interaction of it: what
/// `ilog make-test` writes.
package struct ReplayTestFile: Sendable {
  /// The types a module declares, so that a test of a recording that names only them imports
  /// that module without being told to.
  package struct KnownModule: Sendable {
    /// The module's name, such as `InteractionSamples`.
    package var name: String
    /// The subject types it declares: handler providers and view controllers.
    package var typeNames: Set<String>

    package init(name: String, typeNames: Set<String>) {
      self.name = name
      self.typeNames = typeNames
    }
  }

  /// The Swift source.
  package var source: String
  /// The tests it holds, one per interaction.
  package var testCount: Int
  /// What is wrong with the recording's logs: not empty, the tests fail, as every replay of a
  /// damaged recording does.
  package var damage = RecordingDamage()

  /// Reads a recording and writes a test for each of its interactions, or for the one named.
  ///
  /// - Parameters:
  ///   - recordingPath: A log file or a session directory, relative to the package root as the
  ///     test will name it.
  ///   - interaction: The identifier of the only interaction to test, or `nil` for every one.
  ///   - outputPath: The file the source is for, whose name the suite takes;
  ///     `RecordingReplayTests` without one.
  ///   - imports: The modules that declare the subject types. When there are none and every
  ///     type the selected interactions name is one of `knownModule`'s, that module.
  ///   - knownModule: A module whose types need no `imports`.
  ///   - commandLine: The command that generated the file, for its first comment.
  ///   - subjects: What kind of types the recording names.
  ///   - properties: The properties every test checks, by the static members of
  ///     `ReplayProperty` that declare them (``ReplayTestGenerator/properties``).
  ///   - knownIssues: Whether a test that pins a bug wraps it in `withKnownIssue`.
  /// - Throws: ``ReplayTestFileError`` when the recording cannot be read or holds no such
  ///   interaction.
  package init(
    recordingPath: String, interaction: String?, outputPath: String?, imports: [String],
    knownModule: KnownModule?, commandLine: String,
    subjects: ReplayTestGenerator.Subjects = .model, properties: [String] = [],
    knownIssues: Bool = false
  ) throws(ReplayTestFileError) {
    let recording: Recording
    do {
      recording = try Recording(contentsOf: recordingPath)
    } catch {
      throw .unreadableRecording(path: recordingPath, error)
    }
    let selected = recording.interactions.filter { recorded in
      interaction.map { recorded.identifier == $0 } ?? true
    }
    guard !selected.isEmpty else {
      throw .noInteraction(path: recordingPath, identifier: interaction)
    }
    // The first handling step names the provider, the first interface step the controller.
    let names = Set(
      selected.flatMap { ($0.handling + $0.interface).prefix(1) + $0.interface.prefix(1) }
        .map { ReplayTestGenerator.typeName($0.step.instance) })
    var modules = imports
    if let knownModule, imports.isEmpty, names.isSubset(of: knownModule.typeNames) {
      modules = [knownModule.name]
    }
    // What the recording shows the extension's code doing wrong is what its tests pin.
    var findings: [String: [Finding]] = [:]
    do {
      let judged = try InspectionFold.report(paths: [recordingPath])
      for report in judged.interactions {
        guard let identifier = report.identifier else { continue }
        let own = report.findings.filter { $0.code.origin == .extensionCode }
        if !own.isEmpty { findings[identifier] = own }
      }
    } catch {
      throw .unreadableRecording(path: recordingPath, .unreadable(error))
    }
    let generator = ReplayTestGenerator(
      recordingPath: recordingPath,
      suiteName: outputPath.map(ReplayTestGenerator.suiteName(forOutput:))
        ?? "RecordingReplayTests",
      imports: modules, commandLine: commandLine, subjects: subjects, findings: findings,
      properties: properties, knownIssues: knownIssues)
    // A session directory holds both extensions' logs: a test of one alone is said so.
    damage = recording.damage(expecting: [.intentsExtension, .uiExtension])
    source = generator.source(
      for: selected, wholeSession: interaction == nil, session: recording.interactions)
    testCount =
      generator.tests(
        for: selected, wholeSession: interaction == nil, session: recording.interactions
      ).count
  }

  /// A file of source generated otherwise, such as the tests an exploration pins.
  ///
  /// - Parameters:
  ///   - source: The Swift source.
  ///   - testCount: The tests it holds.
  package init(source: String, testCount: Int) {
    self.source = source
    self.testCount = testCount
  }

  /// Writes the source to a file.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - replacing: Whether a file already at `path` may be overwritten.
  /// - Throws: ``ReplayTestFileError`` when the file exists and `replacing` is false, or it
  ///   cannot be written.
  package func write(to path: String, replacing: Bool) throws(ReplayTestFileError) {
    try Self.checkOutput(path, replacing: replacing)
    do {
      try Data(source.utf8).write(to: URL(fileURLWithPath: path))
    } catch {
      throw .unwritable(path: path, reason: error.localizedDescription)
    }
  }

  /// Checks, before the work that makes the source, that it may be written to `path`.
  ///
  /// - Throws: ``ReplayTestFileError/outputExists(path:)`` when a file is there and `replacing`
  ///   is false; ``ReplayTestFileError/unwritable(path:reason:)`` when what is there is a
  ///   directory or a file this process cannot write, or the directory to hold it is missing or
  ///   not writable.
  package static func checkOutput(_ path: String, replacing: Bool) throws(ReplayTestFileError) {
    let files = FileManager.default
    var isDirectory: ObjCBool = false
    if files.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard replacing else { throw .outputExists(path: path) }
      if isDirectory.boolValue { throw .unwritable(path: path, reason: "it is a directory") }
      guard files.isWritableFile(atPath: path) else {
        throw .unwritable(path: path, reason: "permission denied")
      }
      return
    }
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    guard files.fileExists(atPath: directory, isDirectory: &isDirectory) else {
      throw .unwritable(path: path, reason: "no directory \(directory)")
    }
    guard isDirectory.boolValue else {
      throw .unwritable(path: path, reason: "\(directory) is not a directory")
    }
    guard files.isWritableFile(atPath: directory) else {
      throw .unwritable(path: path, reason: "permission denied in \(directory)")
    }
  }
}
