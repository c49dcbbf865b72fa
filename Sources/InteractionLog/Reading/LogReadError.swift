/// Why a log could not be read.
public enum LogReadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file or directory could not be opened or read.
  case system(SystemError)
  /// The log is damaged and the recovery policy does not allow going on.
  case damaged(LogDamage)
  /// A path that is neither a log file nor a directory of log files.
  case notALogPath(String)

  /// What went wrong, with the path or damage involved.
  public var description: String {
    switch self {
    case .system(let error): "\(error)"
    case .damaged(let damage): "\(damage)"
    case .notALogPath(let path): "\(path): not a log file or a directory of log files"
    }
  }
}
