import ArgumentParser
import InteractionLog

/// How the stressed recorder writes.
enum StressMode: String, CaseIterable, ExpressibleByArgument {
  /// Every event written before its call goes on.
  case writeThrough = "write-through"
  /// Events queued for the background writer; a full queue drops events, counted in gaps.
  case buffered

  /// The writer's options for this mode.
  var options: LogWriterOptions {
    LogWriterOptions(mode: self == .buffered ? .buffered() : .writeThrough)
  }
}
