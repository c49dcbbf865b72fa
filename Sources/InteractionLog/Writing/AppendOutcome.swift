/// What became of one ``LogWriter/append(_:interaction:instance:call:)`` call.
public enum AppendOutcome: Hashable, Sendable {
  /// The event is in the log (write-through) or queued for it (buffered), with this sequence number.
  case appended(sequence: UInt64)
  /// The buffer was full (buffered mode): the event was dropped and counted, and a `gap` event
  /// will say how many were lost.
  case dropped
  /// The event could not be written; the error also went to the writer's error handler.
  case failed(LogWriteError)

  /// The sequence number, when the event was appended.
  public var sequence: UInt64? {
    if case .appended(let sequence) = self { return sequence }
    return nil
  }
}
