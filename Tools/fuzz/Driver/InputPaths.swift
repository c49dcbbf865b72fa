import Foundation

/// Input files named on the command line, and names for new ones.
enum InputPaths {
  /// The files named, with the regular files directly inside each directory named, sorted.
  ///
  /// - Parameter paths: Files and directories.
  /// - Returns: The paths in the order named, each directory replaced by its files.
  /// - Throws: When a directory cannot be listed.
  static func files(in paths: [String]) throws -> [String] {
    var files: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        files += try FileManager.default.contentsOfDirectory(atPath: path).sorted()
          .filter { !$0.hasPrefix(".") }.map { "\(path)/\($0)" }
      } else {
        files.append(path)
      }
    }
    return files
  }

  /// A stable 64-bit FNV-1a hash of `bytes`, in hex: a corpus file's name.
  static func hash(_ bytes: [UInt8]) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
