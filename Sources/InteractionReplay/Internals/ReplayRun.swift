import InteractionHost
import InteractionModel

/// The state of one ``Replayer/replay(_:)``: the subjects' instances, the steps issued so far and
/// the divergences found.
///
/// A class, so that the observers that match a delivery's calls with recorded ones
/// (``HostModeInterface``, ``HostModeHandling``) add to the one run.
@MainActor
final class ReplayRun {
  let options: ReplayOptions
  let subjects: ReplaySubjects
  let sources: ReplayedSources
  /// Made on first use, once per replay, as an extension's principal object is.
  var provider: (any IntentHandlerProviding)?
  var handlers = InstanceLabels()
  var controllers = InstanceLabels()
  /// The instance standing for each recorded `configure` instance, across interactions: Maps
  /// delivers its updates (interactions of their own) to the instance it configured first.
  var configuredInstances: [String: any HostedViewControlling] = [:]
  var interactions: [String?] = []
  /// Each interaction replayed, with the positions of its steps in ``steps``.
  var replayed: [(interaction: RecordedInteraction, steps: Range<Int>)] = []
  var steps: [ReplayedStep] = []
  var divergences: [Divergence] = []
  var stoppedAt: UInt64?
  /// The first answers of the interaction being replayed, for ``ReplayState/answers``.
  var answers: [ExtensionAnswer] = []
  /// The interaction being replayed: whether a recorded silence can be trusted
  /// (``RecordedSilence``), and its intent's class for the step hook.
  private(set) var current: RecordedInteraction?

  init(options: ReplayOptions, subjects: ReplaySubjects, sources: ReplayedSources) {
    self.options = options
    self.subjects = subjects
    self.sources = sources
  }

  func replay(_ interaction: RecordedInteraction) async {
    answers = []
    current = interaction
    let start = steps.count
    defer { replayed.append((interaction, start..<steps.count)) }
    if subjects.makeProvider != nil, !interaction.handling.isEmpty {
      if options.mode == .exact {
        await replayHandlingExactly(interaction)
      } else {
        await replayHandlingByHost(interaction)
      }
    }
    if let makeController = subjects.makeController, !interaction.interface.isEmpty {
      if options.mode == .exact || !interaction.offersParameters {
        await replayInterfaceExactly(interaction, makeController: makeController)
      } else {
        await replayInterfaceByHost(interaction, makeController: makeController)
      }
    }
  }

  /// Whether ``ReplayOptions/until`` stops the replay before a recorded call.
  ///
  /// Sequence numbers count per file, so each file's calls are replayed up to it.
  func stops(before recorded: RecordedStep) -> Bool {
    guard options.mode == .exact, let until = options.until, recorded.sequence > until else {
      return false
    }
    stoppedAt = until
    return true
  }

  /// Calls the hook before a step, with the state, built only when there is a hook.
  func announce(
    _ call: ExtensionCall, instance: String, recorded: RecordedStep?, state: () -> ReplayState
  ) {
    options.beforeStep?(
      ReplayStepContext(
        index: steps.count + 1, sequence: recorded?.sequence, call: call, instance: instance,
        state: state(), recorded: recorded, previous: steps.last, divergences: divergences,
        intentClass: current?.intent.className))
  }

  /// Calls the hook, then issues one call and waits for its first answer.
  ///
  /// - Returns: The slot, whose answers grow if the completion comes again later, and the first
  ///   answer, or `nil` if none came within the timeout (or, for a call the recording shows
  ///   unanswered, within the wait ``ReplayOptions/recordedSilence`` allows).
  func issue(
    _ call: ExtensionCall, instance: String, recorded: RecordedStep?, state: () -> ReplayState,
    _ body: (CompletionSlot) -> Void
  ) async -> (slot: CompletionSlot, first: ExtensionAnswer?) {
    announce(call, instance: instance, recorded: recorded, state: state)
    let slot = CompletionSlot()
    body(slot)
    let first = await slot.firstAnswer(within: completionWait(for: recorded), sleep: options.sleep)
    return (slot, first)
  }

  /// How long to wait for the completion of a call matched with `recorded`: the timeout, or
  /// less for a call the recording shows unanswered (``ReplayOptions/recordedSilence``).
  func completionWait(for recorded: RecordedStep?) -> Double {
    options.recordedSilence.wait(for: recorded, in: current, timeout: options.timeout)
  }

  /// Appends a step and checks the answers every call must give, whatever was recorded:
  /// exactly one completion, and no clock reading or UUID beyond the recorded ones.
  func record(
    interaction: String?, recorded: RecordedStep?, replayed: HostStep, intent: Intent?
  ) {
    let index = steps.count + 1
    steps.append(
      ReplayedStep(index: index, interaction: interaction, recorded: recorded, replayed: replayed))
    if let answer = replayed.answer { answers.append(answer) }
    // Text only for a divergence: formatting every call would cost more than replaying it.
    var call: String { StepText.call(replayed, intent: intent) }
    func divergence(_ kind: DivergenceKind, actual: [String]) -> Divergence {
      Divergence(
        kind: kind, step: index, sequence: recorded?.sequence, file: recorded?.file,
        interaction: interaction, call: call, instance: instances(recorded, replayed),
        field: kind == .completionRepeated ? "completions" : nil,
        expected: kind == .completionRepeated
          ? ["completions: 1"] : recorded.map { StepText.answers($0.step.answers) } ?? [],
        actual: actual)
    }
    if replayed.answers.isEmpty {
      divergences.append(divergence(.completionMissing, actual: ["completion: none"]))
    } else if replayed.answers.count > 1 {
      divergences.append(
        divergence(
          .completionRepeated,
          actual: ["completions: \(replayed.answers.count)"] + StepText.answers(replayed.answers)))
    }
    for source in sources.takeExhausted() {
      divergences.append(
        Divergence(
          kind: .sourceExhausted, step: index, sequence: recorded?.sequence,
          file: recorded?.file, interaction: interaction, call: call,
          instance: instances(recorded, replayed), field: source,
          expected: ["\(source): no further recorded value"],
          actual: ["\(source): asked for one more"]))
    }
  }

  /// Compares a replayed first answer with the recorded one; no recorded answer is no
  /// expectation (the recording's completion never came).
  func compare(
    _ recorded: RecordedStep, _ replayed: HostStep, interaction: String?, index: Int? = nil
  ) {
    guard let expected = recorded.step.answer, let actual = replayed.answer else { return }
    guard !AnswerMatcher(options: options).matches(expected, actual) else { return }
    let kind: DivergenceKind =
      if case .handler = expected { .handlerDiffers } else { .answerDiffers }
    let comparison = AnswerMatcher(options: options)
    divergences.append(
      Divergence(
        kind: kind, step: index ?? steps.count, sequence: recorded.sequence, file: recorded.file,
        interaction: interaction, call: StepText.call(recorded.step, intent: recorded.intent),
        instance: instances(recorded, replayed),
        expected: comparison.lines(expected), actual: comparison.lines(actual)))
  }

  /// `Recorded#1 → Replayed#3`, or the one there is.
  func instances(_ recorded: RecordedStep?, _ replayed: HostStep?) -> String? {
    switch (recorded?.step.instance, replayed?.instance) {
    case (let left?, let right?) where left != right: "\(left) (recorded), \(right) (replayed)"
    case (let left?, _): left
    case (nil, let right?): right
    case (nil, nil): nil
    }
  }

  /// A `methodMissing` divergence: the replayed object lacks the recorded method.
  func missingMethod(
    _ recorded: RecordedStep, instance: String, interaction: String?, method: String
  ) {
    steps.append(
      ReplayedStep(
        index: steps.count + 1, interaction: interaction, recorded: recorded, replayed: nil))
    divergences.append(
      Divergence(
        kind: .methodMissing, step: steps.count, sequence: recorded.sequence,
        file: recorded.file, interaction: interaction,
        call: StepText.call(recorded.step, intent: recorded.intent), instance: instance,
        field: "method", expected: ["method: \(method)"], actual: ["method: not implemented"]))
  }
}
