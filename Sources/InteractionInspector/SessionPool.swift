import Dispatch
import Foundation

/// Runs one job per session on up to `width` threads at once and hands the results back on the
/// calling thread in the sessions' order, each as soon as it and every one before it are done.
///
/// Sessions are independent (each has its own reader and fold), so a fleet inspects on all
/// cores; the order of the output stays that of the command line. At most `width` results wait
/// to be handed back, so memory stays bounded by the width, not by the number of sessions.
struct SessionPool<Result> {
  /// How many sessions run at once.
  let width: Int

  /// Runs `job` for each index of `count`, and `each` for each result, in index order.
  ///
  /// - Parameters:
  ///   - count: How many sessions there are.
  ///   - job: The work of one session, on a thread of the pool; it owns whatever it touches.
  ///   - each: Receives each session's index and result on the calling thread, in order.
  func run(
    count: Int, job: @escaping @Sendable (Int) -> Result, each: (Int, Result) throws -> Void
  ) rethrows {
    let slots = Slots<Result>(count: count)
    let queue = DispatchQueue.global(qos: .userInitiated)
    var started = 0
    for index in 0..<count {
      // Keep the sessions from this one to `width` past it under way.
      while started < count, started < index + max(1, width) {
        let job = (index: started, work: job)
        queue.async { slots.fill(job.index, with: job.work(job.index)) }
        started += 1
      }
      try each(index, slots.take(index))
    }
  }
}

/// The results of a pool's jobs, each filled once by its job and taken once in order.
private final class Slots<Result>: @unchecked Sendable {
  // Guarded by `condition`: a job's result is written by its thread before the signal and read
  // by the caller after it.
  private var results: [Result?]
  private let condition = NSCondition()

  init(count: Int) {
    results = Array(repeating: nil, count: count)
  }

  func fill(_ index: Int, with result: Result) {
    condition.lock()
    results[index] = result
    condition.broadcast()
    condition.unlock()
  }

  func take(_ index: Int) -> Result {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let result = results[index] {
        results[index] = nil
        return result
      }
      condition.wait()
    }
  }
}
