/// An open file the log writer writes to: the seam through which tests inject faults
/// (short writes, `EINTR`, `ENOSPC`, `EIO`, lost unsynchronized data), as LevelDB's Env does.
///
/// ``FileDescriptor`` is the one production implementation; each requirement is one system
/// call, so that a test double can fail any one of them. The loop that completes a write
/// (``write(_:at:)-(UnsafeRawBufferPointer,_)``) lives in an extension, shared by every
/// implementation, so the code under test is the code that ships.
package protocol LogFile: AnyObject {
  /// The path the file was opened at, for messages.
  var path: String { get }

  /// One positional write (`pwrite`), which may write fewer bytes than given.
  ///
  /// - Returns: how many bytes were written, at least 0.
  /// - Throws: ``SystemError`` with the call's `errno`, `EINTR` included.
  func writeOnce(_ bytes: UnsafeRawBufferPointer, at offset: Int64) throws(SystemError) -> Int

  /// Reads up to `buffer.count` bytes at `offset`; returns how many were read (0 at the end).
  func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int64) throws(SystemError)
    -> Int

  /// Flushes the file's data to stable storage (`fsync`).
  func synchronize() throws(SystemError)

  /// The file's current size in bytes.
  func size() throws(SystemError) -> Int64

  /// Cuts the file to `length` bytes.
  func truncate(to length: Int64) throws(SystemError)

  /// Takes an exclusive advisory lock, so a second writer on the same file is refused.
  func lockExclusively() throws(SystemError)
}

extension LogFile {
  /// Writes all of `bytes` at `offset`, going on after short writes and interruptions.
  ///
  /// - Throws: the first error other than `EINTR`; `EIO` when the system writes nothing and
  ///   reports no error.
  package func write(_ bytes: UnsafeRawBufferPointer, at offset: Int64) throws(SystemError) {
    var written = 0
    while written < bytes.count {
      let count: Int
      do {
        count = try writeOnce(
          UnsafeRawBufferPointer(rebasing: bytes[written...]), at: offset + Int64(written))
      } catch  where error.code == interruptedErrno {
        continue
      }
      guard count > 0 else {
        throw SystemError(operation: "pwrite", path: path, code: inputOutputErrno)
      }
      written += count
    }
  }

  /// Writes all of `bytes` at `offset`.
  package func write(_ bytes: [UInt8], at offset: Int64) throws(SystemError) {
    let result = bytes.withUnsafeBytes { raw in
      Result { () throws(SystemError) in try write(raw, at: offset) }
    }
    try result.get()
  }
}
