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
/// when the next interaction starts after `next`, or when a breakpoint matches. While stopped
/// it prints what it is asked (``StepCommand``) until a command goes on. It keeps the stack of
/// views the interaction's answers have shown so far, since SiriKit stacks them as its snippet.
@MainActor
final class ReplayStepper {
  /// How the replay goes on after a stop.
  private enum Mode {
    case stepping
    case continuing
    case nextInteraction(after: String?)
  }

  private var input: any StepInput
  private let write: (String) -> Void
  private let quit: () -> Never
  private var mode = Mode.stepping
  private(set) var breakpoints: [StepBreakpoint] = []
  private var seenDivergences = 0
  private var lastCommand: StepCommand?
  /// The views shown so far in the interaction being replayed: the set offered (or `configure`)
  /// and the size asked for.
  private var snippet: [(call: String, size: Size)] = []
  private var snippetInteraction: String?

  /// - Parameters:
  ///   - input: Where the commands come from.
  ///   - write: Where the text goes, each piece ending in a newline.
  ///   - quit: Ends the process, for `quit`.
  init(input: any StepInput, write: @escaping (String) -> Void, quit: @escaping () -> Never) {
    self.input = input
    self.write = write
    self.quit = quit
  }

  /// Ends the process with status 0 once what was printed is out: `quit`'s way out of a replay
  /// that has no other.
  nonisolated static func endProcess() -> Never {
    fflush(nil)
    exit(0)
  }

  /// Called before each step: stops if it should, and reads commands until one goes on.
  func before(_ context: ReplayStepContext) {
    keepSnippet(context)
    guard stops(before: context) else { return }
    write(StepPrinter.lines(context).joined(separator: "\n") + "\n")
    for (offset, divergence) in context.divergences.enumerated().dropFirst(seenDivergences) {
      write(
        "  ✘ divergence \(offset + 1): \(divergence.kind.rawValue) at \(place(divergence)): "
          + "\(divergence.call)\n")
    }
    seenDivergences = context.divergences.count
    while true {
      guard let line = input.readLine(prompt: "(ilog) ") else {
        // The end of input: go on to the end without stopping, as a script that ran out would.
        mode = .continuing
        breakpoints = []
        return
      }
      let typed = String(
        line.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
      let command = typed.isEmpty ? (lastCommand ?? .step) : StepCommand(typed)
      if case .invalid = command {} else { lastCommand = command }
      if perform(command, context) { return }
    }
  }

  /// Carries out a command; `true` if the replay goes on.
  private func perform(_ command: StepCommand, _ context: ReplayStepContext) -> Bool {
    switch command {
    case .step:
      mode = .stepping
      return true
    case .next:
      mode = .nextInteraction(after: context.state.interaction)
      return true
    case .continue:
      mode = .continuing
      return true
    case .break(let breakpoint):
      breakpoints.append(breakpoint)
      write("breakpoint \(breakpoints.count): \(breakpoint)\n")
    case .delete(let number?):
      guard breakpoints.indices.contains(number - 1) else {
        write("no breakpoint \(number); type breakpoints for the list\n")
        return false
      }
      write("deleted breakpoint \(number): \(breakpoints.remove(at: number - 1))\n")
    case .delete(nil):
      write("deleted \(breakpoints.count) breakpoint\(breakpoints.count == 1 ? "" : "s")\n")
      breakpoints = []
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
      quit()
    case .invalid(let why):
      write(why + "\n")
    }
    return false
  }

  private func stops(before context: ReplayStepContext) -> Bool {
    if breakpoints.contains(where: { $0.matches(context, seenDivergences: seenDivergences) }) {
      return true
    }
    switch mode {
    case .stepping: return true
    case .continuing: return false
    case .nextInteraction(let after): return context.state.interaction != after
    }
  }

  /// Adds the view the previous step showed, if it showed one, to the interaction's stack.
  private func keepSnippet(_ context: ReplayStepContext) {
    if let previous = context.previous, let replayed = previous.replayed,
      previous.interaction == snippetInteraction
    {
      switch (replayed.call, replayed.answers.first) {
      case (.configureView(let parameters, _, _), .view(let result)?)
      where result.success && result.desiredSize != .zero:
        snippet.append((StepText.set(parameters), result.desiredSize))
      case (.configure, .size(let size)?) where size != .zero:
        snippet.append(("configure", size))
      default:
        break
      }
    }
    if context.state.interaction != snippetInteraction {
      snippet = []
      snippetInteraction = context.state.interaction
    }
  }

  /// `print`: the call, its recorded answer, the last replayed answer, the claimed set and the
  /// snippet stack.
  private func printed(_ context: ReplayStepContext) -> String {
    var lines = ["call:          \(StepText.call(context.call)) on \(context.instance)"]
    if let recorded = context.recorded {
      lines.append(
        "recorded:      " + StepText.answers(recorded.step.answers).joined(separator: ", "))
    } else {
      lines.append("recorded:      no recorded call (the host makes this one)")
    }
    if let previous = context.previous, let replayed = previous.replayed {
      lines.append(
        "last replayed: \(StepText.call(replayed.call)) → "
          + StepText.answers(replayed.answers).joined(separator: ", "))
    }
    lines.append("claimed:       \(StepText.set(context.state.claimed))")
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
  private func whereText(_ context: ReplayStepContext) -> String {
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
