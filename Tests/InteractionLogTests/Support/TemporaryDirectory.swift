import Foundation

/// Runs a program and returns its exit status and standard output.
func run(_ executable: String, _ arguments: [String], stdin: Data? = nil) throws -> (
  status: Int32, output: Data, error: Data
) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  let output = Pipe()
  let error = Pipe()
  process.standardOutput = output
  process.standardError = error
  if let stdin {
    let input = Pipe()
    process.standardInput = input
    try process.run()
    // Feed the input from another thread: the child may fill its output pipe before it has
    // read all of its input.
    let writer = input.fileHandleForWriting
    Thread.detachNewThread {
      writer.write(stdin)
      try? writer.close()
    }
  } else {
    try process.run()
  }
  // Drain standard error concurrently, so neither pipe can fill up and stall the child.
  let errorReader = error.fileHandleForReading
  let collected = ErrorCollector()
  let done = DispatchSemaphore(value: 0)
  Thread.detachNewThread {
    collected.data = errorReader.readDataToEndOfFile()
    done.signal()
  }
  let out = output.fileHandleForReading.readDataToEndOfFile()
  done.wait()
  let err = collected.data
  process.waitUntilExit()
  return (process.terminationStatus, out, err)
}

/// The path of a program on PATH, such as `gzip` or `jq`.
func which(_ program: String) -> String? {
  for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
  {
    let candidate = "\(directory)/\(program)"
    if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
  }
  return nil
}

private final class ErrorCollector: @unchecked Sendable {
  // @unchecked: written by one thread before the semaphore is signalled, read after the wait.
  var data = Data()
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
