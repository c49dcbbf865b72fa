import Foundation
import InteractionTestSupport
import Testing

/// The built `ilog` executable, run as a user would run it.
enum ILogBinary {
  struct Missing: Error, CustomStringConvertible {
    var candidates: [String]
    var description: String {
      "no executable at \(candidates.joined(separator: " or ")); build it with `swift build`"
    }
  }

  /// Where the executable is (``builtProduct(_:)``).
  static func path() throws -> String {
    try path(of: "ilog")
  }

  /// Where one of the package's executables is, such as `log-writer-child`.
  static func path(of product: String) throws -> String {
    let found = builtProduct(product)
    guard FileManager.default.isExecutableFile(atPath: found) else {
      throw Missing(candidates: builtProductCandidates(product))
    }
    return found
  }

  /// Runs `ilog` with `arguments`, output and error going to files so that neither can fill a
  /// pipe and stall the other.
  static func run(_ arguments: [String]) throws -> ProgramResult {
    try run(path(), arguments)
  }

  /// Runs any program and collects what it printed.
  static func run(_ executable: String, _ arguments: [String]) throws -> ProgramResult {
    try runProgram(executable, arguments)
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
  ///
  /// Unchecked `Sendable`: its state is the process, which Foundation makes safe to query from
  /// any thread, and the paths of its output files, which never change.
  final class Running: @unchecked Sendable {
    let process = Process()
    private let scratch = TemporaryDirectory("run")
    var outputPath: String { scratch.file("stdout") }
    var errorPath: String { scratch.file("stderr") }

    /// What it printed on standard output so far.
    var output: String {
      (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }

    /// What it printed on standard error so far.
    var error: String {
      (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
    }

    /// The complete lines it printed so far.
    var outputLines: [String] {
      output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// Sends SIGINT, as Ctrl-C does.
    func interrupt() { process.interrupt() }

    /// Waits until the program named `name` (not the launcher it replaced by `exec`) handles
    /// SIGINT itself, so that one SIGINT sent then is caught rather than killing it; `false`
    /// after `timeout` seconds.
    ///
    /// Blocks its thread, checking every 10 ms: a wait that gave its thread back could be
    /// resumed only once the program is done, when the parallel suite keeps the pool's few
    /// threads busy. Read from `/proc` where there is one (Linux); elsewhere it waits two
    /// seconds, long enough for a command to start on an idle machine but not on a loaded one.
    func waitUntilHandlingInterrupts(named name: String, timeout: TimeInterval = 60) -> Bool {
      let status = "/proc/\(process.processIdentifier)/status"
      guard FileManager.default.fileExists(atPath: status) else {
        Thread.sleep(forTimeInterval: 2)
        return process.isRunning
      }
      let deadline = Date().addingTimeInterval(timeout)
      while !Self.handlesInterrupts(status: status, name: name) {
        guard process.isRunning, Date() < deadline else { return false }
        lastSignalState = signalState
        Thread.sleep(forTimeInterval: 0.01)
      }
      return true
    }

    /// The last ``signalState`` seen while ``waitUntilHandlingInterrupts(named:timeout:)``
    /// waited.
    private(set) var lastSignalState = ""

    /// The name and signal masks `/proc` gives for the process and each of its threads, to
    /// say why a signal was not handled.
    var signalState: String {
      let tasks = "/proc/\(process.processIdentifier)/task"
      let threads = (try? FileManager.default.contentsOfDirectory(atPath: tasks)) ?? []
      let descriptors =
        (try? FileManager.default.contentsOfDirectory(
          atPath: "/proc/\(process.processIdentifier)/fd"))?.count ?? 0
      return "\(descriptors) open files\n"
        + threads.sorted().map { thread in
          let status =
            (try? String(contentsOfFile: "\(tasks)/\(thread)/status", encoding: .utf8)) ?? ""
          let fields = status.split(separator: "\n").filter { line in
            ["Name:", "State:", "SigBlk:", "SigIgn:", "SigCgt:"].contains { line.hasPrefix($0) }
          }
          return "\(thread): " + fields.joined(separator: " ")
        }.joined(separator: "\n")
    }

    /// Whether `/proc/PID/status` says the process is `name` and catches or ignores SIGINT.
    private static func handlesInterrupts(status path: String, name: String) -> Bool {
      guard let status = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
      var fields: [Substring: Substring] = [:]
      for line in status.split(separator: "\n") {
        guard let colon = line.firstIndex(of: ":") else { continue }
        fields[line[..<colon]] = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
      }
      // Bit n - 1 of the hexadecimal masks stands for signal n.
      let interrupt = UInt64(1) << UInt64(SIGINT - 1)
      let handled = ["SigCgt", "SigIgn"].contains { key in
        fields[key].flatMap { UInt64($0, radix: 16) }.map { $0 & interrupt != 0 } ?? false
      }
      return fields["Name"] == Substring(name) && handled
    }

    /// Waits until `condition` holds, checking every 20 ms without holding a thread; `false`
    /// after `timeout` seconds: a minute by default, since a loaded machine can take many
    /// seconds to start a process, and waiting costs nothing once the condition holds.
    func wait(until condition: () -> Bool, timeout: TimeInterval = 60) async -> Bool {
      await Polling.until(timeout: timeout, condition)
    }

    /// Waits for the end (killing the program after `timeout` seconds) and collects what it
    /// printed.
    func wait(timeout: TimeInterval = 60) async throws -> ProgramResult {
      if await !wait(until: { !process.isRunning }, timeout: timeout) {
        kill(process.processIdentifier, SIGKILL)
      }
      process.waitUntilExit()
      return ProgramResult(
        status: process.terminationStatus, reason: ProgramResult.Ending(process.terminationReason),
        outputData: try Data(contentsOf: URL(fileURLWithPath: outputPath)),
        errorData: try Data(contentsOf: URL(fileURLWithPath: errorPath)))
    }
  }

  /// `program` from PATH, or `nil` when it is not installed.
  static func tool(_ program: String) -> String? { which(program) }
}

extension ProgramResult {
  /// The run crashed, or printed what a crash prints, rather than failing with a message.
  var crashed: Bool {
    !exitedNormally || status > 2 || error.contains("Fatal error") || error.contains("Stack dump")
      || error.contains("backtrace") || error.contains("Crash")
  }
}
