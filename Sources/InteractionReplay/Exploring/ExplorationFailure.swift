/// One way an interaction failed under exploration: a kind of divergence, how many of the plans
/// tried showed it, and the smallest plan found that still shows it.
public struct ExplorationFailure: Sendable {
  /// The kind of divergence.
  public var kind: DivergenceKind
  /// For a finding of what the user sees or a property, its code or name
  /// (``Divergence/failureName``): failures of one kind and another name are told apart.
  public var name: String?
  /// The interaction's identifier.
  public var interaction: String
  /// How many of the plans tried showed this kind.
  public var failingPlans: Int
  /// The first plan tried that showed it.
  public var found: ExploredPlan
  /// The plan shrunk from it: no fault can be dropped and no call moved back toward the
  /// documented order without losing the divergence.
  public var shrunk: ExploredPlan
  /// The replay of the shrunk plan, for its report.
  public var report: ReplayReport

  /// Creates a failure from its parts, each the property of the same name.
  public init(
    kind: DivergenceKind, interaction: String, failingPlans: Int, found: ExploredPlan,
    shrunk: ExploredPlan, report: ReplayReport, name: String? = nil
  ) {
    self.kind = kind
    self.name = name
    self.interaction = interaction
    self.failingPlans = failingPlans
    self.found = found
    self.shrunk = shrunk
    self.report = report
  }

  /// The shrunk replay's first divergence of this kind (and name).
  public var divergence: Divergence? {
    report.divergences.first { $0.isFailure(of: kind, named: name) }
  }

  /// What failed, in a word: the name of a finding or property, else the kind.
  public var failureName: String { name ?? kind.rawValue }
}
