#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file-system facts the benchmark needs, through plain system calls.
enum FileSystem {
  /// The size of the file at `path` in bytes.
  static func size(of path: String) throws(BenchmarkError) -> Int64 {
    var status = stat()
    guard stat(path, &status) == 0 else {
      throw .system(operation: "stat", path: path, code: errno)
    }
    return Int64(status.st_size)
  }

  /// Removes the file at `path` if there is one.
  static func removeFile(_ path: String) throws(BenchmarkError) {
    guard unlink(path) == 0 || errno == ENOENT else {
      throw .system(operation: "unlink", path: path, code: errno)
    }
  }
}
