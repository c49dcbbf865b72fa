package import Foundation

/// Waiting for something another process does, without holding a thread while it sleeps.
package enum Polling {
  /// Checks `condition` every `interval` seconds until it holds; `false` after `timeout`
  /// seconds.
  package static func until(
    timeout: TimeInterval, every interval: TimeInterval = 0.02, _ condition: () -> Bool
  ) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
      if Date() > deadline { return false }
      try? await Task.sleep(nanoseconds: UInt64(interval * 1e9))
    }
    return true
  }

  /// Sleeps `seconds` without holding a thread.
  package static func pause(_ seconds: TimeInterval) async {
    try? await Task.sleep(nanoseconds: UInt64(seconds * 1e9))
  }
}
