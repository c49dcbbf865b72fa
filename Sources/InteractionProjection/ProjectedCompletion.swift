package import InteractionLog
package import InteractionModel

/// One completion of a call: what the extension answered, and when.
package struct ProjectedCompletion: Sendable {
  /// What a completion answered, by the kind of its call.
  package enum Answer: Sendable, Equatable {
    /// A dispatch's: the handler's type, `nil` when no handler was returned.
    case handler(type: String?)
    /// A resolve's results, in the order the completion gave them.
    case resolution(parameter: String, results: [ResolutionResult])
    /// A confirm's or a handle's response.
    case response(IntentResponse)
    /// A `configureView`'s: whether it succeeded, what it claimed, the size it asked for.
    case view(success: Bool, claimed: [Parameter], size: Size)
    /// A `configure`'s size.
    case size(Size)
  }

  /// The completion event's sequence number in its call's file.
  package var sequence: UInt64
  /// When the completion came, on its process's clock.
  package var time: WallTime
  /// The object the completion names: for a dispatch, the handler it returned.
  package var instance: String?
  /// What was answered.
  package var answer: Answer
  /// Nanoseconds from the call to the completion, when the recorder measured them.
  package var latency: UInt64?

  /// The completion an event records; `nil` for an event that is not a completion.
  package init?(_ event: Event) {
    switch event.payload {
    case .dispatchCompletion(let type):
      answer = .handler(type: type)
    case .resolveCompletion(let parameter, let results, let latency):
      answer = .resolution(parameter: parameter, results: results)
      self.latency = latency
    case .confirmCompletion(let response, let latency),
      .handleCompletion(let response, let latency):
      answer = .response(response)
      self.latency = latency
    case .configureViewCompletion(let success, let claimed, let size, let latency):
      answer = .view(success: success, claimed: claimed, size: size)
      self.latency = latency
    case .configureCompletion(let size, let latency):
      answer = .size(size)
      self.latency = latency
    default:
      return nil
    }
    sequence = event.sequence
    time = event.time
    instance = event.instance
  }

  /// The handler a dispatch returned, with its type; `nil` for any other completion, or when
  /// none was returned.
  package var returnedHandler: (instance: String, type: String?)? {
    guard case .handler(let type) = answer, let instance else { return nil }
    return (instance, type)
  }
}
