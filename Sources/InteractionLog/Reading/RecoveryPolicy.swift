/// What a reader does when it meets damage (FORMAT.md §5), as RocksDB's WAL recovery modes do.
public enum RecoveryPolicy: String, Sendable, Hashable, CaseIterable {
  /// Any damage is an error.
  case strict
  /// Read up to the first damage, report it, and stop: the events returned are a prefix.
  case pointInTime = "point-in-time"
  /// Report damage, skip to the next block, and go on; events of two blocks are never joined.
  case salvage
}
