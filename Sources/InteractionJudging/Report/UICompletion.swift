public import InteractionModel

/// A completion of a ``UICall``: success, claimed set and desired size (`configure`'s completion
/// has a size only).
public struct UICompletion: Hashable, Codable, Sendable {
  /// The completion event.
  public var event: EventReference
  /// Whether the controller configured its view; `nil` for `configure`.
  public var success: Bool?
  /// The parameters the controller says it displayed, sorted; `nil` for `configure`.
  public var claimed: [Parameter]?
  /// The size the controller asked for; zero hides the view.
  public var size: Size
  /// Nanoseconds from the call to this completion, on the writer's monotonic clock.
  public var latency: UInt64?

  /// Creates a completion from its parts, each the property of the same name; `claimed` is
  /// sorted here.
  public init(
    event: EventReference, success: Bool?, claimed: [Parameter]?, size: Size, latency: UInt64?
  ) {
    self.event = event
    self.success = success
    self.claimed = claimed?.inAscendingOrder
    self.size = size
    self.latency = latency
  }
}
