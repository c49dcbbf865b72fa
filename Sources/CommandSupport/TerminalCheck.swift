#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether the process's standard streams are terminals: what decides whether a command draws
/// a status line, colours its output, or edits a line as it is typed.
package enum TerminalCheck {
  /// Whether standard input is a terminal.
  package static var standardInput: Bool { isatty(STDIN_FILENO) == 1 }
  /// Whether standard output is a terminal.
  package static var standardOutput: Bool { isatty(STDOUT_FILENO) == 1 }
  /// Whether standard error is a terminal.
  package static var standardError: Bool { isatty(STDERR_FILENO) == 1 }
}
