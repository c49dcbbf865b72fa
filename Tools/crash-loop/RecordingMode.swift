import ArgumentParser
import InteractionLog

/// How the recording child writes its log.
enum RecordingMode: String, CaseIterable, ExpressibleByArgument {
  /// Every event is in the file before its append returns: nothing returned may be lost.
  case writeThrough = "write-through"
  /// Events are queued for a background writer: those returned within the writer's window (and
  /// a grace) before the kill may be lost, and no more than the buffer holds.
  case buffered

  /// The most bytes the child's buffered writer queues (the default options'): 4 blocks of
  /// ``LogFormat/bufferedBlockPayload``.
  static let bufferedQueueBytes = 4 * LogFormat.bufferedBlockPayload

  /// The child's arguments for this mode, with the buffered writer's window and the child's
  /// pause between interactions.
  func childArguments(windowMs: Int, pauseMs: Int) -> [String] {
    self == .buffered
      ? ["--buffered", "--window-ms", "\(windowMs)", "--pause-ms", "\(pauseMs)"] : []
  }
}
