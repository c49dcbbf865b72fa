#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file the stepper's commands are kept in between runs, as lldb keeps its own: ↑ at a new
/// prompt recalls the commands of the runs before.
///
/// `$ILOG_HISTORY` names it, `~/.ilog_history` when unset; set but empty, nothing is kept. A file
/// that cannot be read or written is no error: the history is then kept for the run only.
struct StepHistoryFile: Equatable {
  /// The most commands kept: older ones are dropped when the file is read.
  static let limit = 500

  let path: String

  /// The file the environment names, or `nil` when it names none.
  ///
  /// - Parameter environment: The value of `ILOG_HISTORY` and `HOME`.
  init?(environment: (String) -> String? = { getenv($0).map { String(cString: $0) } }) {
    if let path = environment("ILOG_HISTORY") {
      guard !path.isEmpty else { return nil }
      self.path = path
    } else if let home = environment("HOME"), !home.isEmpty {
      path = home + "/.ilog_history"
    } else {
      return nil
    }
  }

  init(path: String) {
    self.path = path
  }

  /// The commands kept, oldest first, at most ``limit``; none when the file cannot be read.
  ///
  /// A file grown past twice the limit, by runs each appending, is cut back to the limit.
  func load() -> [String] {
    guard let bytes = LocalFile.bytes(atPath: path) else { return [] }
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
      .filter { !$0.allSatisfy(\.isWhitespace) }
    let kept = Array(lines.suffix(Self.limit))
    if lines.count > 2 * Self.limit { rewrite(kept) }
    return kept
  }

  /// Adds a command at the end of the file, creating it readable by its owner only.
  func append(_ line: String) {
    store(line + "\n", flags: O_WRONLY | O_CREAT | O_APPEND)
  }

  private func rewrite(_ lines: [String]) {
    store(lines.map { $0 + "\n" }.joined(), flags: O_WRONLY | O_CREAT | O_TRUNC)
  }

  private func store(_ text: String, flags: Int32) {
    let descriptor = open(path, flags, 0o600)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes {
        write(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      written += count
    }
  }
}
