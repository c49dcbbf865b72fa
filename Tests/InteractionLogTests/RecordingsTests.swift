import Foundation
import Testing

@testable import InteractionLog

/// The committed sample recordings: readable by our reader and by gzip and jq, and exactly what
/// the tool that made them writes today.
@Suite struct RecordingsTests {
  static let session = "\(packageRoot)/Recordings/start-workout"

  static var logFiles: [String] {
    (try? LogReader.logFiles(at: session)) ?? []
  }

  @Test func theSampleIsWhatTheToolWritesToday() throws {
    let tool = builtProduct("make-sample-recording")
    #expect(FileManager.default.isExecutableFile(atPath: tool), "build make-sample-recording")
    let directory = TemporaryDirectory()
    let output = directory.file("start-workout")
    let result = try run(tool, [output])
    #expect(result.status == 0)
    #expect(!Self.logFiles.isEmpty)
    for file in Self.logFiles {
      let name = URL(fileURLWithPath: file).lastPathComponent
      #expect(
        try bytes(of: "\(output)/\(name)") == bytes(of: file),
        "\(name) differs: run `swift run make-sample-recording` and commit the result")
    }
  }

  @Test(arguments: logFiles)
  func everyRecordingIsCleanForUsGzipAndJq(file: String) throws {
    let (records, damages, summaries) = try readLog(file, policy: .strict)
    #expect(damages.isEmpty)
    #expect(summaries.first?.isCleanlyClosed == true)
    #expect(records.first?.event.kind == .header)
    let gzip = try #require(which("gzip"))
    let jq = try #require(which("jq"))
    #expect(try run(gzip, ["-t", file]).status == 0)
    let plain = try run(gzip, ["-dc", file])
    let parsed = try run(jq, ["-c", "."], stdin: plain.output)
    #expect(parsed.status == 0)
    #expect(
      String(decoding: parsed.output, as: UTF8.self).split(separator: "\n").count == records.count)
  }
}
