/// What a rule may know beyond the interaction it looks at.
public struct InspectionContext: Sendable {
  /// Where the expected orders come from, for ``OrderDiffers``; `nil` to skip that rule.
  public var expectedOrders: (any ExpectedOrderSource)?
  /// The handler types that have answered a confirm call so far in the session: such a type
  /// implements confirm, so a Siri-path phase that handles without confirming is out of order.
  public var confirmingHandlerTypes: Set<String>

  /// Creates a context from its parts, each the property of the same name.
  public init(
    expectedOrders: (any ExpectedOrderSource)? = nil, confirmingHandlerTypes: Set<String> = []
  ) {
    self.expectedOrders = expectedOrders
    self.confirmingHandlerTypes = confirmingHandlerTypes
  }
}
