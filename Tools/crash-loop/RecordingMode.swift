import ArgumentParser
import InteractionLog

/// How the recording child writes its log.
enum RecordingMode: String, CaseIterable, ExpressibleByArgument {
  /// Every event is in the file before its append returns: nothing returned may be lost.
  case writeThrough = "write-through"
  /// Events are queued for a background writer: those in flight at the kill may be lost, and
  /// no more than the buffer holds.
  case buffered

  /// The most bytes the child's buffered writer queues (the default options'): 4 blocks of
  /// ``LogFormat/bufferedBlockPayload``.
  static let bufferedQueueBytes = 4 * LogFormat.bufferedBlockPayload

  /// The child's arguments for this mode.
  var childArguments: [String] { self == .buffered ? ["--buffered"] : [] }
}
