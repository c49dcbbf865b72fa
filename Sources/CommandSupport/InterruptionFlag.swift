import Dispatch
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
  private final class Flag: Sendable {
    let value = Locked(false)
  }

  private let flag: Flag
  // Kept alive for as long as the interruption is watched.
  private let sources: [any DispatchSourceSignal]

  /// Starts catching SIGINT and SIGTERM.
  package init() {
    let flag = Flag()
    self.flag = flag
    // A process started with them blocked (as a child of a thread that blocked them, such as a
    // test runner's) would never see them: unblocked on this thread, which receives them.
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    sources = [SIGINT, SIGTERM].map { number in
      // The default action would end the process at once; the source sees the signal instead.
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { flag.value.withLock { $0 = true } }
      source.resume()
      return source
    }
  }

  /// Whether a signal arrived.
  package var happened: Bool { flag.value.withLock { $0 } }

  /// Stops catching the signals: they end the process again, as before, so that a command run
  /// inside a longer-lived process (a test runner, a user's tool) leaves Ctrl-C working there.
  deinit {
    for source in sources { source.cancel() }
    signal(SIGINT, SIG_DFL)
    signal(SIGTERM, SIG_DFL)
  }
}
