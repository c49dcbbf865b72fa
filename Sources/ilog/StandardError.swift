import Foundation

/// Writes diagnostics to the standard error stream, one line each.
enum StandardError {
  static func write(_ line: String) {
    write(text: line + "\n")
  }

  /// Writes `text` as it is, such as a progress line that is redrawn.
  static func write(text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
