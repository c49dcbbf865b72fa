#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An input file that could not be read: the call, the path and `errno`.
package struct InputFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The call that failed, such as `open`.
  package var operation: String
  /// The file.
  package var path: String
  /// The `errno` the call set.
  package var code: Int32

  package var description: String {
    "\(operation) \(path): \(String(cString: strerror(code))) (errno \(code))"
  }
}
