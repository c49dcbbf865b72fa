public import InteractionLog

/// Why a ``Recorder`` could not start recording or stopped.
///
/// A recorder never throws these and never traps: it hands them to its error handler and counts
/// them (``Recorder/errorCount``), and the calls it wraps go on reaching the user's objects.
public enum RecorderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The session name cannot name a directory inside the recordings directory: it is empty, or
  /// contains `/`, `..` or a NUL character.
  case invalidSessionName(String)
  /// The session directory is a symbolic link; recordings never follow one.
  case symbolicLink(path: String)
  /// Something other than a directory is in the way of the session directory or its parent.
  case notADirectory(path: String)
  /// A system call failed while preparing the session directory.
  case system(operation: String, path: String, code: Int32)
  /// The log could not be created, written or closed.
  case log(LogWriteError)

  /// What went wrong, with the path or the value involved.
  public var description: String {
    switch self {
    case .invalidSessionName(let name):
      "invalid session name \"\(name)\": it must be a single path component without \"..\""
    case .symbolicLink(let path):
      "\(path): is a symbolic link; recordings are never written through one"
    case .notADirectory(let path):
      "\(path): exists and is not a directory"
    case .system(let operation, let path, let code):
      "\(operation) \(path): \(FileSystem.describe(code)) (errno \(code))"
    case .log(let error):
      "\(error)"
    }
  }
}
