import Foundation
import InteractionTestSupport
import Testing

/// The programs the corpus tests run: the built `make-recordings`, and `gzip` and `jq` from PATH.
enum Programs {
  /// The package's root directory, from this file's place in it.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  /// The committed recordings.
  static let recordings = packageRoot + "/Recordings"

  /// The built `make-recordings` (``builtProduct(_:)``).
  static func makeRecordings(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    let found = builtProduct("make-recordings")
    try #require(
      FileManager.default.isExecutableFile(atPath: found),
      "no make-recordings executable at \(builtProductCandidates("make-recordings")); build it with `swift build`",
      sourceLocation: sourceLocation)
    return found
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
  static func makeRecordings(_ arguments: [String]) throws -> ProgramResult {
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
    -> ProgramResult
  {
    try runProgram(executable, arguments, stdin: input)
  }
}
