import Foundation
import InteractionTestSupport
import Testing

/// The committed generated files are what generate-sirikit makes from the committed table.
@Suite struct GeneratedFilesTests {
  @Test func theCommittedFilesAreFresh() throws {
    let root = GeneratedTable.packageRoot
    // Beside the test bundle, where SwiftPM builds the products, or in `.build/debug`.
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      root.appendingPathComponent(".build/debug"),
    ].map { $0.appendingPathComponent("generate-sirikit") }
    let tool = try #require(
      candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
      "no generate-sirikit at \(candidates.map(\.path)); build it with `swift build`")
    let process = Process()
    process.executableURL = tool
    process.arguments = ["--check", "--root", root.path]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(message)")
  }
}
