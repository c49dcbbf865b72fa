import Foundation
import InteractionTestSupport
import Testing

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

  /// Runs a program to its end.
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
    let result = try runProgram(executable, arguments, stdin: input)
    return ProgramRun(
      status: result.status, exitedNormally: result.reason == .exit, output: result.outputText,
      error: result.errorText, outputData: result.output)
  }
}
