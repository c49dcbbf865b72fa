package import Foundation

/// Runs a program to its end.
///
/// Input, output and error go through files, so that no pipe can fill up and stall the program or
/// the test.
///
/// - Parameters:
///   - executable: The program's path.
///   - arguments: Its arguments.
///   - stdin: What it reads on standard input; nothing by default.
///   - environment: Its environment; this process's by default.
///   - currentDirectory: Its working directory; this process's by default.
/// - Returns: How it ended and what it printed.
/// - Throws: When the program cannot be started or its output read; on iOS, where no program
///   can be started, a ``ProgramUnavailable``.
package func runProgram(
  _ executable: String, _ arguments: [String], stdin: Data? = nil,
  environment: [String: String]? = nil, currentDirectory: String? = nil
) throws -> ProgramResult {
  // Foundation's Process, which iOS and its siblings lack.
  #if os(macOS) || os(Linux) || os(Windows)
  let scratch = TemporaryDirectory()
  let paths = ["stdin", "stdout", "stderr"].map(scratch.file)
  _ = FileManager.default.createFile(atPath: paths[0], contents: stdin ?? Data())
  for path in paths.dropFirst() {
    _ = FileManager.default.createFile(atPath: path, contents: nil)
  }
  let input = try FileHandle(forReadingFrom: URL(fileURLWithPath: paths[0]))
  let output = try FileHandle(forWritingTo: URL(fileURLWithPath: paths[1]))
  let error = try FileHandle(forWritingTo: URL(fileURLWithPath: paths[2]))
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  if let environment { process.environment = environment }
  if let currentDirectory { process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory) }
  process.standardInput = input
  process.standardOutput = output
  process.standardError = error
  try process.run()
  process.waitUntilExit()
  for handle in [input, output, error] { try handle.close() }
  return ProgramResult(
    status: process.terminationStatus, reason: ProgramResult.Ending(process.terminationReason),
    outputData: try Data(contentsOf: URL(fileURLWithPath: paths[1])),
    errorData: try Data(contentsOf: URL(fileURLWithPath: paths[2])))
  #else
  throw ProgramUnavailable(executable: executable)
  #endif
}

/// The path of a program on PATH, such as `gzip` or `jq`.
package func which(_ program: String) -> String? {
  for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
  {
    let candidate = "\(directory)/\(program)"
    if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
  }
  return nil
}

/// The package's root directory, from this file's place in it (`Tests/InteractionTestSupport/`).
package let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().path

/// The path of an executable this package builds: beside the running test program or its
/// bundle (SwiftPM builds products into one directory), else in the package's `.build/debug`.
///
/// The one way tests find a built executable; the path may not exist, for the test to say so.
package func builtProduct(_ name: String) -> String {
  builtProductCandidates(name).first(where: FileManager.default.isExecutableFile(atPath:))
    ?? "\(packageRoot)/.build/debug/\(name)"
}

/// Where ``builtProduct(_:)`` looks, in order.
package func builtProductCandidates(_ name: String) -> [String] {
  let program = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  let bundle = Bundle.main.bundleURL.deletingLastPathComponent()
  return [program, bundle, bundle.deletingLastPathComponent()].map {
    $0.appendingPathComponent(name).path
  } + ["\(packageRoot)/.build/debug/\(name)"]
}
