import InteractionReplay

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A replay run under `--step`: where its commands come from, the breakpoints it starts with,
/// the replay itself, and where its text goes.
///
/// With an input, a ``ReplayStepper`` stops before calls and reads commands, replaying again
/// from the start each time a command goes back, and Ctrl-C stops the replay before its next
/// step; without one (off a terminal), each call is printed before it is issued, as a trace.
@MainActor
struct StepSession {
  /// How a stepped replay ended.
  enum Outcome {
    /// The replay ran to its end: its report.
    case finished(ReplayReport)
    /// `quit` ended the replay before its report; whether a divergence had been found by then,
    /// which is its verdict.
    case quit(afterDivergence: Bool)
    /// A command of a script failed, with its line: the commands ended there and the replay ran
    /// to its end, with its report unless `quit` came first.
    case scriptFailed(String, report: ReplayReport?)
  }

  /// Where the commands come from; `nil` prints a trace instead of stopping.
  var input: (any StepInput)?
  /// The breakpoints set before the replay starts.
  var breakpoints: [StepBreakpoint] = []
  /// `--until`'s sequence number: the first stop is before the call recorded there.
  var until: UInt64?
  /// `--until-step`'s step: the first stop is before it.
  var untilStep: Int?
  /// Where the text goes, each piece ending in a newline.
  var write: @Sendable (String) -> Void

  /// Runs the replay under the session.
  ///
  /// - Parameters:
  ///   - replayer: The recording and the options to replay it with; the session sets their
  ///     step hook and, when it reads commands, their sleep.
  ///   - subjects: The subjects replayed.
  /// - Returns: How the replay ended.
  /// - Throws: What the replay throws: a recording that cannot be replayed.
  func run(_ replayer: Replayer, _ subjects: ReplaySubjects) async throws(ReplayError) -> Outcome {
    var replayer = replayer
    guard let input else {
      let write = self.write
      replayer.options.beforeStep = { step in
        write(StepPrinter.lines(step).joined(separator: "\n") + "\n")
      }
      return .finished(try await replayer.replay(subjects))
    }
    let interruption = StepInterruption()
    defer { interruption.stop() }
    let options = replayer.options
    let stepper = ReplayStepper(
      input: input, write: write, interruption: interruption, until: until,
      untilStep: untilStep, breakpoints: breakpoints,
      locations: StepLocations(
        recording: replayer.recording, options: replayer.options, subjects: subjects),
      verdict: { options.verdict(of: $0) })
    replayer.options.beforeStep = { stepper.before($0) }
    replayer.options.sleep = interruption.sleep(write: { [write] text in
      write(text)
      // Said while the replay waits: out now, not when the buffer fills.
      fflush(nil)
    })
    let report = try await stepper.replay { () async throws(ReplayError) in
      try await replayer.replay(subjects)
    }
    if let failure = stepper.scriptFailure { return .scriptFailed(failure, report: report) }
    guard let report else { return .quit(afterDivergence: stepper.quitAfterDivergence) }
    return .finished(report)
  }
}
