/// One row of the writers' table: a ``WriterCase``'s best figures over the repetitions.
struct WriterRow: Codable {
  var name: String
  var note: String
  /// The best (lowest) caller time over the repetitions, per event.
  var callerNanosecondsPerEvent: Double
  /// The best caller CPU time over the repetitions, per event; `nil` where not measured.
  var callerCPUNanosecondsPerEvent: Double?
  /// Events per second until everything was in the file, from the best sustained time.
  var sustainedEventsPerSecond: Double?
  /// The file's size in the last repetition (it varies only with the clock's digits).
  var fileBytes: Int64?
  /// The fewest and most events dropped in a repetition; `nil` when the writer cannot drop.
  var droppedLeast: UInt64?
  var droppedMost: UInt64?
  /// Every repetition's measurements, in order.
  var samples: [WriterSample]

  /// Summarizes `samples` of writing `events` events.
  init(name: String, note: String, events: Int, samples: [WriterSample]) {
    self.name = name
    self.note = note
    self.samples = samples
    let count = Double(events)
    callerNanosecondsPerEvent = (samples.map(\.callerNanoseconds).min() ?? .nan) / count
    callerCPUNanosecondsPerEvent = samples.compactMap(\.callerCPUNanoseconds).min().map {
      $0 / count
    }
    sustainedEventsPerSecond = samples.compactMap(\.sustainedNanoseconds).min().map {
      count / $0 * 1e9
    }
    fileBytes = samples.last?.fileBytes
    let dropped = samples.compactMap(\.dropped)
    droppedLeast = dropped.min()
    droppedMost = dropped.max()
  }
}
