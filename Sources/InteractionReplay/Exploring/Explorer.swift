import Dispatch
import InteractionHost
import InteractionModel

/// Replays a recording's interactions against a view controller under every order and fault a
/// chaos replay can produce, within limits, and shrinks each failure to the smallest plan that
/// still shows it.
///
/// ```swift
/// let explorer = try Explorer(contentsOf: "Recordings/start-workout")
/// let report = await explorer.explore(.types(controller: { IntentViewController() }))
/// #expect(report.passed, "\(report)")
/// ```
///
/// Each interaction the controller was asked to configure (`configureView` calls) is replayed
/// alone, in chaos mode, under plans tried simplest first (``ExplorationPlans``): SiriKit's
/// documented order, the empty set last, the recorded order, each fault alone and in pairs,
/// every order of up to ``ExplorationLimits/permutedSets`` sets, then random plans. A replay
/// expects what the host would do under the plan had the controller claimed as recorded, so a
/// plan fails only where the controller's answers differ. The failures are grouped by
/// interaction and kind of divergence; each group's first failing plan is shrunk: a fault
/// dropped or two neighbouring sets put back in documented order, as long as the divergence
/// stays, until no such step keeps it.
///
/// Only the controller is replayed: the handling calls do not depend on the delivery order.
/// State the controller keeps in statics carries over from one plan to the next in the one
/// process, as it would in an extension's; the second run of each replay
/// (``ReplayOptions/replaysTwice``) reports it as ``DivergenceKind/stateOutlived``.
///
/// A call whose completion the recording shows never came is not waited for under each plan:
/// every replay trusts the recorded silence (``RecordedSilence/trusted``), so that a controller
/// that forgot its completion costs a brief grace per call, not the timeout.
@MainActor
public struct Explorer {
  /// The recording explored.
  public let recording: Recording
  /// The options each replay starts from; the mode is each plan's.
  ///
  /// The timeout, the comparisons, the accepted kinds, the second run and the selection of
  /// interactions are the options'.
  public var options: ReplayOptions
  /// How many plans to try.
  public var limits: ExplorationLimits

  /// Creates an explorer for a recording read already.
  ///
  /// - Parameters:
  ///   - recording: The recording.
  ///   - options: The options each replay starts from.
  ///   - limits: How many plans to try.
  public init(
    recording: Recording, options: ReplayOptions = ReplayOptions(),
    limits: ExplorationLimits = ExplorationLimits()
  ) {
    self.recording = recording
    self.options = options
    self.limits = limits
  }

  /// Creates an explorer for the recording at a path: a log file or a session directory.
  ///
  /// - Throws: ``ReplayError/unreadable(_:)`` if it cannot be read.
  public init(
    contentsOf path: String, options: ReplayOptions = ReplayOptions(),
    limits: ExplorationLimits = ExplorationLimits()
  ) throws(ReplayError) {
    self.init(recording: try Recording(contentsOf: path), options: options, limits: limits)
  }

  /// The interactions explored: the selected ones with `configureView` calls and an identifier.
  public var interactions: [RecordedInteraction] {
    recording.interactions(options.selection).filter { $0.identifier != nil && $0.offersParameters }
  }

  /// Explores every selected interaction.
  ///
  /// - Parameters:
  ///   - subjects: The subjects; only their controller is replayed.
  ///   - progress: Called before each replay, for a progress bar.
  ///   - interrupted: Asked before each replay whether to stop, such as after Ctrl-C: the
  ///     report then holds what was found so far (``ExplorationReport/cutShort``).
  /// - Returns: The report: the plans tried and each failure, shrunk; each plan whose replay
  ///   threw, and the recording's damage, which fail it too. Cut short by
  ///   ``ExplorationLimits/deadline`` or `interrupted`, the failures found so far, shrunk as far
  ///   as the time allowed, and the plans not tried.
  /// - Throws: ``ReplayError/nothingSelected(path:selection:)`` when the subjects have no
  ///   controller or no selected interaction has `configureView` calls: an exploration that
  ///   tries nothing never passes.
  public func explore(
    _ subjects: ReplaySubjects, progress: (@MainActor (ExplorationProgress) -> Void)? = nil,
    interrupted: (@MainActor () -> Bool)? = nil
  ) async throws(ReplayError) -> ExplorationReport {
    let explored = interactions
    guard let makeController = subjects.makeController, !explored.isEmpty else {
      throw .nothingSelected(
        path: recording.path,
        selection: options.selection.description + " with configureView calls"
          + configureOnlyNote
          + (subjects.makeController == nil ? " (and the subjects have no controller)" : "")
          + damageNote(subjects))
    }
    let controllerOnly = ReplaySubjects(
      controller: makeController, properties: subjects.properties)
    // Every plan first, so that the progress counts the plans there are, not the budget.
    let planned = explored.enumerated().compactMap { position, interaction in
      interaction.identifier.map { identifier in
        let recordedPlan = interaction.recordedPlan
        return ExplorationPlans(
          interaction: identifier, rows: recordedPlan.filter { !$0.isEmpty },
          recorded: recordedPlan, limits: limits
        ).plans(seed: limits.seed &+ UInt64(position))
      }
    }
    var run = ExplorationRun(
      explorer: self, subjects: controllerOnly, progress: progress,
      planned: planned.map(\.count).reduce(0, +),
      stopping: Self.stopping(deadline: limits.deadline, interrupted: interrupted))
    for plans in planned {
      guard let identifier = plans.first?.interaction else { continue }
      await run.explore(identifier, plans: plans)
    }
    var report = ExplorationReport(
      recording: recording.path, interactions: explored.compactMap(\.identifier),
      plansReplayed: run.plansReplayed, shrinkReplays: run.shrinkReplays,
      failingPlans: run.failingPlans, failures: run.failures,
      triedEveryPlan: run.triedEveryPlan && run.cutShort == nil, limits: limits,
      controllerType: String(
        describing: type(of: makeController(ReplayedSources(recording.sourceValues)))))
    report.replayErrors = run.replayErrors
    report.cutShort = run.cutShort
    report.plansReplayedByInteraction = run.plansReplayedByInteraction
    for plans in planned {
      if let identifier = plans.first?.interaction {
        report.plansPlannedByInteraction[identifier] = plans.count
      }
    }
    report.damage = recording.damage(replaying: controllerOnly).accepting(options.acceptedLosses)
    return report
  }

  /// What tells an exploration to stop: the deadline passed, or the caller interrupted it.
  private static func stopping(deadline: Double?, interrupted: (@MainActor () -> Bool)?)
    -> (@MainActor () -> ExplorationCutShort?)?
  {
    guard deadline != nil || interrupted != nil else { return nil }
    // Uptime, not the wall clock: a clock set back does not stretch the deadline.
    let start = DispatchTime.now().uptimeNanoseconds
    return {
      if interrupted?() == true { return .interrupted }
      if let deadline, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 >= deadline {
        return .deadline(deadline)
      }
      return nil
    }
  }

  /// Why there is nothing to explore when the selected interactions call only
  /// `configure(with:)`: one call, whatever SiriKit's order, so no plan to try.
  private var configureOnlyNote: String {
    let selected = recording.interactions(options.selection)
    guard selected.contains(where: { !$0.interface.isEmpty }) else { return "" }
    return " (the controller was asked with configure(with:) only, once per interaction: there"
      + " is no order of parameter sets to explore; replay it instead, in host mode)"
  }

  /// The recording's damage, for an exploration that found nothing to explore: it may be why.
  private func damageNote(_ subjects: ReplaySubjects) -> String {
    let damage = recording.damage(replaying: subjects)
    return damage.isEmpty
      ? "" : "; the recording is damaged: " + damage.lines.joined(separator: "; ")
  }

  /// Shrinks a failing plan as an exploration does: faults dropped and neighbouring sets put
  /// back in documented order, one step at a time, while a divergence of `kind` stays.
  ///
  /// - Returns: The smallest plan reached and its replay's report, or `nil` if `plan` itself
  ///   shows no divergence of that kind.
  package func shrink(
    _ plan: ExploredPlan, keeping kind: DivergenceKind, named name: String? = nil,
    subjects: ReplaySubjects
  ) async -> (plan: ExploredPlan, report: ReplayReport)? {
    guard let report = try? await replay(plan, subjects: subjects),
      report.divergences.contains(where: { $0.isFailure(of: kind, named: name) })
    else { return nil }
    var run = ExplorationRun(explorer: self, subjects: subjects, progress: nil, planned: 0)
    return await run.shrink(plan, report: report, keeping: kind, named: name)
  }

  /// Replays one plan.
  ///
  /// The recording's damage is the exploration's (``ExplorationReport/damage``), said once:
  /// the plan's report leaves it out, so that a plan fails by what its replay did.
  ///
  /// - Throws: What the replay throws: an error the exploration reports as a failure.
  func replay(_ plan: ExploredPlan, subjects: ReplaySubjects) async throws(ReplayError)
    -> ReplayReport
  {
    var options = options
    options.mode = .chaos(plan.chaosPlan)
    options.selection = .interaction(plan.interaction)
    options.beforeStep = nil
    options.until = nil
    options.recordedSilence = .trusted
    var report = try await Replayer(recording: recording, options: options).replay(subjects)
    report.damage = RecordingDamage()
    return report
  }
}
