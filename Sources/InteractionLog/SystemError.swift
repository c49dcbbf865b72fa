#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call, with the path and `errno`.
public struct SystemError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The call that failed, such as `open` or `pwrite`.
  public var operation: String
  /// The file it was called on.
  public var path: String
  /// The `errno` value it set.
  public var code: Int32

  /// Creates the error of a call; test doubles of ``LogFile`` make their own.
  package init(operation: String, path: String, code: Int32) {
    self.operation = operation
    self.path = path
    self.code = code
  }

  /// The call, the path, and the system's message for the `errno` value with its number.
  public var description: String {
    "\(operation) \(path): \(String(cString: strerror(code))) (errno \(code))"
  }
}
