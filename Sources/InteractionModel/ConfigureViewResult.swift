/// What a ``ParameterViewConfiguring`` controller's completion answers.
public struct ConfigureViewResult: Hashable, Codable, Sendable {
  /// Whether the view was configured; `false` makes SiriKit show its default view for the
  /// parameters.
  public var success: Bool
  /// The parameters the view shows, which SiriKit does not offer again.
  public var claimed: Set<Parameter>
  /// The size the view wants; ``Size/zero`` hides it.
  public var desiredSize: Size

  /// Creates a result from its parts, each the property of the same name.
  public init(success: Bool, claimed: Set<Parameter>, desiredSize: Size) {
    self.success = success
    self.claimed = claimed
    self.desiredSize = desiredSize
  }
}
