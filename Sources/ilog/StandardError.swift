import Foundation

/// Writes diagnostics to the standard error stream, one line each.
enum StandardError {
  static func write(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
