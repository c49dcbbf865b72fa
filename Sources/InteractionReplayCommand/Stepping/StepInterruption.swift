import CommandSupport
import InteractionModel
import InteractionReplay

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C while `--step`'s replay runs: instead of ending the process, the replay stops before
/// its next step and the prompt comes back, as a debugger's interrupt does; a wait for a
/// completion says that it is waiting, and Ctrl-C ends the wait (the completion then counts as
/// missing).
///
/// SIGINT is caught by ``SignalCatcher``, so that nothing but a write to a pipe runs in a
/// signal handler; the stepper reads it before each step and the wait while it waits.
final class StepInterruption: Sendable {
  /// Whether Ctrl-C came, and whether a wait said so already.
  private let state = Locked((pending: false, told: false))
  private let catcher = SignalCatcher([SIGINT])

  /// Starts catching SIGINT; ``stop()`` gives it back to the default action.
  init() {}

  /// Stops catching SIGINT: Ctrl-C ends the process again.
  func stop() { catcher.stop() }

  /// Whether Ctrl-C came since the last ``take()``, which clears it.
  func take() -> Bool {
    state.withLock { state in
      defer { state = (false, false) }
      return state.pending || catcher.take()
    }
  }

  /// Whether Ctrl-C came, without clearing it, and whether this is the first wait to see it.
  private func pendingAndFirstTold() -> (pending: Bool, first: Bool) {
    state.withLock { state in
      if catcher.take() { state.pending = true }
      defer { if state.pending { state.told = true } }
      return (state.pending, state.pending && !state.told)
    }
  }

  /// How the replay waits for a completion: in slices, ended early by Ctrl-C, saying after half
  /// a second that it is waiting and for how long at most.
  ///
  /// - Parameter write: Where the notice goes.
  /// - Returns: A sleep for ``ReplayOptions/sleep``.
  func sleep(write: @escaping @Sendable (String) -> Void) -> ReplayOptions.Sleep {
    { [self] seconds in
      var slept = 0.0
      var announced = false
      while slept < seconds {
        let interrupted = pendingAndFirstTold()
        if interrupted.pending {
          if interrupted.first {
            write("interrupted: no longer waiting; the completion counts as missing\n")
          }
          return
        }
        let slice = min(0.05, seconds - slept)
        // Throws when the completion came: the wait is over, and nothing expires.
        try await Task.sleep(nanoseconds: UInt64(slice * 1e9))
        slept += slice
        if !announced, slept >= 0.5, slept < seconds {
          announced = true
          write(
            "waiting for a completion, \(Int(seconds.rounded())) s at most (--timeout); "
              + "Ctrl-C stops waiting\n")
        }
      }
    }
  }
}
