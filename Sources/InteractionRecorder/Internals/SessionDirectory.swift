import InteractionLog

/// Where a recorder's log goes: a session directory inside a recordings directory, holding one
/// log file per process (FORMAT.md §1, D8).
enum SessionDirectory {
  /// How many `-2`, `-3`… suffixes to try when `<role>-<pid>.ilog` exists already.
  static let maximumSuffix = 99

  /// Checks that a session name is one harmless path component.
  ///
  /// - Parameter session: The session's id, which names its directory.
  /// - Returns: The error to report, or `nil` if the name is usable.
  static func validate(session: String) -> RecorderError? {
    if session.isEmpty || session.contains("/") || session.contains("..")
      || session.utf8.contains(0) || session == "."
    {
      return .invalidSessionName(session)
    }
    return nil
  }

  /// Creates the session directory (mode 0700) if missing, and its parent directories, and
  /// opens it.
  ///
  /// The parent, which the user chose, may be reached through symbolic links; the session
  /// directory itself may not be one. It is opened without following a link and logs are created
  /// relative to the open directory, so no check-then-use window lets anything swap it.
  ///
  /// - Parameters:
  ///   - root: The directory that holds sessions.
  ///   - session: A session name that ``validate(session:)`` accepted.
  /// - Returns: The open session directory (named by its path), or why it cannot be used.
  static func prepare(root: String, session: String) -> Result<FileDescriptor, RecorderError> {
    var parent = root
    while parent.count > 1, parent.hasSuffix("/") { parent.removeLast() }
    if let error = makeDirectories(parent) { return .failure(error) }
    let path = parent == "/" ? "/" + session : parent + "/" + session
    if let error = FileSystem.makeDirectory(path) { return .failure(error) }
    do {
      return .success(try FileDescriptor.openDirectory(path))
    } catch  where error.code == symbolicLinkLoopErrno || error.code == notADirectoryErrno {
      // Linux answers ENOTDIR for a link to a directory, macOS ELOOP: look only to name it.
      return .failure(
        pathKind(path) == .symbolicLink ? .symbolicLink(path: path) : .notADirectory(path: path))
    } catch {
      return .failure(.system(operation: error.operation, path: path, code: error.code))
    }
  }

  /// Creates `path` and its missing ancestors, like `mkdir -p`.
  private static func makeDirectories(_ path: String) -> RecorderError? {
    switch FileSystem.kindFollowingLinks(path) {
    case .directory: return nil
    case .other, .symbolicLink: return .notADirectory(path: path)
    case .missing: break
    }
    if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
      let ancestor = String(path[..<slash])
      if let error = makeDirectories(ancestor) { return error }
    }
    if let error = FileSystem.makeDirectory(path) { return error }
    return FileSystem.kindFollowingLinks(path) == .directory ? nil : .notADirectory(path: path)
  }

  /// The log file name for a process: `<role>-<pid>.ilog`, or with `-<n>` before the extension
  /// for the `n`th file of one process and role.
  ///
  /// - Parameters:
  ///   - role: The process's role; characters other than letters, digits, `-`, `_` and `.`
  ///     become `-`, so a role can never leave the directory.
  ///   - processID: The process id, written in decimal.
  ///   - suffix: 1 for the first file, 2 and on for the next ones.
  /// - Returns: A file name without a directory.
  static func fileName(role: ProcessRole, processID: Int32, suffix: Int) -> String {
    var name = String(
      role.rawValue.map { character in
        character.isASCII && (character.isLetter || character.isNumber || "-_.".contains(character))
          ? character : "-"
      })
    if name.isEmpty || name.hasPrefix(".") { name = "process" + name }
    return suffix <= 1 ? "\(name)-\(processID).ilog" : "\(name)-\(processID)-\(suffix).ilog"
  }
}
