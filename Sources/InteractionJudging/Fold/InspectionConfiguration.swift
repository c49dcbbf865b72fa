/// What an ``InspectionFold`` runs and keeps.
public struct InspectionConfiguration: Sendable {
  /// The rules run on every finished interaction, in order.
  public var rules: [any InspectionRule]
  /// Where ``OrderDiffers`` takes expected orders from; `nil` skips it.
  public var expectedOrders: (any ExpectedOrderSource)?
  /// Whether the session report keeps every finished interaction.
  ///
  /// Turn it off to stream: each interaction then goes only to the fold's sink, and memory stays
  /// bounded by the open interactions whatever the log's size.
  public var retainsInteractions: Bool
  /// How many open interactions, waiting runs and later runs the fold keeps.
  ///
  /// How many interactions per process may stay open (with a call still waiting for its
  /// completion, or waiting for their handling run) before the oldest is finished anyway, its
  /// waiting calls counted as missing; how many handling runs may wait for their interaction
  /// before the oldest is finished alone; and how many runs of one intent after its handle one
  /// interaction takes. A run and its interaction are joined as long as fewer than `window`
  /// interactions of one process run ahead of the other's in the merged stream.
  public var window: Int
  /// Whether an interaction the rules find nothing in may be handed on with its heading alone
  /// (position, intent class, identifier, truncation), its snapshot and phases left out.
  ///
  /// For a rendering that shows only interactions with findings (`--findings-only`, `--only`):
  /// such an interaction is counted, never shown. It applies only to an interaction every rule
  /// can clear from the projection without its report (``ProjectionScreening``), and only when
  /// interactions are not retained.
  package var briefsCleanInteractions = false

  /// A configuration; a window below 1 counts as 1.
  ///
  /// - Parameters:
  ///   - rules: The rules to run; one per code of ``FindingCode/catalogue`` by default.
  ///   - expectedOrders: Where expected orders come from, if anywhere.
  ///   - retainsInteractions: Whether the session report keeps every interaction.
  ///   - window: Open interactions per process, and unlinked handling phases, kept at most.
  public init(
    rules: [any InspectionRule] = InspectionRules.standard,
    expectedOrders: (any ExpectedOrderSource)? = nil, retainsInteractions: Bool = true,
    window: Int = 8
  ) {
    self.rules = rules
    self.expectedOrders = expectedOrders
    self.retainsInteractions = retainsInteractions
    self.window = max(1, window)
  }
}
