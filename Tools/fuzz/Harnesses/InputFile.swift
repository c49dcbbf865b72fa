#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole input file: a corpus entry, a reproducer or a recorded log.
package enum InputFile {
  /// The bytes of the file at `path`, read whole.
  ///
  /// - Throws: ``InputFileError`` naming the call that failed.
  package static func contents(of path: String) throws(InputFileError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw InputFileError(operation: "open", path: path, code: errno)
    }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw InputFileError(operation: "read", path: path, code: errno)
      }
      if count == 0 { return bytes }
      bytes += chunk[..<count]
    }
  }
}
