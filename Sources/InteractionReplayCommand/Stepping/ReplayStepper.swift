import InteractionHost
import InteractionModel
import InteractionReplay

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An interactive `--step`: stops before calls and reads commands, as a debugger does.
///
/// It sees every step through ``ReplayOptions/beforeStep``, and stops before one when stepping,
/// when the next interaction starts after `next`, or when a breakpoint matches; after the last
/// call it stops once more at the end when stepping or when the end found a divergence. While
/// stopped it prints what it is asked (``StepCommand``) until a command goes on. Replays are
/// deterministic, so going back (`back`, `goto N`, `run`) replays again from the start and stops
/// at the step, silently until then, as rr's time travel re-executes. It keeps the stack of
/// views the interaction's answers have shown so far, since SiriKit stacks them as its snippet.
@MainActor
final class ReplayStepper {
  /// How the replay goes on after a stop.
  private enum Mode {
    /// Stops before the `remaining`th next step.
    case stepping(remaining: Int)
    case continuing
    case nextInteraction(after: String?)
    /// Silent, without stopping, up to this step, where it stops.
    case goingTo(Int)
    /// Silent, without stopping, up to the call recorded at this sequence number (`--until`).
    case goingToSequence(UInt64)
    /// Neither stops nor prints: the rest of a run that a re-run replaces, or after `quit`.
    case abandoning
  }

  private var input: any StepInput
  private let interruption: StepInterruption?
  private let write: (String) -> Void
  private var mode = Mode.stepping(remaining: 1)
  private(set) var breakpoints: [StepBreakpoint] = []
  /// How often each breakpoint stopped the replay, in ``breakpoints``' order.
  private var hits: [Int] = []
  private var seenDivergences = 0
  /// The divergences shown so far, by value: the run's list and the report's at the end hold
  /// them in different orders (failures first there), so a count cannot say which are new.
  private var shownDivergences = Set<Divergence>()
  private var lastCommand: StepCommand?
  /// The step a command asked the replay to be run again to.
  private var rerunTarget: Int?
  private var quitting = false
  /// Whether a divergence had been found when `quit` ended the replay: its verdict.
  private(set) var quitAfterDivergence = false
  /// The first command of a script (`--commands`) that failed, with its line: the script
  /// stops there, as `gdb -batch` stops at a failing command, and the replay exits 2.
  private(set) var scriptFailure: String?
  /// The last step the replay came to in this run.
  private var lastIndex = 0
  /// The views shown so far in the interaction being replayed: the set offered (or `configure`)
  /// and the size asked for.
  private var snippet: [(call: String, size: Size)] = []
  private var snippetInteraction: String?

  /// - Parameters:
  ///   - input: Where the commands come from.
  ///   - write: Where the text goes, each piece ending in a newline.
  ///   - interruption: Ctrl-C, which stops the replay before its next step; `nil` leaves
  ///     SIGINT alone.
  ///   - until: `--until`'s sequence number: the first stop is before the call recorded there,
  ///     where the report places its divergence, in every mode; `nil` stops before the first.
  ///   - breakpoints: The breakpoints set before the replay starts, as `break` sets them.
  init(
    input: any StepInput, write: @escaping (String) -> Void,
    interruption: StepInterruption? = nil, until: UInt64? = nil,
    breakpoints: [StepBreakpoint] = []
  ) {
    self.input = input
    self.write = write
    self.interruption = interruption
    self.breakpoints = breakpoints
    if let until { mode = .goingToSequence(until) }
  }

  /// Runs the replay with the stepper attached, again each time a command goes back, then stops
  /// at the end if it should.
  ///
  /// - Parameter replay: One replay whose ``ReplayOptions/beforeStep`` calls ``before(_:)``.
  /// - Returns: The report of the last run, or `nil` when `quit` ended the replay.
  /// - Throws: What `replay` throws.
  func replay<Failure: Error>(
    _ replay: () async throws(Failure) -> ReplayReport
  ) async throws(Failure) -> ReplayReport? {
    while true {
      seenDivergences = 0
      shownDivergences = []
      lastIndex = 0
      snippet = []
      snippetInteraction = nil
      hits = breakpoints.map { _ in 0 }
      if let target = rerunTarget {
        rerunTarget = nil
        mode = .goingTo(target)
      }
      let report = try await replay()
      if rerunTarget != nil { continue }
      if quitting { return nil }
      switch mode {
      case .goingTo(let target):
        write("no step \(target): the replay has \(lastIndex) step\(lastIndex == 1 ? "" : "s")\n")
        mode = .stepping(remaining: 1)
      case .goingToSequence(let sequence):
        write("no call recorded at seq \(sequence) was replayed (--until)\n")
        mode = .stepping(remaining: 1)
      default:
        break
      }
      stopAtTheEnd(report)
      if rerunTarget != nil { continue }
      if quitting { return nil }
      return report
    }
  }

  /// Called before each step: stops if it should, and reads commands until one goes on.
  func before(_ context: ReplayStepContext) {
    if case .abandoning = mode { return }
    lastIndex = context.index
    keepSnippet(previous: context.previous, interaction: context.state.interaction)
    switch mode {
    case .goingTo(let target):
      guard context.index >= target else {
        seenDivergences = context.divergences.count
        shownDivergences.formUnion(context.divergences)
        return
      }
      mode = .stepping(remaining: 1)
    case .goingToSequence(let sequence):
      guard context.sequence == sequence else {
        seenDivergences = context.divergences.count
        shownDivergences.formUnion(context.divergences)
        return
      }
      write(
        "stopped before the call recorded at seq \(sequence) (--until); run goes to the first step\n"
      )
      mode = .stepping(remaining: 1)
    default:
      break
    }
    if interruption?.take() == true {
      write("interrupted: stopped before step \(context.index)\n")
      mode = .stepping(remaining: 1)
    }
    guard stops(before: context) else { return }
    showNewDivergences(context.divergences)
    write(StepPrinter.lines(context).joined(separator: "\n") + "\n")
    readCommands(context)
  }

  /// After the last call: stops when stepping, or when the end found divergences a `break
  /// divergence` stops at (such as one on the last call, or a finding on the replayed run), and
  /// says which breakpoints never matched.
  private func stopAtTheEnd(_ report: ReplayReport) {
    if case .abandoning = mode { return }
    keepSnippet(previous: report.steps.last, interaction: snippetInteraction)
    for (number, breakpoint) in breakpoints.enumerated()
    where hits.indices.contains(number) && hits[number] == 0 && breakpoint != .divergence {
      write("breakpoint \(number + 1) (\(breakpoint)) matched no call of this replay\n")
    }
    let found = report.divergences + report.accepted + report.answerDifferences
    let isNew = found.contains { !shownDivergences.contains($0) }
    let stops: Bool
    if interruption?.take() == true {
      write("interrupted: stopped at the end\n")
      mode = .stepping(remaining: 1)
    }
    switch mode {
    case .stepping: stops = true
    case .continuing, .nextInteraction, .goingTo, .goingToSequence, .abandoning:
      stops = isNew && breakpoints.contains(.divergence)
    }
    guard stops else { return }
    showNewDivergences(found)
    write(
      "■ the end of the replay, after step \(lastIndex): \(report.divergences.count) "
        + (report.divergences.count == 1 ? "divergence fails it\n" : "divergences fail it\n"))
    readCommands(nil)
  }

  /// Reads commands until one goes on; `nil` for the end of the replay.
  private func readCommands(_ context: ReplayStepContext?) {
    while true {
      guard let line = input.readLine(prompt: "(ilog) ") else {
        // The end of input: go on to the end without stopping, as a script that ran out would.
        runToTheEnd()
        return
      }
      let typed = String(
        line.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
      let command = typed.isEmpty ? (lastCommand ?? .step(1)) : StepCommand(typed)
      if case .invalid = command {} else { lastCommand = command }
      if perform(command, context) { return }
    }
  }

  /// The divergences found since the last stop, each with its place and its −/+ answers.
  private func showNewDivergences(_ divergences: [Divergence]) {
    let formatter = ReplayReportFormatter()
    for (offset, divergence) in divergences.enumerated()
    where !shownDivergences.contains(divergence) {
      write(
        "  ✘ divergence \(offset + 1): \(divergence.kind.rawValue) at \(place(divergence)): "
          + "\(divergence.call)\n")
      let lines = formatter.describe(divergence, number: "\(offset + 1)").dropFirst()
      write(lines.map { "  " + $0 + "\n" }.joined())
    }
    shownDivergences.formUnion(divergences)
    seenDivergences = max(seenDivergences, divergences.count)
  }

  /// Carries out a command; `true` if the replay goes on.
  private func perform(_ command: StepCommand, _ context: ReplayStepContext?) -> Bool {
    let here = context?.index ?? lastIndex + 1
    switch command {
    case .step(let count):
      mode = .stepping(remaining: count)
      return true
    case .next:
      mode = .nextInteraction(after: context?.state.interaction ?? snippetInteraction)
      return true
    case .continue:
      mode = .continuing
      return true
    case .goto(let step):
      return go(to: step, from: here)
    case .back:
      guard here > 1 else { return reject("back: this is the first step") }
      return go(to: here - 1, from: here)
    case .run:
      return go(to: 1, from: here)
    case .break(let breakpoint):
      if case .kind(let kind) = breakpoint, !StepBreakpoint.kinds.contains(kind) {
        return reject(
          "break kind \(kind) can never match: the kinds are "
            + StepBreakpoint.kinds.joined(separator: ", "))
      }
      breakpoints.append(breakpoint)
      hits.append(0)
      write("breakpoint \(breakpoints.count): \(breakpoint)\n")
    case .delete(let number?):
      guard breakpoints.indices.contains(number - 1) else {
        return reject("no breakpoint \(number); type breakpoints for the list")
      }
      if hits.indices.contains(number - 1) { hits.remove(at: number - 1) }
      write("deleted breakpoint \(number): \(breakpoints.remove(at: number - 1))\n")
    case .delete(nil):
      write("deleted \(breakpoints.count) breakpoint\(breakpoints.count == 1 ? "" : "s")\n")
      breakpoints = []
      hits = []
    case .breakpoints:
      write(
        breakpoints.isEmpty
          ? "no breakpoints\n"
          : breakpoints.enumerated().map { "\($0 + 1). \($1)\n" }.joined())
    case .print:
      write(printed(context))
    case .where:
      write(whereText(context))
    case .history:
      write(input.history.enumerated().map { "\($0 + 1)  \($1)\n" }.joined())
    case .help:
      write(StepCommand.commandList + "\n")
    case .quit:
      write("quit: the replay stops here, without a report\n")
      quitting = true
      quitAfterDivergence = seenDivergences > 0
      mode = .abandoning
      return true
    case .invalid(let why):
      return reject(why)
    }
    return false
  }

  /// Says why a command failed.
  ///
  /// At a terminal the prompt comes back; in a script the rest of
  /// the commands are not run (``scriptFailure``) and the replay runs to its end unstopped, so
  /// that a script never goes on from a state it did not expect.
  ///
  /// - Returns: Whether the replay goes on: only when a script stops.
  private func reject(_ why: String) -> Bool {
    write(why + "\n")
    guard input.stopsAtFirstFailure else { return false }
    scriptFailure = "\(input.lastPlace.map { "\($0): " } ?? "")\(why)"
    write("the commands stop at their first failure; the replay runs to its end\n")
    runToTheEnd()
    return true
  }

  /// Goes on to the end of the replay without stopping again: no command is left to read.
  private func runToTheEnd() {
    mode = .continuing
    breakpoints = []
    hits = []
  }

  /// Goes on to `step`: on in this run when it comes later, else by replaying again from the
  /// start, silently up to it.
  private func go(to step: Int, from here: Int) -> Bool {
    guard step >= 1 else { return reject("goto takes a step number from 1") }
    if step > here {
      mode = .goingTo(step)
    } else {
      write("replaying again from the start to step \(step)\n")
      rerunTarget = step
      mode = .abandoning
    }
    return true
  }

  private func stops(before context: ReplayStepContext) -> Bool {
    var matched = false
    for (number, breakpoint) in breakpoints.enumerated()
    where breakpoint.matches(context, seenDivergences: seenDivergences) {
      if hits.indices.contains(number) { hits[number] += 1 }
      matched = true
    }
    if matched { return true }
    switch mode {
    case .stepping(let remaining):
      if remaining > 1 {
        mode = .stepping(remaining: remaining - 1)
        return false
      }
      return true
    case .continuing, .goingTo, .goingToSequence, .abandoning: return false
    case .nextInteraction(let after): return context.state.interaction != after
    }
  }

  /// Adds the view the previous step showed, if it showed one, to the interaction's stack.
  private func keepSnippet(previous: ReplayedStep?, interaction: String?) {
    if let previous, let replayed = previous.replayed, previous.interaction == snippetInteraction {
      switch (replayed.call, replayed.answers.first) {
      case (.configureView(let parameters, _, _), .view(let success, _, let size)?)
      where success && size != .zero:
        snippet.append((StepText.set(Set(parameters)), size))
      case (.configure, .size(let size)?) where size != .zero:
        snippet.append(("configure", size))
      default:
        break
      }
    }
    if interaction != snippetInteraction {
      snippet = []
      snippetInteraction = interaction
    }
  }

  /// `print`: the call, its recorded answer, the last replayed answer, the claimed set and the
  /// snippet stack.
  ///
  /// At the end, the snippet as the interaction left it.
  private func printed(_ context: ReplayStepContext?) -> String {
    var lines: [String] = []
    if let context {
      lines.append(
        "call:          \(StepText.call(context.call, shown: context.recorded?.interaction)) "
          + "on \(context.instance)")
      if let recorded = context.recorded {
        lines.append(
          "recorded:      " + StepText.answers(recorded.step.answers).joined(separator: ", "))
      } else {
        lines.append("recorded:      no recorded call (the host makes this one)")
      }
      if let previous = context.previous, let replayed = previous.replayed {
        lines.append(
          "last replayed: \(StepText.call(replayed)) → "
            + StepText.answers(replayed.answers).joined(separator: ", "))
      }
      lines.append("claimed:       \(StepText.set(context.state.claimed))")
    } else {
      lines.append("the end of the replay, interaction \(snippetInteraction ?? "none")")
    }
    if snippet.isEmpty {
      lines.append("snippet:       no view shown yet")
    } else {
      lines.append("snippet:       top to bottom")
      for (position, view) in snippet.enumerated() {
        lines.append("  \(position + 1). \(view.call)  \(StepText.size(view.size))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `where`: the step, the recorded call and its file, the interaction.
  private func whereText(_ context: ReplayStepContext?) -> String {
    guard let context else {
      return "the end of the replay, after step \(lastIndex); divergences: \(seenDivergences)\n"
    }
    var lines = [
      "step \(context.index) of the replay, interaction \(context.state.interaction ?? "none")"
    ]
    if let recorded = context.recorded {
      lines.append(
        "recorded call: seq \(recorded.sequence) in \(recorded.file), on \(recorded.step.instance)")
    } else {
      lines.append("recorded call: none; the host's rules make this call")
    }
    lines.append("instance: \(context.instance)")
    let found = context.divergences.count
    lines.append("divergences so far: \(found)")
    return lines.joined(separator: "\n") + "\n"
  }

  private func place(_ divergence: Divergence) -> String {
    [
      divergence.step.map { "step \($0)" }, divergence.sequence.map { "seq \($0)" },
    ].compactMap { $0 }.joined(separator: " · ")
  }
}
