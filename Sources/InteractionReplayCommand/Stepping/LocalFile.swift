#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file the stepper reads whole: a `--commands` script, the prompt's history.
enum LocalFile {
  /// The file's bytes; `nil` when it cannot be opened or read.
  ///
  /// - Parameter path: The file's path.
  /// - Returns: Every byte of the file.
  static func bytes(atPath path: String) -> [UInt8]? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[..<count]
    }
    return ferror(file) == 0 ? bytes : nil
  }
}
