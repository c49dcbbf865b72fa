import InteractionInspector

/// The library's whole inspection in this process: `Inspector.inspect(paths:policy:emit:)`,
/// streaming (`retainsInteractions: false`), every interaction emitted and dropped.
struct InspectorFoldCase: InspectCase {
  let name = "Inspector.inspect, in-process"
  let note = "read, merge, fold, rules, stats; streaming, no rendering"

  func run(_ recording: LongRecording) throws -> InspectSample {
    let stopwatch = Stopwatch()
    let events = try Self.fold(recording.session)
    let elapsed = stopwatch.elapsedNanoseconds
    guard events == recording.events else {
      throw BenchmarkError.check("\(name) read \(events) events, not \(recording.events)")
    }
    return InspectSample(nanoseconds: elapsed)
  }

  func peakKilobytes(_ recording: LongRecording, in directory: String) throws -> Int? { nil }

  /// Inspects the session at `path` as this row does, and returns its events.
  static func fold(_ path: String) throws -> Int {
    try Inspector(configuration: InspectionConfiguration(retainsInteractions: false))
      .inspect(paths: [path]).stats.events
  }
}
