import Foundation

/// A copy of a committed recording in a temporary directory, with one of its logs damaged as a
/// crash, a bad disk or a careless copy leaves it; the directory goes with the value.
package struct DamagedRecording {
  /// What is done to the log.
  package enum Damage: String, CaseIterable, Sendable, CustomStringConvertible {
    /// The file is there, with no byte.
    case empty
    /// The file holds text, not gzip.
    case notGzip
    /// The file stops after its first 500 bytes, inside its first block.
    case truncated
    /// One byte in the first block's deflate data is inverted.
    case flippedByte
    /// The file is gone.
    case missing

    package var description: String { rawValue }

    /// Whether nothing of the file can be read: `ilog inspect` exits 2 on it.
    package var isUnreadable: Bool { self == .empty || self == .notGzip }
  }

  /// The temporary directory, removed when the value goes.
  package let directory: TemporaryDirectory
  /// The damaged copy: a session directory.
  package let path: String
  /// The damaged log's path in the copy.
  package let damagedFile: String

  /// Copies `Recordings/<recording>`'s logs (not its expected outputs) and damages one.
  ///
  /// - Parameters:
  ///   - damage: What to do to the log.
  ///   - recording: The committed recording's name.
  ///   - file: The log to damage.
  ///   - name: The temporary directory's name: the test's, by default.
  /// - Throws: What copying or writing the files throws.
  package init(
    _ damage: Damage, recording: String = "start-workout",
    file: String = "ui-extension-502.ilog", name: String = #function
  ) throws {
    directory = TemporaryDirectory(name)
    path = try directory.directory(recording)
    let source = "\(packageRoot)/Recordings/\(recording)"
    for log in try FileManager.default.contentsOfDirectory(atPath: source)
    where log.hasSuffix(".ilog") {
      try FileManager.default.copyItem(atPath: "\(source)/\(log)", toPath: "\(path)/\(log)")
    }
    damagedFile = "\(path)/\(file)"
    let url = URL(fileURLWithPath: damagedFile)
    var bytes = try Data(contentsOf: url)
    switch damage {
    case .empty: bytes = Data()
    case .notGzip: bytes = Data("not a log\n".utf8)
    case .truncated: bytes = bytes.prefix(500)
    case .flippedByte: bytes[300] ^= 0xFF
    case .missing:
      try FileManager.default.removeItem(at: url)
      return
    }
    try bytes.write(to: url)
  }
}
