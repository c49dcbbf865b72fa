/// A finding of a ``TimeTravelTimeline``, and the position from which it is provable.
public struct TimeTravelFinding: Hashable, Sendable {
  /// The identifier of the interaction it is about (or `#position` for one without).
  public var interaction: String
  /// The finding's code, such as `header-not-on-top`.
  public var code: String
  /// Its explanation, as `ilog inspect` writes it.
  public var explanation: String
  /// The first position at which the event stream proves it.
  public var position: Int

  /// A finding; each argument is the property of the same name.
  public init(interaction: String, code: String, explanation: String, position: Int) {
    self.interaction = interaction
    self.code = code
    self.explanation = explanation
    self.position = position
  }
}
