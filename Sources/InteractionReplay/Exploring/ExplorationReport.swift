/// What an ``Explorer`` found: the plans it replayed and each failure, shrunk.
public struct ExplorationReport: Sendable, CustomStringConvertible {
  /// The recording's path.
  public var recording: String
  /// The interactions explored.
  public var interactions: [String]
  /// The plans replayed while exploring, shrinking not counted.
  public var plansReplayed: Int
  /// The replays shrinking made.
  public var shrinkReplays: Int
  /// The plans that failed.
  public var failingPlans: Int
  /// One per interaction and kind of divergence, in the order they were found.
  public var failures: [ExplorationFailure]
  /// Whether every plan there is was tried: each interaction had fewer than the budget.
  public var triedEveryPlan: Bool
  /// The limits it ran under.
  public var limits: ExplorationLimits
  /// The type of the controller the subjects make, such as `IntentViewController`, for tests
  /// that pin the failures; `nil` when unknown.
  public var controllerType: String?
  /// The plans whose replay threw instead of reporting, each with its error: failures.
  public var replayErrors: [ExplorationReplayError] = []
  /// What is wrong with the recording's logs (``Recording/damage``): not empty, the
  /// exploration fails, since what the damage lost was not explored.
  public var damage = RecordingDamage()
  /// Why the exploration stopped before it tried every plan it planned, if it did: the plans
  /// not tried are ``plansPlannedByInteraction`` less ``plansReplayedByInteraction``.
  public var cutShort: ExplorationCutShort?
  /// The plans replayed of each interaction, shrinking not counted: the `M` of a failure's
  /// "N of M plans failed".
  public var plansReplayedByInteraction: [String: Int] = [:]
  /// The plans planned for each interaction: every plan there is, or the budget.
  public var plansPlannedByInteraction: [String: Int] = [:]

  /// Creates a report from its parts, each the property of the same name.
  public init(
    recording: String, interactions: [String], plansReplayed: Int, shrinkReplays: Int,
    failingPlans: Int, failures: [ExplorationFailure], triedEveryPlan: Bool = false,
    limits: ExplorationLimits, controllerType: String? = nil
  ) {
    self.recording = recording
    self.interactions = interactions
    self.plansReplayed = plansReplayed
    self.shrinkReplays = shrinkReplays
    self.failingPlans = failingPlans
    self.failures = failures
    self.triedEveryPlan = triedEveryPlan
    self.limits = limits
    self.controllerType = controllerType
  }

  /// Whether every plan passed, none threw, and the recording was whole.
  public var passed: Bool { failures.isEmpty && replayErrors.isEmpty && damage.isEmpty }

  /// The plans replayed of an interaction: from ``plansReplayedByInteraction``, or every plan
  /// replayed when the report was made without it.
  public func plansReplayed(of interaction: String) -> Int {
    plansReplayedByInteraction[interaction] ?? plansReplayed
  }

  /// The interactions with plans not tried, in the order explored, each with how many of its
  /// plans were tried and how many there were: empty unless ``cutShort``.
  public var unexplored: [(interaction: String, replayed: Int, planned: Int)] {
    interactions.compactMap { interaction in
      let planned = plansPlannedByInteraction[interaction] ?? 0
      let replayed = plansReplayedByInteraction[interaction] ?? 0
      return replayed < planned ? (interaction, replayed, planned) : nil
    }
  }

  /// The report as ``ExplorationReportFormatter`` prints it.
  public var description: String {
    ExplorationReportFormatter().format(self)
  }
}
