/// What one run of a ``CallCase`` (or of the host) measured.
struct CallSample: Codable {
  /// Calls (or interactions) made.
  var calls: Int
  /// Nanoseconds the caller spent making them all.
  var nanoseconds: Double
  /// The calling thread's own CPU time for them, where the case measures it: the cost without
  /// the waits for a core that the writer's threads and other processes cause.
  var callerCPUNanoseconds: Double? = nil
}
