import CommandSupport

/// A report file, such as the page `ilog report` writes: created new, never over anything that
/// exists (a symbolic link included), and removed again when the report cannot be finished.
package final class ReportFile {
  private let file: NewFile

  /// The file's path.
  package var path: String { file.path }
  /// Bytes written so far.
  package var size: Int { file.size }

  /// Creates the file, claiming its name atomically.
  ///
  /// - Parameter path: Where it goes; nothing may be there.
  /// - Throws: ``InputError`` when something exists at `path` or the file
  ///   cannot be created.
  package init(creating path: String) throws(InputError) {
    do {
      file = try NewFile(creating: path)
    } catch {
      throw InputError(what: error.what, location: error.path)
    }
  }

  /// Appends text, as UTF-8.
  ///
  /// - Throws: ``InputError`` when the write fails (a full disk, say).
  package func write(_ text: String) throws(InputError) {
    do {
      try file.write(text)
    } catch {
      throw InputError(what: error.what, location: error.path)
    }
  }

  /// Closes the file.
  ///
  /// - Throws: ``InputError`` when the close fails.
  package func close() throws(InputError) {
    do {
      try file.close()
    } catch {
      throw InputError(what: error.what, location: error.path)
    }
  }

  /// Closes and removes the unfinished file.
  package func discard() {
    file.discard()
  }
}
