import InteractionHost
import InteractionReplay

/// The steps of the first run of a stepped replay, to tell whether a run that time travel made
/// (`back`, `goto`, `run` replay again from the start) is still the same run.
///
/// A replay is deterministic only when the controller is: state kept across instances (a
/// `static` counter, a singleton, a cache) makes the second run answer otherwise, and a debugger
/// that went back would then show another program than the one it left. Each step's call and
/// answers are kept as the report prints them; the first step of a later run that differs is
/// said once per run.
struct StepTimeline {
  /// Each step's call, instance and answers in the first run that reached it.
  private var firstRun: [Int: String] = [:]
  /// Which run of the replay this is, from 1.
  private(set) var run = 1
  /// Whether this run has already been found to drift.
  private var driftedThisRun = false

  /// A step that came out otherwise in a later run.
  struct Drift {
    var step: Int
    var first: String
    var now: String
  }

  /// Starts another run of the replay, from the start.
  mutating func startRun() {
    run += 1
    driftedThisRun = false
  }

  /// Notes a step as issued in this run; the drift, the first time one of a later run differs.
  mutating func note(_ step: ReplayedStep) -> Drift? {
    guard let replayed = step.replayed else { return nil }
    let text =
      "\(StepText.call(replayed)) on \(replayed.instance) → "
      + StepText.answers(replayed.answers).joined(separator: ", ")
    guard let first = firstRun[step.index] else {
      firstRun[step.index] = text
      return nil
    }
    guard first != text, !driftedThisRun else { return nil }
    driftedThisRun = true
    return Drift(step: step.index, first: first, now: text)
  }
}
