/// One row of the readers' table: a ``ReaderCase``'s best figures over the repetitions.
struct ReaderRow: Codable {
  var name: String
  var note: String
  /// Events (lines) per second, from the best time.
  var eventsPerSecond: Double
  /// Uncompressed payload megabytes (10^6 bytes) per second, from the best time.
  var megabytesPerSecond: Double
  /// ``eventsPerSecond`` over `gzip -dc`'s on the same file.
  var versusGzip: Double? = nil
  /// Every repetition's measurements, in order.
  var samples: [ReaderSample]

  /// Summarizes `samples`, which read the same file.
  init(name: String, note: String, samples: [ReaderSample]) {
    self.name = name
    self.note = note
    self.samples = samples
    let best = samples.min { $0.nanoseconds < $1.nanoseconds }
    eventsPerSecond = best.map { Double($0.events) / $0.nanoseconds * 1e9 } ?? .nan
    megabytesPerSecond = best.map { Double($0.payloadBytes) / $0.nanoseconds * 1e3 } ?? .nan
  }
}
