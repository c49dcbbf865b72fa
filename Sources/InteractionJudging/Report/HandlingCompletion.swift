public import InteractionModel

/// A completion of a ``HandlingCall``, with what it answered.
public struct HandlingCompletion: Hashable, Codable, Sendable {
  /// The completion event.
  public var event: EventReference
  /// Nanoseconds from the call to this completion, on the writer's monotonic clock.
  public var latency: UInt64?
  /// For a dispatch: the handler returned (its instance id), `nil` when none was.
  public var handler: String?
  /// For a dispatch: the handler's type name, `nil` when none was returned.
  public var handlerType: String?
  /// For a resolve: the resolution results.
  public var results: [ResolutionResult]?
  /// For confirm and handle: the response's class name.
  public var responseClass: String?
  /// For confirm and handle: the response code.
  public var code: IntentResponse.Code?

  /// Creates a completion from its parts, each the property of the same name.
  public init(
    event: EventReference, latency: UInt64?, handler: String? = nil, handlerType: String? = nil,
    results: [ResolutionResult]? = nil, responseClass: String? = nil,
    code: IntentResponse.Code? = nil
  ) {
    self.event = event
    self.latency = latency
    self.handler = handler
    self.handlerType = handlerType
    self.results = results
    self.responseClass = responseClass
    self.code = code
  }
}
