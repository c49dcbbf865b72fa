import InteractionModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns SIGINT (Ctrl-C) and SIGTERM into a flag that a loop checks, so that a command such as
/// `ilog tail -f` or `ilog watch` stops between two steps, with its output complete, and exits
/// with its own status.
package final class InterruptionFlag {
  private let catcher = SignalCatcher([SIGINT, SIGTERM])
  private let latched = Locked(false)

  /// Starts catching SIGINT and SIGTERM.
  package init() {}

  /// Whether a signal arrived.
  package var happened: Bool {
    latched.withLock { latched in
      if !latched, catcher.take() { latched = true }
      return latched
    }
  }

  /// Stops catching the signals: they end the process again, as before, so that a command run
  /// inside a longer-lived process (a test runner, a user's tool) leaves Ctrl-C working there.
  deinit { catcher.stop() }
}
