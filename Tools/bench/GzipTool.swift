import Dispatch
import Foundation

/// The system's `gzip` binary, run as a child process: the reference the reader's speed and the
/// log's size are compared with.
struct GzipTool {
  /// The binary's absolute path.
  let executable: String

  /// Finds `gzip` on `PATH`.
  /// - Throws: ``BenchmarkError/check(_:)`` when there is none.
  static func locate() throws(BenchmarkError) -> GzipTool {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/gzip"
      if FileManager.default.isExecutableFile(atPath: candidate) {
        return GzipTool(executable: candidate)
      }
    }
    throw .check("no gzip on PATH (\(path))")
  }

  /// Runs `gzip arguments` with its standard output going to the existing file `output`
  /// (for example `/dev/null`), and returns the nanoseconds from launch to exit.
  ///
  /// - Throws: ``BenchmarkError/tool(command:status:)`` when gzip fails.
  func run(_ arguments: [String], standardOutput output: String) throws -> Double {
    guard let sink = FileHandle(forWritingAtPath: output) else {
      throw BenchmarkError.check("cannot open \(output) for gzip's output")
    }
    defer { try? sink.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = sink
    // `waitUntilExit()` polls the run loop and sometimes returns 50 ms late; the termination
    // handler runs as soon as the child is reaped.
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    let stopwatch = Stopwatch()
    try process.run()
    exited.wait()
    let elapsed = stopwatch.elapsedNanoseconds
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw BenchmarkError.tool(
        command: ([executable] + arguments).joined(separator: " "),
        status: process.terminationStatus)
    }
    return elapsed
  }

  /// Writes `gzip -dc input` to `output`, which it creates or empties.
  func decompress(_ input: String, to output: String) throws {
    guard FileManager.default.createFile(atPath: output, contents: nil) else {
      throw BenchmarkError.check("could not create \(output)")
    }
    _ = try run(["-dc", input], standardOutput: output)
  }

  /// Writes `gzip -<level> -c input` to `output`, which it creates or empties.
  func compress(_ input: String, level: Int, to output: String) throws {
    guard FileManager.default.createFile(atPath: output, contents: nil) else {
      throw BenchmarkError.check("could not create \(output)")
    }
    _ = try run(["-\(level)", "-c", input], standardOutput: output)
  }
}
