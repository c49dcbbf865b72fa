import Foundation
import InteractionInspector
import InteractionLog

/// The expected `ilog inspect` output of each recording, committed beside its logs as
/// `expected-inspect.txt` (text) and `expected-inspect.json` (`--format json`), and rendered
/// here with the same library renderers the command uses.
///
/// Paths in the outputs are relative to the directory that holds the recordings' directory,
/// `Recordings/start-workout` for the default `--output`: what `ilog inspect
/// Recordings/start-workout` prints from the package root. So wherever `--output` points, the
/// outputs read the same.
enum ExpectedOutputs {
  /// One expected output file.
  struct Output {
    /// The file's name in the recording's directory.
    var name: String
    var format: OutputFormat
  }

  static let outputs = [
    Output(name: "expected-inspect.txt", format: .text),
    Output(name: "expected-inspect.json", format: .json),
  ]

  /// Renders every expected output of a recording from its committed logs.
  ///
  /// - Parameters:
  ///   - name: The recording's name.
  ///   - root: The directory that holds the recordings.
  /// - Returns: Each output's file name and contents.
  /// - Throws: ``RecordingError/file(path:message:)`` when the logs cannot be read.
  static func render(_ name: String, root: String) throws(RecordingError) -> [(
    name: String, text: String
  )] {
    let absolute = URL(fileURLWithPath: root).standardizedFileURL
    let parent = absolute.deletingLastPathComponent().path
    let relative = absolute.lastPathComponent + "/" + name
    let manager = FileManager.default
    let previous = manager.currentDirectoryPath
    // Read from the parent so that the reader, and so the outputs, name files relatively.
    guard manager.changeCurrentDirectoryPath(parent) else {
      throw .file(path: parent, message: "cannot change into it")
    }
    defer { _ = manager.changeCurrentDirectoryPath(previous) }
    var rendered: [(name: String, text: String)] = []
    for output in outputs {
      var renderer = InspectionRenderer(format: output.format)
      var text = ""
      do {
        let session = try InspectedSession(paths: [relative])
        let outcome = try renderer.render(
          [session],
          with: Inspector(configuration: InspectionConfiguration(retainsInteractions: false))
        ) { text += $0 }
        // A record JSON could not write is missing from the text: no golden without it.
        if let error = outcome.encodeErrors.first { throw error }
      } catch {
        throw .file(path: root + "/" + name, message: "\(error)")
      }
      rendered.append((output.name, text))
    }
    return rendered
  }

  /// Writes a recording's expected outputs beside its logs.
  ///
  /// - Parameters:
  ///   - name: The recording's name.
  ///   - root: The directory that holds the recordings.
  /// - Returns: The files written, with their sizes.
  /// - Throws: ``RecordingError/file(path:message:)`` when a file cannot be read or written.
  static func write(_ name: String, root: String) throws(RecordingError) -> [(
    name: String, size: Int
  )] {
    var written: [(name: String, size: Int)] = []
    for output in try render(name, root: root) {
      let path = root + "/" + name + "/" + output.name
      do {
        try Data(output.text.utf8).write(to: URL(fileURLWithPath: path))
      } catch {
        throw .file(path: path, message: "\(error)")
      }
      written.append((output.name, output.text.utf8.count))
    }
    return written
  }

  /// Compares a recording's committed expected outputs with what its committed logs render to.
  ///
  /// - Parameters:
  ///   - name: The recording's name.
  ///   - root: The directory that holds the recordings.
  /// - Returns: One line per output file that is missing or differs, naming its first differing
  ///   line; empty when all agree.
  /// - Throws: ``RecordingError/file(path:message:)`` when the logs cannot be read.
  static func differences(_ name: String, root: String) throws(RecordingError) -> [String] {
    var differences: [String] = []
    for output in try render(name, root: root) {
      let path = root + "/" + name + "/" + output.name
      guard let data = FileManager.default.contents(atPath: path) else {
        differences.append("\(name)/\(output.name): not committed")
        continue
      }
      let committed = String(decoding: data, as: UTF8.self)
      guard committed != output.text else { continue }
      let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
      let new = output.text.split(separator: "\n", omittingEmptySubsequences: false)
      let line = zip(old, new).prefix { $0 == $1 }.count + 1
      differences.append(
        "\(name)/\(output.name): differs from line \(line) (fresh \(new.count) lines, "
          + "committed \(old.count))")
    }
    return differences
  }
}
