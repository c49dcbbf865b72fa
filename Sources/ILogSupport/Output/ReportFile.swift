import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A report file, such as the page `ilog report` writes: created new, never over anything that
/// exists (a symbolic link included), and removed again when the report cannot be finished.
package final class ReportFile {
  /// The file's path.
  package let path: String
  private let handle: FileHandle
  /// Bytes written so far.
  package private(set) var size = 0

  /// Creates the file, claiming its name atomically.
  ///
  /// - Parameter path: Where it goes; nothing may be there.
  /// - Throws: ``InputError`` when something exists at `path` or the file
  ///   cannot be created.
  package init(creating path: String) throws(InputError) {
    // O_EXCL with O_CREAT fails on any existing name, a dangling symbolic link included, and
    // claims the name atomically: two runs cannot both write it.
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      let code = errno
      if code == EEXIST {
        throw InputError(what: "already exists, never overwritten", location: path)
      }
      let reason = String(cString: strerror(code))
      throw InputError(what: "cannot create (\(reason))", location: path)
    }
    self.path = path
    handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
  }

  /// Appends text, as UTF-8.
  ///
  /// - Throws: ``InputError`` when the write fails (a full disk, say).
  package func write(_ text: String) throws(InputError) {
    let data = Data(text.utf8)
    do {
      try handle.write(contentsOf: data)
    } catch {
      throw InputError(what: "cannot write (\(error.localizedDescription))", location: path)
    }
    size += data.count
  }

  /// Closes the file.
  ///
  /// - Throws: ``InputError`` when the close fails.
  package func close() throws(InputError) {
    do {
      try handle.close()
    } catch {
      throw InputError(what: "cannot close (\(error.localizedDescription))", location: path)
    }
  }

  /// Closes and removes the unfinished file.
  package func discard() {
    try? handle.close()
    unlink(path)
  }
}
