#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Every file-system call of the log goes through this file, so the C surface is read in one place.

/// An open file descriptor with the few calls the log needs; closes itself when released.
package final class FileDescriptor: LogFile, Sendable {
  package let path: String
  private let fd: Int32

  private init(fd: Int32, path: String) {
    self.fd = fd
    self.path = path
  }

  deinit {
    _ = closeDescriptor(fd)
  }

  /// Creates a new file with mode 0600; refuses an existing file or a symbolic link.
  package static func createNew(_ path: String) throws(SystemError) -> FileDescriptor {
    let fd = retryingOnInterrupt {
      open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    }
    guard fd >= 0 else { throw SystemError(operation: "open", path: path, code: errno) }
    return FileDescriptor(fd: fd, path: path)
  }

  /// Creates a new file named `name` with mode 0600 inside an open directory.
  ///
  /// Relative to the directory's descriptor: whatever happens to the directory's path meanwhile,
  /// the file lands in the directory that was opened. Refuses an existing file or a symbolic link.
  ///
  /// - Parameters:
  ///   - name: One path component.
  ///   - directory: A directory opened with ``openDirectory(_:)``.
  /// - Returns: The new file, named by the directory's path and `name` in messages.
  /// - Throws: ``SystemError`` with `openat`'s `errno`.
  package static func createNew(named name: String, in directory: FileDescriptor)
    throws(SystemError) -> FileDescriptor
  {
    let path = directory.path + "/" + name
    let fd = retryingOnInterrupt {
      openat(directory.fd, name, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    }
    guard fd >= 0 else { throw SystemError(operation: "openat", path: path, code: errno) }
    return FileDescriptor(fd: fd, path: path)
  }

  /// Opens a directory, never through a symbolic link, so that files can be created inside it
  /// with ``createNew(named:in:)`` without looking its path up again.
  ///
  /// - Parameter path: The directory.
  /// - Returns: The open directory.
  /// - Throws: ``SystemError`` with `open`'s `errno`: for a symbolic link `ENOTDIR` (Linux) or
  ///   `ELOOP` (macOS), for anything else but a directory `ENOTDIR`.
  package static func openDirectory(_ path: String) throws(SystemError) -> FileDescriptor {
    let fd = retryingOnInterrupt { open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
    guard fd >= 0 else { throw SystemError(operation: "open", path: path, code: errno) }
    return FileDescriptor(fd: fd, path: path)
  }

  /// Opens an existing regular file for reading and writing; never follows a symbolic link.
  package static func openForUpdate(_ path: String) throws(SystemError) -> FileDescriptor {
    let fd = retryingOnInterrupt { open(path, O_RDWR | O_NOFOLLOW | O_CLOEXEC) }
    guard fd >= 0 else { throw SystemError(operation: "open", path: path, code: errno) }
    let file = FileDescriptor(fd: fd, path: path)
    try file.requireRegularFile()
    return file
  }

  /// Opens a file for reading.
  package static func openForReading(_ path: String) throws(SystemError) -> FileDescriptor {
    let fd = retryingOnInterrupt { open(path, O_RDONLY | O_CLOEXEC) }
    guard fd >= 0 else { throw SystemError(operation: "open", path: path, code: errno) }
    let file = FileDescriptor(fd: fd, path: path)
    try file.requireRegularFile()
    return file
  }

  private func requireRegularFile() throws(SystemError) {
    var status = stat()
    guard fstat(fd, &status) == 0 else {
      throw SystemError(operation: "fstat", path: path, code: errno)
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw SystemError(
        operation: "open", path: path, code: status.st_mode & S_IFMT == S_IFDIR ? EISDIR : EINVAL)
    }
  }

  /// Takes an exclusive advisory lock, so a second writer on the same file is refused.
  package func lockExclusively() throws(SystemError) {
    guard retryingOnInterrupt({ flock(fd, LOCK_EX | LOCK_NB) }) == 0 else {
      throw SystemError(operation: "flock", path: path, code: errno)
    }
  }

  /// The file's current size in bytes.
  package func size() throws(SystemError) -> Int64 {
    var status = stat()
    guard fstat(fd, &status) == 0 else {
      throw SystemError(operation: "fstat", path: path, code: errno)
    }
    return Int64(status.st_size)
  }

  /// Reads up to `buffer.count` bytes at `offset`; returns how many were read (0 at the end).
  package func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int64)
    throws(SystemError)
    -> Int
  {
    let count = retryingOnInterrupt { pread(fd, buffer.baseAddress, buffer.count, off_t(offset)) }
    guard count >= 0 else { throw SystemError(operation: "pread", path: path, code: errno) }
    return count
  }

  /// One `pwrite`; ``LogFile/write(_:at:)-(UnsafeRawBufferPointer,_)`` loops over short writes
  /// and `EINTR`.
  package func writeOnce(_ bytes: UnsafeRawBufferPointer, at offset: Int64) throws(SystemError)
    -> Int
  {
    let count = pwrite(fd, bytes.baseAddress, bytes.count, off_t(offset))
    guard count >= 0 else { throw SystemError(operation: "pwrite", path: path, code: errno) }
    return count
  }

  /// Flushes the file's data to stable storage.
  package func synchronize() throws(SystemError) {
    guard retryingOnInterrupt({ fsync(fd) }) == 0 else {
      throw SystemError(operation: "fsync", path: path, code: errno)
    }
  }

  /// Cuts the file to `length` bytes.
  package func truncate(to length: Int64) throws(SystemError) {
    guard retryingOnInterrupt({ ftruncate(fd, off_t(length)) }) == 0 else {
      throw SystemError(operation: "ftruncate", path: path, code: errno)
    }
  }
}

private func retryingOnInterrupt<T: BinaryInteger>(_ call: () -> T) -> T {
  while true {
    let result = call()
    if result >= 0 || errno != EINTR { return result }
  }
}

private func closeDescriptor(_ fd: Int32) -> Int32 {
  close(fd)
}

/// What is at `path`.
///
/// - Parameters:
///   - path: The path to examine.
///   - following: Whether to follow a symbolic link (readers may; writers never do).
/// - Returns: The kind of file, ``PathKind/missing`` only when nothing is there (`ENOENT`).
package func pathKind(_ path: String, following: Bool = false) -> PathKind {
  var status = stat()
  guard (following ? stat(path, &status) : lstat(path, &status)) == 0 else {
    return errno == ENOENT ? .missing : .unexaminable(errno: errno)
  }
  switch status.st_mode & S_IFMT {
  case S_IFREG: return .regularFile
  case S_IFDIR: return .directory
  case S_IFLNK: return .symbolicLink
  default: return .other
  }
}

/// The names in a directory, sorted; errors as values.
package func directoryEntries(_ path: String) throws(SystemError) -> [String] {
  guard let directory = opendir(path) else {
    throw SystemError(operation: "opendir", path: path, code: errno)
  }
  defer { closedir(directory) }
  var names: [String] = []
  while let entry = readdir(directory) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
      String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
    }
    if name != "." && name != ".." { names.append(name) }
  }
  return names.sorted()
}

/// The size of the file at `path` in bytes, following a symbolic link; `nil` when it cannot be
/// examined (missing, or not reachable).
package func fileSize(_ path: String) -> Int64? {
  var status = stat()
  guard stat(path, &status) == 0 else { return nil }
  return Int64(status.st_size)
}

/// Removes the file at `path` (never a directory).
package func removeFile(_ path: String) throws(SystemError) {
  guard unlink(path) == 0 else {
    throw SystemError(operation: "unlink", path: path, code: errno)
  }
}

/// `errno` values the callers of this file tell apart.
package let fileExistsErrno = EEXIST
package let symbolicLinkLoopErrno = ELOOP
package let wouldBlockErrno = EWOULDBLOCK
package let noSuchFileErrno = ENOENT
package let notADirectoryErrno = ENOTDIR
package let interruptedErrno = EINTR
package let inputOutputErrno = EIO
