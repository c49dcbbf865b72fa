/// Why the benchmark could not run or could not trust what it measured.
enum BenchmarkError: Error, CustomStringConvertible {
  /// The command line is wrong; the message says how.
  case usage(String)
  /// A system call failed.
  case system(operation: String, path: String, code: Int32)
  /// zlib refused a call in a baseline.
  case zlib(operation: String, code: Int32)
  /// An external tool (gzip) failed.
  case tool(command: String, status: Int32)
  /// A run produced something other than what it was given, so its figure would mislead.
  case check(String)

  var description: String {
    switch self {
    case .usage(let message):
      "\(message) (see --help)"
    case .system(let operation, let path, let code):
      "\(operation) \(path) failed (errno \(code))"
    case .zlib(let operation, let code):
      "zlib \(operation) failed (\(code))"
    case .tool(let command, let status):
      "`\(command)` exited with status \(status)"
    case .check(let message):
      "check failed: \(message)"
    }
  }
}
