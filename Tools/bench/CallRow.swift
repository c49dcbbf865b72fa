/// One row of the recorder's or the host's table: a case's best figures over the repetitions.
struct CallRow: Codable {
  var name: String
  var note: String
  /// From the best (lowest) time: nanoseconds per call, or per interaction for the host.
  var nanosecondsPerCall: Double
  /// Calls (or interactions) per second, from the best time.
  var callsPerSecond: Double
  /// ``nanosecondsPerCall`` over the raw writer's in the same mode; `nil` where there is none.
  var versusRawWriter: Double? = nil
  /// The calling thread's CPU time per call in the repetition with the least, where measured.
  var callerCPUPerCall: Double? = nil
  /// Every repetition's measurements, in order.
  var samples: [CallSample]

  /// Summarizes `samples`, which made the same calls.
  init(name: String, note: String, samples: [CallSample]) {
    self.name = name
    self.note = note
    self.samples = samples
    let best = samples.min { $0.nanoseconds < $1.nanoseconds }
    nanosecondsPerCall = best.map { $0.nanoseconds / Double(max(1, $0.calls)) } ?? .nan
    callsPerSecond = best.map { Double($0.calls) / $0.nanoseconds * 1e9 } ?? .nan
    callerCPUPerCall = samples.compactMap { sample in
      sample.callerCPUNanoseconds.map { $0 / Double(max(1, sample.calls)) }
    }.min()
  }
}
