import Foundation
import Testing
import InteractionTestSupport

/// What a program run printed and how it ended.
struct ProgramRun {
  var status: Int32
  /// False when a signal ended the process.
  var exitedNormally: Bool
  var output: String
  var error: String
  var outputData: Data
}

/// The programs the corpus tests run: the built `make-recordings`, and `gzip` and `jq` from PATH.
enum Programs {
  /// The package's root directory, from this file's place in it.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  /// The committed recordings.
  static let recordings = packageRoot + "/Recordings"

  /// The built `make-recordings`: beside the test bundle (SwiftPM builds products into one
  /// directory), or in the package's `.build/debug`.
  static func makeRecordings(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("make-recordings").path,
      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("make-recordings")
        .path,
      packageRoot + "/.build/debug/make-recordings",
    ]
    return try #require(
      candidates.first(where: FileManager.default.isExecutableFile(atPath:)),
      "no make-recordings executable at \(candidates); build it with `swift build`",
      sourceLocation: sourceLocation)
  }

  /// A program on PATH, such as `gzip` or `jq`.
  static func tool(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> String
  {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let found = path.split(separator: ":").map { "\($0)/\(name)" }
      .first(where: FileManager.default.isExecutableFile(atPath:))
    return try #require(
      found, "\(name) is needed (apt-get install \(name))", sourceLocation: sourceLocation)
  }

  /// Runs `make-recordings` with arguments.
  static func makeRecordings(_ arguments: [String]) throws -> ProgramRun {
    try run(makeRecordings(), arguments)
  }

  /// Runs a program to its end; output and error go to files, so that neither can fill a pipe
  /// and stall the other.
  ///
  /// - Parameters:
  ///   - executable: The program.
  ///   - arguments: Its arguments.
  ///   - input: What it reads on standard input; nothing by default.
  /// - Returns: Its exit status and what it printed.
  /// - Throws: When the program cannot be started or its output read.
  static func run(_ executable: String, _ arguments: [String], input: Data? = nil) throws
    -> ProgramRun
  {
    let scratch = TemporaryDirectory()
    let paths = ["stdin", "stdout", "stderr"].map(scratch.file)
    _ = FileManager.default.createFile(atPath: paths[0], contents: input ?? Data())
    for path in paths.dropFirst() {
      _ = FileManager.default.createFile(atPath: path, contents: nil)
    }
    let inputHandle = try FileHandle(forReadingFrom: URL(fileURLWithPath: paths[0]))
    let output = try FileHandle(forWritingTo: URL(fileURLWithPath: paths[1]))
    let error = try FileHandle(forWritingTo: URL(fileURLWithPath: paths[2]))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardInput = inputHandle
    process.standardOutput = output
    process.standardError = error
    try process.run()
    process.waitUntilExit()
    for handle in [inputHandle, output, error] { try handle.close() }
    let outputData = try Data(contentsOf: URL(fileURLWithPath: paths[1]))
    let errorData = try Data(contentsOf: URL(fileURLWithPath: paths[2]))
    return ProgramRun(
      status: process.terminationStatus, exitedNormally: process.terminationReason == .exit,
      output: String(decoding: outputData, as: UTF8.self),
      error: String(decoding: errorData, as: UTF8.self), outputData: outputData)
  }
}
