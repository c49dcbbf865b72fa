/// What a rule may know beyond the interaction it looks at.
public struct InspectionContext: Sendable {
  /// Where the expected orders come from, for ``OrderDiffers``; `nil` to skip that rule.
  public var expectedOrders: (any ExpectedOrderSource)?
  /// The handler types that answered a confirm call in this interaction or one finished before.
  ///
  /// Such a type implements confirm, so a Siri-path phase that handles without confirming is out
  /// of order. `phase-order` learns them from each interaction the session finishes, before it
  /// looks at that interaction (``PhaseOrder``).
  public var confirmingHandlerTypes: Set<String>
  /// Whether the interaction is still open: a live view (`ilog watch`) asks about it as it
  /// stands, and later events may add calls and completions to it.
  ///
  /// A rule then returns only findings that no later event can withdraw: not a completion
  /// that has not come *yet*, nor a claim that a response still to come may make the
  /// interaction's own. What it cannot know yet it finds once the interaction is finished.
  public var isInteractionOpen: Bool

  /// Creates a context from its parts, each the property of the same name.
  public init(
    expectedOrders: (any ExpectedOrderSource)? = nil, confirmingHandlerTypes: Set<String> = [],
    isInteractionOpen: Bool = false
  ) {
    self.expectedOrders = expectedOrders
    self.confirmingHandlerTypes = confirmingHandlerTypes
    self.isInteractionOpen = isInteractionOpen
  }
}
