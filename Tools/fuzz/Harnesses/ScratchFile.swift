import InteractionModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file that holds one input while a reader, which only reads files, reads it.
///
/// Each scratch file has a name of its own (process id and a counter), so that tests running in
/// parallel never share one; it lives in `/dev/shm` where there is one, to keep the disk out of
/// the fuzzer's loop, and is removed when released.
final class ScratchFile {
  /// The file's path.
  let path: String

  private static let counter = Locked(0)

  /// Writes `bytes` to a new scratch file.
  ///
  /// - Parameters:
  ///   - bytes: The file's content.
  ///   - suffix: Distinguishes the files of one input.
  init(_ bytes: UnsafeRawBufferPointer, suffix: String = "") {
    let number = Self.counter.withLock { counter in
      counter += 1
      return counter
    }
    let directory = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"
    path = "\(directory)/ilog-fuzz-\(getpid())-\(number)\(suffix).ilog"
    Self.store(bytes, at: path)
  }

  /// Writes `bytes` to a new scratch file.
  ///
  /// - Parameters:
  ///   - bytes: The file's content.
  ///   - suffix: Distinguishes the files of one input.
  convenience init(_ bytes: [UInt8], suffix: String = "") {
    self.init(UnsafeRawBufferPointer(start: nil, count: 0), suffix: suffix)
    bytes.withUnsafeBytes { Self.store($0, at: path) }
  }

  deinit {
    unlink(path)
  }

  private static func store(_ bytes: UnsafeRawBufferPointer, at path: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    precondition(descriptor >= 0, "cannot create the scratch file \(path): errno \(errno)")
    var written = 0
    while written < bytes.count, let base = bytes.baseAddress {
      let count = write(descriptor, base + written, bytes.count - written)
      precondition(count > 0, "cannot write the scratch file \(path): errno \(errno)")
      written += count
    }
    close(descriptor)
  }
}
