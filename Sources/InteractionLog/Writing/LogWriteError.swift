/// Why a log could not be created, appended to or closed.
public enum LogWriteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A system call failed (open, write, fsync…).
  case system(SystemError)
  /// The path is a symbolic link; logs never follow one.
  case symbolicLink(path: String)
  /// A log already exists at the path and creating a new one was asked for.
  case fileExists(path: String)
  /// Another writer holds the file.
  case lockedByAnotherWriter(path: String)
  /// The file is damaged before its end, so appending could hide good data; recover it first.
  case damagedBeforeEnd(LogDamage)
  /// The file is not an `ilog/1` log (for example plain gzip), so it cannot be appended to.
  case notAnInteractionLog(path: String, reason: String)
  /// One event serializes to more than the format allows in a block.
  case eventTooLarge(bytes: Int, limit: Int)
  /// zlib refused to compress.
  case compression(String)
  /// The writer is closed, or stopped after an earlier error.
  case closed(path: String)
  /// A copied event's sequence number does not follow the previous one's (``LogCopier``).
  case sequenceOutOfOrder(path: String, sequence: UInt64, previous: UInt64)

  /// What went wrong, with the path and values involved.
  public var description: String {
    switch self {
    case .system(let error):
      "\(error)"
    case .symbolicLink(let path):
      "\(path): is a symbolic link; logs are never written through one"
    case .fileExists(let path):
      "\(path): a file already exists; logs are never overwritten"
    case .lockedByAnotherWriter(let path):
      "\(path): another writer has this log open"
    case .damagedBeforeEnd(let damage):
      "cannot append: the log is damaged before its end (\(damage)); run `ilog verify`"
    case .notAnInteractionLog(let path, let reason):
      "\(path): not an ilog/1 log, cannot append (\(reason))"
    case .eventTooLarge(let bytes, let limit):
      "event of \(bytes) bytes exceeds the limit of \(limit) bytes"
    case .compression(let message):
      message
    case .closed(let path):
      "\(path): the writer is closed"
    case .sequenceOutOfOrder(let path, let sequence, let previous):
      "\(path): sequence number \(sequence) does not increase (previous \(previous))"
    }
  }
}
