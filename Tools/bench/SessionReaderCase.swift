import InteractionLog

/// What the inspector's fold is added to: ``LogReader`` merging the long recording's files by
/// time, every event decoded and dropped.
struct SessionReaderCase: InspectCase {
  let name = "LogReader.next(), the session"
  let note = "reading alone: inflate, parse, decode, merge"

  func run(_ recording: LongRecording) throws -> InspectSample {
    let stopwatch = Stopwatch()
    let reader = try LogReader(paths: [recording.session], policy: .pointInTime)
    var events = 0
    while try reader.next() != nil { events += 1 }
    let elapsed = stopwatch.elapsedNanoseconds
    guard events == recording.events else {
      throw BenchmarkError.check("\(name) read \(events) events, not \(recording.events)")
    }
    return InspectSample(nanoseconds: elapsed)
  }

  func peakKilobytes(_ recording: LongRecording, in directory: String) throws -> Int? { nil }
}
