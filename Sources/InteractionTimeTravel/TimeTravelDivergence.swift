/// Where a replayed run differs from its recording, as a replay's report says it.
public struct TimeTravelDivergence: Hashable, Sendable {
  /// The replayed event it names, as `file#sequence`; `nil` when it names a step only.
  public var event: String?
  /// The replay's 1-based step number; `nil` when it names an event only.
  public var step: Int?
  /// The report's words for it.
  public var text: String

  /// A divergence; each argument is the property of the same name.
  public init(event: String?, step: Int?, text: String) {
    self.event = event
    self.step = step
    self.text = text
  }
}
