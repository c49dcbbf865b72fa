/// Where the log writer gets its files: the system's, or a test's that injects faults.
///
/// Only writing goes through this seam (``LogWriter``, ``LogCopier``, recovering a torn tail);
/// readers open files directly, so a test reads back what its faults left with the real reader.
package protocol LogFileSystem: Sendable {
  /// Creates a new file with mode 0600; refuses an existing file or a symbolic link.
  func createNew(_ path: String) throws(SystemError) -> any LogFile

  /// Opens an existing regular file for reading and writing; never follows a symbolic link.
  func openForUpdate(_ path: String) throws(SystemError) -> any LogFile

  /// Creates a new file with mode 0600 inside an open directory; refuses an existing file or a
  /// symbolic link.
  func createNew(named name: String, in directory: FileDescriptor) throws(SystemError)
    -> any LogFile
}

extension LogFileSystem {
  /// By the joined path: what a test double needs; the system's file system opens relative to
  /// the directory's descriptor instead.
  package func createNew(named name: String, in directory: FileDescriptor) throws(SystemError)
    -> any LogFile
  {
    try createNew(directory.path + "/" + name)
  }
}
