import Foundation
import InteractionTestSupport
import Testing

/// The built `ilog` executable, run as a user would run it.
enum ILogBinary {
  /// What a run printed and how it exited.
  struct Outcome {
    var status: Int32
    /// False when a signal ended the process.
    var exitedNormally: Bool
    var output: String
    var error: String
    var outputData: Data

    var outputLines: [String] {
      output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
    var errorLines: [String] { error.split(separator: "\n").map(String.init) }
  }

  struct Missing: Error, CustomStringConvertible {
    var candidates: [String]
    var description: String {
      "no executable at \(candidates.joined(separator: " or ")); build it with `swift build`"
    }
  }

  /// Where the executable is: beside the test bundle (SwiftPM builds products into one
  /// directory), or in the package's `.build/debug`.
  static func path() throws -> String {
    try path(of: "ilog")
  }

  /// Where one of the package's executables is, such as `log-writer-child`.
  static func path(of product: String) throws -> String {
    let arguments0 = URL(fileURLWithPath: CommandLine.arguments[0])
    let packageRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let candidates = [
      arguments0.deletingLastPathComponent().appendingPathComponent(product).path,
      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(product).path,
      packageRoot.appendingPathComponent(".build/debug/\(product)").path,
    ]
    guard let found = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else {
      throw Missing(candidates: candidates)
    }
    return found
  }

  /// Runs `ilog` with `arguments`, output and error going to files so that neither can fill a
  /// pipe and stall the other.
  static func run(_ arguments: [String]) throws -> Outcome {
    try run(path(), arguments)
  }

  /// Runs any program and collects what it printed.
  static func run(_ executable: String, _ arguments: [String]) throws -> Outcome {
    try start(executable, arguments).wait()
  }

  /// Starts `ilog` with `arguments` in the background.
  static func start(_ arguments: [String]) throws -> Running {
    try start(path(), arguments)
  }

  /// Starts any program in the background, its output and error going to files.
  static func start(_ executable: String, _ arguments: [String]) throws -> Running {
    let running = Running()
    _ = FileManager.default.createFile(atPath: running.outputPath, contents: nil)
    _ = FileManager.default.createFile(atPath: running.errorPath, contents: nil)
    let output = try FileHandle(forWritingTo: URL(fileURLWithPath: running.outputPath))
    let error = try FileHandle(forWritingTo: URL(fileURLWithPath: running.errorPath))
    let process = running.process
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = error
    try process.run()
    try output.close()
    try error.close()
    return running
  }

  /// A program running in the background.
  final class Running {
    let process = Process()
    private let scratch = TemporaryDirectory("run")
    var outputPath: String { scratch.file("stdout") }
    var errorPath: String { scratch.file("stderr") }

    /// What it printed on standard output so far.
    var output: String {
      (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }

    /// The complete lines it printed so far.
    var outputLines: [String] {
      output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// Sends SIGINT, as Ctrl-C does.
    func interrupt() { process.interrupt() }

    /// Waits until `condition` holds, checking every 20 ms; `false` after `timeout`.
    func wait(until condition: () -> Bool, timeout: Duration = .seconds(20)) -> Bool {
      let deadline = ContinuousClock.now + timeout
      while !condition() {
        if ContinuousClock.now > deadline { return false }
        Thread.sleep(forTimeInterval: 0.02)
      }
      return true
    }

    /// Waits for the end (killing the program after `timeout`) and collects what it printed.
    func wait(timeout: Duration = .seconds(60)) throws -> Outcome {
      if !wait(until: { !process.isRunning }, timeout: timeout) {
        kill(process.processIdentifier, SIGKILL)
      }
      process.waitUntilExit()
      let outputData = try Data(contentsOf: URL(fileURLWithPath: outputPath))
      let errorData = try Data(contentsOf: URL(fileURLWithPath: errorPath))
      return Outcome(
        status: process.terminationStatus, exitedNormally: process.terminationReason == .exit,
        output: String(decoding: outputData, as: UTF8.self),
        error: String(decoding: errorData, as: UTF8.self), outputData: outputData)
    }
  }

  /// Runs `program` from PATH, or returns `nil` when it is not installed.
  static func tool(_ program: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(program)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}

extension ILogBinary.Outcome {
  /// The run crashed, or printed what a crash prints, rather than failing with a message.
  var crashed: Bool {
    !exitedNormally || status > 2 || error.contains("Fatal error") || error.contains("Stack dump")
      || error.contains("backtrace") || error.contains("Crash")
  }
}
