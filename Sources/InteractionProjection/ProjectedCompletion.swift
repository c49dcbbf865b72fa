package import InteractionLog
package import InteractionModel

/// One completion of a call: what the extension answered, and when.
package struct ProjectedCompletion: Sendable {
  /// What a completion answered: the model's one vocabulary.
  package typealias Answer = ExtensionAnswer

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
    guard let (answer, _, latency) = event.payload.answer else { return nil }
    self.answer = answer
    self.latency = latency
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
