/// One row of the inspector's table: an ``InspectCase``'s best figures over the repetitions.
struct InspectRow: Codable {
  /// Which command or fold the row measured.
  var role: Benchmark.InspectRole
  var name: String
  var note: String
  /// The recording's events per second, from the best time.
  var eventsPerSecond: Double
  /// Uncompressed payload megabytes (10^6 bytes) per second, from the best time.
  var megabytesPerSecond: Double
  /// ``eventsPerSecond`` over `gzip -dc`'s, and over the `jq` pipeline's.
  var versusGzip: Double? = nil
  var versusJq: Double? = nil
  /// The peak resident set in kilobytes of an untimed run after the repetitions; `nil` when
  /// in-process (the child-process row gives the same fold's).
  var peakKilobytes: Int? = nil
  /// Every repetition's measurements, in order.
  var samples: [InspectSample]
  /// The size of the events the row read, uncompressed.
  var recordingPayloadBytes: Int64
  /// What the command wrote, in bytes, where that is a figure (inspect's JSON).
  var outputBytes: Int64? = nil

  /// Summarizes `samples`, which read `recording` whole, or only its largest file.
  init(
    role: Benchmark.InspectRole, name: String, note: String, samples: [InspectSample],
    recording: LongRecording
  ) {
    self.role = role
    self.name = name
    self.note = note
    self.samples = samples
    let best = samples.map(\.nanoseconds).min() ?? .nan
    let readsLargest = role == .events || role == .gzipLargest
    let events = readsLargest ? recording.largestEvents : recording.events
    let payload = readsLargest ? recording.largestPayloadBytes : recording.payloadBytes
    recordingPayloadBytes = payload
    eventsPerSecond = Double(events) / best * 1e9
    megabytesPerSecond = Double(payload) / best * 1e3
  }
}
