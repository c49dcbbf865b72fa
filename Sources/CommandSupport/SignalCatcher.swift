#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Catches signals such as SIGINT (Ctrl-C) with a handler that only writes a byte to a pipe,
/// and says whether any came since it was last asked.
///
/// The one place a command turns a signal into something a loop can check. Not a dispatch
/// signal source: on Linux, libdispatch reads signals through a `signalfd` on its own thread,
/// which sees a signal only while every thread blocks it, so one that comes to another of a
/// pool's threads first can be lost. A handler runs on whichever thread the signal comes to,
/// and `write(2)` is safe to call there.
package final class SignalCatcher: Sendable {
  private let signals: [Int32]

  /// Starts catching `signals`; ``stop()`` gives them back to their default action.
  package init(_ signals: [Int32]) {
    self.signals = signals
    // Created before any handler can run, so the handler only ever reads it.
    let pipe = Self.ends.pointer
    guard pipe.pointee >= 0 else { return }
    // Bytes an earlier catcher left are not this one's signals.
    _ = take()
    // A process started with them blocked (as the child of a thread that blocked them, such
    // as a test runner's) would never see them.
    var mask = sigset_t()
    sigemptyset(&mask)
    for number in signals { sigaddset(&mask, number) }
    pthread_sigmask(SIG_UNBLOCK, &mask, nil)
    for number in signals {
      signal(number) { _ in
        let saved = errno
        var byte: UInt8 = 1
        _ = write(SignalCatcher.ends.pointer[1], &byte, 1)
        errno = saved
      }
    }
  }

  /// Whether a signal came since the last call; the signals that came are forgotten.
  package func take() -> Bool {
    let pipe = Self.ends.pointer
    guard pipe.pointee >= 0 else { return false }
    var came = false
    var buffer = [UInt8](repeating: 0, count: 64)
    while buffer.withUnsafeMutableBytes({ read(pipe.pointee, $0.baseAddress, $0.count) }) > 0 {
      came = true
    }
    return came
  }

  /// Stops catching the signals: they take their default action again (Ctrl-C ends the
  /// process), so that a command run inside a longer-lived process leaves them working there.
  package func stop() {
    for number in signals { signal(number, SIG_DFL) }
  }

  /// The pipe's read and write ends, non-blocking and closed on exec; `-1` when the pipe could
  /// not be made (no signal is caught then).
  ///
  /// A pointer rather than a variable: the handler reads it without Swift's exclusivity checks,
  /// which are not safe in a signal handler.
  private static let ends: Ends = {
    let ends = UnsafeMutablePointer<Int32>.allocate(capacity: 2)
    ends.initialize(repeating: -1, count: 2)
    guard pipe(ends) == 0 else {
      ends[0] = -1
      ends[1] = -1
      return Ends(pointer: ends)
    }
    for end in 0..<2 {
      _ = fcntl(ends[end], F_SETFL, fcntl(ends[end], F_GETFL) | O_NONBLOCK)
      _ = fcntl(ends[end], F_SETFD, FD_CLOEXEC)
    }
    return Ends(pointer: ends)
  }()

  /// The pipe's two descriptors, written once before any handler is installed and only read
  /// after: unchecked `Sendable` (Swift does not call a raw pointer sendable on every platform).
  private struct Ends: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Int32>
  }
}
