#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file the baselines write with plain `write(2)` calls, one per piece they hand over.
final class BaselineFile {
  let path: String
  private let descriptor: Int32
  /// Bytes written so far.
  private(set) var size = 0

  /// Creates (or truncates) `path` for writing.
  init(creating path: String) throws(BenchmarkError) {
    self.path = path
    descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .system(operation: "open", path: path, code: errno) }
  }

  deinit {
    close(descriptor)
  }

  /// Writes all of `bytes`, going on after short writes.
  func write(_ bytes: UnsafeRawBufferPointer) throws(BenchmarkError) {
    guard let base = bytes.baseAddress else { return }
    var written = 0
    while written < bytes.count {
      let count = systemWrite(descriptor, base + written, bytes.count - written)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { throw .system(operation: "write", path: path, code: errno) }
      written += count
    }
    size += bytes.count
  }
}

/// `write(2)`, named apart from ``BaselineFile/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
