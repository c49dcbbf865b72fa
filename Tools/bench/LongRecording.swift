import Foundation
import InteractionInspector

/// The long recording the inspector's rows read: `make-recordings --long`'s session of
/// 10 000 S1–S8 interactions (by default), generated once per benchmark run by the built
/// `make-recordings` next to this binary, as `swift run make-recordings --long` would.
struct LongRecording: Codable {
  /// The session directory, `<dir>/long-session`.
  var session: String
  /// Its log files, sorted.
  var files: [String]
  /// Interactions asked of make-recordings.
  var interactions: Int
  /// Events in all the files, as the inspector counts them.
  var events: Int
  /// Compressed bytes on disk and uncompressed JSON Lines, over all the files.
  var bytes: Int64
  var payloadBytes: Int64
  /// The largest log file, and its events and uncompressed bytes.
  var largestFile: String
  var largestEvents: Int
  var largestPayloadBytes: Int64

  /// Runs `make-recordings --long directory --long-count interactions` and counts what it wrote.
  ///
  /// - Throws: ``BenchmarkError`` when the binary is missing or fails, or writes nothing.
  static func make(in directory: String, interactions: Int, binaries: String) throws
    -> LongRecording
  {
    let tool = "\(binaries)/make-recordings"
    guard FileManager.default.isExecutableFile(atPath: tool) else {
      throw BenchmarkError.check(
        "no \(tool); build it with `swift build -c release --product make-recordings`")
    }
    _ = try ChildProcess(
      executable: tool, arguments: ["--long", directory, "--long-count", "\(interactions)"]
    ).run(standardOutput: "/dev/null")
    let session = "\(directory)/long-session"
    let files = try FileManager.default.contentsOfDirectory(atPath: session)
      .filter { $0.hasSuffix(".ilog") }.sorted().map { "\(session)/\($0)" }
    guard !files.isEmpty else { throw BenchmarkError.check("make-recordings wrote no log") }
    let inspection = try Inspector(
      configuration: InspectionConfiguration(retainsInteractions: false)
    ).inspect(paths: [session])
    var bytes: Int64 = 0
    var largest = (file: files[0], bytes: Int64(-1))
    for file in files {
      let size = try FileSystem.size(of: file)
      bytes += size
      if size > largest.bytes { largest = (file, size) }
    }
    guard let summary = inspection.stats.files.first(where: { $0.path == largest.file }) else {
      throw BenchmarkError.check("the inspection has no figures for \(largest.file)")
    }
    return LongRecording(
      session: session, files: files, interactions: interactions,
      events: inspection.stats.events, bytes: bytes,
      payloadBytes: inspection.stats.payloadBytes, largestFile: largest.file,
      largestEvents: summary.events, largestPayloadBytes: summary.payloadBytes)
  }
}
