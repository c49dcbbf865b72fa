import Dispatch

/// Threads of a queue kept busy, each blocked until ``release()``: work queued behind them waits,
/// as it does when a machine's cores are taken by other work.
final class BusyThreads: Sendable {
  private let count: Int
  private let released = DispatchSemaphore(value: 0)

  /// Blocks `count` threads of `queue`, returning once each has started.
  init(_ queue: DispatchQueue, count: Int) {
    self.count = count
    let started = DispatchSemaphore(value: 0)
    for _ in 0..<count {
      queue.async { [released] in
        started.signal()
        released.wait()
      }
    }
    for _ in 0..<count { started.wait() }
  }

  /// Lets every blocked thread go.
  func release() {
    for _ in 0..<count { released.signal() }
  }
}
