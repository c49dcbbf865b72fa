/// A file system whose new files in one directory are created relative to that directory's open
/// descriptor, so that nothing can swap the directory for another (or for a symbolic link)
/// between the moment it was checked and the moment a log is created in it.
///
/// Paths outside the directory, and reopening for update, go to the base file system unchanged.
package struct AnchoredFileSystem: LogFileSystem {
  private let directory: FileDescriptor
  private let base: any LogFileSystem

  /// Anchors `base`'s new files in `directory`.
  ///
  /// - Parameters:
  ///   - directory: A directory opened with ``FileDescriptor/openDirectory(_:)``.
  ///   - base: The file system that creates the files.
  package init(directory: FileDescriptor, base: any LogFileSystem) {
    self.directory = directory
    self.base = base
  }

  package func createNew(_ path: String) throws(SystemError) -> any LogFile {
    let prefix = directory.path + "/"
    guard path.hasPrefix(prefix) else { return try base.createNew(path) }
    let name = String(path.dropFirst(prefix.count))
    guard !name.isEmpty, !name.contains("/") else { return try base.createNew(path) }
    return try base.createNew(named: name, in: directory)
  }

  package func openForUpdate(_ path: String) throws(SystemError) -> any LogFile {
    try base.openForUpdate(path)
  }
}
