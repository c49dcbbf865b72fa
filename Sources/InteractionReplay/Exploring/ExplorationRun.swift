import InteractionHost
import InteractionModel

/// The state of one ``Explorer/explore(_:progress:)``: the replays made, the failures found,
/// and the shrinking of each.
@MainActor
struct ExplorationRun {
  let explorer: Explorer
  let subjects: ReplaySubjects
  let progress: (@MainActor (ExplorationProgress) -> Void)?
  let planned: Int
  /// Asked before each replay whether to stop: ``cutShort`` once it says why.
  let stopping: (@MainActor () -> ExplorationCutShort?)?
  private(set) var plansReplayed = 0
  /// The plans replayed of each interaction, shrinking not counted.
  private(set) var plansReplayedByInteraction: [String: Int] = [:]
  /// Why the exploration stopped before its end, once it did.
  private(set) var cutShort: ExplorationCutShort?
  private(set) var shrinkReplays = 0
  private(set) var failingPlans = 0
  private(set) var failures: [ExplorationFailure] = []
  /// The plans whose replay threw, each a failure.
  private(set) var replayErrors: [ExplorationReplayError] = []
  /// Whether every interaction had fewer plans than the budget: all there are were tried.
  private(set) var triedEveryPlan = true

  init(
    explorer: Explorer, subjects: ReplaySubjects,
    progress: (@MainActor (ExplorationProgress) -> Void)?, planned: Int,
    stopping: (@MainActor () -> ExplorationCutShort?)? = nil
  ) {
    self.explorer = explorer
    self.subjects = subjects
    self.progress = progress
    self.planned = planned
    self.stopping = stopping
  }

  /// Whether to start no more replays: the exploration was cut short, now or before.
  private mutating func stops() -> Bool {
    if cutShort == nil { cutShort = stopping?() }
    return cutShort != nil
  }

  /// Replays an interaction under each plan, then shrinks the first failing plan of each kind;
  /// once the exploration is cut short, replays nothing more and reports each failure found as
  /// far as it was shrunk.
  mutating func explore(_ interaction: String, plans: [ExploredPlan]) async {
    if plans.count >= explorer.limits.plans { triedEveryPlan = false }
    plansReplayedByInteraction[interaction] = 0
    // Each kind's first failing plan and report, in the order the kinds were met, and how
    // many plans showed it.
    var firsts: [(key: FailureKey, plan: ExploredPlan, report: ReplayReport)] = []
    var counts: [FailureKey: Int] = [:]
    for plan in plans {
      if stops() { break }
      announce(interaction, phase: "exploring")
      plansReplayed += 1
      plansReplayedByInteraction[interaction, default: 0] += 1
      let report: ReplayReport
      do {
        report = try await explorer.replay(plan, subjects: subjects)
      } catch {
        // A replay that checked nothing is a failure with its error, never a passing plan.
        failingPlans += 1
        replayErrors.append(
          ExplorationReplayError(interaction: interaction, plan: plan, error: error))
        continue
      }
      guard !report.passed else { continue }
      failingPlans += 1
      let keys = report.divergences.map(FailureKey.init)
      for key in keys where counts[key] == nil {
        firsts.append((key, plan, report))
        counts[key] = 0
      }
      for key in Set(keys) { counts[key, default: 0] += 1 }
    }
    for first in firsts {
      let (shrunk, report) = await shrink(
        first.plan, report: first.report, keeping: first.key.kind, named: first.key.name)
      failures.append(
        ExplorationFailure(
          kind: first.key.kind, interaction: interaction, failingPlans: counts[first.key] ?? 0,
          found: first.plan, shrunk: shrunk, report: report, name: first.key.name))
    }
  }

  /// The smallest plan reached from `plan` by dropping a fault or putting two neighbouring sets
  /// back in documented order, one step at a time, while a divergence of `kind` stays.
  ///
  /// Stops early, with the smallest plan so far, once the exploration is cut short.
  mutating func shrink(
    _ plan: ExploredPlan, report: ReplayReport, keeping kind: DivergenceKind,
    named name: String? = nil
  ) async -> (ExploredPlan, ReplayReport) {
    var current = (plan: plan, report: report)
    var steps = 0
    var tried = Set<ExploredPlan>([plan])
    improving: while steps < explorer.limits.shrinkSteps {
      for candidate in Self.smallerPlans(than: current.plan) where tried.insert(candidate).inserted
      {
        guard steps < explorer.limits.shrinkSteps, !stops() else { break improving }
        steps += 1
        shrinkReplays += 1
        announce(plan.interaction, phase: "shrinking")
        // A candidate whose replay throws does not keep the divergence: shrinking goes on.
        if let candidateReport = try? await explorer.replay(candidate, subjects: subjects),
          candidateReport.divergences.contains(where: { $0.isFailure(of: kind, named: name) })
        {
          current = (candidate, candidateReport)
          continue improving
        }
      }
      break
    }
    return current
  }

  /// The plans one step smaller than `plan`: each with one fault fewer, then each with one
  /// pair of neighbouring sets that the documented order has the other way round swapped.
  static func smallerPlans(than plan: ExploredPlan) -> [ExploredPlan] {
    var smaller: [ExploredPlan] = []
    for (fault, _, _, _) in HostFaults.named where plan.faults.contains(fault) {
      var fewer = plan
      fewer.faults.remove(fault)
      smaller.append(fewer)
    }
    let rank = { (set: Set<Parameter>) in plan.documentedOrder.firstIndex(of: set) ?? Int.max }
    for position in plan.order.indices.dropLast()
    where rank(plan.order[position]) > rank(plan.order[position + 1]) {
      var swapped = plan
      swapped.order.swapAt(position, position + 1)
      smaller.append(swapped)
    }
    return smaller
  }

  private func announce(_ interaction: String, phase: String) {
    progress?(
      ExplorationProgress(
        replayed: plansReplayed + shrinkReplays, planned: planned, interaction: interaction,
        phase: phase, failing: failingPlans))
  }
}

/// What tells one exploration failure from another: the divergence's kind, and for a finding of
/// what the user sees or a property, its name.
private struct FailureKey: Hashable {
  var kind: DivergenceKind
  var name: String?

  init(_ divergence: Divergence) {
    kind = divergence.kind
    name = divergence.kind.isAboutWhatUserSees ? divergence.failureName : nil
  }
}
