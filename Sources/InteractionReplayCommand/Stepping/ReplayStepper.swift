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
/// deterministic when the controller is, so going back (`back`, `goto N`, `run`) replays again
/// from the start and stops at the step, silently until then, as rr's time travel re-executes;
/// ``StepTimeline`` says where a later run came out otherwise. It keeps the stack of views the
/// interaction's answers have shown so far, since SiriKit stacks them as its snippet.
/// Breakpoints are resolved against the recording when set (``StepLocations``), may have a
/// condition, and each stop names the one that hit; watches are shown at every stop and stop
/// where they change.
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
  private var watches: [StepWatch] = []
  /// The replay's options' verdict on a divergence: the report's, so a stop says ✘ only for a
  /// failure.
  private let verdict: (Divergence) -> ReplayOptions.Verdict
  /// Where breakpoints stop, from the recording and the last whole run.
  private var locations: StepLocations?
  /// The steps before which a `finding` breakpoint stops: after the step of the finding's
  /// evidence, as an earlier run of the replay proved it.
  private var findingSteps: [String: Set<Int>] = [:]
  private var timeline = StepTimeline()
  /// Each interaction's intent class, for the key path `call.parameter`.
  private var intentClasses: [String?: String] = [:]
  private var seenDivergences = 0
  /// The divergences shown so far, by value: the run's list and the report's at the end hold
  /// them in different orders (failures first there), so a count cannot say which are new.
  private var shownDivergences = Set<Divergence>()
  private var lastCommand: StepCommand?
  /// The step a command asked the replay to be run again to.
  private var rerunTarget: Int?
  private var quitting = false
  /// Whether a divergence that fails the replay had been found when `quit` ended it: its
  /// verdict.
  private(set) var quitAfterDivergence = false
  /// The first command of a script (`--commands`) that failed, with its line: the script
  /// stops there, as `gdb -batch` stops at a failing command, and the replay exits 2.
  private(set) var scriptFailure: String?
  /// The last step the replay came to in this run.
  private var lastIndex = 0
  /// How many steps a whole run of the replay has, once one ran to its end.
  private var stepCount: Int?
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
  ///   - untilStep: `--until-step`'s step: the first stop is before it.
  ///   - breakpoints: The breakpoints set before the replay starts, as `break` sets them.
  ///   - locations: The recording's calls, against which `break` resolves; `nil` sets every
  ///     breakpoint without resolving it.
  ///   - verdict: What a divergence does to the run: failures are shown ✘, the rest ≠.
  init(
    input: any StepInput, write: @escaping (String) -> Void,
    interruption: StepInterruption? = nil, until: UInt64? = nil, untilStep: Int? = nil,
    breakpoints: [StepBreakpoint] = [], locations: StepLocations? = nil,
    verdict: @escaping (Divergence) -> ReplayOptions.Verdict = { _ in .fails }
  ) {
    self.input = input
    self.write = write
    self.interruption = interruption
    self.breakpoints = breakpoints
    self.locations = locations
    self.verdict = verdict
    if let until { mode = .goingToSequence(until) }
    if let untilStep, untilStep > 1 { mode = .goingTo(untilStep) }
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
      for index in watches.indices { watches[index].lastValue = nil }
      if let target = rerunTarget {
        rerunTarget = nil
        mode = .goingTo(target)
        timeline.startRun()
      }
      let report = try await replay()
      learn(report)
      if rerunTarget != nil { continue }
      if quitting { return nil }
      switch mode {
      case .goingTo(let target) where report.steps.indices.contains(target - 1):
        // A step the hook never saw: a call not made, as a missing method is.
        write(
          "step \(target) issued no call (\(Self.notIssued(report, step: target))): stopped at "
            + "the end of the replay, after it\n")
        mode = .stepping(remaining: 1)
      case .goingTo(let target):
        write(
          "no step \(target): the replay has \(report.steps.count) step"
            + "\(report.steps.count == 1 ? "" : "s")\n")
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
    if let interaction = context.state.interaction, let intentClass = context.intentClass {
      intentClasses[interaction] = intentClass
    }
    if let previous = context.previous, let drift = timeline.note(previous) { say(drift) }
    keepSnippet(previous: context.previous, interaction: context.state.interaction)
    let facts = self.facts(context)
    let changed = watchesChanged(facts)
    switch mode {
    case .goingTo(let target):
      guard context.index >= target else {
        seenDivergences = context.divergences.count
        shownDivergences.formUnion(context.divergences)
        return
      }
      if context.index > target {
        // The step asked for made no call, so the hook never saw it: said, and the stop is
        // before the next call.
        let why =
          context.divergences.first { $0.step == target }
          .map { "\($0.kind.rawValue): \($0.call)" } ?? "not replayed"
        write(
          "step \(target) issued no call (\(why)): stopped before step \(context.index), "
            + "the next call\n")
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
    let hit = breakpointsHit(before: context, facts: facts)
    guard stops(before: context) || !hit.isEmpty || !changed.isEmpty else { return }
    if !hit.isEmpty || !changed.isEmpty { mode = .stepping(remaining: 1) }
    showNewDivergences(context.divergences)
    for number in hit {
      write("● breakpoint \(number + 1) (\(breakpoints[number])), hit \(hits[number])\n")
    }
    for line in changed { write("● " + line + "\n") }
    write(StepPrinter.lines(context).joined(separator: "\n") + "\n")
    showWatches(facts)
    readCommands(context)
  }

  /// The facts of a stop, for conditions and watches.
  private func facts(_ context: ReplayStepContext) -> StepFacts {
    var previous: (call: ExtensionCall, answer: ExtensionAnswer?)?
    if let step = context.previous, let replayed = step.replayed,
      step.interaction == context.state.interaction
    {
      previous = (replayed.call, replayed.answers.first)
    }
    return StepFacts(
      step: context.index, interaction: context.state.interaction, instance: context.instance,
      call: context.call, intentClass: context.intentClass, claimed: context.state.claimed,
      previous: previous, snippet: snippet, divergences: context.divergences.count)
  }

  /// The watches whose value changed since the step before, each as the line that says so;
  /// every watch's value is kept.
  private func watchesChanged(_ facts: StepFacts) -> [String] {
    var changed: [String] = []
    for index in watches.indices {
      let value = watches[index].expression.shown(facts)
      if let last = watches[index].lastValue, last != value {
        changed.append("watch \(index + 1): \(watches[index].expression): \(last) → \(value)")
      }
      watches[index].lastValue = value
    }
    // Silent while going to a step: the values are kept, the stop is not made.
    switch mode {
    case .goingTo, .goingToSequence, .abandoning: return []
    default: return changed
    }
  }

  private func showWatches(_ facts: StepFacts) {
    for (number, watch) in watches.enumerated() {
      write("  watch \(number + 1): \(watch.expression) = \(watch.expression.shown(facts))\n")
    }
  }

  /// The breakpoints that stop before the step, their hits counted; none while going silently
  /// to a step.
  private func breakpointsHit(before context: ReplayStepContext, facts: StepFacts) -> [Int] {
    switch mode {
    case .goingTo, .goingToSequence, .abandoning: return []
    default: break
    }
    var hit: [Int] = []
    for (number, breakpoint) in breakpoints.enumerated()
    where breakpoint.isEnabled
      && breakpoint.targets(
        context, seenDivergences: seenDivergences, findingSteps: findingSteps)
      && breakpoint.condition?.holds(facts) ?? true
    {
      if hits.indices.contains(number) { hits[number] += 1 }
      hit.append(number)
    }
    return hit
  }

  /// Learns from a whole run: the steps where each finding became provable, and the steps
  /// breakpoints resolve to.
  private func learn(_ report: ReplayReport) {
    stepCount = report.steps.count
    var steps: [String: Set<Int>] = [:]
    for divergence in report.divergences + report.accepted + report.answerDifferences
    where divergence.kind == .codeFinding {
      guard let code = divergence.field, let step = divergence.step else { continue }
      steps[code, default: []].insert(step + 1)
    }
    findingSteps = steps
    locations?.learn(report.steps, intentClasses: intentClasses)
  }

  /// Why a step of the report was not issued: the kind of its divergence.
  private static func notIssued(_ report: ReplayReport, step: Int) -> String {
    let found = report.divergences + report.accepted + report.answerDifferences
    return found.first { $0.step == step }.map { "\($0.kind.rawValue): \($0.call)" }
      ?? "not replayed"
  }

  /// Says that time travel re-ran a step otherwise than the first run did.
  private func say(_ drift: StepTimeline.Drift) {
    write(
      """
      ⚠ time travel drifted: step \(drift.step) came out otherwise than in the first run
        − \(drift.first)
        + \(drift.now)
        The replay ran again from the start and the controller answered otherwise: it keeps
        state across instances or runs (a static, a singleton, a cache), so what you see from
        here is not the run you left. Docs/ilog.md ("Deterministic replays") says how to
        make it replay the same.

      """)
  }

  /// After the last call: stops when stepping, or when the end found divergences a `break
  /// divergence` stops at (such as one on the last call, or a finding on the replayed run), and
  /// says which breakpoints never matched.
  private func stopAtTheEnd(_ report: ReplayReport) {
    if case .abandoning = mode { return }
    if let last = report.steps.last, let drift = timeline.note(last) { say(drift) }
    keepSnippet(previous: report.steps.last, interaction: snippetInteraction)
    let found = report.divergences + report.accepted + report.answerDifferences
    // A finding is judged once the run is over: its breakpoint stops here the first time.
    var findingsHit: [Int] = []
    for (number, breakpoint) in breakpoints.enumerated() where breakpoint.isEnabled {
      guard case .finding(let code) = breakpoint.target, hits.indices.contains(number),
        hits[number] == 0,
        let proved = found.first(where: { $0.kind == .codeFinding && $0.field == code })
      else { continue }
      hits[number] += 1
      findingsHit.append(number)
      write(
        "● breakpoint \(number + 1) (\(breakpoint)), hit \(hits[number]): proved at the end"
          + (proved.step.map { ", after step \($0)" } ?? "") + "\n")
    }
    for (number, breakpoint) in breakpoints.enumerated()
    where hits.indices.contains(number) && hits[number] == 0 && breakpoint.isEnabled
      && breakpoint.target != .divergence
    {
      if case .finding = breakpoint.target {
        write("breakpoint \(number + 1) (\(breakpoint)): not found on this replay\n")
      } else {
        write("breakpoint \(number + 1) (\(breakpoint)) matched no call of this replay\n")
      }
    }
    let isNew = found.contains { !shownDivergences.contains($0) }
    let stops: Bool
    if interruption?.take() == true {
      write("interrupted: stopped at the end\n")
      mode = .stepping(remaining: 1)
    }
    switch mode {
    case .stepping: stops = true
    case .continuing, .nextInteraction, .goingTo, .goingToSequence, .abandoning:
      stops =
        !findingsHit.isEmpty
        || (isNew && breakpoints.contains { $0.isEnabled && $0.target == .divergence })
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
      let (mark, note) =
        switch verdict(divergence) {
        case .fails: ("✘", "")
        case .accepted: ("≠", " (accepted: not a failure)")
        case .listed: ("≠", " (a view's answer under another order: listed, not a failure)")
        }
      write(
        "  \(mark) divergence \(offset + 1): \(divergence.kind.rawValue) at \(place(divergence)): "
          + "\(divergence.call)\(note)\n")
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
      return setBreakpoint(breakpoint)
    case .watch(let expression):
      var watch = StepWatch(expression: expression)
      if let context { watch.lastValue = expression.shown(facts(context)) }
      watches.append(watch)
      write(
        "watch \(watches.count): \(expression)"
          + (watch.lastValue.map { " = \($0)" } ?? "") + "\n")
    case .unwatch(let number?):
      guard watches.indices.contains(number - 1) else {
        return reject("no watch \(number); type info watch for the list")
      }
      write("deleted watch \(number): \(watches.remove(at: number - 1).expression)\n")
    case .unwatch(nil):
      write("deleted \(watches.count) watch\(watches.count == 1 ? "" : "es")\n")
      watches = []
    case .disable(let number), .enable(let number):
      guard breakpoints.indices.contains(number - 1) else {
        return reject("no breakpoint \(number); type breakpoints for the list")
      }
      let enabling = command == .enable(number)
      breakpoints[number - 1].isEnabled = enabling
      write(
        "\(enabling ? "enabled" : "disabled") breakpoint \(number): \(breakpoints[number - 1])\n")
    case .watches:
      write(watchList())
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
      write(breakpointList() + (watches.isEmpty ? "" : watchList()))
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
      // The report's verdict on what was found so far: only a failure fails.
      quitAfterDivergence =
        shownDivergences.contains { verdict($0).fails }
        || (context?.divergences ?? []).contains { verdict($0).fails }
      mode = .abandoning
      return true
    case .invalid(let why):
      return reject(why)
    }
    return false
  }

  /// Sets a breakpoint resolved against the recording, saying its locations; one that can
  /// never stop is refused, with what there is to break on.
  private func setBreakpoint(_ breakpoint: StepBreakpoint) -> Bool {
    let placesText: String
    switch breakpoint.target {
    case .kind(let kind) where !StepBreakpoint.kinds.contains(kind):
      return reject(
        "break kind \(kind) can never match: the kinds are "
          + StepBreakpoint.kinds.joined(separator: ", "))
    case .finding(let code) where !(locations?.findingCodes.contains(code) ?? true):
      return reject(
        "break finding \(code): no such finding; the codes are: "
          + (locations?.findingCodes ?? []).joined(separator: ", "))
    case .divergence:
      placesText = "at each divergence, as the replay finds it"
    case .finding:
      let known = locations?.resolve(breakpoint.target, findingSteps: findingSteps) ?? []
      placesText =
        known.isEmpty
        ? "judged at the end of the replay (after a run, before the step after its evidence)"
        : Self.locationsText(known)
    default:
      guard let locations else {
        placesText = "not resolved"
        break
      }
      let found = locations.resolve(breakpoint.target, findingSteps: findingSteps) ?? []
      guard !found.isEmpty else {
        let candidates = locations.candidates(for: breakpoint.target)
        return reject(
          "break \(breakpoint.target): no location: no call of this replay matches it"
            + (candidates.isEmpty
              ? ""
              : "; \(Self.candidateNoun(breakpoint.target)): "
                + candidates.joined(separator: ", ")))
      }
      placesText = Self.locationsText(found)
    }
    breakpoints.append(breakpoint)
    hits.append(0)
    write("breakpoint \(breakpoints.count): \(breakpoint), \(placesText)\n")
    return false
  }

  /// "2 locations: steps 3, 9", or by recorded place where the steps are not known yet.
  private static func locationsText(_ found: [StepLocations.Location]) -> String {
    let count = "\(found.count) location\(found.count == 1 ? "" : "s")"
    let steps = found.compactMap(\.step)
    let shown: [String] =
      steps.count == found.count
      ? [
        (steps.count == 1 ? "step " : "steps ")
          + steps.prefix(12).map(String.init)
          .joined(separator: ", ")
      ]
      : found.prefix(12).map(\.description)
    return "\(count): \(shown.joined(separator: ", "))\(found.count > 12 ? ", …" : "")"
  }

  private static func candidateNoun(_ target: StepBreakpoint.Target) -> String {
    switch target {
    case .kind: "the kinds are"
    case .parameter: "the parameters its calls carry are"
    case .instance: "the instances are"
    case .finding: "the codes are"
    case .divergence: ""
    }
  }

  private func breakpointList() -> String {
    guard !breakpoints.isEmpty else { return "no breakpoints\n" }
    return breakpoints.enumerated().map { number, breakpoint in
      let hit = hits.indices.contains(number) ? hits[number] : 0
      return "\(number + 1). \(breakpoint)\(breakpoint.isEnabled ? "" : " (disabled)"), "
        + "hit \(hit) time\(hit == 1 ? "" : "s")\n"
    }.joined()
  }

  private func watchList() -> String {
    guard !watches.isEmpty else { return "no watches\n" }
    return watches.enumerated().map { number, watch in
      "watch \(number + 1): \(watch.expression) = \(watch.lastValue ?? "not yet evaluated")\n"
    }.joined()
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
    // Past the end: said here, so that the debugger stays where it is.
    if let stepCount, step > stepCount {
      return reject("no step \(step): the replay has \(stepCount) step\(stepCount == 1 ? "" : "s")")
    }
    if step > here {
      mode = .goingTo(step)
    } else {
      write("replaying again from the start to step \(step)\n")
      rerunTarget = step
      mode = .abandoning
    }
    return true
  }

  /// Whether the mode stops before the step (breakpoints and watches apart).
  private func stops(before context: ReplayStepContext) -> Bool {
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
