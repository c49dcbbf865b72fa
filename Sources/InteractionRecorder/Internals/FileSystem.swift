#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Every system call of the recorder goes through this file, so the C surface is read in one
// place; the log file itself is opened by InteractionLog's writer.

/// The few file-system facts and changes the recorder needs to prepare a session directory.
enum FileSystem {
  /// What is at a path.
  enum Kind: Equatable {
    case missing, directory, symbolicLink, other
  }

  /// What `path` leads to, following symbolic links (for the parent of a session directory,
  /// which the user chose and may well be a link, such as macOS's `/tmp`).
  ///
  /// - Parameter path: The path to look at.
  /// - Returns: The kind of the entry a link leads to, or ``Kind/missing``.
  static func kindFollowingLinks(_ path: String) -> Kind {
    var status = stat()
    guard stat(path, &status) == 0 else { return .missing }
    return kind(status)
  }

  private static func kind(_ status: stat) -> Kind {
    switch status.st_mode & S_IFMT {
    case S_IFDIR: .directory
    case S_IFLNK: .symbolicLink
    default: .other
    }
  }

  /// Creates one directory with mode 0700 (less the umask).
  ///
  /// - Parameter path: The directory to create; its parent must exist.
  /// - Returns: `nil` on success or when something already exists at the path (the caller looks
  ///   at what it is), otherwise the failure.
  static func makeDirectory(_ path: String) -> RecorderError? {
    guard mkdir(path, 0o700) != 0 else { return nil }
    let code = errno
    if code == EEXIST { return nil }
    return .system(operation: "mkdir", path: path, code: code)
  }

  /// The system's description of an `errno` value.
  ///
  /// - Parameter code: An `errno` value.
  /// - Returns: Text such as `Permission denied`.
  static func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
