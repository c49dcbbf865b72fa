import Foundation

/// What a child process did: how it ended and what it printed.
struct ChildResult {
  var status: Int32
  var reason: Process.TerminationReason
  var output: String
  var error: String
}

/// Runs a program to its end and returns how it ended and what it printed.
func run(_ executable: String, _ arguments: [String]) throws -> ChildResult {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  var environment = ProcessInfo.processInfo.environment
  // A trapping child need not spend time printing a backtrace.
  environment["SWIFT_BACKTRACE"] = "enable=no"
  process.environment = environment
  let output = Pipe()
  let error = Pipe()
  process.standardOutput = output
  process.standardError = error
  try process.run()
  // Drain standard error concurrently, so neither pipe can fill up and stall the child.
  let errorReader = error.fileHandleForReading
  let collected = Collected()
  let done = DispatchSemaphore(value: 0)
  Thread.detachNewThread {
    collected.data = errorReader.readDataToEndOfFile()
    done.signal()
  }
  let out = output.fileHandleForReading.readDataToEndOfFile()
  done.wait()
  process.waitUntilExit()
  return ChildResult(
    status: process.terminationStatus, reason: process.terminationReason,
    output: String(decoding: out, as: UTF8.self),
    error: String(decoding: collected.data, as: UTF8.self))
}

private final class Collected: @unchecked Sendable {
  // @unchecked: written by one thread before the semaphore is signalled, read after the wait.
  var data = Data()
}

/// The path of a program on PATH, such as `gzip`.
func which(_ program: String) -> String? {
  for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
  {
    let candidate = "\(directory)/\(program)"
    if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
  }
  return nil
}

/// The package's root directory, from this file's place in it.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// The path of an executable this package builds, found next to the test bundle.
func builtProduct(_ name: String) -> String {
  let bundle = Bundle.main.bundleURL.deletingLastPathComponent()
  for candidate in [bundle, bundle.deletingLastPathComponent()] {
    let path = candidate.appendingPathComponent(name).path
    if FileManager.default.isExecutableFile(atPath: path) { return path }
  }
  return "\(packageRoot)/.build/debug/\(name)"
}

/// Whether this process can write where permissions say it may not (root can).
var ignoresPermissions: Bool { geteuid() == 0 }
