import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file a command writes, such as `ilog report`'s page or `replay --report`'s: created new,
/// never over anything that exists (a symbolic link included), and removed again when it
/// cannot be finished.
///
/// Created before the work that fills it, so that a path that exists or cannot be written is
/// refused before a long run, not after.
package final class NewFile {
  /// What went wrong with the file, and where.
  package struct Failure: Error, CustomStringConvertible {
    /// What failed, such as `already exists, never overwritten`.
    package var what: String
    /// The file's path.
    package var path: String

    /// `path: what`, as the commands print it.
    package var description: String { "\(path): \(what)" }
  }

  /// The file's path.
  package let path: String
  private let handle: FileHandle
  /// Bytes written so far.
  package private(set) var size = 0

  /// Creates the file, claiming its name atomically.
  ///
  /// - Parameter path: Where it goes; nothing may be there.
  /// - Throws: ``Failure`` when something exists at `path` or the file cannot be created.
  package init(creating path: String) throws(Failure) {
    // O_EXCL with O_CREAT fails on any existing name, a dangling symbolic link included, and
    // claims the name atomically: two runs cannot both write it.
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      let code = errno
      if code == EEXIST { throw Failure(what: "already exists, never overwritten", path: path) }
      throw Failure(what: "cannot create (\(String(cString: strerror(code))))", path: path)
    }
    self.path = path
    handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
  }

  /// Appends text, as UTF-8.
  ///
  /// - Throws: ``Failure`` when the write fails (a full disk, say).
  package func write(_ text: String) throws(Failure) {
    let data = Data(text.utf8)
    do {
      try handle.write(contentsOf: data)
    } catch {
      throw Failure(what: "cannot write (\(error.localizedDescription))", path: path)
    }
    size += data.count
  }

  /// Closes the file.
  ///
  /// - Throws: ``Failure`` when the close fails.
  package func close() throws(Failure) {
    do {
      try handle.close()
    } catch {
      throw Failure(what: "cannot close (\(error.localizedDescription))", path: path)
    }
  }

  /// Closes and removes the unfinished file.
  package func discard() {
    try? handle.close()
    unlink(path)
  }
}
