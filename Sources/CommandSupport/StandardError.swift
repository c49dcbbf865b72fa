#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes diagnostics to the standard error stream, unbuffered: what `ilog` and `replay` say
/// about failures, and progress lines.
package enum StandardError {
  /// Writes `line` and a newline.
  package static func write(_ line: String) {
    write(text: line + "\n")
  }

  /// Writes `text` as it is, such as a progress line that is redrawn.
  package static func write(text: String) {
    var text = text
    text.withUTF8 { bytes in
      guard var start = bytes.baseAddress else { return }
      var remaining = bytes.count
      // write(2) may take part of the bytes, or be interrupted by a signal before any.
      while remaining > 0 {
        let written = writeStandardError(start, remaining)
        if written > 0 {
          start += written
          remaining -= written
        } else if written < 0, errno == EINTR {
          continue
        } else {
          return
        }
      }
    }
  }
}

/// The C `write`, which ``StandardError/write(text:)`` hides inside the enum.
private func writeStandardError(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
  write(STDERR_FILENO, bytes, count)
}
