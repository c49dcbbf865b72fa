extension LogFileReader {
  /// Why the file at `path` holds no log at all, as opposed to a damaged log: `empty file`
  /// when not one block can be read, or what its first bytes are instead of a gzip member.
  ///
  /// Only the first block is read. Every tool that refuses such a file as unreadable input
  /// (exit status 2) rather than a damaged log (exit status 1) asks this, so that they agree.
  ///
  /// - Parameter path: A log file.
  /// - Returns: The reason, or `nil` for a file that starts with a block, damaged or not.
  /// - Throws: ``LogReadError/system(_:)`` when the file cannot be opened or read.
  package static func notALogReason(at path: String) throws(LogReadError) -> String? {
    let probe = try LogFileReader(path: path, policy: .pointInTime)
    _ = try probe.next()
    if probe.summary.blocks == 0 { return "empty file" }
    if let damage = probe.summary.damages.first, damage.kind == .notALog { return damage.message }
    return nil
  }
}
